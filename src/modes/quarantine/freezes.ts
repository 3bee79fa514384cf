// Seed 002, step 5: "Frozen tests may still run. They must not be required for merge."
// Each ledger freeze with `cannot_gate` runs beside the quarantine catalogue's nodes on
// the same non-voting side channel, so a freeze that started passing (or still fails)
// is seen. Nothing here votes; a required freeze is the judge's (it fails closed there).
import type { LedgerFreeze, SealedModel } from "../../core/inputs/model.js";
import type { QuarantineEntryReport } from "../../core/judge/non-voting.js";
import type { Exec } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import { runNode } from "../../runners/pytest/node.js";

export interface FreezeContext {
  readonly root: string;
  readonly exec: Exec;
  readonly disk: Disk;
  readonly python: string;
  readonly env: Record<string, string>;
  readonly timeoutMs: (nodeid: string) => number;
}

/** The freezes to sample: `cannot_gate` ones that name a pytest node (`file::test`). */
export const sampledFreezes = (model: SealedModel): LedgerFreeze[] => model.ledgerFreezes.filter((z) => z.cannotGate && z.test.includes("::"));

export async function runFreeze(z: LedgerFreeze, ctx: FreezeContext): Promise<QuarantineEntryReport> {
  const file = z.test.split("::")[0]!;
  const common = { nodeid: z.test, file, reason: `ledger freeze "${z.id}" (cannot_gate): ${z.reason}`, stale: false };
  // Never a sealed conftest here: the ledger pins no bytes for the frozen test's folder.
  const r = await runNode(ctx, {
    root: ctx.root,
    nodeid: z.test,
    python: ctx.python,
    timeoutMs: ctx.timeoutMs(z.test),
    sealedConftest: false,
    env: ctx.env,
  });
  return {
    ...common,
    outcome: r.outcome,
    detail: r.detail,
    durationMs: r.durationMs,
    exitCode: r.exitCode,
    tail: r.tail,
    ...(r.location ? { location: r.location } : {}),
  };
}
