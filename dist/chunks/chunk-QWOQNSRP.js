import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ERROR_EXITS,
  PRESET_MODULES,
  childEnv,
  harnessPath,
  hermeticEnv,
  junitEvidence,
  locate,
  pinnedArgs,
  runHypothesis,
  runSealedPython,
  shadowOutcome,
  shadowingEntry
} from "./chunk-SWUJNACB.js";
import {
  require_picomatch
} from "./chunk-PIULXU4W.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/runners/dispatch.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/runners/command.ts
function expand(template, run) {
  const c = run.row.kind === "case" ? run.property.cases.find((x) => x.id === run.row.key) : void 0;
  const values = {
    seed: run.row.kind === "seed" ? run.row.key : "",
    selector: run.property.selector,
    fixture: run.row.kind === "fixture" ? run.row.key : "",
    case: c === void 0 ? "" : JSON.stringify(c.value),
    python: run.python
  };
  return template.replace(/\{(seed|selector|fixture|case|python)\}/g, (_, k) => values[k]);
}
async function runCommand(exec, run) {
  const template = run.rule.command ?? "";
  const argv = typeof template === "string" ? ["/bin/sh", "-c", expand(template, run)] : template.map((t) => expand(t, run));
  const seed = run.row.kind === "seed" ? Number(run.row.key) : 0;
  const env = { ...childEnv(run.env, seed), SEEDGATE_SELECTOR: run.property.selector, SEEDGATE_PROPERTY: run.property.id, SEEDGATE_FIXTURE: run.row.kind === "fixture" ? run.row.key : "", SEEDGATE_CASE: run.row.kind === "case" ? run.row.key : "" };
  const r = await exec.run({ command: argv[0], args: argv.slice(1), cwd: run.root, env, timeoutMs: run.timeoutMs });
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: void 0 };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  if (r.exitCode === 0) return { ...base, outcome: "pass", detail: "exit 0" };
  return { ...base, outcome: r.exitCode === null ? "error" : "fail", detail: r.exitCode === null ? `killed by ${r.signal}` : `exit ${r.exitCode}` };
}

