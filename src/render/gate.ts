// Pure renderers for the gate: the markdown shared by the check run, the PR
// comment and the job summary; the check run's title, text and annotations.
// Every string from a lane or a sealed file is escaped: it is attacker-shaped.
import type { GateResult } from "../commands/gate.js";
import type { Finding } from "../core/findings.js";
import type { JudgedRow, LaneTally } from "../core/judge.js";
import type { CheckAnnotation } from "../ports-github.js";
import { annotationsOf } from "../report/annotations.js";
import { nonVotingMarkdown } from "./non-voting.js";
import { code, fenced, inline, plain, short } from "./text.js";

const MAX_REASONS = 50;
const MAX_REPRO = 20;

/** The base config ran pull-request code without a kernel sandbox (`runners.sandbox: none`): said on the title and the body, never a vote. */
const unsandboxed = (r: GateResult): boolean => r.judgement.notes.some((n) => n.code === "claims.unsandboxed");

export function gateTitle(r: GateResult): string {
  return unsandboxed(r) ? `${verdictTitle(r)} (unsandboxed)` : verdictTitle(r);
}

function verdictTitle(r: GateResult): string {
  const j = r.judgement;
  if (j.verdict === "success") {
    const rows = j.lanes.reduce((n, l) => n + l.rows, 0);
    const seal = r.approval?.approved ? `sealed-only change approved by ${r.approval.by}` : "seal clean";
    return `seedgate: green — ${seal}, ${rows} voting row${rows === 1 ? "" : "s"} passed`;
  }
  return `seedgate: red — ${j.reasons.length} reason${j.reasons.length === 1 ? "" : "s"}: ${clip(plain(j.reasons[0]!.message), 120)}`;
}

export function gateMarkdown(r: GateResult): string {
  const j = r.judgement;
  const out = [`## seedgate: ${j.verdict === "success" ? "✅ success" : "❌ failure"}`, "", `Base ${code(short(r.base))}, head ${code(short(r.head))}. Check run ${code(r.check.name)}.`, ""];
  if (j.reasons.length > 0) {
    out.push(`### Why it is red (${j.reasons.length})`, "");
    j.reasons.slice(0, MAX_REASONS).forEach((f, i) => out.push(`${i + 1}. ${findingMarkdown(f)}`));
    if (j.reasons.length > MAX_REASONS) out.push("", `…and ${j.reasons.length - MAX_REASONS} more reasons, each in the check run's annotations and the job log.`);
    out.push("");
  }
  out.push(...sealLines(r), "");
  if (unsandboxed(r)) out.push("**Sandbox:** ⚠️ unsandboxed: the base config sets `runners.sandbox: none`, so the lanes ran pull-request code without a kernel sandbox (reported, not voted; docs/sandbox.md).", "");
  out.push(...laneTable(j.lanes), "");
  const repro = reproduction(r, j.blocking);
  if (repro.length > 0) out.push("### Reproduce locally", "", ...repro, "");
  const reported = j.notes.filter((n) => n.code.endsWith(".reported"));
  const approved = j.notes.filter((n) => n.code === "seal.approved");
  if (reported.length + approved.length > 0) {
    out.push("### Reported, not voted", "", ...approvedLines(r, approved), ...reported.slice(0, MAX_REASONS).map((f) => `- ${findingMarkdown(f)}`), "");
  }
  out.push(...nonVotingMarkdown(j.nonVoting));
  return out.join("\n") + "\n";
}

/** One bullet for an approved sealed change, however many files it touches (each is annotated). */
function approvedLines(r: GateResult, approved: readonly Finding[]): string[] {
  if (approved.length === 0 || !r.approval?.approved) return [];
  const files = approved.map((f) => code(f.file ?? "?"));
  const shown = files.slice(0, 10).join(", ") + (files.length > 10 ? ` and ${files.length - 10} more` : "");
  return [`- **seal.approved** ${approved.length} sealed path${approved.length === 1 ? "" : "s"} changed in a sealed-only pull request, approved by ${inline(r.approval.by)} (sealed owner ${inline(r.approval.as)}) on the head commit: ${shown}`];
}

function sealLines(r: GateResult): string[] {
  const s = r.seal;
  const hits = s.hits.length === 0 ? "no sealed path touched" : `${s.hits.length} sealed path${s.hits.length === 1 ? "" : "s"} touched${s.sealedOnly ? " (sealed-only)" : ""}`;
  const manifests = s.manifests.filter((m) => m.status !== "absent").map((m) => `${code(m.root)} ${m.status}`);
  const approval = r.approval === null ? "" : r.approval.approved ? `; approved by ${inline(r.approval.by)}` : `; not approved: ${inline(r.approval.reason)}`;
  return [`**Seal:** ${s.writeSet.changed} changed path${s.writeSet.changed === 1 ? "" : "s"}, ${hits}${manifests.length ? `; manifests ${manifests.join(", ")}` : ""}${approval}.`];
}

