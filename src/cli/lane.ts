// `seedgate lane replay|holdout --base REV [--head REV] [--shard I/N] [--only P[:KEY]] [--out FILE] [--json]`
// Runs in a temporary worktree of the head: restoring sealed files never touches the user's tree.
import { writeResultsFile } from "../adapters/host.js";
import { lane } from "../modes/lane/lane.js";
import { SeedgateError } from "../core/errors.js";
import { parseShard } from "../core/inputs/seed-range.js";
import { laneTerminal } from "../modes/lane/render.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { inHeadTree } from "./head-tree.js";
import { laneProgress } from "./progress.js";
import { localRunId, rowPorts } from "./wiring.js";

export async function laneCli({ values, positionals, usage }: Args<"lane">, io: CliIo): Promise<Verdict> {
  const name = positionals[0];
  if ((name !== "replay" && name !== "holdout") || positionals.length !== 1)
    throw new SeedgateError("usage", "expected `lane replay` or `lane holdout`", { hint: usage });
  const only =
    values.only === undefined
      ? undefined
      : { property: values.only.replace(/:[^:]*$/, ""), ...(values.only.includes(":") ? { key: values.only.slice(values.only.lastIndexOf(":") + 1) } : {}) };
  const base = requireString(values.base, "--base", usage);
  const r = await inHeadTree(values.cwd, values.head ?? "HEAD", (git, head) =>
    lane(
      {
        lane: name,
        base,
        head,
        shard: parseShard(values.shard),
        runId: localRunId(),
        ...(only ? { only } : {}),
        ...(values.config ? { configPath: values.config } : {}),
      },
      {
        ...rowPorts(git, io, values.json),
        ...(values.json ? {} : laneProgress(io)),
      },
    ),
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else io.out(laneTerminal(r, name));
  return r.verdict;
}
