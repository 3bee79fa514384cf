// Seed-003 sealed oracle: `<oracle>/seeds.json` (values-only cases) beside
// exactly one properties.py or properties.mjs. The oracle is one voting property.
import { error, type Finding } from "../findings.js";
import type { CaseRef, Property } from "../inputs/model.js";
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
  const findings = duplicateFindings(
    doc,
    "seeds.duplicate-id",
    value.cases.map((c) => c.id),
    (i) => `/cases/${i}/id`,
    "case id",
  );
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

/** Text of a sealed file, null when absent; unreadable bytes come back as findings. */
export type ReadText = (path: string) => Promise<{ readonly text: string | null; readonly findings: readonly Finding[] }>;

export interface OracleResult {
  readonly property: Property | null;
  /** Nothing of the oracle exists (no seeds.json, no module): a default that is simply unused. */
  readonly absent: boolean;
  readonly findings: readonly Finding[];
}

export async function loadOracle(dir: string, read: ReadText): Promise<OracleResult> {
  const seedsFile = `${dir}/seeds.json`;
  const seeds = await read(seedsFile);
  const findings: Finding[] = [...seeds.findings];
  const modules: string[] = [];
  for (const m of ORACLE_MODULES) {
    const r = await read(`${dir}/${m}`);
    findings.push(...r.findings);
    if (r.text !== null || r.findings.length > 0) modules.push(m);
  }
  if (seeds.text === null) {
    // An oracle module with no seeds would silently run nothing: refuse it.
    if (modules.length > 0 && seeds.findings.length === 0) {
      findings.push(
        error("oracle.no-seeds", `${dir}/${modules[0]} has no seeds.json beside it`, {
          file: `${dir}/${modules[0]}`,
          hint: "add seeds.json or remove the oracle",
        }),
      );
    }
    return { property: null, absent: modules.length === 0 && seeds.findings.length === 0, findings };
  }
  if (modules.length !== 1) {
    const found = modules.length === 0 ? "neither" : "both";
    findings.push(
      error("oracle.module", `${found} of ${ORACLE_MODULES.join(" / ")} exist beside ${seedsFile}; exactly one must`, {
        file: seedsFile,
        hint: "keep exactly one oracle module",
      }),
    );
  }
  const parsed = parseSeeds(seedsFile, seeds.text);
  findings.push(...parsed.findings);
  if (dir.includes(":")) {
    // The oracle directory is the property id, and ":" separates plan row ids.
    findings.push(
      error("oracle.property-id", `oracle directory "${dir}" contains ":", which separates plan row ids`, { file: seedsFile, hint: "move the oracle" }),
    );
  }
  const property = parsed.cases !== null && modules.length === 1 ? sealedProperty(dir, modules[0]!, seedsFile, parsed.cases) : null;
  return { property, absent: false, findings };
}
