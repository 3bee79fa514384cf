// Batched hypothesis preset (`runners.rules[].batch: true`): many seeds of one
// property in one pytest process, through the shipped seedgate_batch plugin, with
// the same hermetic pins as one process per seed. Evidence is one row per seed on the
// result channel (fd 3), and the integrity plugin's row for that seed (integrity.ts);
// a seed without both is never a pass.
//
// Per-seed timeout: the plugin arms faulthandler's watchdog for each seed (it fires
// even while the test holds the GIL), writes the stacks to a pipe seedgate opened (fd 4,
// like the channel: no path in argv for the code under test to find) and exits.
// That seed is a timeout; the seeds it never started run in a new batch, so
// one hang costs one seed's timeout, as one process per seed would. The process
// itself gets (seeds + 1) x the per-seed timeout, a backstop that only a hang outside
// the watchdog's reach (pytest's own start-up or teardown) can hit.
//
// The trade-off, why batch is opt-in: the seeds of a batch share one interpreter, so
// module-level state of the code under test (import-time effects, caches, globals)
// is shared too; imports happen once, with the batch's first seed in SEEDGATE_SEED.
// Fixtures are torn down between seeds. Reruns of a failing replay seed always run
// one per process (the engine's rule), so a batch-only failure shows up as flaky.
import { parseChannel, type Channel, type ChannelText } from "../channel.js";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { ERROR_EXITS, hermeticEnv, pinnedArgs, readIntegrity, withRan } from "./hypothesis.js";
import { layoutOf, locate, type PythonLayout } from "../python.js";
import { misplacedDetail, withOrigins } from "./origin.js";
import { channelRows, ranMaxExamples, tamperingDetail, unbackedPass, withHuntFigure, type Integrity } from "./integrity.js";
import type { RunOutcome } from "../../core/row.js";
import { ranInputs, withRecordedInputs, type SealedInputs } from "./sealed-inputs.js";
import { explained } from "../error-line.js";
import { isolated, refusing, type IsolationPlan } from "../subject.js";
import { endRowSeed, seedEnds, type RowEnded } from "../seed-ends.js";

export const BATCH_PLUGIN = "seedgate_batch";
/** The watchdog pipe's descriptor number; seedgate_batch.py takes it out of os.environ at import. */
export const WATCHDOG_ENV = "SEEDGATE_WATCHDOG_FD";
/** Where ExecRequest.watchdog puts the pipe in the child. */
export const WATCHDOG_FD = "4";

export interface HypothesisBatch {
  readonly root: string;
  /** `path/test_x.py::test_name`, repository-relative. */
  readonly selector: string;
  readonly seeds: readonly number[];
  readonly python: string;
  /** Per seed, as one process per seed would get. */
  readonly timeoutMs: number;
  readonly sealedConftest: boolean;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** Default: the run's root as the only import root, no sealed copy (a hunt on its own tree). */
  readonly layout?: PythonLayout;
  /** max_examples the hunt recorded (journal `max_examples`): a pass must run to it instead of the source's literal. */
  readonly maxExamples?: number;
  /** What the sealed test's strategies read from production, as the hunt recorded it (journal `sealed_inputs`). */
  readonly sealedInputs?: SealedInputs;
  /** A Hypothesis storage directory per seed, `{seed}` replaced (the hunt keeps them); default one for the batch. */
  readonly seedStorage?: string;
  /** Where production code runs (runners/subject.ts); default shared. */
  readonly isolation?: IsolationPlan;
  /**
   * For progress only: called with each index of `seeds` whose seed's run just ended,
   * while the process still runs (from its channel lines as they arrive). The outcomes
   * returned at the end are the verdict; this never is.
   */
  readonly ended?: RowEnded;
}

