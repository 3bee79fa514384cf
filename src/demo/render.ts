// The demo, as a reviewer would see it on GitHub: the hunt's report, then each pull
// request's one check run (conclusion, title, annotations) and its one comment.
import type { HuntRun } from "../modes/hunt/hunt.js";
import type { Judged, Story } from "./story.js";
import { gateAnnotations, gateLog, gateTitle } from "../modes/gate/render.js";
import { short } from "../render/text.js";

/** The comment as GitHub shows it (plain text of the same tree), cut to one screen. */
function bar(text: string, max = 16): string {
  const lines = text.trimEnd().split("\n");
  const shown = lines.slice(0, max).map((l) => `    │ ${l}`);
  return [...shown, ...(lines.length > max ? [`    │ … ${lines.length - max} more lines`] : [])].join("\n");
}

export function huntView(h: HuntRun): string {
  const fixtures = h.proposal?.fixtures.length ?? 0;
  return [
    `The hunt: ${h.rows.length} seeds of "${h.property}" on the parent ${short(h.parent)} (the pre-fix tree)`,
    `  hits ${h.hits.join(", ") || "none"}; misses ${h.misses.length}; timeouts ${h.timeouts.length} (noise, never hits)`,
    `  ${fixtures} shrunk fixture${fixtures === 1 ? "" : "s"} proposed with ${h.proposal?.replay?.seeds.length ?? 0} replay seeds (one per distinct counterexample, at most 10), each replayed on the parent and failing there`,
    `  holdout seeds derived from the parent SHA, never shown to anyone: ${h.proposal?.holdout.length ?? 0}`,
    `  ${h.message}`,
  ].join("\n");
}

export function prView(n: number, j: Judged): string {
  const g = j.gate;
  const mark = g.verdict === "success" ? "✓" : "✗";
  const annotations = gateAnnotations(g);
  const lines = [
    `PR #${n}: ${j.title}`,
    `  ${mark} check run "${g.check.name}" on head ${short(g.head)}: ${g.verdict}`,
    `    ${gateTitle(g)}`,
    ...(annotations.length === 0
      ? ["    no annotations"]
      : annotations
          .slice(0, 3)
          .map((a) => `    ${a.annotation_level.padEnd(7)} ${a.path}:${a.start_line}  ${(a.title ?? a.message.split("\n")[0]!).slice(0, 90)}`)),
    ...(annotations.length > 3 ? [`    … ${annotations.length - 3} more annotations`] : []),
    "  comment from github-actions[bot], edited in place on every run:",
    bar(gateLog(g).replace(/\n{2,}/g, "\n")),
  ];
  return lines.join("\n");
}

export function storyView(s: Story): string {
  const all = [s.lock, ...s.prs];
  const wrong = all.filter((j) => j.gate.verdict !== j.expected);
  return [
    huntView(s.hunt),
    "",
    prView(1, s.lock),
    "",
    ...s.prs.flatMap((j, i) => [prView(i + 2, j), ""]),
    wrong.length === 0
      ? `Every pull request got the verdict it deserved: ${all.filter((j) => j.expected === "success").length} green, ${all.filter((j) => j.expected === "failure").length} red.`
      : `UNEXPECTED: ${wrong.map((w) => w.title).join("; ")}`,
  ].join("\n");
}
