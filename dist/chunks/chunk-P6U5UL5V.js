import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  XMLParser
} from "./chunk-EO4NIVAV.js";
import {
  ORACLE_SITES,
  PYCACHE,
  bootArgs,
  forkServerOf,
  isolationOf,
  layoutOf,
  locate,
  oracleArgs,
  oraclePython,
  pythonEnv,
  pythonInterpreter,
  venvSites
} from "./chunk-MXVQWBCP.js";
import {
  childEnv
} from "./chunk-7WG2ZM5M.js";
import {
  harnessPath,
  harnessRoot
} from "./chunk-V7QMJJJF.js";
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import {
  parse,
  validatorFor
} from "./chunk-J6YZ5B6J.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/core/judge/reproduce.ts
var shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
var laneReproduce = (base, row) => `seedgate lane ${row.lane} --base ${base} --only ${shellQuote(`${row.property}:${row.key}`)}`;

// src/core/judge/preflight-refusal.ts
var PREFLIGHT_REFUSED = "preflight refused:";
var preflightRefusal = (why) => `${PREFLIGHT_REFUSED} ${why}`;
var isPreflightRefusal = (detail) => detail.startsWith(PREFLIGHT_REFUSED);
function refusals(rows, of) {
  const groups = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const { property, detail } = of(row);
    if (!isPreflightRefusal(detail)) continue;
    const line = detail.split("\n")[0];
    const key = `${property}\0${line}`;
    const seen = groups.get(key);
    groups.set(key, { property, detail: line, rows: (seen?.rows ?? 0) + 1 });
  }
  return [...groups.values()];
}
var refusalLine = (r) => `${r.property}: ${r.detail} — ${r.rows} row${r.rows === 1 ? "" : "s"} not run`;

// src/runners/hypothesis/sealed-inputs.ts
var REHUNT_HINT = "an intended change is re-hunted on the parent and proposed in a sealed-only pull request";
function withRecordedInputs(ev, recorded) {
  if (recorded === void 0) return ev;
  return { ...ev, tests: ev.tests.map((t) => ({ ...t, recordedInputs: recorded })) };
}
var shown = (v) => v === void 0 ? "nothing" : JSON.stringify(v.length > 400 ? `${v.slice(0, 400)}…` : v);
var MEMBERS_MARK = " | members ";
function sameInput(name, recorded, seen) {
  if (recorded === seen) return true;
  if (seen === void 0 || /\s/.test(name) || recorded.includes(MEMBERS_MARK)) return false;
  const at = seen.lastIndexOf(MEMBERS_MARK);
  return at >= 0 && seen.slice(0, at) === recorded;
}
function inputsDiffer(t) {
  const recorded = t.recordedInputs;
  if (recorded === void 0) return void 0;
  const seen = t.inputs ?? {};
  const differ = Object.keys(recorded).sort().filter((n) => !sameInput(n, recorded[n], seen[n]));
  if (differ.length === 0) return void 0;
  const each = differ.slice(0, 3).map((n) => `the sealed input ${n} was ${shown(seen[n])} where the hunt recorded ${shown(recorded[n])}`);
  const more = differ.length > 3 ? ` (and ${differ.length - 3} more)` : "";
  return `${each.join("; ")}${more} (journal sealed_inputs): the sealed test read another value from production while it was collected or its strategies were built; ${REHUNT_HINT}`;
}
function ranInputs(ev, testName, seed) {
  const isTest2 = (name) => name === testName || name.startsWith(`${testName}[`);
  return ev.tests.find((t) => isTest2(t.name) && t.seed === seed && t.inputs !== void 0)?.inputs;
}
function agreedInputs(runs) {
  const seen = runs.filter((r) => r !== void 0);
  if (seen.length === 0) return void 0;
  const agreed = {};
  for (const [name, text] of Object.entries(seen[0])) if (seen.every((r) => r[name] === text)) agreed[name] = text;
  return Object.keys(agreed).length === 0 ? void 0 : agreed;
}
function unrecordedInputsNote(properties) {
  const ids = [...new Set([...properties].filter((p) => p.format === "journal" && p.sealedInputs === void 0).map((p) => p.id))].sort();
  if (ids.length === 0) return void 0;
  const shown2 = ids.length > 5 ? `${ids.slice(0, 5).join(", ")} and ${ids.length - 5} more` : ids.join(", ");
  return `sealed inputs not checked for ${shown2}: the journal records no sealed_inputs (locked before seedgate recorded them), so what the sealed test reads from production while it is collected is compared with nothing; re-hunt to record them`;
}

// src/runners/dispatch.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/runners/command/command.ts
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
  const env = {
    ...childEnv(run.env, seed),
    SEEDGATE_SELECTOR: run.property.selector,
    SEEDGATE_PROPERTY: run.property.id,
    SEEDGATE_FIXTURE: run.row.kind === "fixture" ? run.row.key : "",
    SEEDGATE_CASE: run.row.kind === "case" ? run.row.key : ""
  };
  const r = await exec.run({ command: argv[0], args: argv.slice(1), cwd: run.root, env, timeoutMs: run.timeoutMs });
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: void 0 };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  if (r.exitCode === 0) return { ...base, outcome: "pass", detail: "exit 0" };
  return { ...base, outcome: r.exitCode === null ? "error" : "fail", detail: r.exitCode === null ? `killed by ${r.signal}` : `exit ${r.exitCode}` };
}

// src/runners/channel.ts
var CHANNEL_SCHEMA = "https://seedgate.dev/schemas/channel.schema.json";
var EMPTY = { rows: [], torn: false };
function rowOf(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return `is not a JSON row (${err.message})`;
  }
  const validate = validatorFor(CHANNEL_SCHEMA);
  if (!validate(value)) return `is not a row of the channel schema: ${complaint(validate.errors ?? [])}`;
  const row = value;
  return { ...row, kind: typeof row.event === "string" ? row.event : shapeOf(row) };
}
var shapeOf = (row) => "case" in row ? "case" : "index" in row ? "fixtureLine" : "fixture" in row ? "fixture" : "testResult";
function complaint(errors) {
  const said = errors.filter((e) => e.keyword !== "if").map(explain);
  return [...new Set(said)].slice(0, 3).join("; ") || "no definition matches it";
}
function explain(e) {
  const p = e.params;
  const at = e.instancePath || "the row";
  if (e.keyword === "enum" && e.instancePath === "/event") return `unknown event (one of ${p.allowedValues.join(", ")})`;
  if (e.keyword === "additionalProperties") return `${at} has an unknown field "${String(p.additionalProperty)}"`;
  if (e.keyword === "required") return `${at} misses the field "${String(p.missingProperty)}"`;
  return `${at} ${e.message ?? e.keyword}`;
}
function parseChannel(text) {
  if (text === void 0 || text === "") return EMPTY;
  const lines = text.split("\n");
  const last = lines.pop();
  const rows = [];
  for (const [i, line] of lines.entries()) {
    const row = rowOf(line);
    if (typeof row === "string") return { rows, error: `line ${i + 1} of the result channel ${row}: something else wrote there`, torn: false };
    rows.push(row);
  }
  if (last === "") return { rows, torn: false };
  const tail = rowOf(last);
  return typeof tail === "string" ? { rows, torn: true } : { rows: [...rows, tail], torn: false };
}
function parseLine(line) {
  const row = rowOf(line);
  return typeof row === "string" ? void 0 : row;
}
var channelOf = (channel) => typeof channel === "object" ? channel : parseChannel(channel);
function rowsOf(channel, kind) {
  return channelOf(channel).rows.filter((r) => r.kind === kind);
}
function singleRow(channel) {
  const c = channelOf(channel);
  return c.error === void 0 && !c.torn && c.rows.length === 1 ? c.rows[0] : null;
}
function channelRow(channel, caseId) {
  const row = singleRow(channel);
  return row?.kind === "case" && row.case === caseId ? row : null;
}

// src/runners/fast-check/batch.ts
import { basename as basename2, join as join2 } from "node:path";

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
function junitEvidence(xml, testName, inFile) {
  if (xml === null) return { kind: "absent", message: "no JUnit XML was written: the test process never reported" };
  let doc;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    return { kind: "absent", message: `unparsable JUnit XML: ${err.message}` };
  }
  const named = cases(doc).filter((c) => c["@_name"] === testName || c["@_name"]?.startsWith(`${testName}[`));
  const mine = inFile === void 0 ? named : named.filter((c) => inFile(c["@_classname"] ?? ""));
  if (mine.length === 0) return { kind: "absent", message: `the JUnit XML does not report ${testName}` };
  const failed = mine.find((c) => c.failure !== void 0 || c.error !== void 0);
  if (failed) return { kind: "failed", message: messageOf(failed.failure ?? failed.error) };
  const skipped = mine.find((c) => c.skipped !== void 0);
  if (skipped) return { kind: "skipped", message: `${testName} was skipped: ${messageOf(skipped.skipped)}` };
  return { kind: "passed" };
}

// src/runners/fast-check/runs.ts
var resultRows = (channel, name, module) => rowsOf(channel, "testResult").filter((r) => r.name === name && (module === void 0 || r.module === module));
function assertInputs(runs) {
  const named = (runs?.asserts ?? []).flatMap((a, i) => (a.inputs ?? []).map((text, j) => [`fc.assert #${i + 1} argument ${j + 1}`, text]));
  return named.length === 0 ? void 0 : Object.fromEntries(named.slice(0, 100));
}
function ranArbitraries(channel, name, module) {
  const mine = resultRows(channel, name, module);
  return mine.length === 1 ? assertInputs(mine[0].runs) : void 0;
}
function unbackedRuns(channel, name, seed, module, recorded) {
  const mine = resultRows(channel, name, module);
  if (mine.length !== 1)
    return mine.length === 0 ? `seedgate's reporter saw no result for "${name}" on its result channel` : `the result channel holds ${mine.length} rows for "${name}": something else wrote there`;
  const row = mine[0];
  if (row.state !== "passed") return `vitest's state for "${name}" is ${String(row.state)}, not passed`;
  const runs = row.runs;
  if (runs === null) return `no fc.assert of "${name}" reported to seedgate's run counter: the property never ran under seedgate's fast-check configuration`;
  if (runs.globalKept !== true)
    return "fast-check's global configuration was replaced during the test (fc.configureGlobal from the code under test): its seed and numRuns are not seedgate's";
  const asserts = runs.asserts;
  if (asserts.length === 0) return `no fc.assert ran in "${name}": a property that never ran is never a pass`;
  for (const [i, a] of asserts.entries()) {
    const which = `fc.assert #${i + 1} of "${name}"`;
    if (a.failed === true || a.interrupted === true) return `${which} ${a.failed === true ? "failed" : "was interrupted"}, yet the test passed`;
    if (a.seed !== seed) return `${which} ran under seed ${String(a.seed)}, not ${seed}`;
    if (a.runs < 1 || a.runs !== a.configured)
      return `${which} ran ${String(a.runs)} of its ${String(a.configured)} configured runs: every run must execute, at least one`;
  }
  return inputsDiffer({ inputs: assertInputs(runs), recordedInputs: recorded });
}

// src/runners/fast-check/fast-check.ts
import { join } from "node:path";

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
  const complaint2 = lines.find((l) => PYTEST_ERROR.test(l));
  if (complaint2 !== void 0) return clip(complaint2);
  const first = lines.find((l) => !DECORATION.some((d) => d.test(l)));
  return first === void 0 ? void 0 : clip(first);
}
function explained(detail, output) {
  const line = meaningfulLine(output);
  return line === void 0 || detail.includes(line) ? detail : `${line} (${detail})`;
}

// src/runners/subject.ts
var SHARED = { kind: "shared" };
var isolationKind = (plan) => plan?.kind ?? "shared";
function subjectEnv(base, layout, sites) {
  const env = Object.fromEntries(Object.entries(childEnv(base, 0)).filter(([k]) => !k.startsWith("PYTHON") && !k.startsWith("SEEDGATE_")));
  const subject = { roots: layout.roots, site: sites, ...layout.mirror ? { mirror: layout.mirror } : {} };
  return { ...env, PYTHONDONTWRITEBYTECODE: "1", PYTHONHASHSEED: "0", PYTHONNOUSERSITE: "1", SEEDGATE_SUBJECT: JSON.stringify(subject) };
}
function isolated(req, plan, layout, base) {
  const boot = { ...JSON.parse(req.env.SEEDGATE_BOOT ?? "{}"), isolation: isolationKind(plan) };
  const env = { ...req.env, SEEDGATE_BOOT: JSON.stringify(boot) };
  if (plan === void 0 || plan.kind === "shared") return { ...req, env };
  const subject = {
    command: plan.subjectPython,
    // `-`: seedgate_proxy pipes the start (start/seedgate_subject.py's) to its stdin, so no path
    // of seedgate's is on the subject's command line for production code to find (issue 44 item 7).
    args: ["-s", "-"],
    cwd: req.cwd,
    env: subjectEnv(base, layout, plan.sites)
  };
  return { ...req, command: plan.oraclePython, args: oracleArgs(req.args), env, subject };
}
function isolationRefusal(channel) {
  const row = rowsOf(channel, "isolation")[0];
  return row === void 0 ? void 0 : row.what !== "" ? row.what : "the subject process failed";
}
function refusing(o, channel) {
  const what = isolationRefusal(channel);
  if (what === void 0) return o;
  const also = o.outcome === "fail" ? `; the test also failed (${o.detail.slice(0, 300)}), but a run the subject could not serve votes neither way` : "";
  return { ...o, outcome: "error", detail: `isolation: process could not serve this property: ${what}${also}` };
}

// src/runners/fast-check/origin.ts
function nodeOrigins(channel) {
  return rowsOf(channel, "origin").flatMap((r) => r.file === null ? [] : [{ module: r.module, file: r.file, inside: r.inside }]);
}
function outsideDetail(channel) {
  const outside = [
    ...new Set(
      nodeOrigins(channel).filter((o) => !o.inside).map((o) => o.file)
    )
  ];
  if (outside.length === 0) return void 0;
  const named = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
  return `the test loaded ${outside.length === 1 ? "a module" : `${outside.length} modules`} from outside the workspace (${named}), not from this repository or its node_modules: the row did not test this repository's code. Fix: import the repository's own file (a path inside the repository, not a symlink that leaves it), or declare the package as a dependency so it installs under node_modules`;
}

