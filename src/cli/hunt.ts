// `seedgate hunt --parent REV --property ID (--seeds 2,3,5,8 | --seeds 1..500 | --budget N)
//   [--shard I/N] [--oracle REV] [--out FILE] [--concurrency N] [--per-process] [--holdout-budget SECONDS] [--replay-max N] [--json]
// `seedgate hunt merge FILE... [--out FILE] [--holdout-budget SECONDS] [--replay-max N] [--json]` (hunt-merge.ts)`
import { resolve } from "node:path";
import { hunt, type HuntPorts } from "../modes/hunt/hunt.js";
import { huntText } from "./hunt-text.js";
import { mergeCli, replayMax, shardCli } from "./hunt-merge.js";
import { parseSeedRange, wholeNumber } from "../core/inputs/seed-range.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { SeedgateError } from "../core/errors.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { rowPorts } from "./wiring.js";
import { huntLines } from "./progress.js";

/** done/total, hits so far, elapsed: one line rewritten in place, only on a terminal. */
function progress(io: CliIo, started: number) {
  let hits = 0;
  return (outcome: string, done: number, total: number) => {
    if (outcome === "fail") hits++;
    const line = `  hunting ${done}/${total} seeds, ${hits} hit${hits === 1 ? "" : "s"}, ${((Date.now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(done === total ? `\r${line}\n` : `\r${line}`);
  };
}

export async function huntCli({ values, positionals, usage }: Args<"hunt">, io: CliIo): Promise<Verdict> {
  if (positionals.length > 0) {
    if (positionals[0] !== "merge")
      throw new SeedgateError("usage", `hunt takes no argument "${positionals[0]}" (only \`hunt merge FILE...\`)`, { hint: usage });
    return mergeCli(positionals.slice(1), values, usage, io);
  }
  const seeds = parseSeedRange(values.seeds, values.budget);
  const show = values.json || !io.isTTY ? undefined : progress(io, Date.now());
  const settings = {
    parent: requireString(values.parent, "--parent", usage),
    property: requireString(values.property, "--property", usage),
    seeds,
    ...(values.oracle ? { oracle: values.oracle } : {}),
    ...(values.out ? { out: resolve(values.out) } : {}),
    ...(values.config ? { configPath: values.config } : {}),
    ...(values.concurrency ? { concurrency: wholeNumber(values.concurrency, "--concurrency") } : {}),
    ...(values["per-process"] ? { perProcess: true } : {}),
    // Caps the proposed holdout count k (issue 14 item 6): seconds of the parent's mean seed time.
    ...(values["holdout-budget"] ? { holdoutBudgetMs: 1000 * wholeNumber(values["holdout-budget"], "--holdout-budget") } : {}),
    ...(values["replay-max"] ? { replayMax: replayMax(values["replay-max"], usage) } : {}),
  };
  const ports: HuntPorts = {
    ...rowPorts(await localGit(values.cwd), io, values.json),
    ...(show ? { onResult: (row, done, total) => show(row.outcome, done, total) } : {}),
    // Off a terminal: a plain line every tenth of the seeds and every 10 s, counting seeds as a batch streams their ends.
    ...(values.json || io.isTTY ? {} : huntLines((l) => io.err(l), "hunting seeds")),
  };
  if (values.shard !== undefined) return shardCli(settings, values, usage, ports, io);
  const r = await hunt(settings, ports);
  io.out(values.json ? JSON.stringify(r, null, 2) : huntText(r));
  return r.status === "hit" ? "success" : "failure";
}
