// The fork server (issue 27): a hypothesis property's seeds, and its fixtures in the
// replay lane, under `isolation: process`, start-up paid once. seedgate_forkserver.py is
// the oracle zygote (pytest, Hypothesis and seedgate's plugins imported once, outside the
// sandbox); it asks the subject zygote (the sandboxed subject, production modules
// imported once) for a fresh partner per row and forks a fresh child that runs the row
// as a process of its own would, up to `width` at once. The zygote writes one
// `fork-seed` or `fork-fixture` line per row on the result channel: how the child ended
// and what it wrote on a channel of its own. Each row is then judged by the rules of its
// own process (judgeSeed, judgeFixture); a row without its line is an error. Only the
// unit's first seed shrinks a failing example: every other seed's verdict is the same
// without the shrink phase, and a red lane no longer pays one per failing seed.
import { channelOf, parseChannel, parseLine, type ChannelRow, type ChannelText, type ForkFixtureEvent, type ForkSeedEvent } from "../channel.js";
import { forkEndedAs, type RowEnded } from "../seed-ends.js";
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { Scratch } from "../../ports/scratch.js";
import type { RowPorts } from "../preset.js";
import { hermeticEnv, judgeSeed, pinnedArgs } from "./hypothesis.js";
import { bootArgs, layoutOf } from "../python.js";
import type { HypothesisBatch } from "./batch.js";
import { judgeFixture } from "./fixture.js";
import type { RunOutcome } from "../../core/row.js";
import { harnessPath } from "../harness-path.js";
import { explained } from "../error-line.js";
import { isolated, refusing } from "../subject.js";

/** The zygote's line once both zygotes are up, before its first row (seedgate_forkserver.py). */
const readyLine = (line: string): boolean => parseLine(line)?.kind === "fork-ready";

/** What turns the fork server off (runners.forkServer), named in every error it causes. */
export const FORK_HINT = "set runners.forkServer: false to run each seed and fixture in a process pair of its own";

/** A `fork-seed` or `fork-fixture` row (its `kind` aside: the event says which). */
export type ForkLine = Omit<ForkSeedEvent, "kind"> | Omit<ForkFixtureEvent, "kind">;

/** A row of the unit: a seed, or a fixture (repository-relative, the plan row's key). */
export type ForkRow = { readonly seed: number } | { readonly fixture: string };

/** The fork server's unit: its rows, and how many may run at once (the cores the engine gave it). */
export interface ForkBatch extends Omit<HypothesisBatch, "seeds" | "ended"> {
  readonly rows: readonly ForkRow[];
  readonly width: number;
  /** Progress only: each index of `rows` whose row just ended, from its line as it arrives, and how that line says it ended. */
  readonly ended?: RowEnded;
  /** Scheduling only: the zygotes are up and the rows start (the `fork-ready` line). */
  readonly ready?: () => void;
}

/** One outcome per row, in the order of `batch.rows`. */
export async function runHypothesisForks(ports: RowPorts, batch: ForkBatch): Promise<RunOutcome[]> {
  const seeds = [...new Set(batch.rows.flatMap((r) => ("seed" in r ? [r.seed] : [])))];
  const fixtures = [...new Set(batch.rows.flatMap((r) => ("fixture" in r ? [join(batch.root, r.fixture)] : [])))];
  const scratch = ports.disk.scratch("seedgate-forks-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const pytest = pinnedArgs(batch, owned).slice(bootArgs([]).length + 2); // less `-s boot.py -m pytest`
    const spec = fixtures.length === 0 ? {} : { root: batch.root, selector: batch.selector, sealed: batch.sealedConftest, paths: fixtures };
    const width = String(Math.max(1, batch.width));
    const args = bootArgs([
      harnessPath("start/seedgate_forkserver.py"),
      owned,
      String(batch.timeoutMs / 1000),
      seeds.join(","),
      width,
      JSON.stringify(spec),
      shrinking(seeds).join(","),
      "--",
      ...pytest,
    ]);
    const env = hermeticEnv(batch.baseEnv, seeds[0] ?? 0, owned, layoutOf(batch));
    const key = (l: ForkLine) => (l.event === "fork-seed" ? `s${String(l.seed)}` : `f${String(l.fixture)}`);
    const keys = batch.rows.map((r) => ("seed" in r ? `s${r.seed}` : `f${join(batch.root, r.fixture)}`));
    // Each row's line as it arrives says that row ended: progress for a CI log while the zygote runs the rest.
    // `fork-ready` says the zygotes are up: the engine then counts this unit as `width` workers. Neither is evidence.
    const onRow = (line: string) => forkLines(parseLine(line)).forEach((l) => keys.forEach((k, i) => k === key(l) && batch.ended?.(i, forkEndedAs(l))));
    const onLine = (line: string) => (readyLine(line) ? batch.ready?.() : onRow(line));
    const progress = batch.ended || batch.ready ? { onChannelLine: onLine } : {};
    const timeoutMs = batch.timeoutMs * (seeds.length + fixtures.length + 1);
    const req = { command: batch.python, args, cwd: batch.root, env, timeoutMs, channel: true, ...progress } as const;
    const r = await ports.exec.run(withoutZygoteSeed(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv)));
    const channel = parseChannel(r.channel);
    if (channel.error !== undefined) return batch.rows.map(() => unread(r, channel.error!));
    const lines = forkLines(channel);
    const count = seeds.length + fixtures.length;
    return batch.rows.map((row) =>
      "seed" in row
        ? judgeFork(r, lines, row.seed, batch, scratch, count, shrinking(seeds).includes(row.seed))
        : judgeForkFixture(r, lines, fixtures.indexOf(join(batch.root, row.fixture)), fixtures, scratch),
    );
  } finally {
    scratch.dispose();
  }
}

