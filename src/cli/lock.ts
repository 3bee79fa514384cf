// `seedgate lock PROPERTY [--proposal FILE]` — the human's command (seed 000: promotion
// from hit to locked is a human's write). Like promote, it refuses in CI and without a
// terminal; the edit and its checks are src/core/edits/journal-lock.ts and src/modes/lock/lock.ts.
import { resolve } from "node:path";
import { lock } from "../modes/lock/lock.js";
import { SeedgateError } from "../core/errors.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { refuseUnlessHuman } from "./human.js";
import type { CliIo } from "./io.js";
import { namedFile } from "../adapters/workspace.js";
import { workingTreePorts } from "./wiring.js";

export async function lockCli({ values, positionals, usage }: Args<"lock">, io: CliIo): Promise<Verdict> {
  refuseUnlessHuman("lock", "locking");
  const [property, ...extra] = positionals;
  if (property === undefined || extra.length > 0) throw new SeedgateError("usage", "expected one PROPERTY", { hint: usage });
  const cwd = resolve(values.cwd ?? ".");
  const { workspace } = await workingTreePorts(cwd);
  const r = await lock({ property, ...(values.proposal ? { proposal: namedFile(workspace.root, cwd, values.proposal) } : {}) }, { workspace });
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), "success");
  const votes = `now voting: ${r.replay.length} replay seed(s) [${r.replay.join(", ")}], ${r.fixtures.length} fixture(s), ${r.holdout.length} holdout seed(s)`;
  io.out(
    [`locked ${r.property} in ${r.journal}`, ...r.changes.map((c) => `  ${c}`), votes, "review the diff, then commit it in a sealed-only pull request"].join(
      "\n",
    ),
  );
  return "success";
}
