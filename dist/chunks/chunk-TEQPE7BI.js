import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sandboxedOrThrow
} from "./chunk-HGXVYDUR.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  CAPS,
  clip,
  clipFailure,
  clipTail
} from "./chunk-TQOTL3R7.js";
import {
  XMLParser
} from "./chunk-EO4NIVAV.js";
import {
  childEnv
} from "./chunk-7WG2ZM5M.js";
import {
  baseOf
} from "./chunk-A634GDAO.js";

// src/modes/telemetry/telemetry.ts
import { join } from "node:path";

// src/runners/junit-report.ts
var EMPTY_TALLY = { tests: 0, passed: 0, failed: 0, skipped: 0, errors: 0, failures: [] };
var ARRAYS = /* @__PURE__ */ new Set(["testsuite", "testcase", "failure", "error", "skipped"]);
var parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ARRAYS.has(name)
});
function testCases(doc) {
  const out = [];
  const walk = (node) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "testcase" && Array.isArray(value)) out.push(...value.filter((v) => v !== null && typeof v === "object"));
      else if (!key.startsWith("@_")) (Array.isArray(value) ? value : [value]).forEach(walk);
    }
  };
  walk(doc);
  return out;
}
function tallyJunit(xml, root) {
  let doc;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    return { ok: false, message: `unparsable JUnit XML: ${err.message}` };
  }
  if (!hasJunitRoot(doc)) return { ok: false, message: "not JUnit XML: no <testsuites>, <testsuite> or <testcase> element" };
  const cases = testCases(doc);
  const failures = [];
  let failed = 0;
  let errors = 0;
  let skipped = 0;
  for (const c of cases) {
    const bad = c.failure?.[0] ?? c.error?.[0];
    if (bad !== void 0) {
      if (c.failure) failed++;
      else errors++;
      failures.push(failureOf(c, bad, root));
    } else if (c.skipped) skipped++;
  }
  return { ok: true, tally: { tests: cases.length, passed: cases.length - failed - errors - skipped, failed, skipped, errors, failures } };
}
function addTallies(a, b) {
  return {
    tests: a.tests + b.tests,
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    errors: a.errors + b.errors,
    failures: [...a.failures, ...b.failures]
  };
}
var hasJunitRoot = (doc) => doc !== null && typeof doc === "object" && ["testsuites", "testsuite", "testcase"].some((k) => k in doc);
var str = (v) => typeof v === "string" ? v : "";
function failureOf(c, bad, root) {
  const classname = str(c["@_classname"]);
  const name = str(c["@_name"]);
  const text = typeof bad === "string" ? bad : str(bad?.["#text"]);
  const attr = typeof bad === "object" && bad !== null ? str(bad["@_message"]) : "";
  const where = textLocation(text, root) ?? attributeLocation(c, root);
  return {
    name: classname && name ? `${classname}.${name}` : name || classname || "(unnamed)",
    ...where ?? {},
    message: (attr || text.trim().split("\n")[0] || "failed without a message").trim()
  };
}
function attributeLocation(c, root) {
  const file = relative(str(c["@_file"]), root);
  if (file === void 0) return void 0;
  const line = Number(str(c["@_line"]));
  return Number.isSafeInteger(line) && line >= 0 ? { file, line: line + 1 } : { file };
}
function textLocation(text, root) {
  const m = [...text.matchAll(/^([^\s:][^:\n]*\.[A-Za-z0-9]+):(\d+):/gm)].at(-1);
  const file = m ? relative(m[1], root) : void 0;
  return file === void 0 || !m ? void 0 : { file, line: Math.max(1, Number(m[2])) };
}
function relative(path, root) {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  const p = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\.\//, "");
  if (p === "" || p.startsWith("/") || p.includes("\\") || p.split("/").includes("..")) return void 0;
  return p;
}