function laneTable(lanes: readonly LaneTally[]): string[] {
  const rows = lanes.map((l) => {
    const c = l.counts;
    const reported = l.rows === l.expected ? String(l.rows) : `**${l.rows} of ${l.expected}**`;
    return `| ${l.lane} | yes | ${reported} | ${c.pass} | ${c.fail} | ${c.flaky} | ${c.frozen} | ${c.timeout} | ${c.error} | ${l.blocking} |`;
  });
  return ["| lane | votes | rows | passed | failed | flaky | frozen | timed out | errors | blocking |", "|---|---|---|---|---|---|---|---|---|---|", ...rows];
}

function reproduction(r: GateResult, blocking: readonly JudgedRow[]): string[] {
  const out: string[] = [];
  for (const row of blocking.slice(0, MAX_REPRO)) {
    const { lane, property, key } = row.planned;
    const lines = [`seedgate lane ${lane} --base ${short(r.base)} --only ${quote(`${property}:${key}`)}`];
    const raw = rawCommand(row);
    if (raw !== null) lines.push(raw);
    out.push(`- ${code(`${property}:${key}`)} (${lane} ${row.planned.kind}, ${row.claimed.outcome}):`, "", ...fenced(lines.join("\n"), "sh").map((l) => `  ${l}`), "");
  }
  if (blocking.length > MAX_REPRO) out.push(`…and ${blocking.length - MAX_REPRO} more failing rows (see the annotations).`);
  return out;
}

/** The framework's own command, for a seed row whose selector a preset recognises. */
export function rawCommand(row: Pick<JudgedRow, "planned" | "selector">): string | null {
  const sel = row.selector;
  // A secret holdout (`#i`) has no public seed: only `seedgate lane holdout --only` derives it.
  if (sel === undefined || row.planned.kind !== "seed" || !/^-?\d+$/.test(row.planned.key)) return null;
  if (/\.py::[A-Za-z_]\w*$/.test(sel)) return `python3 -m pytest ${quote(sel)} --hypothesis-seed=${row.planned.key} -p no:cacheprovider`;
  const m = /^(.+\.(?:test|spec)\.[cm]?[jt]sx?)::(.+)$/.exec(sel);
  // vitest's -t matches the full name with its parts joined by spaces; the setup file applies the seed.
  if (m) return `SEEDGATE_SEED=${row.planned.key} npx vitest run ${quote(m[1]!)} -t ${quote(m[2]!.split(" > ").join(" "))} --setupFiles "$SEEDGATE_DIST/harness/fast-check-setup.mjs"`;
  return null;
}

/** The check run's text: each blocking row's output tail. */
export function gateText(r: GateResult): string {
  const out: string[] = [];
  for (const row of r.judgement.blocking) {
    out.push(`### ${inline(`${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}`)}: ${row.claimed.outcome}`, "");
    out.push(inline(row.claimed.detail), "", ...fenced(row.claimed.tail || "(no output)", "text"), "");
  }
  return out.join("\n");
}

/** Findings with a file, plus the test location of each failing row. */
export function gateAnnotations(r: GateResult): CheckAnnotation[] {
  const j = r.judgement;
  const fromFindings = annotationsOf([...j.reasons, ...j.notes]);
  const atTests = j.blocking.flatMap((row): CheckAnnotation[] => {
    const loc = row.claimed.location;
    if (loc === undefined) return [];
    const msg = `${row.planned.lane} ${row.planned.kind} ${row.planned.key} of ${row.planned.property}: ${row.claimed.outcome}\n${row.claimed.detail}`;
    return [{ path: loc.file, start_line: loc.line, end_line: loc.line, annotation_level: "failure", message: clip(msg, 60_000), title: `seedgate ${row.planned.lane}` }];
  });
  return [...fromFindings, ...atTests];
}

export function findingMarkdown(f: Finding): string {
  const where = f.file === undefined ? "" : ` — ${code(`${f.file}${f.line === undefined ? "" : `:${f.line}`}`)}`;
  const hint = f.hint === undefined ? "" : `<br>_${inline(f.hint)}_`;
  return `**${inline(f.code)}** ${inline(f.message)}${where}${hint}`;
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
const clip = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
