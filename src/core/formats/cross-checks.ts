// Invariants that span sources: each format is valid alone, but together they
// must still give every plan row one owner and every test one trust level.
import { error, type Finding } from "../findings.js";
import type { LedgerFreeze, Property, QuarantineEntry, SourceRef } from "../inputs/model.js";

export function crossFindings(properties: readonly Property[], ledgerFreezes: readonly LedgerFreeze[], quarantine: readonly QuarantineEntry[]): Finding[] {
  return [...duplicatePropertyIds(properties), ...frozenVoters(properties, ledgerFreezes), ...quarantinedVoters(properties, quarantine)];
}

const at = (source: SourceRef, pointer?: string): Partial<Finding> => ({
  file: source.file,
  pointer: pointer ?? source.pointer,
  ...(source.line === undefined ? {} : { line: source.line }),
});

/** Plan rows are keyed by property id, so two sources claiming one id would collide. */
function duplicatePropertyIds(properties: readonly Property[]): Finding[] {
  const first = new Map<string, Property>();
  const out: Finding[] = [];
  for (const p of properties) {
    const prior = first.get(p.id);
    if (prior === undefined) first.set(p.id, p);
    else if (prior.source.file !== p.source.file) {
      // Repeats inside one ledger are already reported by the ledger parser.
      out.push(error("model.duplicate-property", `property id "${p.id}" is also defined in ${prior.source.file}`, at(p.source)));
    }
  }
  return out;
}

/** Seed 002: a test that cannot gate must not vote; an owned property or gated journal on it would. */
function frozenVoters(properties: readonly Property[], freezes: readonly LedgerFreeze[]): Finding[] {
  return freezes.flatMap((z) => {
    const voter = z.cannotGate ? properties.find((p) => p.votes && p.selector === z.test) : undefined;
    if (voter === undefined) return [];
    return [
      error("ledger.frozen-voter", `freeze "${z.id}" cannot gate, but property "${voter.id}" votes on ${z.test}`, {
        ...at(z.source, `${z.source.pointer}/test`),
        hint: "unlock the property or retire the freeze",
      }),
    ];
  });
}

/** Seed 003: a quarantined node never votes, so it cannot also be a voting property. */
function quarantinedVoters(properties: readonly Property[], quarantine: readonly QuarantineEntry[]): Finding[] {
  return quarantine.flatMap((q) => {
    const voter = properties.find((p) => p.votes && p.selector === q.nodeid);
    if (voter === undefined) return [];
    return [
      error("quarantine.voting-node", `${q.nodeid} is quarantined but votes as property "${voter.id}"`, {
        ...at(q.source, `${q.source.pointer}/nodeid`),
        hint: "a node is either quarantined (reported) or a property (voting), never both",
      }),
    ];
  });
}
