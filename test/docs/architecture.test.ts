// The house rules, checked rather than kept by discipline (eslint.config.js): src/core
// imports no IO, no process, no clock and nothing outside the core; the faces (action,
// CLI) never import each other and only the action uses the runner's toolkit; no module
// of src/ imports itself through a cycle.
import { readdirSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { expect, test } from "vitest";
import { MODES } from "../../src/modes/table.js";

const eslint = new ESLint({ cwd: process.cwd() });
const problems = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath.replace(`${process.cwd()}/`, "")}:${m.line} ${m.ruleId}: ${m.message}`));

test("src/ keeps its boundaries: no finding", async () => {
  expect(problems(await eslint.lintFiles(["src"]))).toEqual([]);
}, 120_000);

test.each([
  ["a file read", 'import { readFileSync } from "node:fs";\nexport const f = () => readFileSync("x");\n', "no-restricted-imports"],
  ["an adapter", 'import { gitAt } from "../adapters/git.js";\nexport const g = gitAt;\n', "import-x/no-restricted-paths"],
  ["the runner's toolkit", 'import * as core from "@actions/core";\nexport const c = core;\n', "no-restricted-imports"],
  ["the environment", "export const e = () => process.env.CI;\n", "no-restricted-globals"],
  ["the clock", "export const t = () => Date.now();\n", "no-restricted-properties"],
  ["today's date", "export const d = () => new Date();\n", "no-restricted-syntax"],
])("the rule is live: a core file that reaches %s is refused", async (_what, text, rule) => {
  const [r] = await eslint.lintText(text, { filePath: "src/core/probe.ts" });
  expect(r!.messages.map((m) => m.ruleId)).toContain(rule);
});

test.each([
  ["src/core/formats/probe.ts", 'import { gitAt } from "../../adapters/git.js";\nexport const g = gitAt;\n', "import-x/no-restricted-paths"],
  ["src/cli/probe.ts", 'import { runSeal } from "../action/seal.js";\nexport const r = runSeal;\n', "import-x/no-restricted-paths"],
  ["src/action/probe.ts", 'import { laneCli } from "../cli/lane.js";\nexport const r = laneCli;\n', "import-x/no-restricted-paths"],
  ["src/cli/probe.ts", 'import * as core from "@actions/core";\nexport const c = core;\n', "no-restricted-imports"],
  ["src/runners/probe.ts", 'import * as core from "@actions/core";\nexport const c = core;\n', "no-restricted-imports"],
  // No arrow climbs back up: shared pieces never import their users.
  ["src/render/probe.ts", 'import { gateTitle } from "../modes/gate/render.js";\nexport const t = gateTitle;\n', "import-x/no-restricted-paths"],
  ["src/render/probe.ts", 'import * as comment from "../publish/comment.js";\nexport const p = comment;\n', "import-x/no-restricted-paths"],
  ["src/modes/seal/probe.ts", 'import { gate } from "../gate/gate.js";\nexport const g = gate;\n', "import-x/no-restricted-paths"],
  ["src/demo/probe.ts", 'import { rowPorts } from "../cli/wiring.js";\nexport const r = rowPorts;\n', "import-x/no-restricted-paths"],
  ["src/ports/probe.ts", 'import type { SealResult } from "../modes/seal/seal.js";\nexport type S = SealResult;\n', "import-x/no-restricted-paths"],
  ["src/runners/probe.ts", 'import { lane } from "../modes/lane/lane.js";\nexport const l = lane;\n', "import-x/no-restricted-paths"],
])("the rule is live: %s may not import %s", async (filePath, text, rule) => {
  const [r] = await eslint.lintText(text, { filePath });
  expect(r!.messages.map((m) => m.ruleId)).toContain(rule);
});

test("no cycle is allowed, not even through a lazy import()", () => {
  expect(readFileSync("eslint.config.js", "utf8")).not.toMatch(/allowUnsafeDynamicCyclicDependency\s*:\s*true/);
});

test("the rule is live: a core file in a room may still read its JSON Schemas", async () => {
  const [r] = await eslint.lintText('import s from "../../../schemas/config.schema.json" with { type: "json" };\nexport const x = s;\n', {
    filePath: "src/core/formats/probe.ts",
  });
  expect(r!.messages.filter((m) => m.ruleId?.startsWith("import-x/") || m.ruleId === "no-restricted-imports")).toEqual([]);
});

test("the rule is live: the action face may use the runner's toolkit", async () => {
  const [r] = await eslint.lintText('import * as core from "@actions/core";\nexport const c = core;\n', { filePath: "src/action/probe.ts" });
  expect(r!.messages.filter((m) => m.ruleId === "no-restricted-imports")).toEqual([]);
});

test("the rule is live: a core file may still read its JSON Schemas (data, bundled)", async () => {
  const [r] = await eslint.lintText('import s from "../../schemas/config.schema.json" with { type: "json" };\nexport const x = s;\n', { filePath: "src/core/probe.ts" });
  expect(r!.messages.filter((m) => m.ruleId === "no-restricted-imports")).toEqual([]);
});

test.each([
  ["src/modes/probe/probe.ts", 'import { readFileSync } from "node:fs";\nexport const f = () => readFileSync("x");\n'],
  ["src/modes/probe/probe.ts", 'import { spawn } from "node:child_process";\nexport const f = spawn;\n'],
  ["src/modes/probe/probe.ts", 'import { gitAt } from "../../adapters/git.js";\nexport const g = gitAt;\n'],
  // The promise and OS forms are IO too: the gate's results loader once read files through node:fs/promises unseen.
  ["src/modes/probe/probe.ts", 'import { readFile } from "node:fs/promises";\nexport const f = readFile;\n'],
  ["src/modes/probe/probe.ts", 'import { tmpdir } from "node:os";\nexport const t = tmpdir;\n'],
  ["src/modes/probe/probe.ts", 'import { Worker } from "node:worker_threads";\nexport const w = Worker;\n'],
  // A runner reaches files through RowContext.disk, processes through RowContext.exec (issue 29).
  ["src/runners/hypothesis/probe.ts", 'import { mkdtempSync } from "node:fs";\nexport const f = mkdtempSync;\n'],
  ["src/runners/probe.ts", 'import { tmpdir } from "node:os";\nexport const t = tmpdir;\n'],
  ["src/runners/sealed/probe.ts", 'import { hostDisk } from "../../adapters/disk.js";\nexport const d = hostDisk;\n'],
  ["src/runners/sealed/node.ts", 'import { existsSync } from "node:fs";\nexport const e = existsSync;\n'],
])("the rule is live: %s may not import %s", async (filePath, text) => {
  const [r] = await eslint.lintText(text, { filePath });
  expect(r!.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
});

test("docs/architecture.md maps every folder of src/, each mode's and each core room", () => {
  const map = readFileSync("docs/architecture.md", "utf8");
  const dirs = (d: string) => readdirSync(d, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${d}/${e.name}/`);
  const folders = [...dirs("src"), ...dirs("src/modes"), ...dirs("src/core")];
  expect(folders.filter((f) => !map.includes(`\`${f}\``))).toEqual([]);
});

test("docs/architecture.md explains every value of the mode table's exit column", () => {
  const map = readFileSync("docs/architecture.md", "utf8");
  const values = [...new Set(Object.values(MODES).map((m) => m.exit))];
  expect(values.filter((v) => !map.includes(`\`${v}\``))).toEqual([]);
});
