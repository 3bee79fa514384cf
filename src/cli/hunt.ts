// `seedgate hunt --parent REV --property ID (--seeds 2,3,5,8 | --seeds 1..500 | --budget N)
//   [--oracle REV] [--out FILE] [--concurrency N] [--per-process] [--holdout-budget SECONDS] [--replay-max N] [--json]`
import { resolve } from "node:path";
import { hunt, type HuntRun } from "../modes/hunt/hunt.js";
import { parseSeedRange, wholeNumber } from "../core/inputs/seed-range.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { SeedgateError } from "../core/errors.js";
import { validReplayMax } from "../core/edits/replay-pick.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { rowPorts } from "./wiring.js";
import { plainProgress } from "./progress.js";

/** done/total, hits so far, elapsed: one line rewritten in place, only on a terminal. */
function progress(io: CliIo, started: number) {
  let hits = 0;
  return (outcome: string, done: number, total: number) => {
    if (outcome === "fail") hits++;
    const line = `  hunting ${done}/${total} seeds, ${hits} hit${hits === 1 ? "" : "s"}, ${((Date.now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(done === total ? `\r${line}\n` : `\r${line}`);
  };
}

/** Off a terminal: a plain line every tenth of the seeds and every 10 s (progress.ts). */
function plainHunt(io: CliIo) {
  const line = plainProgress((l) => io.err(l), "hunting seeds");
  return (outcome: string, done: number, total: number) => line(outcome !== "fail", done, total);
}

export async function huntCli({ values, usage }: Args<"hunt">, io: CliIo): Promise<Verdict> {
  const seeds = parseSeedRange(values.seeds, values.budget);
  const show = values.json ? undefined : io.isTTY ? progress(io, Date.now()) : plainHunt(io);
  const r = await hunt(
    {
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
    },
    {
      ...rowPorts(await localGit(values.cwd), io, values.json),
      ...(show ? { onResult: (row, done, total) => show(row.outcome, done, total) } : {}),
    },
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : render(r));
  return r.status === "hit" ? "success" : "failure";
}

function replayMax(text: string, usage: string): number {
  const n = wholeNumber(text, "--replay-max");
  if (!validReplayMax(n)) throw new SeedgateError("usage", `--replay-max ${text}: at least one replay seed is proposed`, { hint: usage });
  return n;
}

function render(r: HuntRun): string {
  const lines = [
    `hunt ${r.property} (${r.format}) on parent ${r.parent.slice(0, 12)}: ${r.hits.length} hits, ${r.misses.length} misses, ${r.timeouts.length} timeouts, ${r.errors.length} errors`,
  ];
  for (const row of r.rows.filter((x) => x.outcome !== "miss")) {
    const f =
      row.fixture === undefined
        ? ""
        : "error" in row.fixture
          ? `; no fixture: ${row.fixture.error}`
          : `; fixture ${row.fixture.path} sha256=${row.fixture.sha256} (${row.fixture.source}) ${row.fixture.detail}`;
    lines.push(`  seed ${row.seed}: ${row.outcome}${row.outcome === "hit" ? "" : ` (${row.detail})`}${f}`);
  }
  lines.push(r.message);
  if (r.reproduction?.reproduces) lines.push(`the proposal ${r.reproduction.why}`);
  for (const n of r.notes ?? []) lines.push(`note: ${n.message}`, `  hint: ${n.hint}`);
  if (r.proposal) lines.push(...(r.proposal.out ? [`proposal: ${r.proposal.out}`] : []), "", r.proposal.diff);
  return lines.join("\n");
}
