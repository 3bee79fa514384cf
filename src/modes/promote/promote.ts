// `seedgate promote SEED PROPERTY_ID [--fixture FILE]`: seed 002's human write. The
// seed's bytes (the --fixture file, or the hunt's capture from the ledger's draft record,
// checked against its recorded digest) become tests/fixtures/SEED.bin, and the ledger
// records them `locked_by: human` (core/edits/promote.ts). The face refuses CI and pipes.
import { createHash } from "node:crypto";
import { SeedgateError } from "../../core/errors.js";
import { capturedFixture, promoteInLedger, type LedgerDoc } from "../../core/edits/promote.js";
import type { Workspace } from "../../ports/workspace.js";
import { loadConfig } from "../base/config-load.js";
import { workingTree } from "../base/working-tree.js";

export interface PromoteSettings {
  readonly seed: number;
  readonly propertyId: string;
  /** `--fixture FILE` as the face read it (it may lie outside the tree): its name, null bytes when absent. */
  readonly fixture?: { readonly file: string; readonly bytes: Buffer | null };
}

export interface PromotePorts {
  /** The working tree the command runs in (its --cwd). */
  readonly workspace: Workspace;
}

export interface PromoteResult {
  readonly command: "promote";
  readonly seed: number;
  readonly propertyId: string;
  readonly fixture: string;
  readonly sha256: string;
  readonly lockedBy: "human";
  readonly movedFromDraft: boolean;
  /** The ledger file edited (not in --json's shape: the renderer names it). */
  readonly ledgerFile: string;
}

export async function promote(s: PromoteSettings, ports: PromotePorts): Promise<PromoteResult> {
  const ws = ports.workspace;
  const config = await loadConfig(workingTree(ws));
  const ledger = readLedger(ws, config.ledger);
  const fixturePath = `tests/fixtures/${s.seed}.bin`;
  const source = s.fixture === undefined ? capturedBytes(ws, ledger, s, config.ledger) : named(s.fixture);
  const sha256 = sha256Of(source.bytes);
  const { ledger: next, movedFromDraft } = promoteInLedger(ledger, { seed: s.seed, propertyId: s.propertyId, fixturePath, sha256 });
  ws.makeDir("tests/fixtures");
  if (source.file !== fixturePath) ws.writeFile(fixturePath, source.bytes);
  ws.writeFile(config.ledger, JSON.stringify(next, null, 2) + "\n");
  return {
    command: "promote",
    seed: s.seed,
    propertyId: s.propertyId,
    fixture: fixturePath,
    sha256,
    lockedBy: "human",
    movedFromDraft,
    ledgerFile: config.ledger,
  };
}

export const sha256Of = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

export function readLedger(ws: Workspace, file: string): LedgerDoc {
  const bytes = ws.readFile(file);
  if (bytes === null) throw new SeedgateError("input", `${file} does not exist`, { file });
  try {
    return JSON.parse(bytes.toString("utf8")) as LedgerDoc;
  } catch (cause) {
    throw new SeedgateError("input", `${file} is not JSON: ${(cause as Error).message}`, { file, cause, hint: "run seedgate validate" });
  }
}

function named(f: NonNullable<PromoteSettings["fixture"]>): { file: string; bytes: Buffer } {
  if (f.bytes === null) throw new SeedgateError("usage", `the fixture ${f.file} does not exist`, { file: f.file, hint: "--fixture names the seed's bytes" });
  return { file: f.file, bytes: f.bytes };
}

/** The hunt's captured file for the seed, refused unless it still hashes to the recorded digest. */
export function capturedBytes(
  ws: Workspace,
  ledger: LedgerDoc,
  s: Pick<PromoteSettings, "seed" | "propertyId">,
  ledgerFile: string,
): { file: string; bytes: Buffer } {
  const refuse = (why: string) =>
    new SeedgateError("usage", `promote cannot find the bytes for seed ${s.seed}: ${why}`, {
      file: ledgerFile,
      hint: `run \`seedgate hunt --parent REV --property ${s.propertyId} --seeds ${s.seed}\` to capture them, or pass --fixture FILE`,
    });
  const c = capturedFixture(ledger, s.propertyId, s.seed);
  if (!c.ok) throw refuse(c.reason);
  const bytes = ws.readFile(c.path);
  if (bytes === null) throw refuse(`${c.path}, which the hunt recorded, does not exist`);
  const actual = sha256Of(bytes);
  if (actual !== c.sha256) throw refuse(`${c.path} no longer hashes to the sha256 the hunt recorded (${c.sha256.slice(0, 12)}…)`);
  return { file: c.path, bytes };
}
