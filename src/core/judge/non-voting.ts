// Results of the executors that never vote: telemetry (the patch's own tests) and
// quarantine (known flaky nodes), seed 003's executors 1 and 3, and earned checks
// (seed 002's calibration of draft properties). Their types carry `votes: false`
// and share nothing with lane results, so the judge cannot count one by accident.
// Caps here mirror the results schemas.
import type { EarnedProperty, EarnedReport } from "./earned.js";
import { SeedgateError } from "../errors.js";
import { error, type Finding } from "../findings.js";
import { fromError, schemaIdOf } from "../formats/source.js";
import { parseLocated } from "../inputs/located.js";
import { schemaFindings } from "../inputs/schema-check.js";

export const CAPS = {
  name: 4096,
  message: 2000,
  detail: 4000,
  tail: 4000,
  failures: 1000,
  entries: 1000,
  files: 1000,
  /** Characters of a results file the judge will parse at all. */
  resultsChars: 32 * 1024 * 1024,
} as const;

export interface TelemetryFailure {
  readonly name: string;
  readonly file?: string;
  readonly line?: number;
  readonly message: string;
}

/** What a JUnit report counts (src/runners/junit-report.ts reads it; telemetry reports it). */
export interface JunitTally {
  readonly tests: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly errors: number;
  readonly failures: readonly TelemetryFailure[];
}

export interface TelemetryReport extends JunitTally {
  readonly kind: "telemetry";
  readonly votes: false;
  readonly status: "passed" | "failed" | "not-configured" | "error";
  /** Failures beyond the cap: counted, never silently dropped. */
  readonly failuresOmitted: number;
  readonly detail: string;
  readonly durationMs: number;
  readonly exitCode: number | null;
  /** The JUnit files that were read (written by this run). */
  readonly junitFiles: readonly string[];
  readonly tail: string;
}

export type QuarantineOutcome = "pass" | "fail" | "error" | "timeout" | "skipped";

export interface QuarantineEntryReport {
  readonly nodeid: string;
  readonly file: string;
  readonly reason: string;
  readonly outcome: QuarantineOutcome;
  /** The test file at head no longer hashes to the catalogue's `file_sha256` (or is gone). */
  readonly stale: boolean;
  readonly detail: string;
  readonly durationMs: number;
  readonly exitCode: number | null;
  readonly tail: string;
  readonly location?: { readonly file: string; readonly line: number };
}

export interface QuarantineReport {
  readonly kind: "quarantine";
  readonly votes: false;
  readonly catalogue: "absent" | "ok" | "unreadable";
  /** The catalogue path the base config names. */
  readonly file: string;
  readonly detail: string;
  readonly entries: readonly QuarantineEntryReport[];
  readonly entriesOmitted: number;
}

export type NonVotingReport = TelemetryReport | QuarantineReport | EarnedReport;

export const NON_VOTING_KINDS: readonly string[] = ["telemetry", "quarantine", "earned"] satisfies readonly NonVotingReport["kind"][];

/** The results file: one executor's report bound to the commits it ran on. */
export interface NonVotingResults<R extends NonVotingReport = NonVotingReport> {
  readonly schema: 1;
  readonly kind: R["kind"];
  readonly base: string;
  readonly head: string;
  readonly runId: string;
  readonly seedgateVersion: string;
  readonly report: R;
}

/** Keep the end of output (where errors are), the start of everything else. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
export const clipTail = (text: string, max: number): string => (text.length <= max ? text : `…${text.slice(-(max - 1))}`);

export function clipFailure(f: TelemetryFailure): TelemetryFailure {
  return {
    name: clip(f.name || "(unnamed)", CAPS.name),
    ...(f.file === undefined ? {} : { file: clip(f.file, CAPS.name) }),
    ...(f.line === undefined ? {} : { line: f.line }),
    message: clip(f.message, CAPS.message),
  };
}

/** An earned draft's free text, capped as the schema caps it (ids and paths come from the head tree). */
export function clipEarned(p: EarnedProperty): EarnedProperty {
  const side = (o: EarnedProperty["parent"]) => ({ ...o, detail: clip(o.detail, CAPS.message) });
  return {
    ...p,
    id: clip(p.id, CAPS.name),
    selector: clip(p.selector, CAPS.name),
    file: clip(p.file, CAPS.name),
    reason: clip(p.reason, CAPS.message),
    parent: side(p.parent),
    head: side(p.head),
  };
}

