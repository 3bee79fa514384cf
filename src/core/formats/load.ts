// Reads every sealed input the config names from one tree (the base commit for
// the judge) and normalises them into the SealedModel. Problems become findings
// so one broken file never hides the others; only non-seedgate errors (bugs) throw.
// The caller supplies the readers: the core never touches a filesystem or git.
import type { Config } from "../inputs/config.js";
import { SeedgateError } from "../errors.js";
import { error, type Finding } from "../findings.js";
import type { LedgerFreeze, Property, QuarantineEntry, SealedModel } from "../inputs/model.js";
import { crossFindings } from "./cross-checks.js";
import { parseJournal } from "./journal.js";
import { parseLedger } from "./ledger.js";
import { parseQuarantine } from "./quarantine.js";
import { loadOracle, type ReadText } from "./sealed.js";
import { fromError } from "./source.js";

/** What the loader needs of a tree: `TreeReader` (src/ports/tree.ts) fits as is. */
export interface SealedReaders {
  /** Bytes of a regular file, or null when absent; a SeedgateError for anything else (symlink, not a blob). */
  readFile(path: string): Promise<Buffer | null>;
  /** Repository-relative paths of regular files matching a glob. */
  glob(pattern: string): Promise<string[]>;
  /** Optional: fetch these files in one go before they are read one by one. */
  prefetch?(paths: readonly string[]): Promise<void>;
  /** Where the bytes came from, for messages ("base 1a2b3c4"). */
  readonly label?: string;
}

type Explicit = "journals" | "ledger" | "oracle" | "quarantine";

export async function loadSealedModel(config: Config, tree: SealedReaders): Promise<SealedModel> {
  const properties: Property[] = [];
  const ledgerFreezes: LedgerFreeze[] = [];
  const quarantine: QuarantineEntry[] = [];
  const findings: Finding[] = [];
  const files: string[] = [];
  const read: ReadText = async (path) => {
    try {
      const bytes = await tree.readFile(path);
      if (bytes === null) return { text: null, findings: [] };
      files.push(path);
      return decode(path, bytes);
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      return { text: null, findings: [fromError(err, "input.unreadable")] };
    }
  };
  // A default that names a missing file is simply unused; a configured one is an error.
  const missing = (key: Explicit, path: string, what: string): void => {
    if (!config.explicit.has(key)) return;
    findings.push(
      error(`${key}.missing`, `"${key}" in the config names ${what} ${path}, which is configured but missing at ${tree.label ?? "the base commit"}`, {
        file: config.file ?? path,
        hint: `fix "${key}" in the config or add the file`,
      }),
    );
  };

  const journalPaths = await globbed(tree, config.journals, findings);
  if (journalPaths?.length === 0) missing("journals", config.journals, "the journal glob");
  await tree.prefetch?.(journalPaths ?? []);
  for (const path of journalPaths ?? []) {
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
  } else if (ledger.findings.length === 0) missing("ledger", config.ledger, "the ledger");

  const oracle = await loadOracle(config.oracle, read);
  findings.push(...oracle.findings);
  if (oracle.property) properties.push(oracle.property);
  else if (oracle.absent) missing("oracle", `${config.oracle}/seeds.json`, "the sealed oracle");

  const catalogue = await read(config.quarantine);
  findings.push(...catalogue.findings);
  if (catalogue.text !== null) {
    const q = parseQuarantine(config.quarantine, catalogue.text);
    quarantine.push(...q.entries);
    findings.push(...q.findings);
  } else if (catalogue.findings.length === 0) missing("quarantine", config.quarantine, "the quarantine catalogue");

  findings.push(...crossFindings(properties, ledgerFreezes, quarantine));
  return { properties, ledgerFreezes, quarantine, findings, files };
}

/** Sorted matches, or null (with a finding) when the glob itself could not be listed. */
async function globbed(tree: SealedReaders, pattern: string, findings: Finding[]): Promise<string[] | null> {
  try {
    return [...(await tree.glob(pattern))].sort();
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    findings.push(fromError(err, "input.unreadable"));
    return null;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Strict UTF-8 with no byte-order mark: a lenient decode would replace bad bytes
 * and let seedgate judge a file other than the one Python or Node will read.
 */
function decode(path: string, bytes: Buffer): { text: string | null; findings: Finding[] } {
  const refuse = (message: string): { text: null; findings: Finding[] } => ({
    text: null,
    findings: [error("input.encoding", `${path} ${message}`, { file: path, line: 1, hint: "save the file as UTF-8 without a byte-order mark" })],
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return refuse("starts with a UTF-8 byte-order mark");
  try {
    return { text: utf8.decode(bytes), findings: [] };
  } catch {
    return refuse("is not valid UTF-8");
  }
}
