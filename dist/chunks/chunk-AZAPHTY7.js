import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  code,
  escapeCell,
  findingLine,
  plural,
  short,
  verdictWord
} from "./chunk-KQPKPCX7.js";
import {
  describeChange
} from "./chunk-5YZVLQIN.js";

// src/modes/seal/render.ts
function sealText(r) {
  const lines = [
    `seedgate seal  base ${short(r.base)}  head ${short(r.head)}  merge base ${short(r.mergeBase)}`,
    `  config      ${r.configFile ?? "defaults (no .github/seedgate.yml)"}`,
    `  write-set   ${r.writeSet.changed} path${r.writeSet.changed === 1 ? "" : "s"} (from ${r.writeSet.source})`
  ];
  if (r.hits.length === 0) lines.push("  ✓ no sealed path touched");
  else {
    lines.push(
      `  ✗ ${r.hits.length} sealed path${r.hits.length === 1 ? "" : "s"} touched${r.sealedOnly ? " (nothing else: mergeable only with a sealed owner's approval)" : ""}`
    );
    for (const h of r.hits) lines.push(`      ${JSON.stringify(h.path)}  ${describeChange(h)}  ← ${h.pattern.glob} (${h.pattern.reason})`);
  }
  for (const m of r.manifests) {
    if (m.status === "absent") lines.push(`  · manifest ${m.root}: no MANIFEST.sha256 at base (unused)`);
    else if (m.status === "verified") lines.push(`  ✓ manifest ${m.root}: ${plural(m.entries, "entry", "entries")} verified from head blobs`);
    else {
      lines.push(`  ✗ manifest ${m.root}: ${m.findings.length} problem${m.findings.length === 1 ? "" : "s"}`);
      for (const f of m.findings) lines.push(`      ${findingLine(f)}`);
    }
  }
  lines.push(`verdict: ${verdictWord(r.verdict)}${r.findings.length > 0 ? ` (${r.findings.length} reason${r.findings.length === 1 ? "" : "s"})` : ""}`);
  return lines.join("\n");
}
function sealMarkdown(r) {
  const out = [`### seedgate seal: ${verdictWord(r.verdict)}`, ""];
  out.push(`Base \`${short(r.base)}\`, head \`${short(r.head)}\`, ${r.writeSet.changed} changed paths (from ${r.writeSet.source}).`, "");
  if (r.hits.length > 0) {
    out.push("| sealed path | change | matched |", "|---|---|---|");
    for (const h of r.hits) out.push(`| ${escapeCell(code(h.path))} | ${describeChange(h)} | ${escapeCell(code(h.pattern.glob))} ${h.pattern.reason} |`);
    out.push("");
  } else out.push("No sealed path touched.", "");
  for (const m of r.manifests) {
    const mark = m.status === "verified" ? "✓" : m.status === "absent" ? "·" : "✗";
    out.push(`- ${mark} manifest ${code(m.root)}: ${m.status === "verified" ? `${m.entries} entries verified` : m.status}`);
    for (const f of m.findings) out.push(`  - ${escapeCell(findingLine(f))}`);
  }
  return out.join("\n") + "\n";
}
function sealPathsText(r) {
  const lines = [`seedgate seal --paths: ${r.checked} paths checked, ${r.hits.length} sealed`];
  for (const h of r.hits) lines.push(`  ${JSON.stringify(h.path)}  ← ${h.pattern.glob} (${h.pattern.reason})`);
  lines.push(`verdict: ${verdictWord(r.verdict)}`);
  return lines.join("\n");
}

export {
  sealText,
  sealMarkdown,
  sealPathsText
};
