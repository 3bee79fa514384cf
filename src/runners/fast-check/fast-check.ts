// The fast-check preset: the project's own vitest runs one test of one file with the
// seed in SEEDGATE_SEED, applied to every fc.assert by seedgate's setup file. The
// vitest config is one this runner writes, so a config, setup file or .env edited by
// the pull request cannot change what runs; evidence is vitest's JUnit report and, for
// a pass, the run count seedgate's reporter writes to the result channel (fast-check-runs.ts).
// Fixture rows share the spawn (spawnVitest) and add evidence: fast-check-fixture.ts.
import { parseChannel, rowsOf, type Channel } from "../channel.js";
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { Disk, Scratch } from "../../ports/scratch.js";
import type { RowPorts } from "../preset.js";
import { childEnv } from "../child-env.js";
import { junitEvidence, type Evidence } from "../junit.js";
import { ranArbitraries, unbackedRuns } from "./runs.js";
import type { SealedInputs } from "../hypothesis/sealed-inputs.js";
import type { RunOutcome } from "../../core/row.js";
import { harnessPath, harnessRoot } from "../harness-path.js";
import { explained } from "../error-line.js";
import { checkedModules, modulesOptions, regexEscape, SHARED_NODE, viteBoot, withNodeSubject, type NodeIsolation } from "./isolation.js";
import { escapeGlob } from "../../core/seal/glob-escape.js";
import { ledByAssertion } from "./assertion.js";

export interface FastCheckRun {
  readonly root: string;
  /** `path/x.test.ts::test name`; a test inside describe blocks is `suite > test name`. */
  readonly selector: string;
  readonly seed: number;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** fast-check's numRuns for every property of the run; fast-check's default when absent. */
  readonly numRuns?: number;
  /** Where production code runs (isolation.ts); `shared` when absent. */
  readonly isolation?: NodeIsolation;
  /** Each fc.assert's arbitraries as the hunt recorded them (journal `sealed_inputs`): a pass must print the same. */
  readonly sealedInputs?: SealedInputs;
}

export interface VitestTest {
  readonly file: string;
  /** The full name as vitest's JUnit reporter writes it: describe blocks joined by " > ". */
  readonly name: string;
}

export function parseSelector(selector: string): VitestTest | undefined {
  const at = selector.indexOf("::");
  if (at <= 0 || at + 2 >= selector.length) return undefined;
  return { file: selector.slice(0, at), name: selector.slice(at + 2) };
}

/** The project's own vitest, never one from PATH or seedgate's dependencies. */
export function projectVitest(disk: Pick<Disk, "exists">, root: string): { command: string; args: string[] } | undefined {
  const entry = join(root, "node_modules", "vitest", "vitest.mjs");
  if (disk.exists(entry)) return { command: process.execPath, args: [entry] };
  const bin = join(root, "node_modules", ".bin", "vitest");
  return disk.exists(bin) ? { command: bin, args: [] } : undefined;
}

/** The error fast-check wrapped in the test's failure, as seedgate's reporter sent it (its one row for the test). */
export function wrappedError(channel: Channel, name: string): string | undefined {
  const mine = rowsOf(channel, "testResult").filter((row) => row.name === name);
  return mine.length === 1 ? mine[0]!.cause : undefined;
}

/** fast-check folds seeds with `seed | 0`: outside 32 bits two seeds would be one. */
export const isFastCheckSeed = (seed: number): boolean => Number.isInteger(seed) && seed >= -(2 ** 31) && seed < 2 ** 31;

/** `-t` matches the full name with its parts joined by spaces; JUnit joins them with " > ". */
export const namePattern = (name: string): string => `^${regexEscape(name.split(" > ").join(" "))}$`;

/**
 * A batch's files (batch.ts): one wrapper per seed in `dir`, each run in a fresh
 * worker process (`isolate`), `workers` at a time; `testTimeout` is the row timeout,
 * given to each seed's test (vitest's start-up, paid once, is not counted in it).
 */
