// The check run's title, text and annotations. Titles are for humans
// ("balance fails on seed 12 (regression)"), not codes; every string from the
// pull request is neutralised, annotations included.
import type { GateResult } from "./gate.js";
import type { JudgedRow } from "../../core/row.js";
import type { CheckAnnotation } from "../../ports/github.js";
import { annotationsOf } from "../../publish/annotations.js";
import { deepestChanged } from "../../publish/frames.js";
import { counterexample } from "../../render/counterexample.js";
import { ownFailure } from "../../render/failure.js";
import { byProperty, rowsPhrase, why } from "../../render/failing.js";
import { codeBlock, heading, markdown, paragraph, root, type Block } from "../../render/md.js";
import { neutral } from "../../render/neutral.js";
import { IN_PROCESS } from "./isolation-note.js";
import { oncePerRefusal, rowsCovered } from "./preflight-summary.js";

const MAX_TAILS = 20;

/** The base config ran pull-request code without a kernel sandbox (`runners.sandbox: none`): said on the title and the body, never a vote. */
export const unsandboxed = (r: GateResult): boolean => r.judgement.notes.some((n) => n.code === "claims.unsandboxed");

/** Some rows ran production code in the process that decided them (isolation: shared): said on the title and the body, never a vote. */
export const forgeable = (r: GateResult): boolean => r.judgement.notes.some((n) => n.code === IN_PROCESS);

export function gateTitle(r: GateResult): string {
  const labels = [unsandboxed(r) ? "unsandboxed" : "", forgeable(r) ? "in-process, forgeable" : ""].filter(Boolean);
  return labels.length === 0 ? verdictTitle(r) : `${verdictTitle(r)} (${labels.join("; ")})`;
}

function verdictTitle(r: GateResult): string {
  const j = r.judgement;
  if (j.verdict === "success") {
    const rows = j.lanes.reduce((n, l) => n + l.rows, 0);
    const seal = r.approval?.approved ? `sealed-only change approved by ${r.approval.by}` : "seal clean";
    return `seedgate: green — ${r.voted.length} propert${r.voted.length === 1 ? "y" : "ies"}, ${rows} voting row${rows === 1 ? "" : "s"} passed, ${seal}`;
  }
  const failing = byProperty(j.blocking);
  const others = j.reasons.length - j.blocking.length;
  const first =
    failing[0] === undefined ? (j.reasons[0]?.message ?? "") : `${failing[0].property}: ${rowsPhrase(failing[0].rows)} (${why(failing[0], r.voted)})`;
  const extra = failing.length > 0 ? others : others - 1;
  const rest = [
    failing.length > 1 ? `${failing.length - 1} more propert${failing.length === 2 ? "y" : "ies"}` : "",
    extra > 0 ? `${extra} more reason${extra === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  const more = rest.length > 0 ? ` (+${rest.join(", ")})` : "";
  return clip(neutral(`seedgate: red — ${first.replace(/\s+/g, " ")}${more}`), 200);
}

/** The check run's text: the output tail of the first failing rows. */
export function gateText(r: GateResult): string {
  // A preflight refusal is shown once per property: its rows all say the same.
  const shown = oncePerRefusal(r.judgement.blocking);
  const blocks: Block[] = shown
    .slice(0, MAX_TAILS)
    .flatMap((row) => [
      heading(3, `${rowTitle(row, rowsCovered(r.judgement.blocking, row))}: ${row.claimed.outcome}`),
      ...(row.claimed.detail ? [paragraph(row.claimed.detail.split("\n")[0]!)] : []),
      codeBlock(row.claimed.tail || "(no output)", "text"),
    ]);
  const more = shown.length - MAX_TAILS;
  if (more > 0) blocks.push(paragraph(`…and ${more} more failing rows: their output is in the job log.`));
  return blocks.length === 0 ? "" : markdown(root(blocks));
}

/**
 * Findings with a file, then each failing row at up to three places, in tiers so
 * that a cap (check.annotations) drops the least useful first: the deepest frame
 * in a file the pull request changed (shown inline in "Files changed"), the
 * journal line of the seed, the test.
 */
export function gateAnnotations(r: GateResult): CheckAnnotation[] {
  const j = r.judgement;
  const rowCodes = /^lane\.(replay|holdout)\.[a-z]+$/;
  const fromFindings = annotationsOf([...j.reasons.filter((f) => !rowCodes.test(f.code)), ...j.notes.filter((f) => !f.code.endsWith(".reported"))]);
  const places = oncePerRefusal(j.blocking).map((row) => rowPlaces(r, row));
  const tiers = [0, 1, 2, 3].flatMap((tier) =>
    places.flatMap((p) => (p.at[tier] === undefined ? [] : [annotation(p.row, p.at[tier]!, r, rowsCovered(j.blocking, p.row))])),
  );
  return [...fromFindings, ...tiers].map((a) => ({
    ...a,
    message: clip(neutral(a.message), 60_000),
    ...(a.title === undefined ? {} : { title: clip(neutral(a.title), 255) }),
  }));
}

type Place = { readonly file: string; readonly line: number } | undefined;

/** [changed frame, the sealed test's failing line, journal line, test], each undefined when absent or already named by an earlier place. */
function rowPlaces(r: GateResult, row: JudgedRow): { row: JudgedRow; at: Place[] } {
  const output = `${row.claimed.tail}\n${row.claimed.detail}`;
  const testFile = row.selector?.split("::")[0];
  const candidates: Place[] = [
    deepestChanged(output, r.changedPaths) ?? undefined,
    (testFile ? deepestChanged(output, [testFile]) : null) ?? undefined,
    row.source ? { file: row.source.file, line: row.source.line ?? 1 } : undefined,
    row.claimed.location,
  ];
  const at = candidates.map((p, i) =>
    p === undefined || candidates.slice(0, i).some((q) => q?.file === p.file && Math.max(1, q.line) === Math.max(1, p.line)) ? undefined : p,
  );
  return { row, at };
}

function annotation(row: JudgedRow, p: NonNullable<Place>, r: GateResult, covered: number): CheckAnnotation {
  const on = covered > 1 ? `${covered} rows (one preflight error)` : `${row.planned.kind} ${row.planned.key}`;
  const title = `${row.planned.property} ${verb(row)} on ${on} (${why({ property: row.planned.property, rows: [row] }, r.voted)})`;
  const example = counterexample(row, r.fixtureBytes);
  const failure = ownFailure(row);
  const message = [
    ...(failure === null ? [] : [failure]),
    `${row.planned.lane} lane: ${row.claimed.outcome}`,
    ...(example === null ? [] : [`counterexample: ${example}`]),
    row.claimed.detail,
  ].join("\n");
  const line = Math.max(1, p.line);
  return { path: p.file, start_line: line, end_line: line, annotation_level: "failure", message, title };
}

const verb = (row: JudgedRow): string =>
  ({ fail: "fails", timeout: "times out", error: "errors", flaky: "is flaky", frozen: "is frozen", pass: "passes" })[row.claimed.outcome];
const rowTitle = (row: JudgedRow, covered = 1): string =>
  covered > 1
    ? `${covered} rows of ${row.planned.property}, one preflight error`
    : `${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}`;
const clip = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
