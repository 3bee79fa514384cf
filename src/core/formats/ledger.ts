// Seed-002 ledger (seed_ledger.json): owned properties with pre-fix failing
// seeds, human-locked hashed fixtures, freezes that cannot gate. `draft` is
// agent-writable by design, so it is dropped here and never reaches the model.
import { notice, warning, type Finding } from "../findings.js";
import type { Located } from "../inputs/located.js";
import type { FixtureRef, LedgerFreeze, Property } from "../inputs/model.js";
import { split } from "../plan/split.js";
import { digestFinding, duplicateFindings, findingAt, parseChecked, propertyIdFinding, refAt } from "./source.js";

export { EMPTY_SHA256, isSha256 } from "./source.js";

type RawProperty = { id: string; fn: string; seed_budget?: number; pre_fix_failing_seeds: number[]; status: "owned" | "unearned" };
type RawFixture = { id: string; property_id: string; seed?: number; sha256: string; locked_by: string; path: string };
type RawFreeze = { id: string; test: string; reason: string; cannot_gate: boolean; required: boolean };

interface RawLedger {
  properties?: RawProperty[];
  fixtures?: RawFixture[];
  freezes?: RawFreeze[];
  draft?: unknown[];
}

export interface LedgerResult {
  readonly properties: readonly Property[];
  readonly ledgerFreezes: readonly LedgerFreeze[];
  readonly findings: readonly Finding[];
}

export function parseLedger(file: string, text: string): LedgerResult {
  const parsed = parseChecked<RawLedger>(file, text, "ledger", "ledger");
  if (parsed.doc === null) return { properties: [], ledgerFreezes: [], findings: parsed.findings };
  const { doc, value: l } = parsed;
  const props = l.properties ?? [];
  const fixtures = l.fixtures ?? [];
  const freezes = l.freezes ?? [];
  const findings: Finding[] = [
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      props.map((p) => p.id),
      (i) => `/properties/${i}/id`,
      "property id",
    ),
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      fixtures.map((f) => f.id),
      (i) => `/fixtures/${i}/id`,
      "fixture id",
    ),
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      freezes.map((z) => z.id),
      (i) => `/freezes/${i}/id`,
      "freeze id",
    ),
    ...props.flatMap((p, i) => propertyFindings(doc, p, i, fixtures)),
    ...fixtures.flatMap((f, i) => fixtureFindings(doc, f, i, props)),
    ...duplicateFixtures(doc, fixtures),
    ...freezes.flatMap((z, i) => freezeFindings(doc, z, i)),
  ];
  if ((l.draft ?? []).length > 0) {
    findings.push(
      notice("ledger.draft", `${l.draft!.length} draft entr${l.draft!.length === 1 ? "y is" : "ies are"} ignored by the gate`, refAt(doc, "/draft")),
    );
  }

  const byProperty = new Map<string, FixtureRef[]>();
  fixtures.forEach((f, i) => {
    const ref: FixtureRef = { path: f.path, sha256: f.sha256, ...(f.seed === undefined ? {} : { seed: f.seed }), source: refAt(doc, `/fixtures/${i}`) };
    byProperty.set(f.property_id, [...(byProperty.get(f.property_id) ?? []), ref]);
  });
  const properties = props.map((p, i): Property => ({
    id: p.id,
    format: "ledger",
    selector: p.fn,
    votes: p.status === "owned",
    state: p.status,
    replay: p.pre_fix_failing_seeds.map((seed, k) => ({ seed, source: refAt(doc, `/properties/${i}/pre_fix_failing_seeds/${k}`) })),
    holdout: explorationSeeds(p).map((seed) => ({ seed, source: refAt(doc, `/properties/${i}/seed_budget`) })),
    fixtures: byProperty.get(p.id) ?? [],
    cases: [],
    source: refAt(doc, `/properties/${i}`),
  }));
  const ledgerFreezes = freezes.map((z, i): LedgerFreeze => ({
    id: z.id,
    test: z.test,
    reason: z.reason,
    cannotGate: z.cannot_gate,
    required: z.required,
    source: refAt(doc, `/freezes/${i}`),
  }));
  return { properties, ledgerFreezes, findings };
}

/** More exploration rows than this per property is a budget typo, not a plan: the rest are not run, and a notice says so. */
export const MAX_EXPLORATION = 1000;

/**
 * Seed 002: "The property must pass on that seed. Then spend the remaining budget as
 * exploration." The rest of `seed_budget` runs in the holdout lane, drawn the way seed
 * 000 draws holdouts (disjoint from the pre-fix seeds), from the property's id: the
 * ledger records no parent. An exploration failure blocks: it "does not silently retry".
 */
export function explorationSeeds(p: Pick<RawProperty, "id" | "seed_budget" | "pre_fix_failing_seeds" | "status">): number[] {
  if (p.status !== "owned" || p.seed_budget === undefined || p.pre_fix_failing_seeds.length === 0) return [];
  const n = Math.min(MAX_EXPLORATION, p.seed_budget - new Set(p.pre_fix_failing_seeds).size);
  if (n < 1) return [];
  const s = split({ parentSha: `ledger:${p.id}`, hits: p.pre_fix_failing_seeds, k: n });
  return s.ok ? [...s.holdout] : [];
}