/** One outcome per seed, in the order of `batch.seeds`. */
export async function runHypothesisBatch(ports: RowPorts, batch: HypothesisBatch): Promise<RunOutcome[]> {
  const outcomes = new Map<number, RunOutcome>();
  let pending: readonly number[] = [...new Set(batch.seeds)];
  // Each pass settles at least one seed, so this ends.
  while (pending.length > 0) {
    const pass = await runPass(ports, batch, pending);
    for (const [seed, outcome] of pass.settled) outcomes.set(seed, outcome);
    pending = pass.unstarted;
  }
  return batch.seeds.map((s) => outcomes.get(s)!);
}

interface EndRow {
  readonly seed: number;
  readonly outcome: "pass" | "fail" | "error";
  readonly detail: string;
  readonly tail: string;
  readonly ms: number;
}

export interface BatchRows {
  readonly started: readonly number[];
  readonly ended: ReadonlyMap<number, EndRow>;
  readonly done: boolean;
}

/** The batch plugin's rows among the channel's (a foreign row is the integrity evidence's tampering). */
export function parseRows(text: ChannelText, seeds: readonly number[]): BatchRows {
  const started: number[] = [];
  const ended = new Map<number, EndRow>();
  let done = false;
  for (const row of channelRows(text).rows) {
    if (row.kind === "batch-done") done = true;
    if (row.kind === "start" && seeds.includes(row.seed)) started.push(row.seed);
    if (row.kind === "end" && seeds.includes(row.seed))
      ended.set(row.seed, { seed: row.seed, outcome: row.outcome, detail: row.detail, tail: row.tail, ms: row.ms || 0 });
  }
  return { started, ended, done };
}

interface Pass {
  readonly settled: ReadonlyMap<number, RunOutcome>;
  readonly unstarted: readonly number[];
}

async function runPass(ports: RowPorts, batch: HypothesisBatch, seeds: readonly number[]): Promise<Pass> {
  const scratch = ports.disk.scratch("seedgate-batch-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const args = [
      ...pinnedArgs(batch, owned),
      "-p",
      BATCH_PLUGIN,
      `--seedgate-seeds=${seeds.join(",")}`,
      `--seedgate-seed-timeout=${batch.timeoutMs / 1000}`,
      ...(batch.seedStorage === undefined ? [] : [`--seedgate-storage=${batch.seedStorage}`]),
    ];
    const req = {
      command: batch.python,
      args,
      cwd: batch.root,
      env: { ...hermeticEnv(batch.baseEnv, seeds[0]!, owned, layoutOf(batch)), [WATCHDOG_ENV]: WATCHDOG_FD },
      timeoutMs: batch.timeoutMs * (seeds.length + 1),
      channel: true,
      watchdog: true,
      ...(batch.ended ? { onChannelLine: seedEnds(batch.seeds, batch.ended, endRowSeed) } : {}),
    } as const;
    const r = await ports.exec.run(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv));
    const channel = parseChannel(r.channel);
    const rows = parseRows(channel, seeds);
    const integrity = readIntegrity(channel);
    const name = batch.selector.split("::").at(-1)!;
    const held = withRecordedInputs(withHuntFigure(integrity, batch.maxExamples), batch.sealedInputs);
    const pass = judgePass(r, rows, r.watchdog ?? "", seeds, batch.timeoutMs, held, name, channel);
    const ran = (s: number, o: RunOutcome) => withRan(o, ranMaxExamples(integrity, name, s), ranInputs(integrity, name, s));
    return { ...pass, settled: new Map([...pass.settled].map(([s, o]) => [s, withOrigins(refusing(ran(s, o), channel), channel)])) };
  } finally {
    scratch.dispose();
  }
}

/** How a seed without its own row is reported, given how the process ended. */
function unfinished(r: ExecResult, watchdog: string, output: string, seedTimeoutMs: number) {
  const base = { exitCode: r.exitCode, tail: output, location: undefined };
  return (seed: number, done: boolean): Omit<RunOutcome, "durationMs"> => {
    if (done) return { ...base, outcome: "error", detail: `the batch finished without a row for seed ${seed}` };
    // faulthandler prints the innermost frame first: keep the head of its dump.
    if (watchdog.trim() !== "")
      return {
        ...base,
        tail: `${watchdog.slice(0, 3000)}\n${output.slice(-1000)}`,
        location: locate(watchdog),
        outcome: "timeout",
        detail: `seed ${seed} passed its ${seedTimeoutMs / 1000} s timeout; the in-process watchdog ended the batch`,
      };
    if (r.timedOut) return { ...base, outcome: "timeout", detail: `the batch passed its time limit during seed ${seed}; its process group was killed` };
    return { ...base, outcome: "error", detail: explained(endedEarly(r, seed), output) };
  };
}

