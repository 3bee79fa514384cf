// The gate's report as one Markdown tree, shared by the check run's summary,
// the sticky comment and the job summary (and, as plain text, the job log):
// the verdict first, one line per failing property with its counterexample and
// one reproduce command, every row in a <details> block.
import type { Root } from "mdast";
import type { GateResult } from "./gate.js";
import type { Finding } from "../../core/findings.js";
import type { JudgedRow } from "../../core/row.js";
import { counterexample } from "../../render/counterexample.js";
import { byProperty, rowsPhrase, why, type PropertyGroup } from "../../render/failing.js";
import {
  bullets,
  command,
  details,
  heading,
  inlineCode,
  link,
  list,
  markdown,
  paragraph,
  plainText,
  root,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from "../../render/md.js";
import { nonVotingBlocks } from "./non-voting.js";
import { explorationCapture, rawCommand, type PlainSetup } from "../../render/reproduce.js";
import { laneReproduce } from "../../core/judge/reproduce.js";
import { ownFailure } from "../../render/failure.js";
import { sealBlocks } from "./seal-summary.js";
import { setupBlocks } from "./setup-summary.js";
import { refusedItem, refusedOnly } from "./preflight-summary.js";
import { forkBlocks } from "./fork-note.js";
import { short } from "../../render/text.js";

export { rawCommand };
export { gateAnnotations, gateText, gateTitle } from "./render-check.js";
import { forgeable, unsandboxed } from "./render-check.js";

/** Properties shown in full; the rest are counted (every row is in the annotations and the log). */
export const MAX_PROPERTIES = 10;
const MAX_ROWS = 50;
/** Rows tabled over all properties, so 1,000 failing rows stay well inside a comment's 65,536 characters. */
const MAX_ROWS_TOTAL = 150;
const MAX_REASONS = 30;

export interface GateView {
  /** Why GitHub shows failure although the judge said success (an impostor check). */
  readonly refusal?: string | null;
  readonly checkRunUrl?: string | null;
  readonly checkName?: string;
}

export const gateMarkdown = (r: GateResult, view: GateView = {}): string => markdown(gateDocument(r, view));
export const gateLog = (r: GateResult): string => plainText(gateDocument(r));

export function gateDocument(r: GateResult, view: GateView = {}): Root {
  const j = r.judgement;
  const failing = byProperty(j.blocking);
  const others = j.reasons.filter((f) => !isRowFinding(f));
  const red = j.verdict !== "success" || (view.refusal ?? null) !== null;
  return root([
    heading(2, red ? "seedgate: ❌ failure" : "seedgate: ✅ success"),
    ...(view.refusal ? [paragraph(strong("Failure:"), " ", view.refusal)] : []),
    paragraph(...(red ? redLine(failing, others) : greenLine(r))),
    ...(failing.length > 0
      ? [heading(3, `Failing properties (${failing.length})`), list(failing.slice(0, MAX_PROPERTIES).map((g, i) => propertyItem(r, g, rowBudget(failing, i))))]
      : []),
    ...(failing.length > MAX_PROPERTIES
      ? [
          paragraph(
            `…and ${failing.length - MAX_PROPERTIES} more failing properties (${failing.slice(MAX_PROPERTIES).reduce((n, g) => n + g.rows.length, 0)} rows), each in the check run's annotations and the job log.`,
          ),
        ]
      : []),
    ...setupBlocks(failing.flatMap((g) => g.rows)),
    ...forkBlocks(r),
    ...(others.length > 0 ? [heading(3, `Other reasons (${others.length})`), list(others.slice(0, MAX_REASONS).map(findingItem))] : []),
    ...(others.length > MAX_REASONS ? [paragraph(`…and ${others.length - MAX_REASONS} more reasons, in the check run's annotations and the job log.`)] : []),
    ...reportedBlocks(r),
    ...sealBlocks(r),
    ...(unsandboxed(r)
      ? [
          paragraph(
            strong("Sandbox:"),
            " ⚠️ unsandboxed: the base config sets ",
            inlineCode("runners.sandbox: none"),
            ", so the lanes ran pull-request code without a kernel sandbox (reported, not voted; docs/sandbox.md).",
          ),
        ]
      : []),
    ...(forgeable(r)
      ? [
          paragraph(
            strong("Isolation:"),
            " ⚠️ in-process (forgeable): some properties ran production code in the process that decided their rows (",
            inlineCode("runners.isolation: shared"),
            ", or a preset with no subject process), so that code could rewrite its own verdict (reported, not voted; docs/security.md).",
          ),
        ]
      : []),
    ...laneBlocks(r),
    ...nonVotingBlocks(j.nonVoting),
    paragraph(
      "Base ",
      inlineCode(short(r.base)),
      ", head ",
      inlineCode(short(r.head)),
      ".",
      ...(view.checkRunUrl ? [" ", link(view.checkRunUrl, `The ${view.checkName ?? r.check.name} check run`), "."] : []),
    ),
  ]);
}

/** What fails, for the comment's `changes` mode: failing properties and the other reasons' codes and files. */
export const failingKeys = (r: GateResult): string[] => [
  ...byProperty(r.judgement.blocking).map((g) => `property ${g.property}`),
  ...r.judgement.reasons.filter((f) => !isRowFinding(f)).map((f) => `${f.code} ${f.file ?? ""}`),
];

/** A lane row's own finding; those are shown grouped by property instead. */
const isRowFinding = (f: Finding): boolean => /^lane\.(replay|holdout)\.(fail|timeout|error|flaky|frozen|pass)$/.test(f.code);

function redLine(failing: readonly PropertyGroup[], others: readonly Finding[]): Inline[] {
  const parts = [
    failing.length > 0 ? `${failing.length} propert${failing.length === 1 ? "y fails" : "ies fail"}` : "",
    others.length > 0 ? `${others.length} other reason${others.length === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return [text(`${parts.join(" and ") || "no reason given"}: the merge is blocked.`)];
}

function greenLine(r: GateResult): Inline[] {
  const rows = r.judgement.lanes.reduce((n, l) => n + l.rows, 0);
  const seconds = r.voted.reduce((n, v) => n + v.durationMs, 0) / 1000;
  const names = r.voted.flatMap((v, i): Inline[] => [...(i > 0 ? [text(", ")] : []), strong(v.property), text(` (${v.rows} row${v.rows === 1 ? "" : "s"})`)]);
  if (names.length === 0) return [text("No property voted: the seal is clean and the plan has no rows.")];
  return [
    text(`${r.voted.length} propert${r.voted.length === 1 ? "y" : "ies"} voted and passed: `),
    ...names,
    text(`; ${rows} rows in ${seconds.toFixed(1)} s of test time.`),
  ];
}

/** Rows the i-th property may table: its share of what the properties before it left. */
function rowBudget(failing: readonly PropertyGroup[], i: number): number {
  const used = failing.slice(0, i).reduce((n, g, k) => n + Math.min(g.rows.length, rowBudget(failing, k)), 0);
  return Math.max(1, Math.min(MAX_ROWS, MAX_ROWS_TOTAL - used));
}

function propertyItem(r: GateResult, g: PropertyGroup, budget: number): Block[] {
  const refused = refusedOnly(g);
  if (refused !== null) return refusedItem(refused);
  const first = g.rows[0]!;
  const example = counterexample(first, r.fixtureBytes);
  // The property's own words lead: the first row that says more than a bare "AssertionError".
  const failure = g.rows.map(ownFailure).find((f) => f !== null && !/^AssertionError:?$/.test(f)) ?? ownFailure(first);
  return [
    paragraph(
      strong(g.property),
      text(": "),
      ...(failure === null ? [] : [inlineCode(failure), text(" — ")]),
      text(`${rowsPhrase(g.rows)} (${why(g, r.voted)})`),
    ),
    ...(example === null ? [] : [paragraph(text(`Counterexample (${first.planned.kind} ${first.planned.key}): `), inlineCode(example))]),
    command(laneReproduce(short(r.base), first.planned)),
    ...plainCommand(g.rows, r.plain),
    ...capture(r, g.rows),
    ...details(`${g.rows.length} failing row${g.rows.length === 1 ? "" : "s"} of ${g.property}`, rowTable(g.rows, budget)),
  ];
}

/** A failing exploration seed is a new fixture to propose (seed 002): how, for the first of them. */
function capture(r: GateResult, rows: readonly JudgedRow[]): Block[] {
  const found = rows.map((x) => explorationCapture(r.head, x)).find((c) => c !== null);
  return found ? [paragraph(text("Exploration found a new failing input. Propose it as a fixture (a human promotes it):")), command(found)] : [];
}

/** The framework's own command for the first seed row (a fixture has none): it runs in the checkout without seedgate. */
function plainCommand(rows: readonly JudgedRow[], setup: PlainSetup | undefined): Block[] {
  // The base config's rules decide the preset, so the line is asked with them: a `.test.js`
  // selector a rule gives jest has no plain line, though the default claims give it vitest's.
  for (const row of rows) {
    const line = rawCommand(row, setup);
    if (line !== null) return [paragraph(text(`Without seedgate (seed ${row.planned.key}):`)), command(line)];
  }
  return [];
}

function rowTable(rows: readonly JudgedRow[], budget: number): Block[] {
  const cells = rows
    .slice(0, budget)
    .map((row) => [
      row.planned.lane,
      `${row.planned.kind} ${row.planned.key}`,
      row.claimed.outcome,
      row.judgement.rule ?? "none",
      clip(row.claimed.detail.split("\n")[0] ?? "", 100),
    ]);
  const more = rows.length > budget ? [paragraph(`…and ${rows.length - budget} more rows, in the check run's annotations and the job log.`)] : [];
  return [table(["lane", "row", "outcome", "decision-table row", "detail"], cells), ...more];
}

function findingItem(f: Finding): Block[] {
  const where: Inline[] = f.file === undefined ? [] : [text(" — "), inlineCode(`${f.file}${f.line === undefined ? "" : `:${f.line}`}`)];
  // The code is the JSON output's (--json, the check's output), not the prose's.
  return [paragraph(text(f.message), ...where), ...(f.hint === undefined ? [] : [paragraph(text(`Hint: ${f.hint}`))])];
}

/** Rows that ran and were shown without a vote (frozen, stale: re-hunt), grouped like the failing ones. */
function reportedBlocks(r: GateResult): Block[] {
  const groups = byProperty(r.judgement.reported);
  const notes = r.judgement.notes.filter((n) => !n.code.endsWith(".reported") && n.code !== "seal.approved");
  if (groups.length + notes.length === 0) return [];
  const lines = groups.map((g) => [
    strong(g.property),
    text(`: ${rowsPhrase(g.rows)} — reported, not voted (${[...new Set(g.rows.map((x) => x.judgement.rule ?? "report"))].join("; ")})`),
  ]);
  const noteLines = notes.slice(0, MAX_REASONS).map((n) => [text(n.message), ...(n.file === undefined ? [] : [text(" — "), inlineCode(n.file)])]);
  return [heading(3, "Reported, not voted"), bullets([...lines, ...noteLines])];
}

function laneBlocks(r: GateResult): Block[] {
  const rows = r.judgement.lanes.map((l) => {
    const c = l.counts;
    return [
      l.lane,
      "yes",
      l.rows === l.expected ? String(l.rows) : strong(`${l.rows} of ${l.expected}`),
      String(c.pass),
      String(c.fail),
      String(c.flaky),
      String(c.frozen),
      String(c.timeout),
      String(c.error),
      String(l.blocking),
    ];
  });
  return [table(["lane", "votes", "rows", "passed", "failed", "flaky", "frozen", "timed out", "errors", "blocking"], rows)];
}

const clip = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