// src/runners/hypothesis-batch.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var BATCH_PLUGIN = "seedgate_batch";
async function runHypothesisBatch(exec, batch) {
  const shadow = shadowingEntry(batch.root, [...PRESET_MODULES, BATCH_PLUGIN]);
  if (shadow !== void 0) return batch.seeds.map(() => shadowOutcome(shadow));
  const outcomes = /* @__PURE__ */ new Map();
  let pending = [...new Set(batch.seeds)];
  while (pending.length > 0) {
    const pass = await runPass(exec, batch, pending);
    for (const [seed, outcome] of pass.settled) outcomes.set(seed, outcome);
    pending = pass.unstarted;
  }
  return batch.seeds.map((s) => outcomes.get(s));
}
function parseRows(text, seeds) {
  const started = [];
  const ended = /* @__PURE__ */ new Map();
  let done = false;
  for (const line of text.split("\n")) {
    let row;
    try {
      row = JSON.parse(line);
    } catch {
      continue;
    }
    if (row === null || typeof row !== "object") continue;
    if (row.event === "done") done = true;
    const seed = row.seed;
    if (typeof seed !== "number" || !seeds.includes(seed)) continue;
    if (row.event === "start") started.push(seed);
    if (row.event === "end" && (row.outcome === "pass" || row.outcome === "fail" || row.outcome === "error")) {
      ended.set(seed, { seed, outcome: row.outcome, detail: String(row.detail ?? ""), tail: String(row.tail ?? ""), ms: Number(row.ms) || 0 });
    }
  }
  return { started, ended, done };
}
async function runPass(exec, batch, seeds) {
  const owned = mkdtempSync(join(tmpdir(), "seedgate-batch-"));
  try {
    writeFileSync(join(owned, "pytest.ini"), "[pytest]\n");
    const args = [
      ...pinnedArgs(batch, owned),
      "-p",
      BATCH_PLUGIN,
      `--seedgate-seeds=${seeds.join(",")}`,
      `--seedgate-rows=${join(owned, "rows.jsonl")}`,
      `--seedgate-watchdog=${join(owned, "watchdog.txt")}`,
      `--seedgate-seed-timeout=${batch.timeoutMs / 1e3}`
    ];
    const r = await exec.run({ command: batch.python, args, cwd: batch.root, env: hermeticEnv(batch.baseEnv, seeds[0], owned), timeoutMs: batch.timeoutMs * (seeds.length + 1) });
    return judgePass(r, parseRows(readText(join(owned, "rows.jsonl")), seeds), readText(join(owned, "watchdog.txt")), seeds, batch.timeoutMs);
  } finally {
    rmSync(owned, { recursive: true, force: true });
  }
}
var readText = (path) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};
function unfinished(r, watchdog, output, seedTimeoutMs) {
  const base = { exitCode: r.exitCode, tail: output, location: void 0 };
  return (seed, done) => {
    if (done) return { ...base, outcome: "error", detail: `the batch finished without a row for seed ${seed}` };
    if (watchdog.trim() !== "") return { ...base, tail: `${watchdog.slice(0, 3e3)}
${output.slice(-1e3)}`, location: locate(watchdog), outcome: "timeout", detail: `seed ${seed} passed its ${seedTimeoutMs / 1e3} s timeout; the in-process watchdog ended the batch` };
    if (r.timedOut) return { ...base, outcome: "timeout", detail: `the batch passed its time limit during seed ${seed}; its process group was killed` };
    return { ...base, outcome: "error", detail: endedEarly(r, seed) };
  };
}
function judgePass(r, rows, watchdog, seeds, seedTimeoutMs) {
  const output = (r.stdoutTail + r.stderrTail).slice(-4e3);
  const ended = [...rows.ended.values()];
  const share = Math.max(0, r.durationMs - ended.reduce((n, e) => n + e.ms, 0)) / seeds.length;
  const settled = /* @__PURE__ */ new Map();
  const fails = ended.some((e) => e.outcome === "fail");
  if (rows.done && !(r.exitCode === 0 ? !fails : r.exitCode === 1 && fails)) {
    const detail = `pytest exited ${r.exitCode ?? r.signal} after the batch, which does not match its rows`;
    for (const s of seeds) settled.set(s, { outcome: "error", exitCode: r.exitCode, durationMs: share, tail: output, detail, location: void 0 });
    return { settled, unstarted: [] };
  }
  for (const e of ended) {
    const exitCode = e.outcome === "pass" ? 0 : e.outcome === "fail" ? 1 : r.exitCode;
    settled.set(e.seed, { outcome: e.outcome, exitCode, durationMs: e.ms + share, tail: e.tail, detail: e.detail, location: locate(e.tail) });
  }
  const missing = unfinished(r, watchdog, output, seedTimeoutMs);
  const settle = (s) => {
    const o = missing(s, rows.done);
    settled.set(s, { ...o, durationMs: (o.outcome === "timeout" ? seedTimeoutMs : 0) + share });
  };
  const running = rows.started.find((s) => !rows.ended.has(s));
  if (running !== void 0) settle(running);
  const rest = seeds.filter((s) => !settled.has(s));
  if (rows.done || rows.started.length === 0) {
    rest.forEach(settle);
    return { settled, unstarted: [] };
  }
  return { settled, unstarted: rest };
}
function endedEarly(r, seed) {
  const why = r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : ERROR_EXITS[r.exitCode] !== void 0 ? `ended with pytest: ${ERROR_EXITS[r.exitCode]}` : `exited ${r.exitCode}`;
  return `the batch process ${why} before it wrote a row for seed ${seed}: never a pass`;
}