// src/runners/fast-check/isolation.ts
var SHARED_NODE = { kind: "shared", oracleFiles: [] };
var regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function modulesOptions(isolation, testFile) {
  const aliases = isolation.aliases !== void 0 && Object.keys(isolation.aliases).length > 0 ? { aliases: isolation.aliases } : {};
  const unsealed = isolation.unsealedAliases?.length ? { unsealedAliases: isolation.unsealedAliases } : {};
  return { isolation: isolation.kind, oracleFiles: [`^${regexEscape(testFile)}$`, ...isolation.oracleFiles], ...aliases, ...unsealed };
}
function subjectEnv2(env, root, loader, aliases) {
  const kept = Object.entries(env).filter(([k]) => !k.startsWith("SEEDGATE_"));
  const paths = loader === "vite" && aliases !== void 0 && Object.keys(aliases).length > 0 ? { SUBJECT_ALIASES: JSON.stringify(aliases) } : {};
  return { ...Object.fromEntries(kept), SUBJECT_ROOT: root, SUBJECT_LOADER: loader, ...paths };
}
var viteBoot = (isolation, root, testFile) => isolation === void 0 || isolation.kind === "shared" ? {} : { root, oracleFiles: modulesOptions(isolation, testFile).oracleFiles };
function withNodeSubject(req, isolation, root, loader = "vite", boot = {}) {
  const kind = isolation?.kind ?? "shared";
  const coerced = { ...isolation?.coerced?.length ? { coerced: isolation.coerced } : {}, ...isolation?.records ? { records: true } : {} };
  const env = { ...req.env, SEEDGATE_BOOT: JSON.stringify({ ...boot, isolation: kind, ...coerced }) };
  if (kind === "shared") return { ...req, env };
  const subject = {
    command: process.execPath,
    args: [harnessPath("boundary/fast-check-subject.mjs")],
    cwd: root,
    env: subjectEnv2(req.env, root, loader, isolation?.aliases)
  };
  return { ...req, env, subject };
}
function checkedModules(o, text) {
  const channel = channelOf(text);
  if (channel.error !== void 0) return { ...o, outcome: "error", detail: channel.error };
  const outside = outsideDetail(channel);
  if (outside !== void 0) return { ...o, outcome: "error", detail: outside };
  return refusing(o, channel);
}

// src/runners/fast-check/assertion.ts
var LIMIT = 300;
var FRAME = /^\s*(at |❯ |>?\s*\d+ \|)/;
var WRAPPED = /^(?:\[cause\]: |Caused by: |Got (?:error: )?)(.*)$/;
var FAST_CHECK = /^(?:Error: )?Property failed after \d+ tests/m;
function wrapped(cause, message) {
  if (!FAST_CHECK.test(message)) return void 0;
  if (cause !== void 0 && cause.trim() !== "") return cause;
  const lines = message.split("\n");
  const at = lines.findIndex((l) => WRAPPED.test(l.trim()));
  if (at < 0) return void 0;
  return [WRAPPED.exec(lines[at].trim())[1], ...lines.slice(at + 1)].join("\n");
}
function assertionLine(cause, message) {
  const text = wrapped(cause, message);
  if (text === void 0) return void 0;
  const lines = [];
  for (const l of text.split("\n")) {
    if (FRAME.test(l)) break;
    lines.push(l.trim());
  }
  const head = lines.find((l) => l !== "")?.replace(/^(?:Error|error): /, "");
  if (head === void 0 || head === "") return void 0;
  const values = lines.filter((l) => /^(Expected|Received)(?: value)?:\s/.test(l)).map((l) => l.replace(/:\s+/, ": "));
  const line = values.length === 0 ? head : `${head} (${values.join(", ")})`;
  return line.length <= LIMIT ? line : `${line.slice(0, LIMIT - 1)}…`;
}
function ledByAssertion(o, cause) {
  if (o.outcome !== "fail") return o;
  const line = assertionLine(cause, o.detail);
  if (line === void 0 || o.detail.startsWith(line)) return o;
  return { ...o, detail: `${line}
${o.detail}` };
}

// src/runners/fast-check/fast-check.ts
function parseSelector(selector) {
  const at = selector.indexOf("::");
  if (at <= 0 || at + 2 >= selector.length) return void 0;
  return { file: selector.slice(0, at), name: selector.slice(at + 2) };
}
function projectVitest(disk, root) {
  const entry2 = join(root, "node_modules", "vitest", "vitest.mjs");
  if (disk.exists(entry2)) return { command: process.execPath, args: [entry2] };
  const bin = join(root, "node_modules", ".bin", "vitest");
  return disk.exists(bin) ? { command: bin, args: [] } : void 0;
}
function wrappedError(channel, name) {
  const mine = rowsOf(channel, "testResult").filter((row) => row.name === name);
  return mine.length === 1 ? mine[0].cause : void 0;
}
var isFastCheckSeed = (seed) => Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31;
var namePattern = (name) => `^${regexEscape(name.split(" > ").join(" "))}$`;
function ownedConfig(root, owned, test, isolation = SHARED_NODE, seeds) {
  const isolate = isolation.kind === "shared";
  const files = seeds === void 0 ? { include: [escapeGlob(test.file)] } : { dir: seeds.dir, include: [`${escapeGlob(seeds.dir)}/*.test.mjs`], isolate };
  const timeout = seeds?.testTimeout ?? 0;
  const config = {
    root,
    cacheDir: join(owned, "cache"),
    envDir: owned,
    // a .env added by the pull request is not read
    test: {
      ...files,
      setupFiles: [harnessPath("evidence/fast-check-setup.mjs")],
      reporters: ["default", "junit", harnessPath("evidence/fast-check-reporter.mjs")],
      outputFile: { junit: join(owned, "junit.xml") },
      globals: true,
      pool: "forks",
      maxWorkers: Math.max(1, seeds?.workers ?? 1),
      retry: 0,
      // a retry would turn a failing seed into a pass
      testTimeout: timeout,
      hookTimeout: timeout,
      passWithNoTests: false,
      watch: false
    }
  };
  const modules = {
    root,
    harness: harnessRoot(),
    ...modulesOptions(isolation, test.file),
    ...seeds === void 0 ? {} : { wrappers: { dir: seeds.dir, source: seeds.source } }
  };
  return [
    'import { pathToFileURL } from "node:url";',
    `const plugin = pathToFileURL(${JSON.stringify(harnessPath("boundary/fast-check-modules.mjs"))}).href;`,
    "const { default: seedgateModules } = await import(plugin);",
    `const config = ${JSON.stringify(config, null, 2)};`,
    `export default { ...config, plugins: [seedgateModules(${JSON.stringify(modules)})] };`,
    ""
  ].join("\n");
}
var OWNED = ["SEEDGATE_FIXTURE_IN", "SEEDGATE_FIXTURE_EVIDENCE", "SEEDGATE_SEEDS_DIR"];
function vitestEnv(baseEnv, root, test, seed) {
  const env = childEnv(baseEnv, seed);
  for (const key of Object.keys(env)) if (key === "NODE_OPTIONS" || key === "FORCE_COLOR" || key.startsWith("VITEST") || OWNED.includes(key)) delete env[key];
  return { ...env, SEEDGATE_ROOT: root, SEEDGATE_TEST_FILE: join(root, test.file), NO_COLOR: "1" };
}
var failure = (detail) => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: void 0 });
async function spawnVitest(ports, spawn, env, judge) {
  const test = parseSelector(spawn.selector);
  if (test === void 0) return failure(`fast-check selector ${spawn.selector} is not of the form path/x.test.ts::test name`);
  const vitest = projectVitest(ports.disk, spawn.root);
  if (vitest === void 0)
    return failure(`the project's vitest was not found under ${join(spawn.root, "node_modules")}: install the project's dependencies (npm ci) before the lane`);
  const owned = ports.disk.scratch("seedgate-fc-");
  try {
    const config = owned.path("vitest.config.mjs");
    owned.write("vitest.config.mjs", ownedConfig(spawn.root, owned.dir, test, spawn.isolation));
    const args = [...vitest.args, "run", test.file, "--config", config, "--root", spawn.root, "-t", namePattern(test.name)];
    const req = { command: vitest.command, args, cwd: spawn.root, env: env(test, owned), timeoutMs: spawn.timeoutMs, channel: true };
    const r = await ports.exec.run(withNodeSubject(req, spawn.isolation, spawn.root, "vite", viteBoot(spawn.isolation, spawn.root, test.file)));
    const channel = parseChannel(r.channel);
    const judged = ledByAssertion(judge(r, junitEvidence(owned.read("junit.xml"), test.name), owned, channel), wrappedError(channel, test.name));
    return checkedModules(judged, channel);
  } finally {
    owned.dispose();
  }
}
async function runFastCheck(ports, run) {
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  const env = (test) => ({
    ...vitestEnv(run.baseEnv, run.root, test, run.seed),
    ...run.numRuns === void 0 ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) }
  });
  return spawnVitest(ports, run, env, (r, evidence, _owned, channel) => {
    const name = parseSelector(run.selector).name;
    const ran = ranArbitraries(channel, name);
    const o = { ...classify(r, evidence), ...ran === void 0 ? {} : { sealedInputs: ran } };
    const unbacked = o.outcome === "pass" ? unbackedRuns(channel, name, run.seed, void 0, run.sealedInputs) : void 0;
    return unbacked === void 0 ? o : { ...o, outcome: "error", detail: unbacked };
  });
}
function classify(r, evidence) {
  const output = r.stdoutTail + r.stderrTail;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4e3), location: locate2(output) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: explained(`vitest was killed by ${r.signal ?? "a signal"}`, base.tail) };
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  const why = evidence.kind === "passed" ? `JUnit says passed but vitest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}
function locate2(output) {
  for (const m of output.matchAll(/❯ (?:\S+ )?([^\s:❯]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    if (!m[1].includes("node_modules/")) return { file: m[1], line: Number(m[2]) };
  }
  return void 0;
}

// src/runners/seed-ends.ts
import { basename, dirname } from "node:path";
function endRowSeed(line) {
  const row = parseLine(line);
  return row?.kind === "end" ? [{ seed: row.seed, as: row.outcome }] : [];
}
function forkEndedAs(line) {
  if (line.timed_out === true) return "timeout";
  if (line.error !== void 0) return "error";
  return line.exit === 0 ? "pass" : line.exit === 1 ? "fail" : "error";
}
function testEndedAs(row) {
  if (row.state === "passed") return "pass";
  if (row.state === "failed") return row.timedOut === true ? "timeout" : "fail";
  return void 0;
}
function wrapperEnd(line, dir, suffix, selected) {
  const row = parseLine(line);
  if (row?.kind !== "testResult" || row.module === void 0 || dirname(row.module) !== dir) return [];
  const file = basename(row.module);
  const seed = file.endsWith(suffix) && /^-?\d+$/.test(file.slice(0, -suffix.length)) ? Number(file.slice(0, -suffix.length)) : void 0;
  return seed === void 0 || !selected(row.name, seed) ? [] : [{ seed, as: testEndedAs(row) }];
}
function seedEnds(seeds, ended, read2) {
  return (line) => {
    for (const end of read2(line)) {
      const { seed, as } = typeof end === "number" ? { seed: end, as: void 0 } : end;
      seeds.forEach((s, i) => s === seed && ended(i, as));
    }
  };
}

// src/runners/fast-check/batch.ts
async function runFastCheckSeeds(ports, run) {
  const outcomes = /* @__PURE__ */ new Map();
  const test = parseSelector(run.selector);
  let alone = [...new Set(run.seeds)];
  const batched = test === void 0 ? [] : alone.filter(isFastCheckSeed);
  if (batched.length > 1) {
    const first = await runSeedBatch(ports, run, test, batched);
    const second = first.confirm.length > 1 ? await runSeedBatch(ports, run, test, first.confirm) : void 0;
    for (const end of [first, second]) for (const [seed, o] of end?.settled ?? []) outcomes.set(seed, o);
    alone = alone.filter((seed) => !outcomes.has(seed));
  }
  for (const seed of alone) outcomes.set(seed, await runFastCheck(ports, { ...run, seed }));
  return run.seeds.map((seed) => outcomes.get(seed));
}
var wrapperSource = (root, test) => `import ${JSON.stringify(`/@fs${join2(root, test.file)}`)};
`;
async function runSeedBatch(ports, run, test, seeds) {
  const vitest = projectVitest(ports.disk, run.root);
  if (vitest === void 0) return { settled: /* @__PURE__ */ new Map(), confirm: [], alone: [...seeds] };
  const scratch = ports.disk.scratch("seedgate-fcb-");
  try {
    const owned = ports.disk.real(scratch.dir) ?? scratch.dir;
    const dir = join2(owned, "seeds");
    const source = wrapperSource(run.root, test);
    for (const seed of seeds) scratch.write(`seeds/${seed}.test.mjs`, source);
    const config = join2(owned, "vitest.config.mjs");
    scratch.write("vitest.config.mjs", ownedConfig(run.root, owned, test, run.isolation, { dir, source, testTimeout: run.timeoutMs, workers: run.width ?? 1 }));
    const { SEEDGATE_SEED: _perRun, ...env } = vitestEnv(run.baseEnv, run.root, test, seeds[0]);
    const batchEnv = { ...env, SEEDGATE_SEEDS_DIR: dir, ...run.numRuns === void 0 ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) } };
    const args = [...vitest.args, "run", "--config", config, "--root", run.root, "-t", namePattern(test.name)];
    const timeoutMs = run.timeoutMs * seeds.length;
    const progress = run.ended ? { onChannelLine: seedEnds(run.seeds, run.ended, (line) => wrapperEnd(line, dir, ".test.mjs", (n) => n === test.name)) } : {};
    const req = { command: vitest.command, args, cwd: run.root, env: batchEnv, timeoutMs, channel: true, ...progress };
    const r = await ports.exec.run(withNodeSubject(req, run.isolation, run.root, "vite", viteBoot(run.isolation, run.root, test.file)));
    const sharedWorker = run.isolation !== void 0 && run.isolation.kind !== "shared";
    return judgeBatch(r, scratch.read("junit.xml"), test, dir, seeds, run.sealedInputs, sharedWorker);
  } finally {
    scratch.dispose();
  }
}
var VITEST_TIMEOUT = /^(Test|Hook) timed out in \d+ms/;
function judgeBatch(r, xml, test, dir, seeds, recorded, sharedWorker = false) {
  const settled = /* @__PURE__ */ new Map();
  const confirm = [];
  const alone = [];
  const n = seeds.length;
  const whole = parseChannel(r.channel);
  const end = runEnd(whole);
  const evidenceOf = (file) => junitEvidence(xml, test.name, (classname) => basename2(classname) === file && classname.endsWith(`seeds/${file}`));
  const hung = (e) => e.kind === "failed" && VITEST_TIMEOUT.test(e.message);
  const leftover = sharedWorker && seeds.some((seed) => hung(evidenceOf(`${seed}.test.mjs`)));
  for (const seed of seeds) {
    const file = `${seed}.test.mjs`;
    const module = join2(dir, file);
    const evidence = evidenceOf(file);
    const channel = seedChannel(whole, dir, module);
    const exitCode = r.exitCode !== 0 && cleanFile(end, module) ? 0 : r.exitCode;
    const o = classify({ ...r, exitCode, durationMs: Math.round(r.durationMs / n) }, evidence);
    if (r.timedOut || r.exitCode === null || evidence.kind === "absent" || evidence.kind === "skipped") alone.push(seed);
    else if (hung(evidence)) alone.push(seed);
    else if (leftover || evidence.kind === "passed" && exitCode !== 0) confirm.push(seed);
    else if (o.outcome !== "pass") settled.set(seed, checkedModules(ledByAssertion(ownTail(o, evidence), wrappedError(channel, test.name)), channel));
    else {
      const unbacked = unbackedRuns(channel, test.name, seed, module, recorded);
      settled.set(seed, checkedModules(unbacked === void 0 ? o : { ...o, outcome: "error", detail: unbacked }, channel));
    }
  }
  return { settled, confirm, alone };
}
function ownTail(o, evidence) {
  return evidence.kind === "failed" ? { ...o, tail: evidence.message.slice(-4e3), location: void 0 } : o;
}
function seedChannel(channel, dir, module) {
  const whole = channelOf(channel);
  const theirs = (row) => "module" in row && typeof row.module === "string" && row.module.startsWith(`${dir}/`) && row.module !== module;
  return { ...whole, rows: whole.rows.filter((row) => !theirs(row)) };
}
function runEnd(channel) {
  const rows = rowsOf(channel, "run-end");
  return rows.length === 1 ? rows[0] : void 0;
}
function cleanFile(end, module) {
  if (end === void 0 || end.reason === "interrupted" || end.unhandled !== 0) return false;
  const mine = end.modules.filter((m) => m.module === module);
  return mine.length === 1 && mine[0].state === "passed" && mine[0].errors === 0;
}

// src/runners/jest/batch.ts
import { join as join8 } from "node:path";

// src/runners/jest/jest.ts
import { isAbsolute, join as join7, relative } from "node:path";

// src/runners/fast-check/fixture.ts
import { join as join3 } from "node:path";
function fixtureProblem(disk, path) {
  let value;
  try {
    value = JSON.parse(disk.bytes(path)?.toString("utf8") ?? "");
  } catch (err) {
    return `the fixture ${path} is not readable JSON: ${err.message}`;
  }
  if (Array.isArray(value)) return void 0;
  if (value === null || typeof value !== "object" || !(MARKER in value))
    return `the fixture ${path} is not a JSON array of the property's arguments, nor a typed fixture`;
  const doc = value;
  if (doc[MARKER] !== 1) return `the fixture ${path} is of version ${JSON.stringify(doc[MARKER])}, not 1: a newer seedgate wrote it`;
  return Array.isArray(doc.arguments) ? void 0 : `the fixture ${path} has no "arguments" array`;
}
var MARKER = "$seedgate-fixture";
function withReplayFailure(o, rows) {
  const type = rows.length === 1 ? rows[0].error : void 0;
  return o.outcome === "fail" && typeof type === "string" ? { ...o, failure: { type, where: "" } } : o;
}
function parseEvidence(text) {
  if (text === null) return [];
  return text.split("\n").filter((l) => l.trim() !== "").flatMap((line) => {
    try {
      const row = JSON.parse(line);
      return typeof row === "object" && row !== null && typeof row.runs === "number" ? [row] : [];
    } catch {
      return [];
    }
  });
}
function unproven(rows) {
  if (rows.length === 0)
    return "no fc.assert reported running the fixture (a test without fc.assert, an fc.check, an fc.assert with a reporter of its own, or a test that calls fc.configureGlobal itself)";
  if (rows.length > 1) return `the test ran ${rows.length} fc.assert calls: a fast-check fixture replays a test that runs one`;
  const row = rows[0];
  if (!row.fixture) return "the fc.assert passes examples of its own, which replace the fixture";
  if (row.skips > 0) return "a precondition (fc.pre) rejected the fixture, so the property never ran it";
  if (row.failed) {
    if (row.path === null) return "fast-check failed without a counterexample (interrupted, or too many pre-condition failures)";
    return row.path === "0" || row.path.startsWith("0:") ? void 0 : `the property failed on generated input ${row.path}, not on the fixture`;
  }
  if (row.runs === 0) return "the property ran no input: its fc.assert sets numRuns to 0";
  if (row.runs > 1)
    return `the property ran ${row.runs} inputs, not only the fixture: its fc.assert sets numRuns, which fast-check < 4.10 (or noGlobalPlugins) gives seedgate no way to cap`;
  return void 0;
}
function judgeFixture(r, junit, rows) {
  const outcome = classify(r, junit);
  if (outcome.outcome !== "pass" && outcome.outcome !== "fail") return outcome;
  const why = unproven(rows);
  if (why === void 0) return withReplayFailure(outcome, rows);
  const after = outcome.outcome === "fail" ? ` (the test failed: ${outcome.detail.split("\n")[0]})` : "";
  return { ...outcome, outcome: "error", detail: `${why}${after}` };
}
async function runFastCheckFixture(ports, run) {
  const fixture = join3(run.root, run.fixture);
  if (!ports.disk.exists(fixture)) return failure(`the fixture ${run.fixture} does not exist`);
  const problem = fixtureProblem(ports.disk, fixture);
  if (problem !== void 0) return failure(problem);
  const evidence = "fixture-evidence.jsonl";
  const env = (test, owned) => {
    const { SEEDGATE_FIXTURE_OUT: _capture, ...base } = vitestEnv(run.baseEnv, run.root, test, 0);
    return { ...base, SEEDGATE_FIXTURE: run.fixture, SEEDGATE_FIXTURE_IN: fixture, SEEDGATE_FIXTURE_EVIDENCE: owned.path(evidence) };
  };
  return spawnVitest(ports, run, env, (r, junit, owned) => judgeFixture(r, junit, parseEvidence(owned.read(evidence))));
}
function fastCheckCapture(disk, fixtureOut) {
  const bytes = disk.bytes(fixtureOut);
  if (bytes !== null) {
    if (bytes.length === 0) return { ok: false, reason: "the fast-check setup left SEEDGATE_FIXTURE_OUT empty" };
    const type = failureType(disk.bytes(`${fixtureOut}.failure`));
    return { ok: true, bytes, source: "fixture-out", ...type === void 0 ? {} : { failure: { type, where: "" } } };
  }
  const reason = disk.bytes(`${fixtureOut}.reason`)?.toString("utf8").trim();
  if (reason) return { ok: false, reason };
  return {
    ok: false,
    reason: "the fast-check setup recorded no counterexample: the test failed outside fc.assert, or its fc.assert has a reporter of its own, or the test called fc.configureGlobal itself"
  };
}
function failureType(bytes) {
  try {
    const type = JSON.parse(bytes?.toString("utf8") ?? "null")?.type;
    return typeof type === "string" && type !== "" ? type : void 0;
  } catch {
    return void 0;
  }
}