export function clipEntry(e: QuarantineEntryReport): QuarantineEntryReport {
  return {
    ...e,
    nodeid: clip(e.nodeid, CAPS.name),
    file: clip(e.file, CAPS.name),
    reason: clip(e.reason, CAPS.message),
    detail: clip(e.detail, CAPS.detail),
    tail: clipTail(e.tail, CAPS.tail),
    ...(e.location ? { location: { file: clip(e.location.file, CAPS.name), line: e.location.line } } : {}),
  };
}

export type NonVotingParse = { readonly ok: true; readonly value: NonVotingResults } | { readonly ok: false; readonly findings: readonly Finding[] };

/** For the judge: a results file checked against its kind's schema, or the findings why not. */
export function parseNonVoting(text: string, file: string): NonVotingParse {
  const fail = (code: string, message: string, pointer?: string): NonVotingParse => ({
    ok: false,
    findings: [error(`non-voting.${code}`, message, { file, ...(pointer === undefined ? {} : { pointer }) })],
  });
  if (text.length > CAPS.resultsChars) return fail("too-large", `${file} is ${text.length} characters, over the ${CAPS.resultsChars} cap`);
  let doc;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { ok: false, findings: [fromError(err, "non-voting.syntax")] };
  }
  const kind = (doc.value as { kind?: unknown } | null)?.kind;
  if (typeof kind !== "string" || !NON_VOTING_KINDS.includes(kind))
    return fail("kind", `${file} is not a telemetry, quarantine or earned results file (kind ${JSON.stringify(kind)})`, "/kind");
  const findings = schemaFindings(schemaIdOf(`${kind}-results`), doc, "non-voting.schema");
  if (findings.length > 0) return { ok: false, findings };
  const value = doc.value as NonVotingResults;
  if (value.report.kind === "telemetry" && !countsAddUp(value.report)) {
    return fail("counts", "telemetry counts do not add up: passed + failed + skipped + errors must equal tests", "/report/tests");
  }
  return { ok: true, value };
}

const countsAddUp = (r: TelemetryReport): boolean => r.passed + r.failed + r.skipped + r.errors === r.tests;

/** One line for a check-run summary, a comment or a terminal: always says it does not vote. */
export function nonVotingLine(r: NonVotingReport): string {
  if (r.kind === "telemetry") {
    if (r.status === "not-configured") return "telemetry (non-voting): not configured";
    return `telemetry (non-voting): ${r.status} — ${r.tests} tests, ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.errors} errors`;
  }
  if (r.kind === "earned") {
    const n = (l: EarnedProperty["label"]) => r.properties.filter((p) => p.label === l).length;
    return `earned checks (non-voting): ${r.properties.length} drafts, ${n("earned")} earned, ${n("unearned")} unearned, ${n("inconclusive")} inconclusive`;
  }
  if (r.catalogue !== "ok") return `quarantine (non-voting): catalogue ${r.catalogue} — ${r.detail}`;
  const n = (o: QuarantineOutcome) => r.entries.filter((e) => e.outcome === o).length;
  const stale = r.entries.filter((e) => e.stale).length;
  return `quarantine (non-voting): ${r.entries.length} nodes, ${n("pass")} passed, ${n("fail")} failed, ${n("error")} errors, ${n("timeout")} timed out, ${n("skipped")} skipped, ${stale} stale`;
}