export interface SeedFiles {
  readonly dir: string;
  /** Every wrapper's text, which seedgate's module plugin serves for them. */
  readonly source: string;
  readonly testTimeout: number;
  /** Seeds' workers at once: the cores the engine gave the unit (1 when absent). */
  readonly workers?: number;
}

/** The whole vitest config of the run: nothing of the project's config is loaded; seedgate's module plugin always is. */
export function ownedConfig(root: string, owned: string, test: VitestTest, isolation: NodeIsolation = SHARED_NODE, seeds?: SeedFiles): string {
  // A batch's seeds under `shared` get a worker each (production code runs there); under `process` a worker serves
  // its seeds one after another, each from a fresh module registry and fresh production modules (batch.ts).
  const isolate = isolation.kind === "shared";
  const files = seeds === undefined ? { include: [escapeGlob(test.file)] } : { dir: seeds.dir, include: [`${escapeGlob(seeds.dir)}/*.test.mjs`], isolate };
  const timeout = seeds?.testTimeout ?? 0; // one seed per run: the run's own timeout decides, and kills the whole group
  const config = {
    root,
    cacheDir: join(owned, "cache"),
    envDir: owned, // a .env added by the pull request is not read
    test: {
      ...files,
      setupFiles: [harnessPath("evidence/fast-check-setup.mjs")],
      reporters: ["default", "junit", harnessPath("evidence/fast-check-reporter.mjs")],
      outputFile: { junit: join(owned, "junit.xml") },
      globals: true,
      pool: "forks",
      maxWorkers: Math.max(1, seeds?.workers ?? 1),
      retry: 0, // a retry would turn a failing seed into a pass
      testTimeout: timeout,
      hookTimeout: timeout,
      passWithNoTests: false,
      watch: false,
    },
  };
  const modules = {
    root,
    harness: harnessRoot(),
    ...modulesOptions(isolation, test.file),
    ...(seeds === undefined ? {} : { wrappers: { dir: seeds.dir, source: seeds.source } }),
  };
  // Imported at run time by a URL held in a variable: vite 6 and 7 bundle a config's static (and literal dynamic)
  // imports with esbuild, whose bundle of the harness's CommonJS fails ("Dynamic require of node:fs"), so Node loads it.
  return [
    'import { pathToFileURL } from "node:url";',
    `const plugin = pathToFileURL(${JSON.stringify(harnessPath("boundary/fast-check-modules.mjs"))}).href;`,
    "const { default: seedgateModules } = await import(plugin);",
    `const config = ${JSON.stringify(config, null, 2)};`,
    `export default { ...config, plugins: [seedgateModules(${JSON.stringify(modules)})] };`,
    "",
  ].join("\n");
}

/** Variables the runner owns: fixture replay is set by the fixture runner alone, a batch's seed files by batch.ts; never inherited. */
const OWNED = ["SEEDGATE_FIXTURE_IN", "SEEDGATE_FIXTURE_EVIDENCE", "SEEDGATE_SEEDS_DIR"];

/** Variables that would change how vitest or Node runs the child behind the seed's back. */
export function vitestEnv(baseEnv: FastCheckRun["baseEnv"], root: string, test: VitestTest, seed: number): Record<string, string> {
  const env = childEnv(baseEnv, seed);
  for (const key of Object.keys(env)) if (key === "NODE_OPTIONS" || key === "FORCE_COLOR" || key.startsWith("VITEST") || OWNED.includes(key)) delete env[key];
  // The setup file seeds the fast-check that the test file itself resolves.
  return { ...env, SEEDGATE_ROOT: root, SEEDGATE_TEST_FILE: join(root, test.file), NO_COLOR: "1" };
}

export const failure = (detail: string): RunOutcome => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: undefined });