// src/runners/place.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/runners/ts-paths.ts
import { dirname as dirname2, join as join4, resolve } from "node:path";
var MAX_EXTENDS = 8;
function read(text) {
  const doc = parse(text, [], { allowTrailingComma: true }) ?? {};
  const options = doc.compilerOptions !== null && typeof doc.compilerOptions === "object" ? doc.compilerOptions : {};
  const next = [doc.extends].flat().find((t) => typeof t === "string" && t.startsWith("."));
  return { options, next };
}
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function entry(pattern, targets, base) {
  if (!Array.isArray(targets) || pattern.split("*").length > 2) return void 0;
  const star = pattern.indexOf("*");
  const regex = star < 0 ? `^${escape(pattern)}$` : `^${escape(pattern.slice(0, star))}(.*)${escape(pattern.slice(star + 1))}$`;
  const paths = targets.filter((t) => typeof t === "string").map((t) => resolve(base, star < 0 ? t : t.replace("*", "$1")));
  return paths.length > 0 ? [regex, paths] : void 0;
}
function tsPaths(disk, root, isSealed) {
  let file = "tsconfig.json";
  let paths;
  let baseUrl;
  for (let i = 0; i < MAX_EXTENDS && isSealed(file); i++) {
    const text = disk.bytes(join4(root, file))?.toString("utf8");
    if (text === void 0) break;
    const { options, next } = read(text);
    const dir = dirname2(join4(root, file));
    if (paths === void 0 && options.paths !== null && typeof options.paths === "object") paths = { value: options.paths, dir };
    if (baseUrl === void 0 && typeof options.baseUrl === "string") baseUrl = resolve(dir, options.baseUrl);
    if (next === void 0) break;
    file = join4(dirname2(file), next.endsWith(".json") ? next : `${next}.json`);
  }
  if (paths === void 0) return {};
  const mapper = {};
  for (const [pattern, targets] of Object.entries(paths.value)) {
    const e = entry(pattern, targets, baseUrl ?? paths.dir);
    if (e !== void 0) mapper[e[0]] = e[1];
  }
  return mapper;
}

// src/runners/place.ts
var python = (ctx) => pythonInterpreter(ctx.config, ctx.env, ctx.checkout ?? ctx.root);
function pythonPlace(ctx, rule, selector) {
  return { ...pythonFiles(ctx, selector), isolation: isolationPlan(ctx, rule) };
}
function pythonFiles(ctx, selector) {
  const dir = selector.split("::")[0].replace(/[^/]*$/, "");
  const mirror = ctx.checkout === void 0 ? {} : { mirror: { checkout: ctx.checkout, tree: ctx.root } };
  const names = ctx.productionNames === void 0 ? {} : { names: ctx.productionNames };
  const packages = ctx.sealedPackages === void 0 ? {} : { packages: ctx.sealedPackages };
  const layout = { ...ctx.oracle === void 0 ? {} : { oracle: ctx.oracle }, roots: ctx.importRoots ?? [ctx.root], ...names, ...packages, ...mirror };
  return { root: ctx.oracle ?? ctx.root, layout, sealedConftest: ctx.oracle !== void 0 || ctx.isSealed(`${dir}conftest.py`) };
}
var framework = (ctx, rule) => {
  const plan = isolationPlan(ctx, rule);
  return plan.kind === "process" ? plan.oraclePython : python(ctx);
};
var frameworkIsOracle = (ctx, rule) => isolationPlan(ctx, rule).kind === "process";
var isolationOfEntry = (ctx, rule) => isolationOf(ctx.config, rule, true);
function isolationPlan(ctx, rule) {
  if (ctx.oracle === void 0 || isolationOfEntry(ctx, rule) === "shared") return SHARED;
  const subjectPython = python(ctx);
  const workspaces = [ctx.root, ...ctx.checkout === void 0 ? [] : [ctx.checkout]];
  return {
    kind: "process",
    oraclePython: oraclePython(ctx.disk, subjectPython, workspaces, ctx.env),
    subjectPython,
    sites: venvSites(ctx.disk, subjectPython)
  };
}
function nodeIsolation(ctx, rule, property) {
  const paths = tsPaths(ctx.disk, ctx.root, ctx.isSealed);
  const unsealed = Object.keys(tsPaths(ctx.disk, ctx.root, () => true)).filter((p) => !(p in paths));
  const aliases = { ...Object.keys(paths).length > 0 ? { aliases: paths } : {}, ...unsealed.length > 0 ? { unsealedAliases: unsealed } : {} };
  if (ctx.oracle === void 0 && ctx.nodeSubject !== true || isolationOfEntry(ctx, rule) === "shared") return { ...SHARED_NODE, ...aliases };
  const oracleFiles = ctx.config.sealed.map((glob) => import_picomatch.default.makeRe(glob, { dot: true }).source);
  const coerced = (property?.shapes ?? []).flatMap((s) => "class" in s && s.against === "primitive" ? [`${s.operator} ${s.class}`] : []);
  return { kind: "process", oracleFiles, ...coerced.length > 0 ? { coerced } : {}, ...ctx.nodeSubject === true ? { records: true } : {}, ...aliases };
}
var forked = (ctx, rule) => process.platform !== "win32" && forkServerOf(ctx.config, rule) && ctx.oracle !== void 0 && isolationOfEntry(ctx, rule) === "process";

