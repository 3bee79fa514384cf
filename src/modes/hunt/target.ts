// Which property a hunt is about, read from the oracle revision in any state:
// proposed and hit journals, unearned ledger properties and ledger drafts
// included (the model drops drafts, so they are read from the raw ledger here).
import type { Config } from "../../core/inputs/config.js";
import { SeedgateError } from "../../core/errors.js";
import type { RawJournal } from "../../core/formats/journal.js";
import type { Property, SealedModel } from "../../core/inputs/model.js";
import type { LedgerDoc } from "../../core/edits/promote.js";
import type { TreeReader } from "../../ports/tree.js";

export type HuntTarget =
  | { readonly format: "journal"; readonly property: Property; readonly file: string; readonly text: string; readonly document: RawJournal }
  | { readonly format: "ledger"; readonly property: Property; readonly file: string; readonly text: string; readonly document: LedgerDoc };

export async function findTarget(config: Config, model: SealedModel, tree: TreeReader, id: string): Promise<HuntTarget> {
  const found = model.properties.find((p) => p.id === id);
  if (found?.format === "sealed") {
    throw new SeedgateError("usage", `"${id}" is the sealed oracle: its cases are fixed inputs, there is no seed to hunt`, {
      hint: "hunt a journal or ledger property",
    });
  }
  if (found?.format === "journal") {
    const text = await readText(tree, found.source.file);
    return { format: "journal", property: found, file: found.source.file, text, document: JSON.parse(text) as RawJournal };
  }
  const ledgerBytes = await tree.readFile(config.ledger);
  const text = ledgerBytes?.toString("utf8") ?? "";
  const document = ledgerBytes === null ? null : (JSON.parse(text) as LedgerDoc);
  if (found !== undefined && document !== null) return { format: "ledger", property: found, file: config.ledger, text, document };
  const draft = document?.draft?.find((d): d is { id: string; fn: string } => isDraft(d) && d.id === id);
  if (draft === undefined || document === null) {
    const broken = model.findings.filter((f) => f.severity === "error" && /\.(schema|syntax)$/.test(f.code)).map((f) => f.file);
    const hint =
      broken.length > 0
        ? `${[...new Set(broken)].join(", ")} did not parse: run seedgate validate`
        : "hunt reads the property from --oracle (default HEAD): commit the journal or draft there first";
    throw new SeedgateError("usage", `no property "${id}" in the journals, the ledger or its drafts at ${tree.label}`, { hint });
  }
  const property: Property = {
    id,
    format: "ledger",
    selector: draft.fn,
    votes: false,
    state: "unearned",
    replay: [],
    holdout: [],
    fixtures: [],
    cases: [],
    source: { file: config.ledger, pointer: "/draft" },
  };
  return { format: "ledger", property, file: config.ledger, text, document };
}

const isDraft = (d: unknown): d is { id: string; fn: string } =>
  d !== null && typeof d === "object" && typeof (d as { id?: unknown }).id === "string" && typeof (d as { fn?: unknown }).fn === "string";

async function readText(tree: TreeReader, path: string): Promise<string> {
  const bytes = await tree.readFile(path);
  if (bytes === null) throw new SeedgateError("input", `${path} vanished from ${tree.label}`, { file: path });
  return bytes.toString("utf8");
}
