// A lane's fast-check seed rows of one property in one vitest run (issue 27): vitest's
// start-up (its config, the vite server, the transforms of the test and production
// modules) is paid once per unit instead of once per seed. Each seed is a wrapper file
// `<owned>/seeds/<seed>.test.mjs` that imports the real test file; the setup file takes
// its seed from that file's name (fast-check-setup.mjs). vitest runs the files a core's
// worth at a time (maxWorkers: the unit's width, as the engine runs one unit per property
// and counts it as that many workers). Under `isolation: shared` each file gets a fresh
// worker process (`isolate`), as production code runs there. Under `process` (issue 46
// item 2) a worker serves its seeds one after another: the setup file resets its module
// registry per seed, and its one subject gives each seed a fresh production module graph
// while the subject's realm is unchanged, else a new subject (fast-check-realm.mjs). What
// the seeds share is vitest's main process: its vite server's module graph and transform
// cache, the plugin's origin rows (a module one seed loads from outside the workspace
// makes every seed of the run an error), the environment and the owned directory; under
// `process` also a worker's own process and a subject seen unchanged (docs/security.md).
//
// Each seed is judged as one run per seed judges it (fast-check.ts classify, runs.ts,
// isolation.ts) from its own JUnit cases and its own channel rows; what a batch cannot
// attribute to one seed is never a pass there but a run of that seed alone:
// - a seed with no JUnit case or a skipped one (the run crashed, hung or was killed);
// - a seed whose test hit vitest's timeout (alone it is a timeout row, not a failure);
// - a passed seed of a run that exited non-zero for a reason the reporter's run-end row
//   does not pin on other seeds' files (an unhandled error belongs to no file): those
//   seeds get a second batch of their own, and run alone if that one fails too.
import { channelOf, parseChannel, rowsOf, type Channel, type ChannelRow, type ChannelText, type RowOf } from "../channel.js";
import { basename, join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { junitEvidence } from "../junit.js";
import type { RunOutcome } from "../../core/row.js";
import { unbackedRuns } from "./runs.js";
import { classify, isFastCheckSeed, namePattern, ownedConfig, parseSelector, projectVitest, runFastCheck, vitestEnv, wrappedError } from "./fast-check.js";
import type { FastCheckRun, VitestTest } from "./fast-check.js";
import { ledByAssertion } from "./assertion.js";
import { checkedModules, viteBoot, withNodeSubject } from "./isolation.js";
import { seedEnds, wrapperEnd, type RowEnded } from "../seed-ends.js";
import type { SealedInputs } from "../hypothesis/sealed-inputs.js";

export interface FastCheckSeeds extends Omit<FastCheckRun, "seed"> {
  readonly seeds: readonly number[];
  /** For progress only: each index of `seeds` whose seed's test ended, and how vitest says, as the reporter's row arrives; never a verdict. */
  readonly ended?: RowEnded;
  /** Seeds' workers at once (the engine's width for the unit); 1 when absent. */
  readonly width?: number;
}

/** How one batch left its seeds: settled, to confirm in a batch of their own, or to run alone. */
interface BatchEnd {
  readonly settled: ReadonlyMap<number, RunOutcome>;
  readonly confirm: readonly number[];
  readonly alone: readonly number[];
}

/** One outcome per seed, in the order of `run.seeds`. */
export async function runFastCheckSeeds(ports: RowPorts, run: FastCheckSeeds): Promise<RunOutcome[]> {
  const outcomes = new Map<number, RunOutcome>();
  const test = parseSelector(run.selector);
  let alone = [...new Set(run.seeds)];
  const batched = test === undefined ? [] : alone.filter(isFastCheckSeed);
  if (batched.length > 1) {
    const first = await runSeedBatch(ports, run, test!, batched);
    const second = first.confirm.length > 1 ? await runSeedBatch(ports, run, test!, first.confirm) : undefined;
    for (const end of [first, second]) for (const [seed, o] of end?.settled ?? []) outcomes.set(seed, o);
    alone = alone.filter((seed) => !outcomes.has(seed));
  }
  // One run per seed, exactly the per-seed row (its own errors for a bad seed or selector).
  for (const seed of alone) outcomes.set(seed, await runFastCheck(ports, { ...run, seed }));
  return run.seeds.map((seed) => outcomes.get(seed)!);
}

/** The wrapper of one seed: the test file, by its absolute path (`/@fs`: never read as root-relative). */
const wrapperSource = (root: string, test: VitestTest) => `import ${JSON.stringify(`/@fs${join(root, test.file)}`)};\n`;

async function runSeedBatch(ports: RowPorts, run: FastCheckSeeds, test: VitestTest, seeds: readonly number[]): Promise<BatchEnd> {
  const vitest = projectVitest(ports.disk, run.root);
  if (vitest === undefined) return { settled: new Map(), confirm: [], alone: [...seeds] };
  const scratch = ports.disk.scratch("seedgate-fcb-");
  try {
    // Real paths: vitest names the files it runs by them, and the setup file compares.
    const owned = ports.disk.real(scratch.dir) ?? scratch.dir;
    const dir = join(owned, "seeds");
    const source = wrapperSource(run.root, test);
    for (const seed of seeds) scratch.write(`seeds/${seed}.test.mjs`, source);
    const config = join(owned, "vitest.config.mjs");
    scratch.write("vitest.config.mjs", ownedConfig(run.root, owned, test, run.isolation, { dir, source, testTimeout: run.timeoutMs, workers: run.width ?? 1 }));
    const { SEEDGATE_SEED: _perRun, ...env } = vitestEnv(run.baseEnv, run.root, test, seeds[0]!);
    const batchEnv = { ...env, SEEDGATE_SEEDS_DIR: dir, ...(run.numRuns === undefined ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) }) };
    const args = [...vitest.args, "run", "--config", config, "--root", run.root, "-t", namePattern(test.name)];
    // A backstop only: each seed's test has the row timeout inside the run (testTimeout).
    const timeoutMs = run.timeoutMs * seeds.length;
    const progress = run.ended ? { onChannelLine: seedEnds(run.seeds, run.ended, (line) => wrapperEnd(line, dir, ".test.mjs", (n) => n === test.name)) } : {};
    const req = { command: vitest.command, args, cwd: run.root, env: batchEnv, timeoutMs, channel: true as const, ...progress };
    const r = await ports.exec.run(withNodeSubject(req, run.isolation, run.root, "vite", viteBoot(run.isolation, run.root, test.file)));
    const sharedWorker = run.isolation !== undefined && run.isolation.kind !== "shared";
    return judgeBatch(r, scratch.read("junit.xml"), test, dir, seeds, run.sealedInputs, sharedWorker);
  } finally {
    scratch.dispose();
  }
}

