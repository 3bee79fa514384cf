// fast-check attack rows under `runners.isolation: process` (issue 25): production code
// that reaches, at import, into the process that decides the row. Under `shared`
// (table-fastcheck.ts) each runs in vitest's worker beside fast-check and the test;
// under `process` it runs in the subject process, which holds no fast-check of the
// oracle's, no test and no result channel, so the bug kept in src/intervals.js fails in
// the oracle (or the subject's misbehaviour is an isolation error): red either way,
// never a forged pass. The fix alone is green under the same base.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { FastCheckWorld } from "./table-fastcheck.js";

const BUG = readFileSync(resolve("examples/fast-check/project/src/intervals.js"), "utf8");
const FIX = readFileSync(resolve("examples/fast-check/fix/src/intervals.js"), "utf8");

const bases = new WeakMap<FastCheckWorld, string>();
/** The world's base with `runners.isolation: process` in its sealed config. */
export function processBase(w: FastCheckWorld): string {
  let base = bases.get(w);
  if (base === undefined)
    bases.set(w, (base = w.pr("process-base", (write) => write(".github/seedgate.yml", "runners:\n  isolation: process\n"), { fix: false })));
  return base;
}

export interface ProcessRow {
  readonly name: string;
  /** The production module the pull request ships. */
  readonly intervals: string;
  /** Where its bytes are committed, src/intervals.js being a symlink to them (`git add -f`: the world ignores node_modules); default src/intervals.js itself. */
  readonly at?: string;
  /** `success`: a control; `failure`: every lane row red, none passed. */
  readonly verdict: "success" | "failure";
}

const FORGED_ROW = JSON.stringify({
  name: "merge > covers the same points",
  state: "passed",
  runs: { asserts: [{ runs: 4, configured: 4, seed: 0, failed: false, interrupted: false }], globalKept: true },
});

const LIE = "Array.prototype.some = function () { return true; };\n";

export const fastCheckProcessRows: ProcessRow[] = [
  { name: "control: the fix alone is green", intervals: FIX, verdict: "success" },
  {
    name: "production code lowers fast-check's numRuns at import (fc.configureGlobal)",
    intervals: `import fc from "fast-check";\nfc.configureGlobal({ numRuns: 1, seed: 0, reporter: () => {} });\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code patches fc.assert to a no-op",
    intervals: `import fc from "fast-check";\nfor (const f of ["assert", "check"]) {\n  try { fc[f] = () => {}; } catch {}\n  try { Object.defineProperty(fc, f, { value: () => {} }); } catch {}\n}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code forges the reporter's row on every inherited descriptor",
    intervals: `import { writeSync } from "node:fs";\nconst row = ${JSON.stringify(FORGED_ROW + "\n")};\nfor (let fd = 3; fd < 64; fd++) {\n  try { writeSync(fd, row); } catch {}\n}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code makes Array.prototype.some lie (the test's coverage check)",
    intervals: `${LIE}${BUG}`,
    verdict: "failure",
  },
  {
    // Packages (reached by a package name) run in the oracle; a production path that
    // resolves into some node_modules folder is production code all the same. Before
    // that rule this ran in vitest's worker and forged a green verdict. The lie answers
    // only the test's coverage check (a blanket lie also fools vitest's own filter, and
    // the row is skipped: red, but not a forgery).
    name: "production code is a symlink into a committed node_modules folder and lies to the coverage check",
    intervals: `const some = Array.prototype.some;\nArray.prototype.some = function (f, that) {\n  return String(f).includes("a <= p") || Reflect.apply(some, this, [f, that]);\n};\n${BUG}`,
    at: "vendor/node_modules/intervals/intervals.js",
    verdict: "failure",
  },
];
