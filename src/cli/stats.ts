// `seedgate stats [--weeks N] [--rev REV] [--config FILE] [--json] [--svg FILE]`
// Seed 002's three weekly counts from the git history of the sealed inputs.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { stats, type StatsRun } from "../modes/stats/stats.js";
import { gitHistory } from "../adapters/git-history.js";
import { SeedgateError } from "../core/errors.js";
import { statsSvg } from "../modes/stats/render-svg.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";

export async function statsCli({ values, usage }: Args<"stats">, io: CliIo): Promise<Verdict> {
  if (values.weeks !== undefined && !/^\d+$/.test(values.weeks))
    throw new SeedgateError("usage", `--weeks takes a whole number, got "${values.weeks}"`, { hint: usage });
  const git = await localGit(values.cwd);
  const r = await stats(
    {
      ...(values.weeks ? { weeks: Number(values.weeks) } : {}),
      ...(values.rev ? { rev: values.rev } : {}),
      ...(values.config ? { configPath: values.config } : {}),
    },
    { git, history: gitHistory(git.root), clock: { now: () => new Date() } },
  );
  if (values.svg) writeFileSync(resolve(values.svg), statsSvg(r.weeks));
  io.out(values.json ? JSON.stringify(r, null, 2) : table(r));
  return "success";
}

export function table(r: StatsRun): string {
  const head = ["week ending", "pre-fix seed", "hash mismatches", "freezes +", "freezes -"];
  const rows = r.weeks.map((w) => [w.end.slice(0, 10), String(w.withPreFixSeed), String(w.hashMismatches), String(w.freezesCreated), String(w.freezesRetired)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const notes = [
    `(a) ${r.definitions.withPreFixSeed}`,
    `(b) ${r.definitions.hashMismatches}`,
    `(c) ${r.definitions.freezes}`,
    ...(r.unreadable.length > 0 ? [`${r.unreadable.length} version(s) of sealed files did not parse and count for nothing`] : []),
  ];
  return [`seed ledger counts for ${r.rev.slice(0, 12)}, ${r.weeks.length} weeks to ${r.now}`, line(head), ...rows.map(line), "", ...notes].join("\n");
}