/** vitest's own words for a test or hook past its timeout: alone, that seed is a timeout row. */
const VITEST_TIMEOUT = /^(Test|Hook) timed out in \d+ms/;

/**
 * `sharedWorker`: a worker served several seeds (isolation: process). A seed past vitest's timeout may leave code
 * running there into the next seeds, so none of them is settled by this batch: they get a batch of their own.
 */
export function judgeBatch(
  r: ExecResult,
  xml: string | null,
  test: VitestTest,
  dir: string,
  seeds: readonly number[],
  recorded?: SealedInputs,
  sharedWorker = false,
): BatchEnd {
  const settled = new Map<number, RunOutcome>();
  const confirm: number[] = [];
  const alone: number[] = [];
  const n = seeds.length;
  const whole = parseChannel(r.channel);
  const end = runEnd(whole);
  const evidenceOf = (file: string) => junitEvidence(xml, test.name, (classname) => basename(classname) === file && classname.endsWith(`seeds/${file}`));
  const hung = (e: ReturnType<typeof junitEvidence>) => e.kind === "failed" && VITEST_TIMEOUT.test(e.message);
  const leftover = sharedWorker && seeds.some((seed) => hung(evidenceOf(`${seed}.test.mjs`)));
  for (const seed of seeds) {
    const file = `${seed}.test.mjs`;
    const module = join(dir, file);
    const evidence = evidenceOf(file);
    const channel = seedChannel(whole, dir, module);
    // The exit code this seed's own run would have had, when the run-end row accounts for the batch's.
    const exitCode = r.exitCode !== 0 && cleanFile(end, module) ? 0 : r.exitCode;
    const o = classify({ ...r, exitCode, durationMs: Math.round(r.durationMs / n) }, evidence);
    if (r.timedOut || r.exitCode === null || evidence.kind === "absent" || evidence.kind === "skipped") alone.push(seed);
    else if (hung(evidence)) alone.push(seed);
    else if (leftover || (evidence.kind === "passed" && exitCode !== 0)) confirm.push(seed);
    else if (o.outcome !== "pass") settled.set(seed, checkedModules(ledByAssertion(ownTail(o, evidence), wrappedError(channel, test.name)), channel));
    else {
      const unbacked = unbackedRuns(channel, test.name, seed, module, recorded);
      settled.set(seed, checkedModules(unbacked === undefined ? o : { ...o, outcome: "error", detail: unbacked }, channel));
    }
  }
  return { settled, confirm, alone };
}

/** A failed seed's tail and location are its own failure's (the run's output mixes every seed's). */
function ownTail(o: RunOutcome, evidence: ReturnType<typeof junitEvidence>): RunOutcome {
  return evidence.kind === "failed" ? { ...o, tail: evidence.message.slice(-4000), location: undefined } : o;
}

/** The channel as one seed's run would hold it: other seeds' rows (their wrapper named as `module`) left out. */
export function seedChannel(channel: ChannelText, dir: string, module: string): Channel {
  const whole = channelOf(channel);
  const theirs = (row: ChannelRow) => "module" in row && typeof row.module === "string" && row.module.startsWith(`${dir}/`) && row.module !== module;
  return { ...whole, rows: whole.rows.filter((row) => !theirs(row)) };
}

type RunEnd = RowOf<"run-end">;

/** The reporter's run-end row (one, from vitest's main process), or undefined. */
function runEnd(channel: Channel): RunEnd | undefined {
  const rows = rowsOf(channel, "run-end");
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * Did `module` end with nothing that sets vitest's exit code: passed, no error of its
 * own, in a run that was not interrupted and had no unhandled error? Then the run's
 * non-zero exit is other seeds' failures, not this seed's.
 */
function cleanFile(end: RunEnd | undefined, module: string): boolean {
  if (end === undefined || end.reason === "interrupted" || end.unhandled !== 0) return false;
  const mine = end.modules.filter((m) => m.module === module);
  return mine.length === 1 && mine[0]!.state === "passed" && mine[0]!.errors === 0;
}
