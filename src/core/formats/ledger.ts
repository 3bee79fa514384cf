// Seed-002 ledger (seed_ledger.json): owned properties with pre-fix failing
// seeds, human-locked hashed fixtures, freezes that cannot gate. `draft` is
// agent-writable by design, so it is dropped here and never reaches the model.
import type { Finding } from "../findings.js";
import type { Located } from "../located.js";
import type { FixtureRef, LedgerFreeze, Property } from "../model.js";
import { duplicateFindings, findingAt, parseChecked, refAt } from "./source.js";

interface RawLedger {
  properties?: { id: string; fn: string; seed_budget?: number; pre_fix_failing_seeds: number[]; status: "owned" | "unearned" }[];
  fixtures?: { id: string; property_id: string; seed?: number; sha256: string; locked_by: string; path: string }[];
  freezes?: { id: string; test: string; reason: string; cannot_gate: boolean; required: boolean }[];
  draft?: unknown[];
}

export interface LedgerResult {
  readonly properties: readonly Property[];
  readonly ledgerFreezes: readonly LedgerFreeze[];
  readonly findings: readonly Finding[];
}

/** sha256 of zero bytes: the classic pasted-not-computed digest. */
export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
export const isSha256 = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);

export function parseLedger(file: string, text: string): LedgerResult {
  const parsed = parseChecked<RawLedger>(file, text, "ledger", "ledger");
  if (parsed.doc === null) return { properties: [], ledgerFreezes: [], findings: parsed.findings };
  const { doc, value: l } = parsed;
  const props = l.properties ?? [];
  const fixtures = l.fixtures ?? [];
  const findings: Finding[] = [
    ...duplicateFindings(doc, "ledger.duplicate-id", props.map((p) => p.id), (i) => `/properties/${i}/id`, "property id"),
    ...duplicateFindings(doc, "ledger.duplicate-id", fixtures.map((f) => f.id), (i) => `/fixtures/${i}/id`, "fixture id"),
  ];
  props.forEach((p, i) => {
    findings.push(...duplicateFindings(doc, "ledger.duplicate-seed", p.pre_fix_failing_seeds, (k) => `/properties/${i}/pre_fix_failing_seeds/${k}`, "pre-fix seed"));
    if (p.status === "owned" && p.pre_fix_failing_seeds.length === 0) {
      findings.push(findingAt(doc, "ledger.unearned-owned", `owned property "${p.id}" has no pre-fix failing seed`, `/properties/${i}/pre_fix_failing_seeds`, 'recover a seed that fails the parent, or set status "unearned"'));
    }
  });

  const known = new Set(props.map((p) => p.id));
  const byProperty = new Map<string, FixtureRef[]>();
  fixtures.forEach((f, i) => {
    findings.push(...fixtureFindings(doc, f, i, known));
    const ref: FixtureRef = { path: f.path, sha256: f.sha256, ...(f.seed === undefined ? {} : { seed: f.seed }), source: refAt(doc, `/fixtures/${i}`) };
    byProperty.set(f.property_id, [...(byProperty.get(f.property_id) ?? []), ref]);
  });

  const ledgerFreezes = (l.freezes ?? []).map((z, i): LedgerFreeze => {
    if (z.cannot_gate && z.required) {
      findings.push(findingAt(doc, "ledger.required-freeze", `freeze "${z.id}" cannot gate but is required`, `/freezes/${i}/required`, "frozen tests may run; they must not be required for merge"));
    }
    return { id: z.id, test: z.test, reason: z.reason, cannotGate: z.cannot_gate, required: z.required, source: refAt(doc, `/freezes/${i}`) };
  });

  const properties = props.map((p, i): Property => ({
    id: p.id,
    format: "ledger",
    selector: p.fn,
    votes: p.status === "owned",
    state: p.status,
    replay: p.pre_fix_failing_seeds.map((seed, k) => ({ seed, source: refAt(doc, `/properties/${i}/pre_fix_failing_seeds/${k}`) })),
    holdout: [],
    fixtures: byProperty.get(p.id) ?? [],
    cases: [],
    source: refAt(doc, `/properties/${i}`),
  }));
  return { properties, ledgerFreezes, findings };
}

function fixtureFindings(doc: Located, f: NonNullable<RawLedger["fixtures"]>[number], i: number, known: ReadonlySet<string>): Finding[] {
  const at = `/fixtures/${i}`;
  const out: Finding[] = [];
  if (!isSha256(f.sha256)) {
    out.push(findingAt(doc, "ledger.bad-digest", `fixture "${f.id}" sha256 is not 64 lowercase hex`, `${at}/sha256`, "compute the digest from the fixture bytes"));
  } else if (f.sha256 === EMPTY_SHA256) {
    out.push(findingAt(doc, "ledger.empty-digest", `fixture "${f.id}" sha256 is the digest of an empty file`, `${at}/sha256`, "a pasted empty-file digest is a copy-paste failure; hash the real bytes"));
  }
  if (f.locked_by !== "human") {
    out.push(findingAt(doc, "ledger.not-human-locked", `fixture "${f.id}" is locked_by "${f.locked_by}", not "human"`, `${at}/locked_by`, "only a human may lock a fixture"));
  }
  if (!known.has(f.property_id)) {
    out.push(findingAt(doc, "ledger.unknown-property", `fixture "${f.id}" names unknown property "${f.property_id}"`, `${at}/property_id`, "drafts do not count: promote the property first"));
  }
  return out;
}
