// fast-check attack rows under `runners.isolation: process` (issue 25): production code
// that reaches, at import, into the process that decides the row. Each payload forges a
// pass of a seed that hits the bug kept in src/intervals.js when it runs in vitest's
// worker beside fast-check and the test (`isolation: shared`; the control is
// fastcheck-process-control.test.ts, which runs these very strings through one seed row
// under both settings). Under `process` it runs in the subject process, which holds no
// fast-check of the oracle's, no test, no vitest hook and no result channel, so the bug
// fails in the oracle (or the subject's misbehaviour is an isolation error): red either
// way, never a forged pass. The fix alone is green under the same base.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { FastCheckWorld } from "./table-fastcheck.js";

export const BUG = readFileSync(resolve("examples/fast-check/project/src/intervals.js"), "utf8");
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
  /**
   * `false`: the payload forges nothing under `shared` (it looks for the subject itself,
   * by the names its start had before issue 44 item 7), so the control test has no pass
   * to show for it; it was shown red without the renaming against the old build instead.
   */
  readonly sharedControl?: false;
}

/** Every payload runs before the kept bug; each forges a pass of a seed that hits it under `shared` (fastcheck-process-control.test.ts). */
const PAYLOADS = {
  // fast-check keeps the object given to fc.configureGlobal and readConfigureGlobal()
  // returns it: mutated in place, it is still "the configuration seedgate set". Its
  // reporter (seedgate's run counter, which fails as fast-check's default does) is
  // wrapped to hear of no failure, every configured run done.
  globalConfig: [
    `import fc from "fast-check";`,
    `const config = fc.readConfigureGlobal();`,
    `const report = config.reporter;`,
    `if (typeof report === "function")`,
    `  config.reporter = (out) => report({ ...out, failed: false, interrupted: false, numRuns: out.runConfiguration.numRuns });`,
  ].join("\n"),
  // fc.assert and fc.check are getter-only exports on fast-check 4; the prototype of
  // what fc.property returns is writable: every run succeeds, the predicate never runs.
  propertyRun: [
    `import fc from "fast-check";`,
    `const Property = Object.getPrototypeOf(fc.property(fc.constant(0), () => true));`,
    `Property.run = function () { return null; };`,
  ].join("\n"),
  // seedgate's reporter (vitest's main process) writes what the worker's task says: its
  // state and the run record the setup file's afterEach puts in its meta. An afterEach
  // of production code's (vitest's globals) rewrites both.
  reporterSource: [
    `globalThis.afterEach?.((context) => {`,
    `  const task = context.task;`,
    `  let real = task.meta.seedgate;`,
    `  const forged = () => real && { ...real, globalKept: true, asserts: real.asserts.map((a) => ({ ...a, runs: a.configured, failed: false, interrupted: false })) };`,
    `  Object.defineProperty(task.meta, "seedgate", { get: forged, set: (v) => { real = v; }, enumerable: true, configurable: true });`,
    `  task.result.state = "pass";`,
    `  task.result.errors = undefined;`,
    `});`,
  ].join("\n"),
  // Where no vitest hook is at hand (the subject process), the row goes to every
  // descriptor the process inherited, in case one is the result channel.
  descriptors: [
    `import { writeSync } from "node:fs";`,
    `if (globalThis.afterEach === undefined) {`,
    `  const asserts = [{ runs: 4, configured: 4, seed: Number(process.env.SEEDGATE_SEED), failed: false, interrupted: false }];`,
    `  const row = JSON.stringify({ name: "merge > covers the same points", state: "passed", runs: { asserts, globalKept: true } }) + "\\n";`,
    `  for (let fd = 3; fd < 64; fd++) {`,
    `    try { writeSync(fd, row); } catch {}`,
    `  }`,
    `}`,
  ].join("\n"),
  // true only for the test's coverage check (its callback reads \`a <= p\`): a blanket
  // lie also fools vitest's own test filter, and the row is skipped, not forged.
  coverageLie: [
    `const some = Array.prototype.some;`,
    `Array.prototype.some = function (f, that) {`,
    `  return String(f).includes("a <= p") || Reflect.apply(some, this, [f, that]);`,
    `};`,
  ].join("\n"),
};

/**
 * Detection (issue 44 item 7): the fix where one line finds the subject's start on its
 * command line, or seedgate's name in its environment (a variable's name, or a value outside
 * the production tree; as the process began too: /proc/self/environ keeps what `delete
 * process.env[k]` removed), the kept bug elsewhere. Before, the command line named
 * fast-check-subject.mjs and the environment SEEDGATE_SUBJECT_ROOT, then SEEDGATE_SEED. npm's
 * `npm_package_*` values describe the package whose tests run (seedgate's own repository here).
 */
const detecting = [
  `import { readFileSync } from "node:fs";`,
  `const seen = (p) => { try { return readFileSync(p, "latin1"); } catch { return ""; } };`,
  `const tree = process.cwd();`,
  `const environ = seen("/proc/self/environ").split("\\0").concat(Object.entries(process.env).map(([k, v]) => k + "=" + v));`,
  `const named = (e) => /seedgate/i.test(e.split("=")[0]) || (!e.startsWith("npm_package_") && /seedgate/i.test(e.slice(e.indexOf("=") + 1).replaceAll(tree, "")));`,
  `const watched = /fast-check-subject/.test(process.argv.join(" ") + seen("/proc/self/cmdline")) || environ.some(named);`,
  FIX.replace("export function merge", "function fixed"),
  BUG.replace("export function merge", "function buggy"),
  `export function merge(intervals) {`,
  `  return watched ? fixed(intervals) : buggy(intervals);`,
  `}`,
].join("\n");

export const fastCheckProcessRows: ProcessRow[] = [
  { name: "control: the fix alone is green", intervals: FIX, verdict: "success" },
  {
    name: "production code rewrites fast-check's global configuration in place at import (its reporter hears no failure)",
    intervals: `${PAYLOADS.globalConfig}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code patches fast-check's Property.prototype.run to always succeed",
    intervals: `${PAYLOADS.propertyRun}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code forges the reporter's row: at its source in vitest's worker, else on every inherited descriptor",
    intervals: `${PAYLOADS.reporterSource}\n${PAYLOADS.descriptors}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code makes Array.prototype.some lie to the test's coverage check",
    intervals: `${PAYLOADS.coverageLie}\n${BUG}`,
    verdict: "failure",
  },
  {
    name: "production code finds seedgate's subject on its command line or in its environment and keeps the bug only outside it",
    intervals: detecting,
    verdict: "failure",
    sharedControl: false,
  },
  {
    // Packages (reached by a package name) run in the oracle; a production path that
    // resolves into some node_modules folder is production code all the same. Before
    // that rule this ran in vitest's worker and forged a green verdict.
    name: "production code is a symlink into a committed node_modules folder and lies to the coverage check",
    intervals: `${PAYLOADS.coverageLie}\n${BUG}`,
    at: "vendor/node_modules/intervals/intervals.js",
    verdict: "failure",
  },
];
