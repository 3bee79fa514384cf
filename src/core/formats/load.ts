// Reads every sealed input the config names from one tree (the base commit for
// the judge) and normalises them into the SealedModel. Problems become findings
// so one broken file never hides the others; only non-seedgate errors (bugs) throw.
import type { Config } from "../config.js";
import { SeedgateError } from "../errors.js";
import { error, type Finding } from "../findings.js";
import type { Property, SealedModel, LedgerFreeze } from "../model.js";
import type { TreeReader } from "../../ports-tree.js";
import { parseJournal } from "./journal.js";
import { parseLedger } from "./ledger.js";
import { ORACLE_MODULES, parseSeeds, sealedProperty } from "./sealed.js";
import { fromError } from "./source.js";

type Read = { readonly text: string | null; readonly findings: readonly Finding[] };

export async function loadSealedModel(config: Config, tree: TreeReader): Promise<SealedModel> {
  const properties: Property[] = [];
  const ledgerFreezes: LedgerFreeze[] = [];
  const findings: Finding[] = [];
  const files: string[] = [];
  const read = async (path: string): Promise<Read> => {
    try {
      const bytes = await tree.readFile(path);
      if (bytes !== null) files.push(path);
      return { text: bytes === null ? null : bytes.toString("utf8"), findings: [] };
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      return { text: null, findings: [fromError(err, "input.unreadable")] };
    }
  };
  const missing = (key: "journals" | "ledger" | "oracle", path: string, what: string): void => {
    if (config.explicit.has(key)) {
      findings.push(error(`${key}.missing`, `${what} ${path} is configured but missing at ${tree.label}`, { file: config.file ?? path, hint: `fix "${key}" in the config or add the file` }));
    }
  };

  const journalPaths = [...(await tree.glob(config.journals))].sort();
  if (journalPaths.length === 0) missing("journals", config.journals, "journal glob");
  for (const path of journalPaths) {
    const r = await read(path);
    findings.push(...r.findings);
    if (r.text === null) continue;
    const j = parseJournal(path, r.text);
    findings.push(...j.findings);
    if (j.property) properties.push(j.property);
  }

  const ledger = await read(config.ledger);
  findings.push(...ledger.findings);
  if (ledger.text !== null) {
    const l = parseLedger(config.ledger, ledger.text);
    properties.push(...l.properties);
    ledgerFreezes.push(...l.ledgerFreezes);
    findings.push(...l.findings);
  } else if (ledger.findings.length === 0) missing("ledger", config.ledger, "ledger");

  const oracle = await loadOracle(config.oracle, read);
  findings.push(...oracle.findings);
  if (oracle.property) properties.push(oracle.property);
  else if (oracle.absent) missing("oracle", `${config.oracle}/seeds.json`, "sealed oracle");

  findings.push(...duplicatePropertyIds(properties));
  return { properties, ledgerFreezes, findings, files };
}

async function loadOracle(dir: string, read: (path: string) => Promise<Read>): Promise<{ property: Property | null; absent: boolean; findings: Finding[] }> {
  const seedsFile = `${dir}/seeds.json`;
  const seeds = await read(seedsFile);
  const findings: Finding[] = [...seeds.findings];
  const modules: string[] = [];
  for (const m of ORACLE_MODULES) {
    const r = await read(`${dir}/${m}`);
    findings.push(...r.findings);
    if (r.text !== null) modules.push(m);
  }
  if (seeds.text === null) {
    // An oracle module with no seeds would silently run nothing: refuse it.
    if (modules.length > 0 && seeds.findings.length === 0) {
      findings.push(error("oracle.no-seeds", `${dir}/${modules[0]} has no seeds.json beside it`, { file: `${dir}/${modules[0]}`, hint: "add seeds.json or remove the oracle" }));
    }
    return { property: null, absent: modules.length === 0 && seeds.findings.length === 0, findings };
  }
  if (modules.length !== 1) {
    const found = modules.length === 0 ? "neither" : "both";
    findings.push(error("oracle.module", `${found} of ${ORACLE_MODULES.join(" / ")} exist beside ${seedsFile}; exactly one must`, { file: seedsFile, hint: "keep exactly one oracle module" }));
  }
  const parsed = parseSeeds(seedsFile, seeds.text);
  findings.push(...parsed.findings);
  const property = parsed.cases !== null && modules.length === 1 ? sealedProperty(dir, modules[0]!, seedsFile, parsed.cases) : null;
  return { property, absent: false, findings };
}

/** Plan rows are keyed by property id, so two sources claiming one id would collide. */
function duplicatePropertyIds(properties: readonly Property[]): Finding[] {
  const first = new Map<string, Property>();
  const out: Finding[] = [];
  for (const p of properties) {
    const prior = first.get(p.id);
    if (prior === undefined) first.set(p.id, p);
    else if (prior.source.file !== p.source.file) {
      // Repeats inside one ledger are already reported by the ledger parser.
      out.push(error("model.duplicate-property", `property id "${p.id}" is also defined in ${prior.source.file}`, { ...p.source }));
    }
  }
  return out;
}
