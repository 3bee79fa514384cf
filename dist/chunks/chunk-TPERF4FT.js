import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  XMLParser,
  childEnv
} from "./chunk-BOSU4652.js";
import {
  harnessPath
} from "./chunk-5LS33TRP.js";

// src/runners/fast-check/fast-check.ts
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/runners/junit.ts
var parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  trimValues: false,
  isArray: (name) => name === "testcase" || name === "testsuite"
});
function cases(doc) {
  const out = [];
  const walk = (node) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "testcase" && Array.isArray(value)) out.push(...value);
      else if (!key.startsWith("@_")) (Array.isArray(value) ? value : [value]).forEach(walk);
    }
  };
  walk(doc);
  return out;
}
var messageOf = (x) => {
  const first = Array.isArray(x) ? x[0] : x;
  if (typeof first === "string") return first;
  if (first && typeof first === "object") return String(first["@_message"] ?? "");
  return "";
};
function junitEvidence(xml, testName) {
  if (xml === null) return { kind: "absent", message: "no JUnit XML was written: the test process never reported" };
  let doc;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    return { kind: "absent", message: `unparsable JUnit XML: ${err.message}` };
  }
  const mine = cases(doc).filter((c) => c["@_name"] === testName || c["@_name"]?.startsWith(`${testName}[`));
  if (mine.length === 0) return { kind: "absent", message: `the JUnit XML does not report ${testName}` };
  const failed = mine.find((c) => c.failure !== void 0 || c.error !== void 0);
  if (failed) return { kind: "failed", message: messageOf(failed.failure ?? failed.error) };
  const skipped = mine.find((c) => c.skipped !== void 0);
  if (skipped) return { kind: "skipped", message: `${testName} was skipped: ${messageOf(skipped.skipped)}` };
  return { kind: "passed" };
}

// src/runners/fast-check/runs.ts
function rowsOf(channel) {
  return (channel ?? "").split("\n").flatMap((line) => {
    try {
      const row = JSON.parse(line);
      return row !== null && typeof row === "object" ? [row] : [];
    } catch {
      return [];
    }
  });
}
function unbackedRuns(channel, name, seed) {
  const mine = rowsOf(channel).filter((r) => r.name === name);
  if (mine.length !== 1)
    return mine.length === 0 ? `seedgate's reporter saw no result for "${name}" on its result channel` : `the result channel holds ${mine.length} rows for "${name}": something else wrote there`;
  const row = mine[0];
  if (row.state !== "passed") return `vitest's state for "${name}" is ${String(row.state)}, not passed`;
  const runs = row.runs;
  if (runs === null || runs === void 0 || !Array.isArray(runs.asserts))
    return `no fc.assert of "${name}" reported to seedgate's run counter: the property never ran under seedgate's fast-check configuration`;
  if (runs.globalKept !== true)
    return "fast-check's global configuration was replaced during the test (fc.configureGlobal from the code under test): its seed and numRuns are not seedgate's";
  const asserts = runs.asserts;
  if (asserts.length === 0) return `no fc.assert ran in "${name}": a property that never ran is never a pass`;
  for (const [i, a] of asserts.entries()) {
    const which = `fc.assert #${i + 1} of "${name}"`;
    if (a.failed === true || a.interrupted === true) return `${which} ${a.failed === true ? "failed" : "was interrupted"}, yet the test passed`;
    if (a.seed !== seed) return `${which} ran under seed ${String(a.seed)}, not ${seed}`;
    if (typeof a.runs !== "number" || a.runs < 1 || a.runs !== a.configured)
      return `${which} ran ${String(a.runs)} of its ${String(a.configured)} configured runs: every run must execute, at least one`;
  }
  return void 0;
}

