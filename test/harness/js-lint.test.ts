// The harness's ES modules and CommonJS are linted (eslint.config.js, HARNESS_JS): ESLint's
// recommended rules with Node's globals, the module kind taken from the file's extension.
import { ESLint } from "eslint";
import { expect, test } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const rules = async (text: string, filePath: string) => (await eslint.lintText(text, { filePath }))[0]!.messages.map((m) => m.ruleId);

test("every harness .mjs and .cjs file passes", async () => {
  const results = await eslint.lintFiles(["src/harness/**/*.mjs", "src/harness/**/*.cjs"]);
  expect(results.length).toBeGreaterThan(10);
  expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId}: ${m.message}`))).toEqual([]);
});

test("an ES module of the harness: an undefined name and a dead variable are errors, Node's globals are not", async () => {
  const text = 'import { writeSync } from "node:fs";\nconst unused = 1;\nwriteSync(3, String(process.pid) + undefinedName);\n';
  expect(await rules(text, "src/harness/boundary/probe.mjs")).toEqual(["no-unused-vars", "no-undef"]);
});

test("a CommonJS file of the harness has require and module; an ES module does not", async () => {
  const text = 'const fs = require("node:fs");\nmodule.exports = fs;\n';
  expect(await rules(text, "src/harness/evidence/probe.cjs")).toEqual([]);
  expect(await rules(text, "src/harness/evidence/probe.mjs")).toEqual(["no-undef", "no-undef"]);
});