// src/runners/jest/isolation.ts
var SHARED_PLACEMENT = {
  config: (config) => config,
  env: {},
  request: (req) => req,
  judged: (o) => o
};
function jestPlacement(isolation, root, testFile, owned) {
  if ((isolation ?? SHARED_NODE).kind === "shared") return SHARED_PLACEMENT;
  const production = { root, proxies: owned.path("proxies"), oracle: modulesOptions(isolation, testFile).oracleFiles };
  const events = owned.path("isolation.jsonl");
  return {
    config: (config) => {
      const setup = config.setupFilesAfterEnv ?? [];
      return { ...config, resolver: harnessPath("boundary/jest-resolver.cjs"), setupFilesAfterEnv: [harnessPath("evidence/jest-isolation.cjs"), ...setup] };
    },
    env: { SEEDGATE_JEST_PRODUCTION: JSON.stringify(production), SEEDGATE_JEST_ISOLATION: events },
    request: (req) => withNodeSubject(req, isolation, root, "jest"),
    judged: (o, r) => refusing(o, r.channel)
  };
}

// src/runners/jest/transform.ts
import { dirname as dirname3, join as join5 } from "node:path";

// src/runners/support.ts
var SUPPORTED = [
  { name: "pytest", from: "7.2.0", below: "10.0.0", fix: "python -m pip install 'pytest>=7.2,<10'" },
  { name: "hypothesis", from: "6.67.0", below: "7.0.0", fix: "python -m pip install 'hypothesis>=6.67,<7'" },
  // vitest 1.x errors on every seed; vitest 3 (vite 7) cannot parse `.ts` export names under isolation: process.
  { name: "vitest", from: "4.0.0", below: "5.0.0", fix: "npm install --save-dev vitest@4" },
  // Below 4.10 no global plugin caps an fc.assert's own numRuns, so a fixture row of such a property errors on every head.
  { name: "fast-check", from: "4.10.0", below: "5.0.0", fix: "npm install --save-dev fast-check@4" },
  { name: "jest", from: "30.0.0", below: "31.0.0", fix: "npm install --save-dev jest@30" },
  // 2.0.x depends on fast-check 3 only: its test.prop would run a fast-check outside the range above.
  { name: "@fast-check/jest", from: "2.1.0", below: "3.0.0", fix: "npm install --save-dev @fast-check/jest@2" },
  // Only for a TypeScript test under the jest preset (runners/jest/transform.ts). Before 29.4 its peers are jest 29's.
  { name: "ts-jest", from: "29.4.0", below: "30.0.0", fix: "npm install --save-dev ts-jest@29" },
  { name: "Node", from: "20.0.0", below: "25.0.0", fix: "run seedgate on Node 20, 22 or 24" },
  { name: "Python", from: "3.11.0", below: "4.0.0", fix: "set runners.python or SEEDGATE_PYTHON to a Python 3.11 or later" }
];
var rangeText = (s) => `>=${s.from} <${s.below}`;
var parts = (version) => (/^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim()) ?? []).slice(1, 4).map((p) => Number(p ?? 0));
function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
function versionProblem(name, found) {
  const entry2 = SUPPORTED.find((s) => s.name === name);
  if (entry2 === void 0 || found === void 0 || !/^v?\d/.test(found.trim())) return void 0;
  if (compare(found, entry2.from) >= 0 && compare(found, entry2.below) < 0) return void 0;
  return `${name} ${found.trim()} is not supported (supported: ${rangeText(entry2)}, docs/support.md): ${entry2.fix}, then run seedgate again`;
}

// src/runners/jest/transform.ts
var TYPESCRIPT_TEST = /\.[cm]?tsx?$/;
var TSCONFIG = "tsconfig.json";
function tsconfigExtends(text) {
  const m = /"extends"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/.exec(text);
  if (m === null) return [];
  try {
    const v = JSON.parse(m[1]);
    return (Array.isArray(v) ? v : [v]).filter((x) => typeof x === "string");
  } catch {
    return [m[1]];
  }
}
function tsconfigProblem(text, isSealed) {
  const hint = "add it to `sealed` in .github/seedgate.yml, so a lane compiles the test with the base's";
  if (!isSealed(TSCONFIG)) return `ts-jest compiles the test with ${TSCONFIG}, which is not sealed (the pull request could edit it): ${hint}`;
  for (const target of tsconfigExtends(text)) {
    if (!target.startsWith(".")) return `${TSCONFIG} extends ${target}, a package the pull request's setup could change: inline its options in ${TSCONFIG}`;
    const path = join5(dirname3(TSCONFIG), target.endsWith(".json") ? target : `${target}.json`);
    if (!isSealed(path)) return `${TSCONFIG} extends ${path}, which is not sealed (the pull request could edit it): ${hint}`;
  }
  return void 0;
}
function packageType(disk, root, file) {
  for (let dir = dirname3(join5(root, file)); dir.startsWith(root); dir = dirname3(dir)) {
    const bytes = disk.bytes(join5(dir, "package.json"));
    if (bytes !== null) {
      try {
        return JSON.parse(bytes.toString("utf8")).type;
      } catch {
        return void 0;
      }
    }
    if (dir === root) break;
  }
  return void 0;
}
function versionOf(manifest) {
  try {
    const v = JSON.parse(manifest).version;
    return typeof v === "string" ? v : void 0;
  } catch {
    return void 0;
  }
}
function esmProblem(disk, root, file) {
  const why = /\.mjs$/.test(file) ? "a .mjs file" : /\.js$/.test(file) && packageType(disk, root, file) === "module" ? `a .js file under "type": "module"` : void 0;
  if (why === void 0) return void 0;
  return `${file} is an ES module (${why}), which seedgate's jest preset does not load (jest needs --experimental-vm-modules for ESM): use the fast-check preset (vitest) for ESM tests, or write the jest test as CommonJS (.cjs, require) or TypeScript under ts-jest`;
}
function jestFileProblem(disk, root, file, isSealed) {
  const esm = esmProblem(disk, root, file);
  if (esm !== void 0 || !TYPESCRIPT_TEST.test(file)) return esm;
  const manifest = disk.bytes(join5(root, "node_modules", "ts-jest", "package.json"));
  if (manifest === null)
    return `${file} is TypeScript and the project's ts-jest is not installed under node_modules: npm install --save-dev ts-jest@29 (docs/support.md)`;
  const version = versionProblem("ts-jest", versionOf(manifest.toString("utf8")));
  if (version !== void 0) return version;
  const own = disk.bytes(join5(root, TSCONFIG));
  return own === null ? void 0 : tsconfigProblem(own.toString("utf8"), isSealed);
}
function jestTransform(disk, root, file, isSealed, owned) {
  const problem = jestFileProblem(disk, root, file, isSealed);
  if (problem !== void 0) return { problem };
  if (!TYPESCRIPT_TEST.test(file)) return { transform: {}, moduleNameMapper: {} };
  let tsconfig = join5(root, TSCONFIG);
  if (!disk.exists(tsconfig)) {
    owned.write("tsconfig.json", "{}\n");
    tsconfig = owned.path("tsconfig.json");
  }
  const tsJest = join5(root, "node_modules", "ts-jest");
  const moduleNameMapper = tsPaths(disk, root, isSealed);
  return { transform: { "^.+\\.[cm]?tsx?$": [tsJest, { tsconfig, isolatedModules: true, diagnostics: false }] }, moduleNameMapper };
}

// src/runners/preflight.ts
import { createRequire } from "node:module";
import { dirname as dirname4, join as join6 } from "node:path";
var MODULES = ["pytest", "hypothesis"];
var PROBE = [
  "import importlib.util, json, platform",
  `missing = [m for m in ${JSON.stringify(MODULES)} if importlib.util.find_spec(m) is None]`,
  "versions = {'Python': platform.python_version()}",
  "if not missing:",
  "    import importlib.metadata as md",
  `    for m in ${JSON.stringify(MODULES)}:`,
  "        try: versions[m] = md.version(m)",
  "        except Exception: pass",
  "print(json.dumps({'missing': missing, 'versions': versions}))"
].join("\n");
var answers = /* @__PURE__ */ new Map();
function pythonPreflight(place, python2, oracle = false) {
  const key = `${python2}\0${place.root}\0${String(oracle)}`;
  let answer = answers.get(key);
  if (answer === void 0) {
    answer = pythonProblem(place, python2, oracle);
    answers.set(key, answer);
    void answer.then(
      (a) => a === null && answers.delete(key),
      () => answers.delete(key)
    );
  }
  return answer.then((a) => a ?? void 0);
}
async function pythonProblem(place, python2, oracle) {
  const env = Object.fromEntries(Object.entries(place.env).filter((e) => e[1] !== void 0 && !e[0].startsWith("PYTHON")));
  const r = await place.exec.run({
    command: python2,
    args: oracle ? ["-I", "-S", "-c", `${ORACLE_SITES}
${PROBE}`] : ["-I", "-c", PROBE],
    cwd: place.root,
    env,
    timeoutMs: 12e4
  });
  const output = `${r.stdoutTail}${r.stderrTail}`;
  if (r.timedOut) return null;
  if (r.exitCode !== 0) {
    return explained(
      `the interpreter ${python2} does not run (${r.exitCode === null ? r.signal ?? "not started" : `exit ${r.exitCode}`}): set runners.python or SEEDGATE_PYTHON to a Python with pytest and Hypothesis`,
      output
    );
  }
  let answer;
  try {
    answer = JSON.parse(r.stdoutTail.trim().split("\n").at(-1) ?? "");
  } catch {
    return null;
  }
  const missing = Array.isArray(answer?.missing) ? answer.missing.map(String) : [];
  if (missing.length > 0)
    return `the interpreter ${python2} cannot import ${missing.join(" or ")} (No module named '${missing[0]}'): install ${missing.join(" and ")} into it (e.g. ${python2} -m pip install ${missing.join(" ")}), or set runners.python / SEEDGATE_PYTHON to a Python that has them`;
  const versions = answer?.versions ?? {};
  const why = ["Python", ...MODULES].map((m) => versionProblem(m, typeof versions[m] === "string" ? versions[m] : void 0)).find((p) => p !== void 0);
  return why === void 0 ? void 0 : `the interpreter ${python2}: ${why}`;
}
var fastCheckPreflight = (disk, root, selector) => nodePreflight(root, selector, { name: "vitest", found: projectVitest(disk, root) !== void 0 });
var COMPANIONS = { vitest: ["fast-check"], jest: ["@fast-check/jest", "fast-check"] };
function nodePreflight(root, selector, runner) {
  const own = versionProblem("Node", process.version) ?? versionProblem(runner.name, installedVersion(join6(root, "node_modules", runner.name, "package.json")));
  if (own !== void 0) return own;
  if (!runner.found)
    return `${runner.name} is not installed under ${join6(root, "node_modules")}: install the project's dependencies (npm ci) before seedgate runs`;
  const file = parseSelector(selector)?.file ?? "package.json";
  const from = createRequire(join6(root, file));
  for (const name of COMPANIONS[runner.name] ?? ["fast-check"]) {
    let manifest;
    try {
      manifest = from.resolve(`${name}/package.json`);
    } catch {
      if (name !== "fast-check") continue;
      return `fast-check does not resolve from ${join6(root, dirname4(file))} (Cannot find module 'fast-check'): install the project's dependencies (npm ci) before seedgate runs`;
    }
    const why = versionProblem(name, installedVersion(manifest)) ?? ownFastCheckProblem(name, manifest);
    if (why !== void 0) return why;
  }
  return void 0;
}
function ownFastCheckProblem(name, manifest) {
  if (name !== "@fast-check/jest") return void 0;
  let own;
  try {
    own = createRequire(manifest).resolve("fast-check/package.json");
  } catch {
    return void 0;
  }
  const why = versionProblem("fast-check", installedVersion(own));
  return why === void 0 ? void 0 : `@fast-check/jest resolves its own copy: ${why}`;
}
function installedVersion(manifest) {
  const load = createRequire(manifest);
  try {
    const version = load(manifest).version;
    return typeof version === "string" ? version : void 0;
  } catch {
    return void 0;
  } finally {
    delete load.cache[manifest];
  }
}