// src/runners/hypothesis-fixture.ts
import { mkdtempSync as mkdtempSync2, readFileSync as readFileSync2, rmSync as rmSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";
var OUTCOMES = /* @__PURE__ */ new Set(["pass", "fail", "error"]);
async function runHypothesisFixture(exec, run) {
  const owned = mkdtempSync2(join2(tmpdir2(), "seedgate-fixture-"));
  const out = join2(owned, "row.json");
  const fixture = join2(run.root, run.fixture);
  try {
    const args = [harnessPath("replay_fixture.py"), run.root, run.selector, fixture, out, run.sealedConftest ? "1" : "0"];
    const env = { ...childEnv(run.baseEnv, 0), SEEDGATE_FIXTURE: run.fixture };
    const r = await exec.run({ command: run.python, args, cwd: run.root, env, timeoutMs: run.timeoutMs });
    const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: void 0 };
    if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
    const row = readRow(out);
    if (row === null || row.fixture !== fixture || !OUTCOMES.has(String(row.outcome))) {
      return { ...base, outcome: "error", detail: "the fixture harness wrote no row for this fixture: the process never reported" };
    }
    if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the fixture harness exited ${r.exitCode} after writing its row` };
    const tail = row.trace ? `${row.trace}
${base.tail}`.slice(-4e3) : base.tail;
    return { ...base, tail, outcome: row.outcome, detail: String(row.detail ?? "") };
  } finally {
    rmSync2(owned, { recursive: true, force: true });
  }
}
function readRow(path) {
  try {
    const row = JSON.parse(readFileSync2(path, "utf8"));
    return row !== null && typeof row === "object" ? row : null;
  } catch {
    return null;
  }
}

// src/runners/fast-check.ts
import { existsSync, mkdtempSync as mkdtempSync3, readFileSync as readFileSync3, rmSync as rmSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join3 } from "node:path";
function parseSelector(selector) {
  const at = selector.indexOf("::");
  if (at <= 0 || at + 2 >= selector.length) return void 0;
  return { file: selector.slice(0, at), name: selector.slice(at + 2) };
}
function projectVitest(root) {
  const entry = join3(root, "node_modules", "vitest", "vitest.mjs");
  if (existsSync(entry)) return { command: process.execPath, args: [entry] };
  const bin = join3(root, "node_modules", ".bin", "vitest");
  return existsSync(bin) ? { command: bin, args: [] } : void 0;
}
var isFastCheckSeed = (seed) => Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31;
var globEscape = (path) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
var regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var namePattern = (name) => `^${regexEscape(name.split(" > ").join(" "))}$`;
function ownedConfig(root, owned, test) {
  const config = {
    root,
    cacheDir: join3(owned, "cache"),
    envDir: owned,
    // a .env added by the pull request is not read
    test: {
      include: [globEscape(test.file)],
      setupFiles: [harnessPath("fast-check-setup.mjs")],
      reporters: ["default", "junit"],
      outputFile: { junit: join3(owned, "junit.xml") },
      globals: true,
      pool: "forks",
      maxWorkers: 1,
      retry: 0,
      // a retry would turn a failing seed into a pass
      testTimeout: 0,
      // the run's own timeout decides, and kills the whole group
      hookTimeout: 0,
      passWithNoTests: false,
      watch: false
    }
  };
  return `export default ${JSON.stringify(config, null, 2)};
`;
}
function vitestEnv(run, test) {
  const env = childEnv(run.baseEnv, run.seed);
  for (const key of Object.keys(env)) if (key === "NODE_OPTIONS" || key === "FORCE_COLOR" || key.startsWith("VITEST")) delete env[key];
  const located = { SEEDGATE_ROOT: run.root, SEEDGATE_TEST_FILE: join3(run.root, test.file), NO_COLOR: "1" };
  return { ...env, ...located, ...run.numRuns === void 0 ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) } };
}
var failure = (detail) => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: void 0 });
async function runFastCheck(exec, run) {
  const test = parseSelector(run.selector);
  if (test === void 0) return failure(`fast-check selector ${run.selector} is not of the form path/x.test.ts::test name`);
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  const vitest = projectVitest(run.root);
  if (vitest === void 0) return failure(`the project's vitest was not found under ${join3(run.root, "node_modules")}: install the project's dependencies (npm ci) before the lane`);
  const owned = mkdtempSync3(join3(tmpdir3(), "seedgate-fc-"));
  try {
    const config = join3(owned, "vitest.config.mjs");
    writeFileSync2(config, ownedConfig(run.root, owned, test));
    const args = [...vitest.args, "run", test.file, "--config", config, "--root", run.root, "-t", namePattern(test.name)];
    const r = await exec.run({ command: vitest.command, args, cwd: run.root, env: vitestEnv(run, test), timeoutMs: run.timeoutMs });
    return classify(r, junitEvidence(readOwned(join3(owned, "junit.xml")), test.name));
  } finally {
    rmSync3(owned, { recursive: true, force: true });
  }
}
function readOwned(path) {
  try {
    return readFileSync3(path, "utf8");
  } catch {
    return null;
  }
}
function classify(r, evidence) {
  const output = r.stdoutTail + r.stderrTail;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4e3), location: locate2(output) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: `vitest was killed by ${r.signal ?? "a signal"}` };
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  const why = evidence.kind === "passed" ? `JUnit says passed but vitest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: "error", detail: why };
}
function locate2(output) {
  for (const m of output.matchAll(/❯ (?:\S+ )?([^\s:❯]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    if (!m[1].includes("node_modules/")) return { file: m[1], line: Number(m[2]) };
  }
  return void 0;
}

// src/runners/sealed-node.ts
import { mkdtempSync as mkdtempSync4, readFileSync as readFileSync4, realpathSync, rmSync as rmSync4 } from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import { join as join4, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
function harnessEnv(run) {
  const env = childEnv(run.baseEnv, 0);
  delete env.NODE_OPTIONS;
  return { ...env, SEEDGATE_CASE: run.caseId };
}
async function runSealedNode(exec, run) {
  const owned = mkdtempSync4(join4(tmpdir4(), "seedgate-case-"));
  const out = join4(owned, "row.json");
  try {
    const args = [harnessPath("sealed_harness.mjs"), join4(run.root, run.oracleDir), run.caseId, out];
    const r = await exec.run({ command: process.execPath, args, cwd: run.root, env: harnessEnv(run), timeoutMs: run.timeoutMs });
    return classify2(r, readRow2(out), run);
  } finally {
    rmSync4(owned, { recursive: true, force: true });
  }
}
function readRow2(path) {
  try {
    const row = JSON.parse(readFileSync4(path, "utf8"));
    return row !== null && typeof row === "object" ? row : null;
  } catch {
    return null;
  }
}
function classify2(r, row, run) {
  const caseId = run.caseId;
  const location = typeof row?.trace === "string" ? locate3(row.trace, run.root) : void 0;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (row === null || row.case !== caseId) return { ...base, outcome: "error", detail: "the harness wrote no row for this case: the process never reported" };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode ?? r.signal} after writing its row` };
  if (row.outcome === "pass") return { ...base, outcome: "pass", detail: "passed" };
  return { ...base, outcome: "fail", detail: typeof row.detail === "string" ? row.detail : "the property failed" };
}
function locate3(trace, root) {
  const real = realpathSync(root);
  const prefix = `${pathToFileURL(real).href}/`;
  for (const m of trace.matchAll(/(file:\/\/[^\s()]+):(\d+):\d+/g)) {
    if (m[1].startsWith(prefix) && !m[1].includes("/node_modules/")) return { file: relative(real, fileURLToPath(m[1])), line: Number(m[2]) };
  }
  return void 0;
}

// src/runners/dispatch.ts
var matchers = /* @__PURE__ */ new Map();
var matcherOf = (glob) => {
  let m = matchers.get(glob);
  if (m === void 0) matchers.set(glob, m = (0, import_picomatch.default)(glob, { dot: true }));
  return m;
};
function ruleFor(config, selector) {
  const file = selector.split("::")[0];
  const rule = config.runners.rules.find((r) => r.match === void 0 || matcherOf(r.match)(file));
  if (rule) return rule;
  if (/\.py::[A-Za-z_]\w*$/.test(selector)) return { preset: "hypothesis" };
  if (/\.(test|spec)\.[cm]?[jt]sx?::./.test(selector)) return { preset: "fast-check" };
  if (/(^|\/)properties\.mjs$/.test(selector)) return { preset: "sealed-node" };
  return /(^|\/)properties\.py$/.test(selector) ? { preset: "sealed-python" } : void 0;
}
var errorOutcome = (detail) => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: void 0 });
async function runRow(ctx, property, row) {
  const rule = ruleFor(ctx.config, property.selector);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1e3;
  if (rule?.preset === "command") return runCommand(ctx.exec, { root: ctx.root, rule, property, row, timeoutMs, env: ctx.env, python: python(ctx) });
  if (rule?.preset === "hypothesis" && row.kind === "seed") {
    const dir = property.selector.split("::")[0].replace(/[^/]*$/, "");
    return runHypothesis(ctx.exec, { root: ctx.root, selector: property.selector, seed: Number(row.key), python: python(ctx), timeoutMs, sealedConftest: ctx.isSealed(`${dir}conftest.py`), baseEnv: ctx.env });
  }
  if (rule?.preset === "hypothesis" && row.kind === "fixture") {
    const dir = property.selector.split("::")[0].replace(/[^/]*$/, "");
    return runHypothesisFixture(ctx.exec, { root: ctx.root, selector: property.selector, fixture: row.key, python: python(ctx), timeoutMs, sealedConftest: ctx.isSealed(`${dir}conftest.py`), baseEnv: ctx.env });
  }
  if (rule?.preset === "sealed-python" && row.kind === "case") {
    return runSealedPython(ctx.exec, { root: ctx.root, oracleDir: property.selector.replace(/\/?properties\.py$/, ""), caseId: row.key, python: python(ctx), timeoutMs, baseEnv: ctx.env });
  }
  if (rule?.preset === "fast-check" && row.kind === "seed") {
    return runFastCheck(ctx.exec, { root: ctx.root, selector: property.selector, seed: Number(row.key), timeoutMs, baseEnv: ctx.env });
  }
  if (rule?.preset === "sealed-node" && row.kind === "case") {
    return runSealedNode(ctx.exec, { root: ctx.root, oracleDir: property.selector.replace(/\/?properties\.mjs$/, ""), caseId: row.key, timeoutMs, baseEnv: ctx.env });
  }
  const what = rule === void 0 ? `no runner for selector ${property.selector}` : `the ${rule.preset} preset cannot run a ${row.kind} row here`;
  return errorOutcome(`${what}: add a runners.rules entry (preset: command with {fixture}/{case}) for it`);
}
function batchKey(ctx, property, row) {
  const rule = ruleFor(ctx.config, property.selector);
  return rule?.preset === "hypothesis" && rule.batch === true && row.kind === "seed" ? property.id : void 0;
}
async function runBatch(ctx, property, rows) {
  const rule = ruleFor(ctx.config, property.selector);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1e3;
  const dir = property.selector.split("::")[0].replace(/[^/]*$/, "");
  const seeds = rows.map((r) => Number(r.key));
  return runHypothesisBatch(ctx.exec, { root: ctx.root, selector: property.selector, seeds, python: python(ctx), timeoutMs, sealedConftest: ctx.isSealed(`${dir}conftest.py`), baseEnv: ctx.env });
}
var python = (ctx) => ctx.config.runners.python ?? ctx.env.SEEDGATE_PYTHON ?? "python3";

export {
  ruleFor,
  runRow,
  batchKey,
  runBatch
};
