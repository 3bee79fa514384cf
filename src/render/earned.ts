// The earned-checks section of the PR comment (pure): which draft properties saw the
// defect on the parent and pass on the fix, so a human knows what is worth promoting.
// Labelled non-voting: it never changes the verdict.
import type { EarnedProperty, EarnedReport } from "../core/earned.js";
import { code, escapeCell, inline, short } from "./text.js";

const MAX_LISTED = 30;

const SOURCE: Record<EarnedProperty["source"], string> = {
  "ledger-draft": "ledger draft",
  "ledger-unearned": "unearned ledger property",
  "journal-proposed": "proposed journal",
  "pr-test": "test added by this PR",
};

const seedList = (seeds: readonly number[]): string => (seeds.length === 0 ? "—" : seeds.slice(0, 10).join(", ") + (seeds.length > 10 ? ", …" : ""));

export function earnedMarkdown(report: EarnedReport): string[] {
  const head = [
    "### Earned checks — draft properties on the parent and the head (non-voting)",
    "",
    `Each draft ran seeds ${seedList(report.seeds)} on the parent ${code(short(report.base))} and on the head ${code(short(report.head))}. A draft is **earned** when a seed fails on the parent and the same seed passes on the head (seed 002's calibration). This advisory never changes the verdict.`,
    "",
  ];
  if (report.properties.length === 0) return [...head, "_No draft properties: no ledger drafts, unearned ledger properties, proposed journals or new `@given` tests._", ""];
  const rows = report.properties.slice(0, MAX_LISTED).map(row);
  const more = report.properties.length > MAX_LISTED ? [`…and ${report.properties.length - MAX_LISTED} more drafts.`] : [];
  return [...head, "| draft | source | label | fails on parent | passes on head | why |", "|---|---|---|---|---|---|", ...rows, ...more, "", ...promote(report.properties)];
}

function row(p: EarnedProperty): string {
  const label = p.label === "earned" ? "**earned**" : p.label;
  return `| ${escapeCell(code(p.id))} | ${SOURCE[p.source]} | ${label} | ${seedList(p.parent.fail)} | ${seedList(p.head.pass)} | ${inline(p.reason)} |`;
}

/** The human's next step: promote the earned ones with their calibrated seeds; keep the unearned out of required. */
function promote(properties: readonly EarnedProperty[]): string[] {
  const earned = properties.filter((p) => p.label === "earned");
  const unearned = properties.filter((p) => p.label === "unearned");
  const out: string[] = [];
  if (earned.length > 0) {
    out.push("**Worth promoting** (a human hunts and locks it: `seedgate hunt --parent BASE --property ID`, then `seedgate promote SEED PROPERTY_ID` for the ledger):", "");
    for (const p of earned) out.push(`- ${code(p.id)} (${code(p.selector)}): pre-fix seed${p.earnedSeeds.length === 1 ? "" : "s"} ${seedList(p.earnedSeeds)}`);
    out.push("");
  } else {
    out.push("**Nothing to promote**: no draft failed on the parent and passed on the head.", "");
  }
  if (unearned.length > 0) out.push(`Unearned (never failed on the parent; keep out of required): ${unearned.map((p) => code(p.id)).join(", ")}.`, "");
  return out;
}