export interface VitestSpawn {
  readonly root: string;
  readonly selector: string;
  readonly timeoutMs: number;
  readonly isolation?: NodeIsolation;
}

/**
 * One vitest run of one test under the owned config. `env` gets the parsed test and
 * a directory the runner owns (removed afterwards); `judge` gets the run, its JUnit
 * evidence and that directory.
 */
export async function spawnVitest(
  ports: RowPorts,
  spawn: VitestSpawn,
  env: (test: VitestTest, owned: Scratch) => Record<string, string>,
  judge: (r: ExecResult, evidence: Evidence, owned: Scratch, channel: Channel) => RunOutcome,
): Promise<RunOutcome> {
  const test = parseSelector(spawn.selector);
  if (test === undefined) return failure(`fast-check selector ${spawn.selector} is not of the form path/x.test.ts::test name`);
  const vitest = projectVitest(ports.disk, spawn.root);
  if (vitest === undefined)
    return failure(`the project's vitest was not found under ${join(spawn.root, "node_modules")}: install the project's dependencies (npm ci) before the lane`);
  const owned = ports.disk.scratch("seedgate-fc-");
  try {
    const config = owned.path("vitest.config.mjs");
    owned.write("vitest.config.mjs", ownedConfig(spawn.root, owned.dir, test, spawn.isolation));
    const args = [...vitest.args, "run", test.file, "--config", config, "--root", spawn.root, "-t", namePattern(test.name)];
    const req = { command: vitest.command, args, cwd: spawn.root, env: env(test, owned), timeoutMs: spawn.timeoutMs, channel: true as const };
    const r = await ports.exec.run(withNodeSubject(req, spawn.isolation, spawn.root, "vite", viteBoot(spawn.isolation, spawn.root, test.file)));
    const channel = parseChannel(r.channel);
    const judged = ledByAssertion(judge(r, junitEvidence(owned.read("junit.xml"), test.name), owned, channel), wrappedError(channel, test.name));
    return checkedModules(judged, channel);
  } finally {
    owned.dispose();
  }
}

export async function runFastCheck(ports: RowPorts, run: FastCheckRun): Promise<RunOutcome> {
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  const env = (test: VitestTest) => ({
    ...vitestEnv(run.baseEnv, run.root, test, run.seed),
    ...(run.numRuns === undefined ? {} : { SEEDGATE_NUM_RUNS: String(run.numRuns) }),
  });
  return spawnVitest(ports, run, env, (r, evidence, _owned, channel) => {
    const name = parseSelector(run.selector)!.name;
    // What the arbitraries held, kept on the outcome whatever it is: the hunt records it.
    const ran = ranArbitraries(channel, name);
    const o = { ...classify(r, evidence), ...(ran === undefined ? {} : { sealedInputs: ran }) };
    const unbacked = o.outcome === "pass" ? unbackedRuns(channel, name, run.seed, undefined, run.sealedInputs) : undefined;
    return unbacked === undefined ? o : { ...o, outcome: "error", detail: unbacked };
  });
}

export function classify(r: ExecResult, evidence: Evidence): RunOutcome {
  const output = r.stdoutTail + r.stderrTail;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4000), location: locate(output) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: explained(`vitest was killed by ${r.signal ?? "a signal"}`, base.tail) };
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  // Passed in JUnit but a non-zero exit: an unhandled error or a process.exit after the test.
  const why = evidence.kind === "passed" ? `JUnit says passed but vitest exited ${r.exitCode}` : evidence.message;
  // A passed JUnit case says what ran; only a run that never reported needs its output's words.
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}

/** The first `file:LINE:COL` stack frame outside node_modules that vitest printed. */
export function locate(output: string): { file: string; line: number } | undefined {
  for (const m of output.matchAll(/❯ (?:\S+ )?([^\s:❯]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    if (!m[1]!.includes("node_modules/")) return { file: m[1]!, line: Number(m[2]) };
  }
  return undefined;
}