// src/runners/jest/jest.ts
function projectJest(disk, root) {
  const entry2 = join7(root, "node_modules", "jest", "bin", "jest.js");
  return disk.exists(entry2) ? entry2 : void 0;
}
var jestProblem = (disk, root, selector, isSealed = () => false) => nodePreflight(root, selector, { name: "jest", found: projectJest(disk, root) !== void 0 }) ?? jestFileProblem(disk, root, parseSelector(selector)?.file ?? "", isSealed);
function ownedJestConfig(root, owned, test, transform = {}, moduleNameMapper = {}) {
  return {
    rootDir: root,
    testRegex: [`^${regexEscape(join7(root, test.file))}$`],
    testEnvironment: "node",
    setupFilesAfterEnv: [harnessPath("evidence/jest-setup.cjs")],
    reporters: ["default", harnessPath("evidence/jest-reporter.cjs")],
    cacheDirectory: join7(owned, "cache"),
    transform,
    // transform.ts: none (no Babel config of the pull request's), or the project's ts-jest with seedgate's options
    moduleNameMapper,
    // ts-paths.ts: the sealed tsconfig.json's `paths`, never a jest config of the project's
    watchman: false,
    maxWorkers: 1,
    workerIdleMemoryLimit: "4GB",
    // a memory limit makes jest use a worker even for one file
    testTimeout: 2 ** 31 - 1
    // the run's own timeout decides; @fast-check/jest interrupts at jest's
  };
}
var namePattern2 = (name) => `^${regexEscape(name.split(" > ").join(" "))}( \\(with seed=-?\\d+\\))?$`;
async function spawnJest(ports, run, seed, env, judge) {
  const test = parseSelector(run.selector);
  if (test === void 0) return failure(`jest selector ${run.selector} is not of the form path/x.test.js::test name`);
  const jest = projectJest(ports.disk, run.root);
  if (jest === void 0)
    return failure(`the project's jest was not found under ${join7(run.root, "node_modules")}: install the project's dependencies (npm ci)`);
  const owned = ports.disk.scratch("seedgate-jest-");
  try {
    const ts = jestTransform(ports.disk, run.root, test.file, run.isSealed ?? (() => false), owned);
    if ("problem" in ts) return failure(ts.problem);
    const place = jestPlacement(run.isolation, run.root, test.file, owned);
    const config = owned.path("jest.config.json");
    owned.write("jest.config.json", JSON.stringify(place.config(ownedJestConfig(run.root, owned.dir, test, ts.transform, ts.moduleNameMapper))));
    const args = [jest, "--config", config, "--runTestsByPath", test.file, "-t", namePattern2(test.name), `--seed=${seed}`, "--ci", "--no-cache"];
    const childEnv2 = { ...jestEnv(run.baseEnv, seed), SEEDGATE_TEST_FILE: join7(run.root, test.file), ...env(owned), ...place.env };
    const req = { command: process.execPath, args, cwd: run.root, env: childEnv2, timeoutMs: run.timeoutMs, channel: true };
    const r = await ports.exec.run(place.request(req));
    return place.judged(judge(r, test, owned), r);
  } finally {
    owned.dispose();
  }
}
async function runJest(ports, run) {
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  const out = run.baseEnv.SEEDGATE_FIXTURE_OUT;
  const capture = out ? { SEEDGATE_FIXTURE_OUT: out } : {};
  const env = (owned) => ({ SEEDGATE_JEST_RUNS: owned.path("runs.jsonl"), ...capture });
  return spawnJest(ports, run, run.seed, env, (r, test) => judgeJest(r, test.name, run.seed, run.root, true, run.sealedInputs));
}
async function runJestFixture(ports, run) {
  const fixture = join7(run.root, run.fixture);
  const problem = ports.disk.exists(fixture) ? fixtureProblem(ports.disk, fixture) : `the fixture ${run.fixture} does not exist`;
  if (problem !== void 0) return failure(problem);
  const evidence = "fixture-evidence.jsonl";
  const env = (owned) => ({ SEEDGATE_FIXTURE: run.fixture, SEEDGATE_FIXTURE_IN: fixture, SEEDGATE_FIXTURE_EVIDENCE: owned.path(evidence) });
  return spawnJest(ports, run, 0, env, (r, test, owned) => {
    const o = judgeJest(r, test.name, 0, run.root, false);
    const rows = parseEvidence(owned.read(evidence));
    const why = o.outcome === "pass" || o.outcome === "fail" ? unproven(rows) : void 0;
    return why === void 0 ? withReplayFailure(o, rows) : { ...o, outcome: "error", detail: `${why}${o.outcome === "fail" ? ` (the test failed: ${o.detail.split("\n")[0]})` : ""}` };
  });
}
function jestEnv(base, seed) {
  const env = childEnv(base, seed);
  for (const key of Object.keys(env))
    if (key === "NODE_OPTIONS" || key.startsWith("JEST") || key.startsWith("SEEDGATE_NUM") || key.startsWith("SEEDGATE_FIXTURE")) delete env[key];
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0" };
}
function judgeJest(r, name, seed, root, counted = true, recorded) {
  const output = r.stdoutTail + r.stderrTail;
  let base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4e3), location: void 0 };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: explained(`jest was killed by ${r.signal ?? "a signal"}`, base.tail) };
  const channel = parseChannel(r.channel);
  if (channel.error !== void 0) return { ...base, outcome: "error", detail: channel.error };
  const names = /* @__PURE__ */ new Set([name, `${name} (with seed=${seed})`]);
  const mine = rowsOf(channel, "testResult").filter((row) => names.has(row.name));
  const ran = mine.length === 1 ? assertInputs(mine[0].runs) : void 0;
  if (ran !== void 0) base = { ...base, sealedInputs: ran };
  const failed = mine.find((row) => row.state === "failed");
  if (failed !== void 0)
    return ledByAssertion({ ...base, outcome: "fail", detail: (failed.message ?? "failed").trim(), location: locate3(failed.message ?? "", root) });
  const passed = mine.length === 1 && mine[0].state === "passed" ? mine[0].name : void 0;
  const unbacked = passed === void 0 ? explained(`seedgate's jest reporter saw ${mine.length === 0 ? "no result" : `${mine.length} results, none passed`} for "${name}"`, base.tail) : counted ? unbackedRuns(channel, passed, seed, void 0, recorded) : void 0;
  if (unbacked !== void 0) return { ...base, outcome: "error", detail: unbacked };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: explained(`the reporter says passed but jest exited ${r.exitCode}`, base.tail) };
  return { ...base, outcome: "pass", detail: "passed" };
}
function locate3(message, root) {
  for (const m of message.matchAll(/([^\s()]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    const file = relative(root, m[1]);
    if (!file.startsWith("..") && !isAbsolute(file) && !file.includes("node_modules/")) return { file, line: Number(m[2]) };
  }
  return void 0;
}
function jestLine(selector, seed) {
  const test = parseSelector(selector);
  if (test === void 0) return null;
  return [
    `# test.prop takes jest's --seed; a plain fc.assert takes it itself: fc.assert(property, { seed: ${seed} })`,
    `npx jest --runTestsByPath ${shellQuote(test.file)} -t ${shellQuote(namePattern2(test.name))} --seed=${seed}`
  ].join("\n");
}
var jestPlace = (ctx, rule, property, timeoutMs) => ({
  root: ctx.root,
  selector: property.selector,
  timeoutMs,
  baseEnv: ctx.env,
  isSealed: ctx.isSealed,
  isolation: nodeIsolation(ctx, rule, property)
});
var jestPreset = {
  testRunner: "jest",
  // Under isolation: process the test runs beside jest, outside the subject, as a fast-check test does.
  oracleFile: (selector) => selector.split("::")[0],
  subject: true,
  // isolation.ts: production modules load in a subject process
  sealedInputs: true,
  // jest-setup.cjs prints each fc.assert's arbitraries (fast-check-inputs.cjs)
  // What a jest row loads from node_modules: jest and its packages (jest-circus runs the
  // test, jest-environment-node hosts it, @jest/globals and @jest/expect are
  // @fast-check/jest's peers), @fast-check/jest and fast-check; their closure does the rest.
  // ts-jest and typescript compile a TypeScript test (transform.ts), when the project has them.
  framework: { name: "jest", packages: ["jest", "@fast-check/jest", "fast-check", "jest-*", "@jest/*", "ts-jest?", "typescript?"] },
  // fast-check's values and versions, as the fast-check preset's: a fast-check bump makes the seeds stale.
  environment: "node",
  capture: "counterexample",
  // jest-setup.cjs writes a failing seed's counterexample at SEEDGATE_FIXTURE_OUT
  reproduce: (selector, seed) => jestLine(selector, seed),
  preflight: (ctx, _rule, selector) => Promise.resolve(jestProblem(ctx.disk, ctx.root, selector, ctx.isSealed)),
  rows: {
    seed: ({ ctx, rule, property, row, timeoutMs }) => runJest(ctx, {
      ...jestPlace(ctx, rule, property, timeoutMs),
      ...property.sealedInputs === void 0 ? {} : { sealedInputs: property.sealedInputs },
      seed: Number(row.key)
    }),
    fixture: ({ ctx, rule, property, row, timeoutMs }) => runJestFixture(ctx, { ...jestPlace(ctx, rule, property, timeoutMs), fixture: row.key })
  }
};

// src/runners/jest/batch.ts
async function runJestSeeds(ports, run) {
  const outcomes = /* @__PURE__ */ new Map();
  const test = parseSelector(run.selector);
  let alone = [...new Set(run.seeds)];
  const batched = test === void 0 ? [] : alone.filter(isFastCheckSeed);
  if (batched.length > 1 && projectJest(ports.disk, run.root) !== void 0) {
    const first = await runJestBatch(ports, run, test, batched);
    const second = first.again.length > 1 ? await runJestBatch(ports, run, test, first.again) : void 0;
    for (const end of [first, second]) for (const [seed, o] of end?.settled ?? []) outcomes.set(seed, o);
    alone = alone.filter((seed) => !outcomes.has(seed));
  }
  for (const seed of alone) outcomes.set(seed, await runJest(ports, { ...run, seed }));
  return run.seeds.map((seed) => outcomes.get(seed));
}
async function runJestBatch(ports, run, test, seeds) {
  const jest = projectJest(ports.disk, run.root);
  const scratch = ports.disk.scratch("seedgate-jestb-");
  try {
    const owned = ports.disk.real(scratch.dir) ?? scratch.dir;
    const dir = join8(owned, "seeds");
    for (const seed of seeds) scratch.write(`seeds/${seed}.test.js`, `require(${JSON.stringify(join8(run.root, test.file))});
`);
    const ts = jestTransform(ports.disk, run.root, test.file, run.isSealed ?? (() => false), scratch);
    if ("problem" in ts) return { settled: /* @__PURE__ */ new Map(), again: [] };
    const place = jestPlacement(run.isolation, run.root, test.file, scratch);
    const base = ownedJestConfig(run.root, owned, test, ts.transform);
    const config = { ...base, roots: [run.root, dir], testRegex: [`^${regexEscape(dir)}/-?\\d+\\.test\\.js$`], maxWorkers: Math.max(1, run.width ?? 1) };
    scratch.write("jest.config.json", JSON.stringify(place.config(config)));
    const args = [jest, "--config", join8(owned, "jest.config.json"), "-t", namePattern2(test.name), "--ci", "--no-cache"];
    const { SEEDGATE_SEED: _perRun, ...env } = jestEnv(run.baseEnv, seeds[0]);
    const batchEnv = {
      ...env,
      SEEDGATE_SEEDS_DIR: dir,
      SEEDGATE_TEST_FILE: join8(run.root, test.file),
      SEEDGATE_JEST_RUNS: join8(owned, "runs.jsonl"),
      ...place.env
    };
    const selected = (n, seed) => n === test.name || n === `${test.name} (with seed=${seed})`;
    const progress = run.ended ? { onChannelLine: seedEnds(run.seeds, run.ended, (line) => wrapperEnd(line, dir, ".test.js", selected)) } : {};
    const req = { command: process.execPath, args, cwd: run.root, env: batchEnv, timeoutMs: run.timeoutMs * seeds.length, channel: true, ...progress };
    const r = await ports.exec.run(place.request(req));
    return judgeJestBatch(r, test.name, run.root, dir, seeds, run.sealedInputs, (o) => place.judged(o, r));
  } finally {
    scratch.dispose();
  }
}
function judgeJestBatch(r, name, root, dir, seeds, recorded, judged) {
  const settled = /* @__PURE__ */ new Map();
  const again = [];
  if (r.timedOut || r.exitCode === null) return { settled, again: [] };
  for (const seed of seeds) {
    const module = join8(dir, `${seed}.test.js`);
    const channel = ownLines(r.channel ?? "", dir, module);
    const mine = channelOf(channel).rows.filter((row) => row.kind === "testResult" && "module" in row && row.module === module);
    if (mine.length === 0) continue;
    const passed = mine.every((row) => "state" in row && row.state !== "failed");
    const o = judged(
      judgeJest({ ...r, channel, exitCode: passed ? 0 : r.exitCode, durationMs: Math.round(r.durationMs / seeds.length) }, name, seed, root, true, recorded)
    );
    if (o.outcome === "pass" && r.exitCode !== 0) again.push(seed);
    else settled.set(seed, o);
  }
  return { settled, again };
}
function ownLines(text, dir, module) {
  const theirs = (line) => {
    try {
      const row = JSON.parse(line);
      return typeof row.module === "string" && row.module.startsWith(`${dir}/`) && row.module !== module;
    } catch {
      return false;
    }
  };
  return text.split("\n").filter((line) => !theirs(line)).join("\n");
}

// src/runners/hypothesis/hypothesis.ts
import { dirname as dirname5, join as join9 } from "node:path";

// src/runners/hypothesis/integrity.ts
var INTEGRITY_PLUGIN = "seedgate_integrity";
var CHANNEL_ENV = "SEEDGATE_CHANNEL_FD";
var CHANNEL_FD = "3";
function channelRows(text) {
  const channel = channelOf(text);
  const rows = [];
  for (const [i, r] of channel.rows.entries()) {
    const n = "n" in r ? r.n : void 0;
    if (n !== i) return { rows, forged: `row ${i + 1} of the result channel is numbered ${JSON.stringify(n)}, not ${i}: something else wrote there` };
    rows.push(r);
  }
  return channel.error === void 0 ? { rows } : { rows, forged: channel.error };
}
function parseIntegrity(text) {
  const tampering = [];
  const tests = [];
  let done = false;
  const channel = channelRows(text);
  if (channel.forged !== void 0) tampering.push(channel.forged);
  for (const r of channel.rows) {
    if (r.kind === "done") done = true;
    if (r.kind === "tampering") tampering.push(r.what);
    if (r.kind === "test") {
      tests.push({
        nodeid: r.nodeid,
        name: r.name,
        given: r.given,
        examples: r.examples,
        seed: r.seed,
        outcome: r.outcome,
        settings: r.settings,
        askedMaxExamples: r.asked_max_examples,
        ...r.asked_deadline === void 0 ? {} : { askedDeadline: r.asked_deadline },
        allPhases: r.all_phases,
        stopped: r.stopped,
        ...r.inputs === void 0 ? {} : { inputs: r.inputs }
      });
    }
  }
  return { tampering, tests, done };
}
function withHuntFigure(ev, recorded) {
  if (recorded === void 0) return ev;
  return { ...ev, tests: ev.tests.map((t) => ({ ...t, askedMaxExamples: recorded, recordedByHunt: true })) };
}
function ranMaxExamples(ev, testName, seed) {
  return ev.tests.find((t) => isTest(t.name, testName) && t.seed === seed && t.settings !== null)?.settings?.max_examples;
}
function tamperingDetail(ev) {
  if (ev.tampering.length === 0) return void 0;
  const more = ev.tampering.length > 3 ? ` (and ${ev.tampering.length - 3} more)` : "";
  return `tampering: ${ev.tampering.slice(0, 3).join("; ")}${more}`;
}
var isTest = (name, testName) => name === testName || name.startsWith(`${testName}[`);
function unbackedPass(ev, testName, seed, requireDone = true) {
  const tampered = tamperingDetail(ev);
  if (tampered !== void 0) return tampered;
  if (requireDone && !ev.done)
    return "seedgate's integrity evidence is unfinished: the process ended before pytest's clean session end (os._exit, a crash or a kill), so its pass is not believed";
  const mine = ev.tests.filter((t) => isTest(t.name, testName) && t.seed === seed);
  if (mine.length === 0) {
    const others = [...new Set(ev.tests.filter((t) => isTest(t.name, testName)).map((t) => String(t.seed)))];
    const hint = others.length > 0 ? ` (it ran under seed ${others.join(", ")} only: was the forced seed changed?)` : ": it never ran under seedgate's plugin";
    return `seedgate's integrity evidence has no row for ${testName} under seed ${seed}${hint}`;
  }
  const hollow = mine.find((t) => t.examples < 1);
  if (hollow !== void 0) {
    const why = hollow.given ? "its body was never called" : "it is not a Hypothesis @given test";
    return `Hypothesis ran no examples of ${hollow.nodeid} (${why}): a run without examples is never a pass`;
  }
  for (const t of mine) {
    const why = notForced(t) ?? inputsDiffer(t);
    if (why !== void 0) return `${t.nodeid}: ${why}`;
  }
  return void 0;
}
var msOf = (ms) => ms === null ? "None" : `${ms} ms`;
function notForced(t) {
  if (t.outcome !== "passed") return `pytest reported ${t.outcome} to seedgate's plugin, so the report's pass is not believed`;
  const s = t.settings;
  if (s === null) return "seedgate's plugin saw no Hypothesis settings at call time";
  if (s.database !== null) return `Hypothesis ran with an example database (${s.database}) where seedgate forces database=None`;
  const missing = t.allPhases.filter((p) => !s.phases.includes(p));
  if (t.allPhases.length === 0 || missing.length > 0) return `Hypothesis ran without the phase(s) ${missing.join(", ") || "(unknown)"}: every phase must run`;
  if (t.askedMaxExamples !== null && s.max_examples !== t.askedMaxExamples)
    return t.recordedByHunt ? `Hypothesis' max_examples was ${s.max_examples} where the hunt recorded ${t.askedMaxExamples} (journal max_examples): re-hunt, or run as hunted` : `Hypothesis' max_examples was ${s.max_examples} where the sealed test asks for ${t.askedMaxExamples}`;
  if (t.askedDeadline !== void 0 && s.deadline !== t.askedDeadline)
    return `Hypothesis ran with deadline=${msOf(s.deadline)} where the sealed test runs with deadline=${msOf(t.askedDeadline)}${t.askedDeadline === null ? " (seedgate's profile forces it)" : ""}`;
  const ranTo = `settings.max_examples=${s.max_examples}`;
  if (t.stopped !== ranTo && t.stopped !== "nothing left to do")
    return `Hypothesis' engine stopped because ${t.stopped ?? "(it never reported)"}, not after ${s.max_examples} examples or an exhausted search space`;
  return void 0;
}
function fixtureIntegrity(row) {
  const ev = row.integrity;
  if (ev === null || typeof ev !== "object" || ev.checked !== true || !Array.isArray(ev.tampering)) {
    return "the fixture harness's row carries no integrity evidence: it was not written by seedgate's harness";
  }
  return tamperingDetail({ tampering: ev.tampering.map(String), tests: [], done: true });
}

// src/runners/hypothesis/origin.ts
var ORIGIN_PLUGIN = "seedgate_origin";
function moduleOrigins(channel) {
  return channelRows(channel).rows.flatMap((r) => r.kind === "origin" ? [{ module: r.module, file: r.file, inside: r.inside, local: r.local ?? null }] : []);
}
function withOrigins(o, channel) {
  const origins = moduleOrigins(channel).filter((m) => m.inside || m.local !== null).slice(0, 200);
  return origins.length === 0 ? o : { ...o, origins };
}
function relativeOrigins(origins, root) {
  const top = root.replace(/\/+$/, "") + "/";
  return origins.map((o) => o.file !== null && o.file.startsWith(top) ? { ...o, file: o.file.slice(top.length) } : o);
}
function misplacedDetail(channel) {
  return misplacedSaid(moduleOrigins(channel));
}
function misplacedSaid(origins) {
  const wrong = origins.filter((o) => !o.inside && o.local !== null);
  if (wrong.length === 0) return void 0;
  const roots = [...new Set(wrong.map((o) => rootOf(o.local)))];
  const said = wrong.map(
    (o) => o.file === null ? `the sealed test imports ${o.module}, which is not importable from the import roots, while the repository has it at ${o.local}` : `the sealed test imported ${o.module} from ${o.file}, outside the workspace, not the repository's ${o.local}`
  );
  const fix = roots.every((r) => r === ".") ? "" : `: set runners.pythonPaths: [${roots.join(", ")}] in the config`;
  return `${said.join("; ")}; the row did not test this repository's code${fix}`;
}
var rootOf = (local) => local.includes("/") ? local.slice(0, local.lastIndexOf("/")) : ".";

// src/runners/hypothesis/hypothesis.ts
var PROFILE_PLUGIN = "seedgate_profile";
function hermeticEnv(base, seed, owned, layout) {
  return { ...pythonEnv(base, seed, join9(owned, "pycache"), layout), HYPOTHESIS_STORAGE_DIRECTORY: join9(owned, "hypothesis"), [CHANNEL_ENV]: CHANNEL_FD };
}
var readIntegrity = (channel) => parseIntegrity(channel);
function pinnedArgs(run, owned) {
  const dir = join9(run.root, dirname5(run.selector.split("::")[0]));
  return [
    ...bootArgs(["-m", "pytest", run.selector]),
    // Plugin autoloading is off (a package's pytest11 entry point would be a way in): Hypothesis' own plugin by name.
    "-p",
    "_hypothesis_pytestplugin",
    "-p",
    PROFILE_PLUGIN,
    "-p",
    INTEGRITY_PLUGIN,
    // snapshots pytest and Hypothesis before any conftest or test module is imported
    "-p",
    ORIGIN_PLUGIN,
    // where each module the sealed test imports came from (origin.ts)
    "--hypothesis-profile=seedgate",
    // explicit and hermetic: no CI profile (derandomize), no example database
    "-p",
    "no:cacheprovider",
    `--rootdir=${dir}`,
    `--confcutdir=${dir}`,
    "-c",
    join9(owned, "pytest.ini"),
    ...run.sealedConftest ? [] : ["--noconftest"],
    "-q",
    "--tb=short"
  ];
}
var pytestArgs = (run, owned) => [
  ...pinnedArgs(run, owned),
  `--hypothesis-seed=${run.seed}`,
  `--junitxml=${join9(owned, "junit.xml")}`
];
var ERROR_EXITS = { 2: "interrupted", 3: "internal error", 4: "usage error", 5: "no tests collected" };
async function runHypothesis(ports, run) {
  const scratch = ports.disk.scratch("seedgate-run-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const req = {
      command: run.python,
      args: pytestArgs(run, owned),
      cwd: run.root,
      env: hermeticEnv(run.baseEnv, run.seed, owned, layoutOf(run)),
      timeoutMs: run.timeoutMs,
      channel: true
    };
    const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
    return judgeSeed(r, scratch.read("junit.xml"), run);
  } finally {
    scratch.dispose();
  }
}
function judgeSeed(r, xml, run) {
  const name = run.selector.split("::").at(-1);
  const channel = parseChannel(r.channel);
  const integrity = readIntegrity(channel);
  const held = withRecordedInputs(withHuntFigure(integrity, run.maxExamples), run.sealedInputs);
  const o = classify2(r, junitEvidence(xml, name), held, name, run.seed, channel);
  return withOrigins(refusing(withRan(o, ranMaxExamples(integrity, name, run.seed), ranInputs(integrity, name, run.seed)), channel), channel);
}
function classify2(r, evidence, integrity, testName, seed, channel = parseChannel(r.channel)) {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: locate(r.stdoutTail) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  const errorExit = r.exitCode === null ? "killed by a signal" : ERROR_EXITS[r.exitCode];
  const tampered = tamperingDetail(integrity);
  if (errorExit !== void 0)
    return { ...base, outcome: "error", detail: tampered ? `${tampered} (pytest: ${errorExit})` : explained(`pytest: ${errorExit}`, base.tail) };
  const misplaced = misplacedDetail(channel);
  if (misplaced !== void 0 && tampered === void 0) return { ...base, outcome: "error", detail: misplaced };
  if (tampered !== void 0) {
    const also = evidence.kind === "failed" ? `; the test also failed (${evidence.message}), but a tampered run's failure cannot vote as one` : "";
    return { ...base, outcome: "error", detail: `${tampered}${also}` };
  }
  if (evidence.kind === "failed" && r.exitCode === 1) return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) {
    const unbacked = unbackedPass(integrity, testName, seed);
    return unbacked === void 0 ? { ...base, outcome: "pass", detail: "passed" } : { ...base, outcome: "error", detail: unbacked };
  }
  const why = evidence.kind === "passed" ? `JUnit says passed but pytest exited ${r.exitCode}` : evidence.message;
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: why };
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}
var withRan = (o, maxExamples, sealedInputs) => ({
  ...o,
  ...maxExamples === void 0 ? {} : { maxExamples },
  ...sealedInputs === void 0 ? {} : { sealedInputs }
});

