import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  code,
  escapeCell,
  inline,
  short
} from "./chunk-RCS2DSJP.js";

// src/render/earned.ts
var MAX_LISTED = 30;
var SOURCE = {
  "ledger-draft": "ledger draft",
  "ledger-unearned": "unearned ledger property",
  "journal-proposed": "proposed journal",
  "pr-test": "test added by this PR"
};
var seedList = (seeds) => seeds.length === 0 ? "—" : seeds.slice(0, 10).join(", ") + (seeds.length > 10 ? ", …" : "");
function earnedMarkdown(report) {
  const head = [
    "### Earned checks — draft properties on the parent and the head (non-voting)",
    "",
    `Each draft ran seeds ${seedList(report.seeds)} on the parent ${code(short(report.base))} and on the head ${code(short(report.head))}. A draft is **earned** when a seed fails on the parent and the same seed passes on the head (seed 002's calibration). This advisory never changes the verdict.`,
    ""
  ];
  if (report.properties.length === 0) return [...head, "_No draft properties: no ledger drafts, unearned ledger properties, proposed journals or new `@given` tests._", ""];
  const rows = report.properties.slice(0, MAX_LISTED).map(row);
  const more = report.properties.length > MAX_LISTED ? [`…and ${report.properties.length - MAX_LISTED} more drafts.`] : [];
  return [...head, "| draft | source | label | fails on parent | passes on head | why |", "|---|---|---|---|---|---|", ...rows, ...more, "", ...promote(report.properties)];
}
function row(p) {
  const label = p.label === "earned" ? "**earned**" : p.label;
  return `| ${escapeCell(code(p.id))} | ${SOURCE[p.source]} | ${label} | ${seedList(p.parent.fail)} | ${seedList(p.head.pass)} | ${inline(p.reason)} |`;
}
function promote(properties) {
  const earned = properties.filter((p) => p.label === "earned");
  const unearned = properties.filter((p) => p.label === "unearned");
  const out = [];
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

export {
  earnedMarkdown
};
