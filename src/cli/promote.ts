// `seedgate promote SEED PROPERTY_ID [--fixture FILE]` — the human's
// command (seed 002). It refuses to run in CI or without a terminal: no model and no
// workflow may write `locked_by: human`. Without `--fixture` it takes the bytes the
// hunt captured for the seed (its `draft` record), checked against the recorded digest.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fsTreeReader } from "../adapters/tree-reader.js";
import { loadConfig } from "../modes/base/config-load.js";
import { SeedgateError } from "../core/errors.js";
import { capturedFixture, promoteInLedger, type LedgerDoc } from "../core/edits/promote.js";
import { type Args, usageOf } from "./commands.js";
import type { CliIo } from "./io.js";

const USAGE = usageOf("promote");

export async function promoteCli({ values, positionals }: Args<"promote">, io: CliIo): Promise<number> {
  if (process.env.CI || process.env.GITHUB_ACTIONS) {
    throw new SeedgateError("usage", "promote refuses to run in CI (CI or GITHUB_ACTIONS is set)", {
      hint: "promotion is a human's write: run it on your machine, review the diff, commit it",
    });
  }
  if (!process.stdin.isTTY)
    throw new SeedgateError("usage", "promote refuses to run without a terminal", { hint: "promotion is a human's write; run it interactively" });
  const [seedText, propertyId, ...extra] = positionals;
  if (seedText === undefined || propertyId === undefined || extra.length > 0 || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED PROPERTY_ID", { hint: USAGE });
  const root = resolve(values.cwd ?? ".");
  const config = await loadConfig(fsTreeReader(root));
  const ledgerPath = join(root, config.ledger);
  if (!existsSync(ledgerPath)) throw new SeedgateError("input", `${config.ledger} does not exist`, { file: config.ledger });
  const seed = Number(seedText);
  const fixturePath = `tests/fixtures/${seed}.bin`;
  const ledger = JSON.parse(readFileSync(ledgerPath, "utf8")) as LedgerDoc;
  const source = values.fixture ?? huntCapture(root, ledger, propertyId, seed, config.ledger);
  const bytes = readFileSync(resolve(root, source));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const { ledger: next, movedFromDraft } = promoteInLedger(ledger, { seed, propertyId, fixturePath, sha256 });
  mkdirSync(dirname(join(root, fixturePath)), { recursive: true });
  if (resolve(root, source) !== join(root, fixturePath)) copyFileSync(resolve(root, source), join(root, fixturePath));
  writeFileSync(ledgerPath, JSON.stringify(next, null, 2) + "\n");
  const result = { command: "promote", seed, propertyId, fixture: fixturePath, sha256, lockedBy: "human", movedFromDraft };
  io.out(
    values.json
      ? JSON.stringify(result, null, 2)
      : `wrote ${fixturePath} sha256=${sha256}\nrecorded seed ${seed} for ${propertyId} in ${config.ledger} (locked_by: human)${movedFromDraft ? "; moved it out of draft" : ""}\nreview the diff, then commit it in a sealed-only pull request`,
  );
  return 0;
}

/** The hunt's captured file for the seed, refused unless it still hashes to the recorded digest. */
function huntCapture(root: string, ledger: LedgerDoc, propertyId: string, seed: number, ledgerFile: string): string {
  const refuse = (why: string) =>
    new SeedgateError("usage", `promote cannot find the bytes for seed ${seed}: ${why}`, {
      file: ledgerFile,
      hint: `run \`seedgate hunt --parent REV --property ${propertyId} --seeds ${seed}\` to capture them, or pass --fixture FILE`,
    });
  const c = capturedFixture(ledger, propertyId, seed);
  if (!c.ok) throw refuse(c.reason);
  const at = resolve(root, c.path);
  if (!existsSync(at)) throw refuse(`${c.path}, which the hunt recorded, does not exist`);
  const actual = createHash("sha256").update(readFileSync(at)).digest("hex");
  if (actual !== c.sha256) throw refuse(`${c.path} no longer hashes to the sha256 the hunt recorded (${c.sha256.slice(0, 12)}…)`);
  return c.path;
}
