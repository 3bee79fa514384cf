// A lane's jest seed rows of one property in one jest run (issue 46 item 2): jest's
// start-up (its config, haste map, workers, the transform) is paid once per unit instead
// of once per seed. Each seed is a wrapper file `<owned>/seeds/<seed>.test.js` that
// requires the real test file; seedgate's setup file takes its seed from that file's name
// (jest-setup.cjs). jest runs every test file in a fresh module registry and a fresh
// context (its own isolation between files), in workers it reuses; under `isolation:
// process` each file's oracle starts its own subject, as a run per seed does. What the
// seeds share is jest's main process (its config, haste map and transform cache), a
// worker's process (Node's built-in modules, what jest keeps outside a test's context)
// and the owned directory.
//
// Each seed is judged as a run per seed judges it (jest.ts judgeJest, with the isolation
// refusals) from its own rows: the reporter names each row's file (`module`). What a
// batch cannot pin on one seed is never a pass: a seed with no row of its own, or a
// passed seed of a run that exited non-zero, gets a batch of its own, then a run alone.
// The reporter writes a file's rows as that file ends: progress reads each as it arrives
// (seed-ends.ts wrapperEnd), so a seed shows as it ends, passed or failed, not at the run's end.
import { channelOf } from "../channel.js";
import { join } from "node:path";
import type { RowPorts } from "../preset.js";
import type { RunOutcome } from "../../core/row.js";
import { isFastCheckSeed, parseSelector, type VitestTest } from "../fast-check/fast-check.js";
import { regexEscape } from "../fast-check/isolation.js";
import { jestEnv, judgeJest, namePattern, ownedJestConfig, projectJest, runJest, type JestRun } from "./jest.js";
import { jestPlacement } from "./isolation.js";
import { jestTransform } from "./transform.js";
import { seedEnds, wrapperEnd, type RowEnded } from "../seed-ends.js";

export interface JestSeeds extends Omit<JestRun, "seed"> {
  readonly seeds: readonly number[];
  /** Seeds' workers at once (the engine's width for the unit); 1 when absent. */
  readonly width?: number;
  /** For progress only: each index of `seeds` whose seed's test ended, and how jest says, as the reporter's rows arrive; never a verdict. */
  readonly ended?: RowEnded;
}

interface BatchEnd {
  readonly settled: ReadonlyMap<number, RunOutcome>;
  readonly again: readonly number[];
}

/** One outcome per seed, in the order of `run.seeds`. */
export async function runJestSeeds(ports: RowPorts, run: JestSeeds): Promise<RunOutcome[]> {
  const outcomes = new Map<number, RunOutcome>();
  const test = parseSelector(run.selector);
  let alone = [...new Set(run.seeds)];
  const batched = test === undefined ? [] : alone.filter(isFastCheckSeed);
  if (batched.length > 1 && projectJest(ports.disk, run.root) !== undefined) {
    const first = await runJestBatch(ports, run, test!, batched);
    const second = first.again.length > 1 ? await runJestBatch(ports, run, test!, first.again) : undefined;
    for (const end of [first, second]) for (const [seed, o] of end?.settled ?? []) outcomes.set(seed, o);
    alone = alone.filter((seed) => !outcomes.has(seed));
  }
  // One run per seed, exactly the per-seed row (its own errors for a bad seed or selector).
  for (const seed of alone) outcomes.set(seed, await runJest(ports, { ...run, seed }));
  return run.seeds.map((seed) => outcomes.get(seed)!);
}