/** The seeds whose failing example Hypothesis shrinks: the unit's first (a property's per lane shard). */
const shrinking = (seeds: readonly number[]): number[] => seeds.slice(0, 1);

/** What a failing seed's row says when its counterexample was not shrunk (seedgate_profile). */
export const NOT_SHRUNK =
  "not shrunk: in a lane seedgate shrinks only the first seed of a property, the verdict is the same; the row's reproduce command shrinks it";

/** Neither zygote knows a seed: production code that read its seed at import reads none (each partner gets its own). */
function withoutZygoteSeed<T extends { readonly env: Record<string, string>; readonly subject?: { readonly env: Record<string, string> } }>(req: T): T {
  const drop = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== "SEEDGATE_SEED"));
  return { ...req, env: drop(req.env), ...(req.subject ? { subject: { ...req.subject, env: drop(req.subject.env) } } : {}) };
}

/** The zygote's row lines (a seed's or a fixture's), from its channel or one line of it; a line torn by a kill is no evidence. */
export function forkLines(channel: ChannelText | ChannelRow): (ForkSeedEvent | ForkFixtureEvent)[] {
  const rows = channel !== undefined && typeof channel === "object" && "kind" in channel ? [channel] : channelOf(channel).rows;
  return rows.filter((r): r is ForkSeedEvent | ForkFixtureEvent => r.kind === "fork-seed" || r.kind === "fork-fixture");
}

/** Every row's outcome when the zygote's channel holds a line that is not a row: never a verdict. */
function unread(r: ExecResult, why: string): RunOutcome {
  return {
    exitCode: r.exitCode,
    durationMs: r.durationMs,
    tail: (r.stdoutTail + r.stderrTail).slice(-4000),
    location: undefined,
    outcome: "error",
    detail: `${why} (${FORK_HINT})`,
  };
}

/** The child's run as its own process would have ended (its line and its files in `owned`'s folder `dir`), or the row's outcome when there is none. */
type ForkChild = { readonly outcome: RunOutcome } | { readonly child: ExecResult; readonly read: (name: string) => string | null };

function forkChild(r: ExecResult, mine: readonly ForkLine[], what: string, share: number, owned: Pick<Scratch, "read">, dir: string): ForkChild {
  const output = (r.stdoutTail + r.stderrTail).slice(-4000);
  const failed = (outcome: "error" | "timeout", detail: string): ForkChild => ({
    outcome: { exitCode: r.exitCode, durationMs: share, tail: output, location: undefined, outcome, detail },
  });
  if (mine.length > 1) return failed("error", `the fork server wrote ${mine.length} lines for ${what}: never a verdict (${FORK_HINT})`);
  const line = mine[0];
  if (line === undefined) {
    const how = r.timedOut ? "passed its time limit" : r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`;
    return failed("error", explained(`the fork server ${how} before it reported ${what}: never a pass (${FORK_HINT})`, output));
  }
  if (line.error !== undefined) return failed(line.timed_out === true ? "timeout" : "error", explained(`${line.error.slice(0, 1500)} (${FORK_HINT})`, output));
  const read = (name: string) => owned.read(`${dir}/${name}`);
  const child: ExecResult = {
    exitCode: line.exit ?? null,
    signal: typeof line.signal === "number" ? `signal ${line.signal}` : null,
    timedOut: line.timed_out === true,
    durationMs: line.ms ?? 0,
    stdoutTail: (read("out") ?? "").slice(-8192),
    stderrTail: (read("err") ?? "").slice(-8192),
    channel: line.channel ?? "",
  };
  return { child, read };
}

/**
 * One seed's outcome from the zygote's line for it and the child's files in `owned`'s
 * folder `{seed}` (each rule has its test); a failure that was not `shrunk` says so.
 */
export function judgeFork(
  r: ExecResult,
  lines: readonly ForkLine[],
  seed: number,
  batch: ForkBatchLike,
  owned: Pick<Scratch, "read">,
  count = 1,
  shrunk = true,
): RunOutcome {
  const mine = lines.filter((l) => l.event === "fork-seed" && l.seed === seed);
  const run = forkChild(r, mine, `seed ${seed}`, r.durationMs / Math.max(1, count), owned, String(seed));
  if ("outcome" in run) return run.outcome;
  const judged = judgeSeed(run.child, run.read("junit.xml"), {
    selector: batch.selector,
    seed,
    ...(batch.maxExamples === undefined ? {} : { maxExamples: batch.maxExamples }),
    ...(batch.sealedInputs === undefined ? {} : { sealedInputs: batch.sealedInputs }),
  });
  return judged.outcome === "fail" && !shrunk ? { ...judged, detail: `${judged.detail} (${NOT_SHRUNK})` } : judged;
}

type ForkBatchLike = Pick<HypothesisBatch, "selector" | "maxExamples" | "sealedInputs">;

/** One fixture's outcome (the `index`th of `fixtures`, absolute paths) by the rules of a process of its own: judgeFixture, then refusing. */
export function judgeForkFixture(
  r: ExecResult,
  lines: readonly ForkLine[],
  index: number,
  fixtures: readonly string[],
  owned: Pick<Scratch, "read">,
): RunOutcome {
  const path = fixtures[index]!;
  const mine = lines.filter((l) => l.event === "fork-fixture" && l.index === index && l.fixture === path);
  const run = forkChild(r, mine, `fixture ${path}`, r.durationMs / Math.max(1, fixtures.length), owned, `fixture-${index}`);
  if ("outcome" in run) return run.outcome;
  const channel = parseChannel(run.child.channel);
  return refusing(judgeFixture(run.child, path, channel), channel);
}