function propertyFindings(doc: Located, p: RawProperty, i: number, fixtures: readonly RawFixture[]): Finding[] {
  const at = `/properties/${i}`;
  const out = [
    ...propertyIdFinding(doc, "ledger", p.id, `${at}/id`),
    ...duplicateFindings(doc, "ledger.duplicate-seed", p.pre_fix_failing_seeds, (k) => `${at}/pre_fix_failing_seeds/${k}`, "pre-fix seed"),
  ];
  if (p.status === "unearned") {
    out.push(notice("ledger.unearned", `property "${p.id}" is unearned: reported, never voting`, refAt(doc, `${at}/status`)));
    return out;
  }
  if (p.pre_fix_failing_seeds.length === 0) {
    out.push(
      findingAt(
        doc,
        "ledger.unearned-owned",
        `owned property "${p.id}" has no pre-fix failing seed`,
        `${at}/pre_fix_failing_seeds`,
        'recover a seed that fails the parent, or set status "unearned"',
      ),
    );
  }
  if (p.seed_budget !== undefined && p.seed_budget - new Set(p.pre_fix_failing_seeds).size > MAX_EXPLORATION) {
    out.push(
      notice(
        "ledger.exploration-capped",
        `seed_budget ${p.seed_budget} of "${p.id}" leaves more than ${MAX_EXPLORATION} exploration seeds: ${MAX_EXPLORATION} run`,
        refAt(doc, `${at}/seed_budget`),
      ),
    );
  }
  const locked = new Set(fixtures.filter((f) => f.property_id === p.id).map((f) => f.seed));
  p.pre_fix_failing_seeds.forEach((seed, k) => {
    // Seed 002: "an integer seed is not a substitute for recorded bytes". Reported, not blocking: the prose gate does not require it.
    if (!locked.has(seed)) {
      out.push(
        warning("ledger.seed-without-fixture", `pre-fix seed ${seed} of "${p.id}" has no locked fixture`, {
          ...refAt(doc, `${at}/pre_fix_failing_seeds/${k}`),
          hint: "seedgate promote records the bytes and their digest",
        }),
      );
    }
  });
  return out;
}

function fixtureFindings(doc: Located, f: RawFixture, i: number, props: readonly RawProperty[]): Finding[] {
  const at = `/fixtures/${i}`;
  const out: Finding[] = [];
  const digest = digestFinding(doc, "ledger", `fixture "${f.id}"`, f.sha256, `${at}/sha256`);
  if (digest) out.push(digest);
  if (f.locked_by !== "human") {
    out.push(
      findingAt(
        doc,
        "ledger.not-human-locked",
        `fixture "${f.id}" is locked_by "${f.locked_by}", not "human"`,
        `${at}/locked_by`,
        "only a human may lock a fixture",
      ),
    );
  }
  const owner = props.find((p) => p.id === f.property_id);
  if (owner === undefined) {
    out.push(
      findingAt(
        doc,
        "ledger.unknown-property",
        `fixture "${f.id}" names unknown property "${f.property_id}"`,
        `${at}/property_id`,
        "drafts do not count: promote the property first",
      ),
    );
  } else if (f.seed !== undefined && !owner.pre_fix_failing_seeds.includes(f.seed)) {
    // A fixture is promoted from a failing seed; one locked to any other seed is evidence of nothing.
    out.push(
      findingAt(
        doc,
        "ledger.fixture-seed",
        `fixture "${f.id}" is locked to seed ${f.seed}, not a pre-fix failing seed of "${f.property_id}"`,
        `${at}/seed`,
        "add the seed to pre_fix_failing_seeds or fix the fixture",
      ),
    );
  }
  return out;
}

/** Plan rows are keyed by property and path: one path locked twice is one row with two claims. */
function duplicateFixtures(doc: Located, fixtures: readonly RawFixture[]): Finding[] {
  const seen = new Set<string>();
  return fixtures.flatMap((f, i) => {
    const key = JSON.stringify([f.property_id, f.path]);
    const repeat = seen.has(key);
    seen.add(key);
    return repeat
      ? [
          findingAt(
            doc,
            "ledger.duplicate-fixture",
            `fixture path ${f.path} is locked twice for "${f.property_id}"`,
            `/fixtures/${i}/path`,
            "lock each fixture file once",
          ),
        ]
      : [];
  });
}

function freezeFindings(doc: Located, z: RawFreeze, i: number): Finding[] {
  if (!(z.cannot_gate && z.required)) return [];
  return [
    findingAt(
      doc,
      "ledger.required-freeze",
      `freeze "${z.id}" cannot gate but is required`,
      `/freezes/${i}/required`,
      "frozen tests may run; they must not be required for merge",
    ),
  ];
}