// src/runners/hypothesis/batch.ts
var BATCH_PLUGIN = "seedgate_batch";
var WATCHDOG_ENV = "SEEDGATE_WATCHDOG_FD";
var WATCHDOG_FD = "4";
async function runHypothesisBatch(ports, batch) {
  const outcomes = /* @__PURE__ */ new Map();
  let pending = [...new Set(batch.seeds)];
  while (pending.length > 0) {
    const pass = await runPass(ports, batch, pending);
    for (const [seed, outcome] of pass.settled) outcomes.set(seed, outcome);
    pending = pass.unstarted;
  }
  return batch.seeds.map((s) => outcomes.get(s));
}
function parseRows(text, seeds) {
  const started = [];
  const ended = /* @__PURE__ */ new Map();
  let done = false;
  for (const row of channelRows(text).rows) {
    if (row.kind === "batch-done") done = true;
    if (row.kind === "start" && seeds.includes(row.seed)) started.push(row.seed);
    if (row.kind === "end" && seeds.includes(row.seed))
      ended.set(row.seed, { seed: row.seed, outcome: row.outcome, detail: row.detail, tail: row.tail, ms: row.ms || 0 });
  }
  return { started, ended, done };
}
async function runPass(ports, batch, seeds) {
  const scratch = ports.disk.scratch("seedgate-batch-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const args = [
      ...pinnedArgs(batch, owned),
      "-p",
      BATCH_PLUGIN,
      `--seedgate-seeds=${seeds.join(",")}`,
      `--seedgate-seed-timeout=${batch.timeoutMs / 1e3}`,
      ...batch.seedStorage === void 0 ? [] : [`--seedgate-storage=${batch.seedStorage}`]
    ];
    const req = {
      command: batch.python,
      args,
      cwd: batch.root,
      env: { ...hermeticEnv(batch.baseEnv, seeds[0], owned, layoutOf(batch)), [WATCHDOG_ENV]: WATCHDOG_FD },
      timeoutMs: batch.timeoutMs * (seeds.length + 1),
      channel: true,
      watchdog: true,
      ...batch.ended ? { onChannelLine: seedEnds(batch.seeds, batch.ended, endRowSeed) } : {}
    };
    const r = await ports.exec.run(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv));
    const channel = parseChannel(r.channel);
    const rows = parseRows(channel, seeds);
    const integrity = readIntegrity(channel);
    const name = batch.selector.split("::").at(-1);
    const held = withRecordedInputs(withHuntFigure(integrity, batch.maxExamples), batch.sealedInputs);
    const pass = judgePass(r, rows, r.watchdog ?? "", seeds, batch.timeoutMs, held, name, channel);
    const ran = (s, o) => withRan(o, ranMaxExamples(integrity, name, s), ranInputs(integrity, name, s));
    return { ...pass, settled: new Map([...pass.settled].map(([s, o]) => [s, withOrigins(refusing(ran(s, o), channel), channel)])) };
  } finally {
    scratch.dispose();
  }
}
function unfinished(r, watchdog, output, seedTimeoutMs) {
  const base = { exitCode: r.exitCode, tail: output, location: void 0 };
  return (seed, done) => {
    if (done) return { ...base, outcome: "error", detail: `the batch finished without a row for seed ${seed}` };
    if (watchdog.trim() !== "")
      return {
        ...base,
        tail: `${watchdog.slice(0, 3e3)}
${output.slice(-1e3)}`,
        location: locate(watchdog),
        outcome: "timeout",
        detail: `seed ${seed} passed its ${seedTimeoutMs / 1e3} s timeout; the in-process watchdog ended the batch`
      };
    if (r.timedOut) return { ...base, outcome: "timeout", detail: `the batch passed its time limit during seed ${seed}; its process group was killed` };
    return { ...base, outcome: "error", detail: explained(endedEarly(r, seed), output) };
  };
}
function judgePass(r, rows, watchdog, seeds, seedTimeoutMs, integrity, testName, channel = parseChannel(r.channel)) {
  const output = (r.stdoutTail + r.stderrTail).slice(-4e3);
  const ended = [...rows.ended.values()];
  const share = Math.max(0, r.durationMs - ended.reduce((n, e) => n + e.ms, 0)) / seeds.length;
  const settled = /* @__PURE__ */ new Map();
  const fails = ended.some((e) => e.outcome === "fail");
  const all = (detail) => {
    for (const s of seeds) settled.set(s, { outcome: "error", exitCode: r.exitCode, durationMs: share, tail: output, detail, location: void 0 });
    return { settled, unstarted: [] };
  };
  const tampered = tamperingDetail(integrity);
  if (tampered !== void 0) return all(fails ? `${tampered}; a failing row of a tampered batch cannot vote as a failure` : tampered);
  const misplaced = misplacedDetail(channel);
  if (misplaced !== void 0) return all(misplaced);
  if (rows.done && !(r.exitCode === 0 ? !fails : r.exitCode === 1 && fails))
    return all(`pytest exited ${r.exitCode ?? r.signal} after the batch, which does not match its rows`);
  if (rows.done && !integrity.done) return all(unbackedPass(integrity, testName, seeds[0]));
  for (const e of ended) {
    const exitCode = e.outcome === "pass" ? 0 : e.outcome === "fail" ? 1 : r.exitCode;
    const unbacked = e.outcome === "pass" ? unbackedPass(integrity, testName, e.seed, false) : void 0;
    const [outcome, detail] = unbacked === void 0 ? [e.outcome, e.detail] : ["error", unbacked];
    settled.set(e.seed, { outcome, exitCode, durationMs: e.ms + share, tail: e.tail, detail, location: locate(e.tail) });
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

// src/runners/hypothesis/fixture-batch.ts
import { join as join10 } from "node:path";
var OUTCOMES = /* @__PURE__ */ new Set(["pass", "fail", "error"]);
async function runHypothesisFixtures(ports, batch) {
  if (batch.fixtures.length === 0) return [];
  const scratch = ports.disk.scratch("seedgate-fixtures-");
  const paths = batch.fixtures.map((f) => join10(batch.root, f));
  try {
    const args = bootArgs([
      harnessPath("evidence/replay_fixture_batch.py"),
      batch.root,
      batch.selector,
      batch.sealedConftest ? "1" : "0",
      String(batch.timeoutMs / 1e3),
      ...paths
    ]);
    const env = { ...pythonEnv(batch.baseEnv, 0, scratch.path("pycache"), layoutOf(batch)), SEEDGATE_FIXTURE: batch.fixtures[0] };
    const req = { command: batch.python, args, cwd: batch.root, env, timeoutMs: batch.timeoutMs * (batch.fixtures.length + 1), channel: true };
    const r = await ports.exec.run(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv));
    const channel = parseChannel(r.channel);
    const judged = judgeFixtureLines(r, rowsOf(channel, "fixtureLine"), paths, batch.timeoutMs).map((o) => refusing(o, channel));
    return channel.error === void 0 ? judged : judged.map((o) => ({ ...o, outcome: "error", detail: channel.error }));
  } finally {
    scratch.dispose();
  }
}
function judgeFixtureLines(r, lines, paths, timeoutMs) {
  const output = (r.stdoutTail + r.stderrTail).slice(-4e3);
  const share = r.durationMs / Math.max(1, paths.length);
  const base = { exitCode: r.exitCode, durationMs: share, tail: output, location: void 0 };
  return paths.map((path, index) => {
    const mine = lines.filter((l) => l.index === index && l.fixture === path);
    const line = mine[0];
    if (mine.length > 1)
      return { ...base, outcome: "error", detail: `the result channel holds ${mine.length} lines for this fixture: something else wrote there` };
    if (line === void 0) {
      const why = r.timedOut ? "the batched fixture harness passed its time limit before it reached this fixture; its process group was killed" : `the batched fixture harness ${r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`} before it reported this fixture`;
      return { ...base, outcome: r.timedOut ? "timeout" : "error", detail: r.timedOut ? why : explained(why, output) };
    }
    if (line.timed_out === true)
      return { ...base, durationMs: timeoutMs, outcome: "timeout", detail: "the fixture's replay passed its timeout; its fork was killed" };
    const row = line.row;
    if (row === null || row === void 0 || row.fixture !== path || !OUTCOMES.has(String(row.outcome))) {
      const how = typeof line.signal === "number" ? `was killed by signal ${line.signal}` : `exited ${String(line.exit)}`;
      return {
        ...base,
        outcome: "error",
        detail: explained(`the fixture harness wrote no row for this fixture (its fork ${how}): the replay never reported`, output)
      };
    }
    if (line.exit !== 0) return { ...base, outcome: "error", detail: `the fixture's fork exited ${String(line.exit ?? line.signal)} after writing its row` };
    const untrusted = fixtureIntegrity(row);
    if (untrusted !== void 0)
      return { ...base, outcome: "error", detail: row.outcome === "fail" ? `${untrusted}; the fixture also failed (${String(row.detail ?? "")})` : untrusted };
    const tail = row.trace ? `${String(row.trace)}
${output}`.slice(-4e3) : output;
    return { ...base, tail, exitCode: 0, outcome: row.outcome, detail: String(row.detail ?? "") };
  });
}

// src/runners/hypothesis/fixture.ts
import { join as join11 } from "node:path";
async function runHypothesisFixture(ports, run) {
  const fixture = join11(run.root, run.fixture);
  const args = bootArgs([harnessPath("evidence/replay_fixture.py"), run.root, run.selector, fixture, run.sealedConftest ? "1" : "0"]);
  const env = { ...pythonEnv(run.baseEnv, 0, ports.disk.nowhere(PYCACHE), layoutOf(run)), SEEDGATE_FIXTURE: run.fixture };
  const req = { command: run.python, args, cwd: run.root, env, timeoutMs: run.timeoutMs, channel: true };
  const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
  const channel = parseChannel(r.channel);
  return refusing(judgeFixture2(r, fixture, channel), channel);
}
function judgeFixture2(r, fixture, channel = parseChannel(r.channel)) {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: void 0 };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  const one = singleRow(channel);
  const row = one?.kind === "fixture" && one.fixture === fixture ? one : void 0;
  if (row === void 0) {
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the fixture harness wrote no row for this fixture to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail
      )
    };
  }
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the fixture harness exited ${r.exitCode} after writing its row` };
  const untrusted = fixtureIntegrity(row);
  if (untrusted !== void 0)
    return { ...base, outcome: "error", detail: row.outcome === "fail" ? `${untrusted}; the fixture also failed (${row.detail})` : untrusted };
  const tail = row.trace ? `${row.trace}
