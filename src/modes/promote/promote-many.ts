// `seedgate promote SEED SEED… PROPERTY_ID` and `seedgate promote --hits PROPERTY_ID`:
// several seeds locked in one write. Each seed takes the bytes the ledger hunt captured
// for it; seeds that shrank to bytes an earlier seed of this run already locked join
// that fixture (its seed list grows, no second copy), as the hunt's record groups them.
// Once every recorded hit is owned, the hunt's record leaves draft: it has served.
import { SeedgateError } from "../../core/errors.js";
import { capturedFixture, dropSpentHuntRecord, huntHits, promoteInLedger, recordSeed } from "../../core/edits/promote.js";
import type { Workspace } from "../../ports/workspace.js";
import { loadConfig } from "../base/config-load.js";
import { workingTree } from "../base/working-tree.js";
import { capturedBytes, readLedger, sha256Of } from "./promote.js";

export interface PromoteManySettings {
  readonly propertyId: string;
  /** The seeds to lock, or every hit the hunt recorded for the property. */
  readonly seeds: readonly number[] | "hits";
}

export interface PromoteManyResult {
  readonly command: "promote";
  readonly propertyId: string;
  readonly seeds: readonly number[];
  /** One per distinct captured input: the seed that owns it and the seeds that shrank alike. */
  readonly fixtures: readonly { readonly seed: number; readonly fixture: string; readonly sha256: string; readonly sameBytes: readonly number[] }[];
  readonly lockedBy: "human";
  readonly movedFromDraft: boolean;
  readonly ledgerFile: string;
}

export async function promoteMany(s: PromoteManySettings, ports: { readonly workspace: Workspace }): Promise<PromoteManyResult> {
  const ws = ports.workspace;
  const config = await loadConfig(workingTree(ws));
  let ledger = readLedger(ws, config.ledger);
  const seeds = s.seeds === "hits" ? hitsOf(ledger, s.propertyId, config.ledger) : [...new Set(s.seeds)];
  const byCapture = new Map<string, { seed: number; fixture: string; sha256: string; sameBytes: number[] }>();
  let movedFromDraft = false;
  const writes: { path: string; bytes: Buffer }[] = [];
  for (const seed of seeds) {
    const c = capturedFixture(ledger, s.propertyId, seed);
    const first = c.ok ? byCapture.get(c.path) : undefined;
    if (first !== undefined) {
      ledger = recordSeed(ledger, s.propertyId, seed);
      first.sameBytes.push(seed);
      continue;
    }
    const source = capturedBytes(ws, ledger, { seed, propertyId: s.propertyId }, config.ledger);
    const fixture = `tests/fixtures/${seed}.bin`;
    const sha256 = sha256Of(source.bytes);
    const next = promoteInLedger(ledger, { seed, propertyId: s.propertyId, fixturePath: fixture, sha256 });
    ledger = next.ledger;
    movedFromDraft ||= next.movedFromDraft;
    if (source.file !== fixture) writes.push({ path: fixture, bytes: source.bytes });
    byCapture.set(source.file, { seed, fixture, sha256, sameBytes: [] });
  }
  ledger = dropSpentHuntRecord(ledger, s.propertyId);
  ws.makeDir("tests/fixtures");
  for (const w of writes) ws.writeFile(w.path, w.bytes);
  ws.writeFile(config.ledger, JSON.stringify(ledger, null, 2) + "\n");
  return {
    command: "promote",
    propertyId: s.propertyId,
    seeds,
    fixtures: [...byCapture.values()],
    lockedBy: "human",
    movedFromDraft,
    ledgerFile: config.ledger,
  };
}

function hitsOf(ledger: Parameters<typeof huntHits>[0], propertyId: string, file: string): number[] {
  const h = huntHits(ledger, propertyId);
  if (!h.ok)
    throw new SeedgateError("usage", `promote --hits ${propertyId}: ${h.reason}`, {
      file,
      hint: `run \`seedgate hunt --parent REV --property ${propertyId} --out ${file}\` first: its record in draft lists the hits`,
    });
  return [...h.hits];
}
