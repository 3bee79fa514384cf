// The fork server (issue 27): many seeds of one hypothesis property under `isolation:
// process`, start-up paid once. seedgate_forkserver.py is the oracle zygote (pytest,
// Hypothesis and seedgate's plugins imported once, outside the sandbox); it asks the
// subject zygote (the sandboxed subject, production modules imported once) for a fresh
// partner per seed and forks a fresh child that runs the seed as a process of its own
// would. The zygote writes one `fork-seed` line per seed on the result channel: how the
// child ended and what it wrote on a channel of its own. Each seed is then judged by
// judgeSeed, the rules of one process per seed; a seed without its line is an error.
import type { ExecResult } from "../../ports/local.js";
import type { Scratch } from "../../ports/scratch.js";
import type { RowPorts } from "../preset.js";
import { hermeticEnv, judgeSeed, pinnedArgs } from "./hypothesis.js";
import { bootArgs, layoutOf } from "../python.js";
import type { HypothesisBatch } from "./batch.js";
import { seedEnds } from "../seed-ends.js";
import type { RunOutcome } from "../outcome.js";
import { harnessPath } from "../harness-path.js";
import { explained } from "../error-line.js";
import { isolated } from "../subject.js";

/** What turns the fork server off (runners.forkServer), named in every error it causes. */
export const FORK_HINT = "set runners.forkServer: false to run one process per seed";

export interface ForkLine {
  readonly seed: number;
  readonly exit?: unknown;
  readonly signal?: unknown;
  readonly timed_out?: unknown;
  readonly ms?: unknown;
  readonly channel?: unknown;
  readonly error?: unknown;
}

/** The fork server's batch: how many seeds' forks may run at once (the cores the engine gave this unit). */
export interface ForkBatch extends HypothesisBatch {
  readonly width: number;
}

/** One outcome per seed, in the order of `batch.seeds`. */
export async function runHypothesisForks(ports: RowPorts, batch: ForkBatch): Promise<RunOutcome[]> {
  const seeds = [...new Set(batch.seeds)];
  const scratch = ports.disk.scratch("seedgate-forks-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const pytest = pinnedArgs(batch, owned).slice(bootArgs([]).length + 2); // less `-s boot.py -m pytest`
    const args = bootArgs([
      harnessPath("seedgate_forkserver.py"),
      owned,
      String(batch.timeoutMs / 1000),
      seeds.join(","),
      String(Math.max(1, batch.width)),
      "--",
      ...pytest,
    ]);
    const env = hermeticEnv(batch.baseEnv, seeds[0]!, owned, layoutOf(batch));
    // Each seed's line as it arrives says that seed ended: progress for a CI log while the zygote runs the rest.
    const progress = batch.ended ? { onChannelLine: seedEnds(batch.seeds, batch.ended, (line) => forkLines(line).map((l) => l.seed)) } : {};
    const req = { command: batch.python, args, cwd: batch.root, env, timeoutMs: batch.timeoutMs * (seeds.length + 1), channel: true, ...progress } as const;
    const r = await ports.exec.run(withoutZygoteSeed(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv)));
    const lines = forkLines(r.channel);
    const bySeed = new Map(seeds.map((s) => [s, judgeFork(r, lines, s, batch, scratch)]));
    return batch.seeds.map((s) => bySeed.get(s)!);
  } finally {
    scratch.dispose();
  }
}

/** Neither zygote knows a seed: production code that read its seed at import reads none (each partner gets its own). */
function withoutZygoteSeed<T extends { readonly env: Record<string, string>; readonly subject?: { readonly env: Record<string, string> } }>(req: T): T {
  const drop = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).filter(([k]) => k !== "SEEDGATE_SEED"));
  return { ...req, env: drop(req.env), ...(req.subject ? { subject: { ...req.subject, env: drop(req.subject.env) } } : {}) };
}

export function forkLines(text: string | undefined): ForkLine[] {
  return (text ?? "").split("\n").flatMap((l) => {
    try {
      const v = JSON.parse(l) as { event?: unknown; seed?: unknown };
      return v !== null && typeof v === "object" && v.event === "fork-seed" && typeof v.seed === "number" ? [v as ForkLine] : [];
    } catch {
      return []; // a line torn by a kill is no evidence
    }
  });
}

/** One seed's outcome from the zygote's line for it and the child's files in `owned`'s folder `{seed}` (each rule has its test). */
export function judgeFork(r: ExecResult, lines: readonly ForkLine[], seed: number, batch: HypothesisBatch, owned: Pick<Scratch, "read">): RunOutcome {
  const output = (r.stdoutTail + r.stderrTail).slice(-4000);
  const base = { exitCode: r.exitCode, durationMs: r.durationMs / Math.max(1, batch.seeds.length), tail: output, location: undefined };
  const mine = lines.filter((l) => l.seed === seed);
  if (mine.length > 1)
    return { ...base, outcome: "error", detail: `the fork server wrote ${mine.length} lines for seed ${seed}: never a verdict (${FORK_HINT})` };
  const line = mine[0];
  if (line === undefined) {
    const how = r.timedOut ? "passed its time limit" : r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`;
    return { ...base, outcome: "error", detail: explained(`the fork server ${how} before it reported seed ${seed}: never a pass (${FORK_HINT})`, output) };
  }
  if (typeof line.error === "string") {
    const outcome = line.timed_out === true ? "timeout" : "error";
    return { ...base, outcome, detail: explained(`${line.error.slice(0, 1500)} (${FORK_HINT})`, output) };
  }
  const read = (name: string) => owned.read(`${seed}/${name}`);
  const child: ExecResult = {
    exitCode: typeof line.exit === "number" ? line.exit : null,
    signal: typeof line.signal === "number" ? `signal ${line.signal}` : null,
    timedOut: line.timed_out === true,
    durationMs: typeof line.ms === "number" ? line.ms : 0,
    stdoutTail: (read("out") ?? "").slice(-8192),
    stderrTail: (read("err") ?? "").slice(-8192),
    channel: typeof line.channel === "string" ? line.channel : "",
  };
  return judgeSeed(child, read("junit.xml"), {
    selector: batch.selector,
    seed,
    ...(batch.maxExamples === undefined ? {} : { maxExamples: batch.maxExamples }),
  });
}
