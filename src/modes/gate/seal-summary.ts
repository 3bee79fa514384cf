// The seal's part of the gate report: what changed, which sealed paths, the manifests,
// and who approved a sealed-only change. It reads the gate's result, so it is the gate's.
import type { GateResult } from "./gate.js";
import { inlineCode, paragraph, strong, text, type Block, type Inline } from "../../render/md.js";

const MAX_FILES = 10;

export function sealBlocks(r: GateResult): Block[] {
  const s = r.seal;
  const hits =
    s.hits.length === 0
      ? "no sealed path touched"
      : `${s.hits.length} sealed path${s.hits.length === 1 ? "" : "s"} touched${s.sealedOnly ? " (sealed-only)" : ""}`;
  const manifests = s.manifests
    .filter((m) => m.status !== "absent")
    .flatMap((m, i): Inline[] => [text(i === 0 ? "; manifests " : ", "), inlineCode(m.root), text(` ${m.status}`)]);
  const approval: Inline[] =
    r.approval === null
      ? []
      : r.approval.approved
        ? [text(`; approved by ${r.approval.by} (sealed owner ${r.approval.as}) on the head commit`)]
        : [text(`; not approved: ${r.approval.reason}`)];
  const line = paragraph(
    strong("Seal:"),
    text(` ${s.writeSet.changed} changed path${s.writeSet.changed === 1 ? "" : "s"}, ${hits}`),
    ...manifests,
    ...approval,
    text("."),
  );
  return [line, ...approvedFiles(r)];
}

/** One line for an approved sealed change, however many files it touches (each is annotated). */
function approvedFiles(r: GateResult): Block[] {
  const approved = r.judgement.notes.filter((n) => n.code === "seal.approved");
  if (approved.length === 0 || !r.approval?.approved) return [];
  const files = approved.slice(0, MAX_FILES).flatMap((f, i): Inline[] => [...(i > 0 ? [text(", ")] : []), inlineCode(f.file ?? "?")]);
  const more = approved.length > MAX_FILES ? [text(` and ${approved.length - MAX_FILES} more`)] : [];
  return [paragraph(text("Approved sealed paths: "), ...files, ...more, text("."))];
}
