// No source file over 250 lines, data tables aside (issue 45): a file a reviewer reads in
// one sitting. The data tables: the schemas' generated validators, the seeds' decision tables.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { filesUnder } from "../support/import-graph.js";

const MAX_LINES = 250;
const DATA = ["src/core/judge/decision-tables-data.ts", "src/core/inputs/validators.generated.ts"];
const KINDS = [".ts", ".py", ".mjs", ".cjs"];

const lines = (path: string): number => readFileSync(path, "utf8").replace(/\n$/, "").split("\n").length;
const tooLong = (paths: readonly string[]): string[] => paths.filter((p) => !DATA.includes(p) && lines(p) > MAX_LINES).map((p) => `${p} (${lines(p)})`);

test(`no source file in src/ is over ${MAX_LINES} lines (TypeScript, Python, ES modules, CommonJS), data tables aside`, () => {
  expect(tooLong(filesUnder("src", KINDS))).toEqual([]);
});

test("the check is live: a file of 251 lines is listed, one of 250 is not", () => {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-size-"));
  try {
    for (const [name, n] of [["long.py", 251], ["short.mjs", 250]] as const) writeFileSync(join(dir, name), "x = 1\n".repeat(n));
    expect(tooLong(filesUnder(dir, KINDS))).toEqual([`${dir}/long.py (251)`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("every data table the check leaves out exists", () => {
  expect(DATA.filter((p) => !existsSync(p))).toEqual([]);
});