${base.tail}`.slice(-4e3) : base.tail;
  return { ...base, tail, outcome: row.outcome, detail: row.detail };
}

// src/runners/hypothesis/fork-server.ts
import { join as join12 } from "node:path";
var readyLine = (line) => parseLine(line)?.kind === "fork-ready";
var FORK_HINT = "set runners.forkServer: false to run each seed and fixture in a process pair of its own";
async function runHypothesisForks(ports, batch) {
  const seeds = [...new Set(batch.rows.flatMap((r) => "seed" in r ? [r.seed] : []))];
  const fixtures = [...new Set(batch.rows.flatMap((r) => "fixture" in r ? [join12(batch.root, r.fixture)] : []))];
  const scratch = ports.disk.scratch("seedgate-forks-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const pytest = pinnedArgs(batch, owned).slice(bootArgs([]).length + 2);
    const spec = fixtures.length === 0 ? {} : { root: batch.root, selector: batch.selector, sealed: batch.sealedConftest, paths: fixtures };
    const width = String(Math.max(1, batch.width));
    const args = bootArgs([
      harnessPath("start/seedgate_forkserver.py"),
      owned,
      String(batch.timeoutMs / 1e3),
      seeds.join(","),
      width,
      JSON.stringify(spec),
      shrinking(seeds).join(","),
      "--",
      ...pytest
    ]);
    const env = hermeticEnv(batch.baseEnv, seeds[0] ?? 0, owned, layoutOf(batch));
    const key = (l) => l.event === "fork-seed" ? `s${String(l.seed)}` : `f${String(l.fixture)}`;
    const keys = batch.rows.map((r2) => "seed" in r2 ? `s${r2.seed}` : `f${join12(batch.root, r2.fixture)}`);
    const onRow = (line) => forkLines(parseLine(line)).forEach((l) => keys.forEach((k, i) => k === key(l) && batch.ended?.(i, forkEndedAs(l))));
    const onLine = (line) => readyLine(line) ? batch.ready?.() : onRow(line);
    const progress = batch.ended || batch.ready ? { onChannelLine: onLine } : {};
    const timeoutMs = batch.timeoutMs * (seeds.length + fixtures.length + 1);
    const req = { command: batch.python, args, cwd: batch.root, env, timeoutMs, channel: true, ...progress };
    const r = await ports.exec.run(withoutZygoteSeed(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv)));
    const channel = parseChannel(r.channel);
    if (channel.error !== void 0) return batch.rows.map(() => unread(r, channel.error));
    const lines = forkLines(channel);
    const count = seeds.length + fixtures.length;
    return batch.rows.map(
      (row) => "seed" in row ? judgeFork(r, lines, row.seed, batch, scratch, count, shrinking(seeds).includes(row.seed)) : judgeForkFixture(r, lines, fixtures.indexOf(join12(batch.root, row.fixture)), fixtures, scratch)
    );
  } finally {
    scratch.dispose();
  }
}
var shrinking = (seeds) => seeds.slice(0, 1);
var NOT_SHRUNK = "not shrunk: in a lane seedgate shrinks only the first seed of a property, the verdict is the same; the row's reproduce command shrinks it";
function withoutZygoteSeed(req) {
  const drop = (env) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== "SEEDGATE_SEED"));
  return { ...req, env: drop(req.env), ...req.subject ? { subject: { ...req.subject, env: drop(req.subject.env) } } : {} };
}
function forkLines(channel) {
  const rows = channel !== void 0 && typeof channel === "object" && "kind" in channel ? [channel] : channelOf(channel).rows;
  return rows.filter((r) => r.kind === "fork-seed" || r.kind === "fork-fixture");
}
function unread(r, why) {
  return {
    exitCode: r.exitCode,
    durationMs: r.durationMs,
    tail: (r.stdoutTail + r.stderrTail).slice(-4e3),
    location: void 0,
    outcome: "error",
    detail: `${why} (${FORK_HINT})`
  };
}
function forkChild(r, mine, what, share, owned, dir) {
  const output = (r.stdoutTail + r.stderrTail).slice(-4e3);
  const failed = (outcome, detail) => ({
    outcome: { exitCode: r.exitCode, durationMs: share, tail: output, location: void 0, outcome, detail }
  });
  if (mine.length > 1) return failed("error", `the fork server wrote ${mine.length} lines for ${what}: never a verdict (${FORK_HINT})`);
  const line = mine[0];
  if (line === void 0) {
    const how = r.timedOut ? "passed its time limit" : r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`;
    return failed("error", explained(`the fork server ${how} before it reported ${what}: never a pass (${FORK_HINT})`, output));
  }
  if (line.error !== void 0) return failed(line.timed_out === true ? "timeout" : "error", explained(`${line.error.slice(0, 1500)} (${FORK_HINT})`, output));
  const read2 = (name) => owned.read(`${dir}/${name}`);
  const child = {
    exitCode: line.exit ?? null,
    signal: typeof line.signal === "number" ? `signal ${line.signal}` : null,
    timedOut: line.timed_out === true,
    durationMs: line.ms ?? 0,
    stdoutTail: (read2("out") ?? "").slice(-8192),
    stderrTail: (read2("err") ?? "").slice(-8192),
    channel: line.channel ?? ""
  };
  return { child, read: read2 };
}
function judgeFork(r, lines, seed, batch, owned, count = 1, shrunk = true) {
  const mine = lines.filter((l) => l.event === "fork-seed" && l.seed === seed);
  const run = forkChild(r, mine, `seed ${seed}`, r.durationMs / Math.max(1, count), owned, String(seed));
  if ("outcome" in run) return run.outcome;
  const judged = judgeSeed(run.child, run.read("junit.xml"), {
    selector: batch.selector,
    seed,
    ...batch.maxExamples === void 0 ? {} : { maxExamples: batch.maxExamples },
    ...batch.sealedInputs === void 0 ? {} : { sealedInputs: batch.sealedInputs }
  });
  return judged.outcome === "fail" && !shrunk ? { ...judged, detail: `${judged.detail} (${NOT_SHRUNK})` } : judged;
}
function judgeForkFixture(r, lines, index, fixtures, owned) {
  const path = fixtures[index];
  const mine = lines.filter((l) => l.event === "fork-fixture" && l.index === index && l.fixture === path);
  const run = forkChild(r, mine, `fixture ${path}`, r.durationMs / Math.max(1, fixtures.length), owned, `fixture-${index}`);
  if ("outcome" in run) return run.outcome;
  const channel = parseChannel(run.child.channel);
  return refusing(judgeFixture2(run.child, path, channel), channel);
}

// src/runners/sealed/node.ts
import { join as join13, relative as relative2 } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
function harnessEnv(run) {
  const env = childEnv(run.baseEnv, 0);
  delete env.NODE_OPTIONS;
  return { ...env, SEEDGATE_CASE: run.caseId };
}
async function runSealedNode(ports, run) {
  const args = [harnessPath("evidence/sealed_harness.mjs"), join13(run.root, run.oracleDir), run.caseId];
  const oracleFiles = [`^${regexEscape(`${run.oracleDir}/properties.mjs`)}$`, ...run.isolation?.oracleFiles ?? []];
  const req = { command: process.execPath, args, cwd: run.root, env: harnessEnv(run), timeoutMs: run.timeoutMs, channel: true };
  const r = await ports.exec.run(withNodeSubject(req, run.isolation, run.root, "node", { root: run.root, oracleFiles }));
  const channel = parseChannel(r.channel);
  return refusing(classify3(r, channelRow(channel, run.caseId), run, ports.disk), channel);
}
function classify3(r, row, run, disk) {
  const caseId = run.caseId;
  const location = typeof row?.trace === "string" ? locate4(row.trace, disk.real(run.root) ?? run.root) : void 0;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (row === null || row.case !== caseId)
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the harness wrote no row for this case to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail
      )
    };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode ?? r.signal} after writing its row` };
  if (row.outcome === "pass") return { ...base, outcome: "pass", detail: "passed" };
  return { ...base, outcome: "fail", detail: typeof row.detail === "string" ? row.detail : "the property failed" };
}
function locate4(trace, real) {
  const prefix = `${pathToFileURL(real).href}/`;
  for (const m of trace.matchAll(/(file:\/\/[^\s()]+):(\d+):\d+/g)) {
    if (m[1].startsWith(prefix) && !m[1].includes("/node_modules/")) return { file: relative2(real, fileURLToPath(m[1])), line: Number(m[2]) };
  }
  return void 0;
}

// src/runners/sealed/python.ts
import { join as join14 } from "node:path";
async function runSealedPython(ports, run) {
  const req = {
    command: run.python,
    args: bootArgs([harnessPath("evidence/sealed_harness.py"), join14(run.root, run.oracleDir), run.caseId]),
    cwd: run.root,
    env: { ...pythonEnv(run.baseEnv, 0, ports.disk.nowhere(PYCACHE), layoutOf(run)), SEEDGATE_CASE: run.caseId },
    timeoutMs: run.timeoutMs,
    channel: true
  };
  const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
  const channel = parseChannel(r.channel);
  return refusing(judgeCase(r, run.caseId, channel), channel);
}
function judgeCase(r, caseId, channel) {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4e3), location: void 0 };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  const row = channelRow(channel, caseId);
  if (row === null)
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the harness wrote no row for this case to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail
      )
    };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode} after writing its row` };
  return { ...base, outcome: row.outcome === "pass" ? "pass" : "fail", detail: row.detail };
}