async function runJestBatch(ports: RowPorts, run: JestSeeds, test: VitestTest, seeds: readonly number[]): Promise<BatchEnd> {
  const jest = projectJest(ports.disk, run.root)!;
  const scratch = ports.disk.scratch("seedgate-jestb-");
  try {
    // Real paths: jest names the files it runs by them, and the setup file and the reporter compare.
    const owned = ports.disk.real(scratch.dir) ?? scratch.dir;
    const dir = join(owned, "seeds");
    for (const seed of seeds) scratch.write(`seeds/${seed}.test.js`, `require(${JSON.stringify(join(run.root, test.file))});\n`);
    const ts = jestTransform(ports.disk, run.root, test.file, run.isSealed ?? (() => false), scratch);
    if ("problem" in ts) return { settled: new Map(), again: [] }; // each seed alone says so
    const place = jestPlacement(run.isolation, run.root, test.file, scratch);
    const base = ownedJestConfig(run.root, owned, test, ts.transform);
    const config = { ...base, roots: [run.root, dir], testRegex: [`^${regexEscape(dir)}/-?\\d+\\.test\\.js$`], maxWorkers: Math.max(1, run.width ?? 1) };
    scratch.write("jest.config.json", JSON.stringify(place.config(config)));
    const args = [jest, "--config", join(owned, "jest.config.json"), "-t", namePattern(test.name), "--ci", "--no-cache"];
    const { SEEDGATE_SEED: _perRun, ...env } = jestEnv(run.baseEnv, seeds[0]!);
    const batchEnv = {
      ...env,
      SEEDGATE_SEEDS_DIR: dir,
      SEEDGATE_TEST_FILE: join(run.root, test.file),
      SEEDGATE_JEST_RUNS: join(owned, "runs.jsonl"),
      ...place.env,
    };
    // A backstop only: jest has no per-test timeout of seedgate's, so the run's is the row timeout times its seeds.
    const selected = (n: string, seed: number) => n === test.name || n === `${test.name} (with seed=${seed})`;
    const progress = run.ended ? { onChannelLine: seedEnds(run.seeds, run.ended, (line) => wrapperEnd(line, dir, ".test.js", selected)) } : {};
    const req = { command: process.execPath, args, cwd: run.root, env: batchEnv, timeoutMs: run.timeoutMs * seeds.length, channel: true as const, ...progress };
    const r = await ports.exec.run(place.request(req));
    return judgeJestBatch(r, test.name, run.root, dir, seeds, run.sealedInputs, (o) => place.judged(o, r));
  } finally {
    scratch.dispose();
  }
}

/** Each seed from its own rows; `judged` adds what the placement checks (isolation refusals, on the seed's own channel). */
export function judgeJestBatch(
  r: Parameters<typeof judgeJest>[0],
  name: string,
  root: string,
  dir: string,
  seeds: readonly number[],
  recorded: JestRun["sealedInputs"],
  judged: (o: RunOutcome) => RunOutcome,
): BatchEnd {
  const settled = new Map<number, RunOutcome>();
  const again: number[] = [];
  if (r.timedOut || r.exitCode === null) return { settled, again: [] }; // nothing is pinned: each seed alone
  for (const seed of seeds) {
    const module = join(dir, `${seed}.test.js`);
    const channel = ownLines(r.channel ?? "", dir, module);
    const mine = channelOf(channel).rows.filter((row) => row.kind === "testResult" && "module" in row && row.module === module);
    if (mine.length === 0) continue; // no row of its own (the file failed to run): alone
    // The exit code of its own run, when its rows passed and the run's exit is other seeds' failures: checked again below.
    const passed = mine.every((row) => "state" in row && row.state !== "failed");
    const o = judged(
      judgeJest({ ...r, channel, exitCode: passed ? 0 : r.exitCode, durationMs: Math.round(r.durationMs / seeds.length) }, name, seed, root, true, recorded),
    );
    if (o.outcome === "pass" && r.exitCode !== 0) again.push(seed);
    else settled.set(seed, o);
  }
  return { settled, again };
}

/** The channel's lines as one seed's run would hold them: other seeds' rows (their wrapper named as `module`) left out. */
function ownLines(text: string, dir: string, module: string): string {
  const theirs = (line: string) => {
    try {
      const row = JSON.parse(line) as { module?: unknown };
      return typeof row.module === "string" && row.module.startsWith(`${dir}/`) && row.module !== module;
    } catch {
      return false; // not a row: every seed's channel says so
    }
  };
  return text
    .split("\n")
    .filter((line) => !theirs(line))
    .join("\n");
}
