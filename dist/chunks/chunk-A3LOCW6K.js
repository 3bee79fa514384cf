import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  bullets,
  heading,
  inlineCode,
  markdown,
  paragraph,
  root,
  strong,
  table
} from "./chunk-KHNKGWFN.js";
import {
  short
} from "./chunk-KQPKPCX7.js";

// src/modes/earned/render.ts
var MAX_LISTED = 30;
var SOURCE = {
  "ledger-draft": "ledger draft",
  "ledger-unearned": "unearned ledger property",
  "journal-proposed": "proposed journal",
  "pr-test": "test added by this PR"
};
var seedList = (seeds) => seeds.length === 0 ? "—" : seeds.slice(0, 10).join(", ") + (seeds.length > 10 ? ", …" : "");
var earnedMarkdown = (report) => [markdown(root(earnedBlocks(report)))];
function earnedBlocks(report) {
  const head = [
    heading(3, "Earned checks — draft properties on the parent and the head (non-voting)"),
    paragraph(
      `Each draft ran seeds ${seedList(report.seeds)} on the parent `,
      inlineCode(short(report.base)),
      " and on the head ",
      inlineCode(short(report.head)),
      ". A draft is ",
      strong("earned"),
      " when a seed fails on the parent and the same seed passes on the head (seed 002's calibration). This advisory never changes the verdict."
    )
  ];
  if (report.properties.length === 0)
    return [
      ...head,
      paragraph("No draft properties: no ledger drafts, unearned ledger properties, proposed journals or new ", inlineCode("@given"), " tests.")
    ];
  const rows = report.properties.slice(0, MAX_LISTED).map((p) => [
    inlineCode(p.id),
    SOURCE[p.source],
    p.label === "earned" ? strong("earned") : p.label,
    seedList(p.parent.fail),
    seedList(p.head.pass),
    p.reason
  ]);
  const more = report.properties.length > MAX_LISTED ? [paragraph(`…and ${report.properties.length - MAX_LISTED} more drafts.`)] : [];
  return [...head, table(["draft", "source", "label", "fails on parent", "passes on head", "why"], rows), ...more, ...promote(report.properties)];
}
function promote(properties) {
  const earned = properties.filter((p) => p.label === "earned");
  const unearned = properties.filter((p) => p.label === "unearned");
  const out = [];
  if (earned.length > 0) {
    out.push(
      paragraph(
        strong("Worth promoting"),
        " (a human hunts and locks it: ",
        inlineCode("seedgate hunt --parent BASE --property ID"),
        ", then ",
        inlineCode("seedgate promote SEED PROPERTY_ID"),
        " for the ledger):"
      )
    );
    out.push(
      bullets(
        earned.map((p) => [
          inlineCode(p.id),
          " (",
          inlineCode(p.selector),
          `): pre-fix seed${p.earnedSeeds.length === 1 ? "" : "s"} ${seedList(p.earnedSeeds)}`
        ])
      )
    );
  } else {
    out.push(paragraph(strong("Nothing to promote"), ": no draft failed on the parent and passed on the head."));
  }
  if (unearned.length > 0)
    out.push(
      paragraph(
        "Unearned (never failed on the parent; keep out of required): ",
        ...unearned.flatMap((p, i) => [...i > 0 ? [", "] : [], inlineCode(p.id)]),
        "."
      )
    );
  return out;
}

export {
  earnedMarkdown,
  earnedBlocks
};