/**
 * What one batch process showed, seed by seed (pure: each rule has its test). The
 * integrity evidence (integrity.ts) is the process's: tampering, or a batch that says
 * it finished while the evidence did not, makes every seed of the pass an error (the
 * seeds share one interpreter); a passing row needs its seed's evidence row.
 */
export function judgePass(
  r: ExecResult,
  rows: BatchRows,
  watchdog: string,
  seeds: readonly number[],
  seedTimeoutMs: number,
  integrity: Integrity,
  testName: string,
  channel: Channel = parseChannel(r.channel),
): Pass {
  const output = (r.stdoutTail + r.stderrTail).slice(-4000);
  const ended = [...rows.ended.values()];
  const share = Math.max(0, r.durationMs - ended.reduce((n, e) => n + e.ms, 0)) / seeds.length; // start-up, amortised
  const settled = new Map<number, RunOutcome>();
  const fails = ended.some((e) => e.outcome === "fail");
  const all = (detail: string): Pass => {
    for (const s of seeds) settled.set(s, { outcome: "error", exitCode: r.exitCode, durationMs: share, tail: output, detail, location: undefined });
    return { settled, unstarted: [] };
  };
  const tampered = tamperingDetail(integrity);
  if (tampered !== undefined) return all(fails ? `${tampered}; a failing row of a tampered batch cannot vote as a failure` : tampered);
  const misplaced = misplacedDetail(channel);
  if (misplaced !== undefined) return all(misplaced);
  if (rows.done && !(r.exitCode === 0 ? !fails : r.exitCode === 1 && fails))
    return all(`pytest exited ${r.exitCode ?? r.signal} after the batch, which does not match its rows`);
  if (rows.done && !integrity.done) return all(unbackedPass(integrity, testName, seeds[0]!)!);
  for (const e of ended) {
    const exitCode = e.outcome === "pass" ? 0 : e.outcome === "fail" ? 1 : r.exitCode;
    const unbacked = e.outcome === "pass" ? unbackedPass(integrity, testName, e.seed, false) : undefined;
    const [outcome, detail] = unbacked === undefined ? [e.outcome, e.detail] : ["error" as const, unbacked];
    settled.set(e.seed, { outcome, exitCode, durationMs: e.ms + share, tail: e.tail, detail, location: locate(e.tail) });
  }
  const missing = unfinished(r, watchdog, output, seedTimeoutMs);
  const settle = (s: number) => {
    const o = missing(s, rows.done);
    settled.set(s, { ...o, durationMs: (o.outcome === "timeout" ? seedTimeoutMs : 0) + share });
  };
  const running = rows.started.find((s) => !rows.ended.has(s));
  if (running !== undefined) settle(running);
  const rest = seeds.filter((s) => !settled.has(s));
  // A finished batch that skipped a seed, or nothing started at all (what stopped the
  // process at start-up, import or collection stops every seed): no second pass.
  if (rows.done || rows.started.length === 0) {
    rest.forEach(settle);
    return { settled, unstarted: [] };
  }
  return { settled, unstarted: rest };
}

function endedEarly(r: ExecResult, seed: number): string {
  const why =
    r.exitCode === null
      ? `was killed by ${r.signal ?? "a signal"}`
      : ERROR_EXITS[r.exitCode] !== undefined
        ? `ended with pytest: ${ERROR_EXITS[r.exitCode]}`
        : `exited ${r.exitCode}`;
  return `the batch process ${why} before it wrote a row for seed ${seed}: never a pass`;
}
