import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  fromError,
  schemaIdOf
} from "./chunk-CQ4GBRHW.js";
import {
  parseLocated,
  schemaFindings
} from "./chunk-J6YZ5B6J.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/judge/non-voting.ts
var CAPS = {
  name: 4096,
  message: 2e3,
  detail: 4e3,
  tail: 4e3,
  failures: 1e3,
  entries: 1e3,
  files: 1e3,
  /** Characters of a results file the judge will parse at all. */
  resultsChars: 32 * 1024 * 1024
};
var NON_VOTING_KINDS = ["telemetry", "quarantine", "earned"];
var clip = (text, max) => text.length <= max ? text : `${text.slice(0, max - 1)}…`;
var clipTail = (text, max) => text.length <= max ? text : `…${text.slice(-(max - 1))}`;
function clipFailure(f) {
  return {
    name: clip(f.name || "(unnamed)", CAPS.name),
    ...f.file === void 0 ? {} : { file: clip(f.file, CAPS.name) },
    ...f.line === void 0 ? {} : { line: f.line },
    message: clip(f.message, CAPS.message)
  };
}
function clipEarned(p) {
  const side = (o) => ({ ...o, detail: clip(o.detail, CAPS.message) });
  return {
    ...p,
    id: clip(p.id, CAPS.name),
    selector: clip(p.selector, CAPS.name),
    file: clip(p.file, CAPS.name),
    reason: clip(p.reason, CAPS.message),
    parent: side(p.parent),
    head: side(p.head)
  };
}
function clipEntry(e) {
  return {
    ...e,
    nodeid: clip(e.nodeid, CAPS.name),
    file: clip(e.file, CAPS.name),
    reason: clip(e.reason, CAPS.message),
    detail: clip(e.detail, CAPS.detail),
    tail: clipTail(e.tail, CAPS.tail),
    ...e.location ? { location: { file: clip(e.location.file, CAPS.name), line: e.location.line } } : {}
  };
}
function parseNonVoting(text, file) {
  const fail = (code, message, pointer) => ({
    ok: false,
    findings: [error(`non-voting.${code}`, message, { file, ...pointer === void 0 ? {} : { pointer } })]
  });
  if (text.length > CAPS.resultsChars) return fail("too-large", `${file} is ${text.length} characters, over the ${CAPS.resultsChars} cap`);
  let doc;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { ok: false, findings: [fromError(err, "non-voting.syntax")] };
  }
  const kind = doc.value?.kind;
  if (typeof kind !== "string" || !NON_VOTING_KINDS.includes(kind))
    return fail("kind", `${file} is not a telemetry, quarantine or earned results file (kind ${JSON.stringify(kind)})`, "/kind");
  const findings = schemaFindings(schemaIdOf(`${kind}-results`), doc, "non-voting.schema");
  if (findings.length > 0) return { ok: false, findings };
  const value = doc.value;
  if (value.report.kind === "telemetry" && !countsAddUp(value.report)) {
    return fail("counts", "telemetry counts do not add up: passed + failed + skipped + errors must equal tests", "/report/tests");
  }
  return { ok: true, value };
}
var countsAddUp = (r) => r.passed + r.failed + r.skipped + r.errors === r.tests;
function nonVotingLine(r) {
  if (r.kind === "telemetry") {
    if (r.status === "not-configured") return "telemetry (non-voting): not configured";
    return `telemetry (non-voting): ${r.status} — ${r.tests} tests, ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.errors} errors`;
  }
  if (r.kind === "earned") {
    const n2 = (l) => r.properties.filter((p) => p.label === l).length;
    return `earned checks (non-voting): ${r.properties.length} drafts, ${n2("earned")} earned, ${n2("unearned")} unearned, ${n2("inconclusive")} inconclusive`;
  }
  if (r.catalogue !== "ok") return `quarantine (non-voting): catalogue ${r.catalogue} — ${r.detail}`;
  const n = (o) => r.entries.filter((e) => e.outcome === o).length;
  const stale = r.entries.filter((e) => e.stale).length;
  return `quarantine (non-voting): ${r.entries.length} nodes, ${n("pass")} passed, ${n("fail")} failed, ${n("error")} errors, ${n("timeout")} timed out, ${n("skipped")} skipped, ${stale} stale`;
}

export {
  CAPS,
  clip,
  clipTail,
  clipFailure,
  clipEarned,
  clipEntry,
  parseNonVoting,
  nonVotingLine
};