// src/runners/presets.ts
var hypothesisPlace = ({ ctx, rule, property, timeoutMs }) => ({
  ...shaped(pythonPlace(ctx, rule, property.selector), property),
  selector: property.selector,
  python: python(ctx),
  timeoutMs,
  baseEnv: ctx.env
});
var shaped = (place, property) => property.shapes === void 0 ? place : { ...place, layout: { ...place.layout, shapes: property.shapes } };
var examples = (property) => ({
  ...property.maxExamples === void 0 ? {} : { maxExamples: property.maxExamples },
  ...property.sealedInputs === void 0 ? {} : { sealedInputs: property.sealedInputs }
});
var pythonReady = (ctx, rule) => pythonPreflight(ctx, framework(ctx, rule), frameworkIsOracle(ctx, rule));
var hypothesis = {
  claims: /\.py::[A-Za-z_]\w*$/,
  sealedCopy: "test-folder",
  subject: true,
  sealedInputs: true,
  environment: "python",
  capture: "observed",
  huntTogether: true,
  reproduce: (selector, seed, python2) => `${python2} -m pytest ${shellQuote(selector)} --hypothesis-seed=${seed} -p no:cacheprovider`,
  preflight: pythonReady,
  rows: {
    seed: (run) => runHypothesis(run.ctx, { ...hypothesisPlace(run), seed: Number(run.row.key), ...examples(run.property) }),
    fixture: (run) => runHypothesisFixture(run.ctx, { ...hypothesisPlace(run), fixture: run.row.key })
  },
  // A `batch: true` rule's seeds share one process; the fork server's seeds and fixtures share one zygote pair.
  seeds: {
    key: (ctx, rule, property, row) => forked(ctx, rule) || row.kind === "seed" && rule.batch === true ? property.id : void 0,
    run: (run) => {
      const place = { ...hypothesisPlace(run), ...examples(run.property), ...batchOptions(run) };
      if (!forked(run.ctx, run.rule)) return runHypothesisBatch(run.ctx, { ...place, seeds: run.rows.map((r) => Number(r.key)) });
      const rows = run.rows.map((r) => r.kind === "seed" ? { seed: Number(r.key) } : { fixture: r.key });
      return runHypothesisForks(run.ctx, { ...place, rows, width: run.width ?? 1, ...run.ready ? { ready: run.ready } : {} });
    },
    // The fork server runs a fork per core from one zygote pair: one pair per property, not one per core.
    fans: forked,
    // Its zygotes import the framework on one core first; the fork server says when its rows start.
    boots: forked
  },
  // One harness process, a fork per fixture: nowhere without fork.
  fixtures: {
    key: (_ctx, _rule, property, row) => row.kind === "fixture" && process.platform !== "win32" ? property.id : void 0,
    run: (run) => runHypothesisFixtures(run.ctx, { ...hypothesisPlace(run), fixtures: run.rows.map((r) => r.key) })
  }
};
function vitestLine(selector, seed) {
  const test = parseSelector(selector);
  if (test === void 0) return null;
  return [
    `# first give the property the seed: fc.assert(property, { seed: ${seed} }) (or test.prop(arbitraries, { seed: ${seed} }))`,
    `npx vitest run ${shellQuote(test.file)} -t ${shellQuote(namePattern(test.name))}`
  ].join("\n");
}
var batchOptions = (run) => ({
  ...run.seedStorage === void 0 ? {} : { seedStorage: run.seedStorage },
  ...run.ended === void 0 ? {} : { ended: run.ended }
});
var fastCheckPlace = ({ ctx, rule, property, timeoutMs }) => ({
  root: ctx.root,
  selector: property.selector,
  timeoutMs,
  baseEnv: ctx.env,
  isolation: nodeIsolation(ctx, rule, property)
});
var arbitraries = (property) => property.sealedInputs === void 0 ? {} : { sealedInputs: property.sealedInputs };
var fastCheckBatched = (ctx, rule) => ctx.oracle !== void 0 && rule.batch !== false;
var fastCheck = {
  claims: /\.(test|spec)\.[cm]?[jt]sx?::./,
  testRunner: "vitest",
  oracleFile: (selector) => selector.split("::")[0],
  framework: { name: "fast-check", packages: ["fast-check", "vitest", "@vitest/*"] },
  subject: true,
  sealedInputs: true,
  environment: "node",
  capture: "counterexample",
  reproduce: (selector, seed) => vitestLine(selector, seed),
  // The project's vitest and fast-check, so no row starts without them.
  preflight: (ctx, _rule, selector) => Promise.resolve(fastCheckPreflight(ctx.disk, ctx.root, selector)),
  rows: {
    seed: (run) => runFastCheck(run.ctx, { ...fastCheckPlace(run), ...arbitraries(run.property), seed: Number(run.row.key) }),
    fixture: (run) => runFastCheckFixture(run.ctx, { ...fastCheckPlace(run), fixture: run.row.key })
  },
  // A lane's seeds of a property: one vitest run, fresh modules per seed (fast-check/batch.ts);
  // `batch: false` runs one vitest per seed. A hunt (no sealed copy) captures per seed.
  seeds: {
    key: (ctx, rule, property, row) => row.kind === "seed" && fastCheckBatched(ctx, rule) ? property.id : void 0,
    run: (run) => runFastCheckSeeds(run.ctx, {
      ...fastCheckPlace(run),
      ...arbitraries(run.property),
      seeds: run.rows.map((r) => Number(r.key)),
      width: run.width ?? 1,
      ...run.ended ? { ended: run.ended } : {}
    }),
    // One vitest run per property, a worker per core: one vitest start-up, not one per core.
    fans: (ctx, rule) => fastCheckBatched(ctx, rule)
  }
};
var sealedPython = {
  claims: /(^|\/)properties\.py$/,
  sealedCopy: "test-folder",
  subject: true,
  preflight: pythonReady,
  rows: {
    case: ({ ctx, rule, property, row, timeoutMs }) => {
      const { root, layout, isolation } = pythonPlace(ctx, rule, property.selector);
      const oracleDir = property.selector.replace(/\/?properties\.py$/, "");
      return runSealedPython(ctx, { root, layout, isolation, oracleDir, caseId: row.key, python: python(ctx), timeoutMs, baseEnv: ctx.env });
    }
  }
};
var sealedNode = {
  oracleFile: (selector) => selector,
  claims: /(^|\/)properties\.mjs$/,
  subject: true,
  rows: {
    case: ({ ctx, rule, property, row, timeoutMs }) => runSealedNode(ctx, {
      root: ctx.root,
      oracleDir: property.selector.replace(/\/?properties\.mjs$/, ""),
      caseId: row.key,
      timeoutMs,
      baseEnv: ctx.env,
      isolation: nodeIsolation(ctx, rule)
    })
  }
};
var commandRow = ({ ctx, rule, property, row, timeoutMs }) => runCommand(ctx.exec, { root: ctx.root, rule, property, row, timeoutMs, env: ctx.env, python: python(ctx) });
var command = { capture: "fixture-out", rows: { seed: commandRow, fixture: commandRow, case: commandRow } };
var jestSeeds = {
  key: (ctx, rule, property, row) => row.kind === "seed" && fastCheckBatched(ctx, rule) ? property.id : void 0,
  run: ({ ctx, rule, property, rows, timeoutMs, width, ended }) => runJestSeeds(ctx, {
    ...jestPlace(ctx, rule, property, timeoutMs),
    ...arbitraries(property),
    seeds: rows.map((r) => Number(r.key)),
    width: width ?? 1,
    ...ended ? { ended } : {}
  }),
  fans: (ctx, rule) => fastCheckBatched(ctx, rule)
};
var PRESETS = {
  hypothesis,
  "fast-check": fastCheck,
  "sealed-python": sealedPython,
  "sealed-node": sealedNode,
  command,
  jest: { ...jestPreset, seeds: jestSeeds }
};
var presetOf = (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name] : void 0;

// src/runners/dispatch.ts
var matchers = /* @__PURE__ */ new Map();
var matcherOf = (glob) => {
  let m = matchers.get(glob);
  if (m === void 0) matchers.set(glob, m = (0, import_picomatch2.default)(glob, { dot: true }));
  return m;
};
function ruleFor(config, selector) {
  const file = selector.split("::")[0];
  const rule = config.runners.rules.find((r) => r.match === void 0 || matcherOf(r.match)(file));
  if (rule) return rule;
  const claimed = Object.entries(PRESETS).find(([, p]) => p.claims?.test(selector) === true);
  return claimed === void 0 ? void 0 : { preset: claimed[0] };
}
function presetFor(config, selector) {
  const rule = ruleFor(config, selector);
  return rule === void 0 ? void 0 : presetOf(rule.preset);
}
var rowIsolation = (config, rule) => isolationOf(config, rule, rule !== void 0 && presetOf(rule.preset)?.subject === true);
var errorOutcome = (detail) => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: void 0 });
var refused = (why) => errorOutcome(preflightRefusal(why));
function placed(ctx, property) {
  const rule = ruleFor(ctx.config, property.selector);
  const preset = rule === void 0 ? void 0 : presetOf(rule.preset);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1e3;
  const checking = rule === void 0 ? Promise.resolve(void 0) : Promise.resolve(preset?.preflight?.(ctx, rule, property.selector));
  return { rule, preset, timeoutMs, checking };
}
async function resolve2(ctx, property) {
  const { checking, ...rest } = placed(ctx, property);
  return { ...rest, broken: await checking };
}
async function runRow(ctx, property, row) {
  const { rule, preset, timeoutMs, broken } = await resolve2(ctx, property);
  if (broken !== void 0) return refused(broken);
  const run = preset?.rows[row.kind];
  if (rule !== void 0 && run !== void 0) return run({ ctx, rule, property, row, timeoutMs });
  const what = rule === void 0 ? `no runner for selector ${property.selector}` : `the ${rule.preset} preset cannot run a ${row.kind} row here`;
  return errorOutcome(`${what}: add a runners.rules entry (preset: command with {fixture}/{case}) for it`);
}
function wayOf(ctx, property, pick) {
  const rule = ruleFor(ctx.config, property.selector);
  const preset = rule === void 0 ? void 0 : presetOf(rule.preset);
  const way = preset === void 0 ? void 0 : pick(preset);
  return rule === void 0 || way === void 0 ? void 0 : { rule, way };
}
function keyOf(ctx, property, row, pick) {
  const found = wayOf(ctx, property, pick);
  return found?.way.key(ctx, found.rule, property, row);
}
function batchKey(ctx, property, row) {
  return keyOf(ctx, property, row, (p) => p.seeds);
}
function seedsSay(ctx, property, ask) {
  const found = wayOf(ctx, property, (p) => p.seeds);
  const answer = found === void 0 ? void 0 : ask(found.way);
  return found !== void 0 && answer !== void 0 && answer(ctx, found.rule);
}
var batchFans = (ctx, property) => seedsSay(ctx, property, (way) => way.fans);
var batchBoots = (ctx, property) => seedsSay(ctx, property, (way) => way.boots);
async function runBatch(ctx, property, rows, opts = {}) {
  const { rule, preset, timeoutMs, checking } = placed(ctx, property);
  if (rule === void 0 || preset?.seeds === void 0) {
    const broken2 = await checking;
    return rows.map(() => broken2 === void 0 ? errorOutcome(`the ${rule?.preset ?? "unknown"} preset runs no seed batch`) : refused(broken2));
  }
  const running = preset.seeds.run({ ctx, rule, property, rows, timeoutMs, ...opts }).then(
    (outs) => ({ outs }),
    (error) => ({ error })
  );
  const [broken, ran] = await Promise.all([checking, running]);
  if (broken !== void 0) return rows.map(() => refused(broken));
  if ("error" in ran) throw ran.error;
  return ran.outs;
}
function fixtureBatchKey(ctx, property, row) {
  return keyOf(ctx, property, row, (p) => p.fixtures);
}
async function runFixtureBatch(ctx, property, rows) {
  if (rows.some((r) => fixtureBatchKey(ctx, property, r) === void 0)) return void 0;
  const { rule, preset, timeoutMs, broken } = await resolve2(ctx, property);
  if (rule === void 0 || preset?.fixtures === void 0) return void 0;
  if (broken !== void 0) return rows.map(() => refused(broken));
  return preset.fixtures.run({ ctx, rule, property, rows, timeoutMs });
}

export {
  shellQuote,
  laneReproduce,
  PREFLIGHT_REFUSED,
  isPreflightRefusal,
  refusals,
  refusalLine,
  junitEvidence,
  agreedInputs,
  unrecordedInputsNote,
  explained,
  failure,
  fastCheckCapture,
  relativeOrigins,
  misplacedSaid,
  NOT_SHRUNK,
  PRESETS,
  presetOf,
  ruleFor,
  presetFor,
  rowIsolation,
  runRow,
  batchKey,
  batchFans,
  batchBoots,
  runBatch,
  fixtureBatchKey,
  runFixtureBatch
};
