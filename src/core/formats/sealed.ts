// Seed-003 sealed oracle: `<oracle>/seeds.json` (values-only cases) beside
// exactly one properties.py or properties.mjs. The oracle is one voting property.
import type { Finding } from "../findings.js";
import type { CaseRef, Property } from "../model.js";
import { duplicateFindings, parseChecked, refAt } from "./source.js";

interface RawSeeds {
  cases: ({ id: string } & Record<string, unknown>)[];
}

export const ORACLE_MODULES = ["properties.py", "properties.mjs"] as const;

export interface SeedsResult {
  readonly cases: readonly CaseRef[] | null;
  readonly findings: readonly Finding[];
}

export function parseSeeds(file: string, text: string): SeedsResult {
  const parsed = parseChecked<RawSeeds>(file, text, "seeds", "seeds");
  if (parsed.doc === null) return { cases: null, findings: parsed.findings };
  const { doc, value } = parsed;
  const findings = duplicateFindings(doc, "seeds.duplicate-id", value.cases.map((c) => c.id), (i) => `/cases/${i}/id`, "case id");
  const cases = value.cases.map((c, i): CaseRef => ({ id: c.id, value: c, source: refAt(doc, `/cases/${i}`) }));
  return { cases, findings };
}

/** The oracle directory is the property id: one oracle, one property. */
export function sealedProperty(oracle: string, module: string, seedsFile: string, cases: readonly CaseRef[]): Property {
  return {
    id: oracle,
    format: "sealed",
    selector: `${oracle}/${module}`,
    votes: true,
    state: "sealed",
    replay: [],
    holdout: [],
    fixtures: [],
    cases,
    source: { file: seedsFile, pointer: "" },
  };
}