// src/runners/error-line.ts
var PYTEST_E = /^E {1,7}(\S.*)$/;
var EXCEPTION = /^(?:[A-Za-z_][\w.]*)?(?:Error|Exception|Exit|Interrupt)(?: \[[\w-]+\])?(?::\s.*)?$/;
var PYTEST_ERROR = /^ERROR: \S/;
var DECORATION = [
  /^\s*$/,
  /^\s/,
  /^[=_\-~*#.sFE]+$/,
  /^[=_]{3,}.*[=_]{3,}$/,
  /^Traceback \(most recent call last\):/,
  /^Hint: /,
  /^(Interrupted|short test summary)/,
  /^\d+ (errors?|failed|passed|skipped)\b/,
  /^ERROR tests?\b|^ERROR \S+\.py\b/,
  /^(RUN|FAIL|Test Files|Tests|Start at|Duration)\b/
];
var MAX = 300;
var clip = (line) => line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
function meaningfulLine(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split(/\r?\n/).map((l) => l.trimEnd());
  const e = lines.map((l) => PYTEST_E.exec(l)?.[1]).find((l) => l !== void 0);
  if (e !== void 0) return clip(e);
  const exception = lines.map((l) => l.trim()).filter((l) => EXCEPTION.test(l)).at(-1);
  if (exception !== void 0) return clip(exception);
  const complaint = lines.find((l) => PYTEST_ERROR.test(l));
  if (complaint !== void 0) return clip(complaint);
  const first = lines.find((l) => !DECORATION.some((d) => d.test(l)));
  return first === void 0 ? void 0 : clip(first);
}
function explained(detail, output) {
  const line = meaningfulLine(output);
  return line === void 0 || detail.includes(line) ? detail : `${line} (${detail})`;
}

// src/runners/fast-check/fast-check.ts
function parseSelector(selector) {
  const at = selector.indexOf("::");
  if (at <= 0 || at + 2 >= selector.length) return void 0;
  return { file: selector.slice(0, at), name: selector.slice(at + 2) };
}
function projectVitest(root) {
  const entry = join(root, "node_modules", "vitest", "vitest.mjs");
  if (existsSync(entry)) return { command: process.execPath, args: [entry] };
  const bin = join(root, "node_modules", ".bin", "vitest");
  return existsSync(bin) ? { command: bin, args: [] } : void 0;
}
var isFastCheckSeed = (seed) => Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31;
var globEscape = (path) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
var regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var namePattern = (name) => `^${regexEscape(name.split(" > ").join(" "))}$`;
function ownedConfig(root, owned, test) {
  const config = {
    root,
    cacheDir: join(owned, "cache"),
    envDir: owned,
    // a .env added by the pull request is not read
    test: {
      include: [globEscape(test.file)],
      setupFiles: [harnessPath("fast-check-setup.mjs")],
      reporters: ["default", "junit", harnessPath("fast-check-reporter.mjs")],
      outputFile: { junit: join(owned, "junit.xml") },
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
var OWNED = ["SEEDGATE_FIXTURE_IN", "SEEDGATE_FIXTURE_EVIDENCE"];
function vitestEnv(baseEnv, root, test, seed) {
  const env = childEnv(baseEnv, seed);
  for (const key of Object.keys(env)) if (key === "NODE_OPTIONS" || key === "FORCE_COLOR" || key.startsWith("VITEST") || OWNED.includes(key)) delete env[key];
  return { ...env, SEEDGATE_ROOT: root, SEEDGATE_TEST_FILE: join(root, test.file), NO_COLOR: "1" };
}
var failure = (detail) => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: void 0 });
async function spawnVitest(exec, spawn, env, judge) {
  const test = parseSelector(spawn.selector);
  if (test === void 0) return failure(`fast-check selector ${spawn.selector} is not of the form path/x.test.ts::test name`);
  const vitest = projectVitest(spawn.root);
  if (vitest === void 0)
    return failure(`the project's vitest was not found under ${join(spawn.root, "node_modules")}: install the project's dependencies (npm ci) before the lane`);
  const owned = mkdtempSync(join(tmpdir(), "seedgate-fc-"));
  try {
    const config = join(owned, "vitest.config.mjs");
    writeFileSync(config, ownedConfig(spawn.root, owned, test));
    const args = [...vitest.args, "run", test.file, "--config", config, "--root", spawn.root, "-t", namePattern(test.name)];
    const r = await exec.run({ command: vitest.command, args, cwd: spawn.root, env: env(test, owned), timeoutMs: spawn.timeoutMs, channel: true });
    return judge(r, junitEvidence(readOwned(join(owned, "junit.xml")), test.name), owned);
  } finally {
    rmSync(owned, { recursive: true, force: true });
  }
}
async function runFastCheck(exec, run) {
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  const env = (test) => ({
    ...vitestEnv(run.baseEnv, run.root, test, run.seed),
    ...run.numRuns === void 0 ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) }
  });
  return spawnVitest(exec, run, env, (r, evidence) => {
    const o = classify(r, evidence);
    const unbacked = o.outcome === "pass" ? unbackedRuns(r.channel, parseSelector(run.selector).name, run.seed) : void 0;
    return unbacked === void 0 ? o : { ...o, outcome: "error", detail: unbacked };
  });
}
function readOwned(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}
function classify(r, evidence) {
  const output = r.stdoutTail + r.stderrTail;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4e3), location: locate(output) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: explained(`vitest was killed by ${r.signal ?? "a signal"}`, base.tail) };
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  const why = evidence.kind === "passed" ? `JUnit says passed but vitest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}
function locate(output) {
  for (const m of output.matchAll(/❯ (?:\S+ )?([^\s:❯]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    if (!m[1].includes("node_modules/")) return { file: m[1], line: Number(m[2]) };
  }
  return void 0;
}

export {
  junitEvidence,
  explained,
  parseSelector,
  projectVitest,
  namePattern,
  vitestEnv,
  failure,
  spawnVitest,
  runFastCheck,
  readOwned,
  classify
};