// src/modes/telemetry/telemetry.ts
var MAX_JUNIT_BYTES = 32 * 1024 * 1024;
async function telemetry(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const { config } = await baseOf(ports, base, s.configPath);
  const exec = config.telemetry.command === void 0 ? ports.exec : sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: ports.git.root, writable: [ports.git.root] });
  const report = await executeTelemetry(config.telemetry, ports.git.root, { ...ports, exec });
  ports.log.info(`telemetry (non-voting): ${report.status}: ${report.detail}`);
  return { command: "telemetry", results: { schema: 1, kind: "telemetry", base, head, runId: s.runId, seedgateVersion: VERSION, report } };
}
var blank = {
  tests: 0,
  passed: 0,
  failed: 0,
  skipped: 0,
  errors: 0,
  failures: [],
  failuresOmitted: 0,
  durationMs: 0,
  exitCode: null,
  junitFiles: [],
  tail: ""
};
async function executeTelemetry(t, root, ports) {
  const report = (fields) => ({
    kind: "telemetry",
    votes: false,
    ...blank,
    ...fields,
    detail: clip(fields.detail, CAPS.detail)
  });
  if (t.command === void 0) return report({ status: "not-configured", detail: "no telemetry.command in the base commit's config" });
  const before = t.junit === void 0 ? /* @__PURE__ */ new Map() : await mtimes(ports.files, root, await junitFiles(ports.files, root, t.junit));
  const argv = typeof t.command === "string" ? ["/bin/sh", "-c", t.command] : [...t.command];
  const env = childEnv(ports.env, 0);
  delete env.SEEDGATE_SEED;
  const r = await ports.exec.run({ command: argv[0], args: argv.slice(1), cwd: root, env, timeoutMs: t.timeout * 1e3 });
  await ports.exec.sweep?.(ports.log);
  const ran = { durationMs: Math.round(r.durationMs), exitCode: r.exitCode, tail: clipTail(r.stdoutTail + r.stderrTail, CAPS.tail) };
  if (r.timedOut) return report({ ...ran, status: "error", detail: `the telemetry command passed its ${t.timeout}s timeout; its process group was killed` });
  if (t.junit === void 0) return byExitCode(r, report, ran);
  const read = await readJunit(ports.files, root, t.junit, before);
  if (!read.ok) return report({ ...ran, status: "error", detail: read.message, junitFiles: read.files });
  const { tally, files } = read;
  const counts = { tests: tally.tests, passed: tally.passed, failed: tally.failed, skipped: tally.skipped, errors: tally.errors };
  const failures = tally.failures.slice(0, CAPS.failures).map(clipFailure);
  const body = { ...ran, ...counts, failures, failuresOmitted: tally.failures.length - failures.length, junitFiles: files.slice(0, CAPS.files) };
  const summary = `${tally.tests} tests in ${files.length} JUnit file(s), command exited ${exitText(r)}`;
  if (tally.failed + tally.errors > 0) return report({ ...body, status: "failed", detail: summary });
  if (tally.tests === 0) return report({ ...body, status: "error", detail: `the JUnit XML reports no tests (${summary})` });
  if (r.exitCode !== 0) return report({ ...body, status: "error", detail: `the JUnit XML reports no failure, but the command exited ${exitText(r)}` });
  return report({ ...body, status: "passed", detail: summary });
}
function byExitCode(r, report, ran) {
  const detail = `no telemetry.junit configured: judged by the exit code alone (${exitText(r)})`;
  return report({ ...ran, status: r.exitCode === 0 ? "passed" : r.exitCode === null ? "error" : "failed", detail });
}
var exitText = (r) => r.exitCode === null ? `by signal ${r.signal ?? "(unknown)"}` : String(r.exitCode);
async function readJunit(files, root, pattern, before) {
  const all = await junitFiles(files, root, pattern);
  const now = await mtimes(files, root, all);
  const fresh = all.filter((f) => before.get(f) === void 0 || before.get(f) !== now.get(f));
  if (fresh.length === 0) {
    const why = all.length === 0 ? `no JUnit XML at ${pattern}` : `the JUnit XML at ${pattern} predates the run (${all.slice(0, 3).join(", ")})`;
    return { ok: false, message: `${why}: the telemetry command did not write its report`, files: [] };
  }
  let tally = EMPTY_TALLY;
  for (const file of fresh) {
    const st = await files.stat(join(root, file));
    if (st?.kind !== "file") return { ok: false, message: `${file}: ${st === null ? "vanished" : `a ${st.kind}, not a regular file`}`, files: fresh };
    if (st.size > MAX_JUNIT_BYTES) return { ok: false, message: `${file}: ${st.size} bytes, over the ${MAX_JUNIT_BYTES}-byte cap for JUnit XML`, files: fresh };
    const r = tallyJunit((await files.read(join(root, file))).toString("utf8"), root);
    if (!r.ok) return { ok: false, message: `${file}: ${r.message}`, files: fresh };
    tally = addTallies(tally, r.tally);
  }
  return { ok: true, tally, files: fresh };
}
async function junitFiles(files, root, pattern) {
  if (/[*?[\]{}]/.test(pattern)) {
    const match = (await import("./picomatch-WURPYH37.js")).default(pattern, { dot: true });
    return (await filesBelow(files, root, "", () => true, true)).filter((p) => match(p)).sort();
  }
  const path = pattern.replace(/\/+$/, "");
  const st = await files.stat(join(root, path));
  if (st === null) return [];
  if (st.kind !== "directory") return [path];
  return (await filesBelow(files, root, path, (name) => name.endsWith(".xml"))).sort();
}
async function filesBelow(files, root, dir, keep, fromRoot = false) {
  const out = [];
  for (const e of await files.list(join(root, dir))) {
    const rel = dir === "" ? e.name : `${dir}/${e.name}`;
    if (fromRoot && (e.name === ".git" || e.name === "node_modules")) continue;
    if (e.kind === "directory") out.push(...await filesBelow(files, root, rel, keep, fromRoot));
    else if (keep(e.name)) out.push(rel);
  }
  return out;
}
async function mtimes(files, root, paths) {
  const out = /* @__PURE__ */ new Map();
  for (const f of paths) {
    const st = await files.stat(join(root, f));
    if (st !== null) out.set(f, st.mtimeMs);
  }
  return out;
}

export {
  telemetry
};
