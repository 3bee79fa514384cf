// The jest preset: fast-check through @fast-check/jest, run by the project's own jest on
// one test of one file with the seed in SEEDGATE_SEED, applied to every fc.assert (test.prop's
// included) by seedgate's setup file. The jest config is one this runner writes (no Babel
// config the pull request could edit runs), workers forced. A pass needs the reporter's row
// on the result channel with the run count fast-check's preset asks for (fast-check/runs.ts);
// an exit code alone is never a pass. A fixture row replays the fixture as the one fc.assert
// input (fast-check/fixture.ts). Under isolation: process (the default) production modules
// are proxies to a sandboxed subject process (isolation.ts); `shared` rows say in-process.
import { parseChannel, rowsOf } from "../channel.js";
import { isAbsolute, join, relative } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { Disk, Scratch } from "../../ports/scratch.js";
import { childEnv } from "../child-env.js";
import { explained } from "../error-line.js";
import { failure, isFastCheckSeed, parseSelector, type VitestTest } from "../fast-check/fast-check.js";
import { ledByAssertion } from "../fast-check/assertion.js";
import { fixtureProblem, parseEvidence, unproven, withReplayFailure } from "../fast-check/fixture.js";
import { regexEscape, type NodeIsolation } from "../fast-check/isolation.js";
import { nodeIsolation } from "../place.js";
import { jestPlacement } from "./isolation.js";
import { assertInputs, unbackedRuns } from "../fast-check/runs.js";
import type { SealedInputs } from "../hypothesis/sealed-inputs.js";
import { jestFileProblem, jestTransform } from "./transform.js";
import { shellQuote } from "../../core/judge/reproduce.js";
import { harnessPath } from "../harness-path.js";
import { nodePreflight } from "../preflight.js";
import type { RunOutcome } from "../../core/row.js";
import type { Preset, RowContext, RowPorts } from "../preset.js";
import type { RunnerRule } from "../../core/inputs/config.js";
import type { Property } from "../../core/inputs/model.js";

export interface JestRun {
  readonly root: string;
  /** `path/x.test.js::name`; inside describe blocks `suite > name`; test.prop's " (with seed=N)" is left out. */
  readonly selector: string;
  readonly seed: number;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** Is `path` sealed (restored from the base in a lane)? ts-jest's tsconfig.json must be (transform.ts). */
  readonly isSealed?: (path: string) => boolean;
  /** Where production code runs (isolation.ts); `shared` when absent. */
  readonly isolation?: NodeIsolation;
  /** Each fc.assert's arbitraries as the hunt recorded them (journal `sealed_inputs`): a pass must print the same. */
  readonly sealedInputs?: SealedInputs;
}

/** The project's own jest, never one from PATH or seedgate's dependencies. */
export function projectJest(disk: Pick<Disk, "exists">, root: string): string | undefined {
  const entry = join(root, "node_modules", "jest", "bin", "jest.js");
  return disk.exists(entry) ? entry : undefined;
}

/** Why no jest row can run here: the project's jest, or fast-check from the test's folder, missing. */
export const jestProblem = (
  disk: Pick<Disk, "exists" | "bytes">,
  root: string,
  selector: string,
  isSealed: (path: string) => boolean = () => false,
): string | undefined =>
  nodePreflight(root, selector, { name: "jest", found: projectJest(disk, root) !== undefined }) ??
  jestFileProblem(disk, root, parseSelector(selector)?.file ?? "", isSealed);

/** The whole jest config of the run: nothing of the project's is loaded. */
export function ownedJestConfig(
  root: string,
  owned: string,
  test: VitestTest,
  transform: Record<string, unknown> = {},
  moduleNameMapper: Record<string, string[]> = {},
): object {
  return {
    rootDir: root,
    testRegex: [`^${regexEscape(join(root, test.file))}$`],
    testEnvironment: "node",
    setupFilesAfterEnv: [harnessPath("evidence/jest-setup.cjs")],
    reporters: ["default", harnessPath("evidence/jest-reporter.cjs")],
    cacheDirectory: join(owned, "cache"),
    transform, // transform.ts: none (no Babel config of the pull request's), or the project's ts-jest with seedgate's options
    moduleNameMapper, // ts-paths.ts: the sealed tsconfig.json's `paths`, never a jest config of the project's
    watchman: false,
    maxWorkers: 1,
    workerIdleMemoryLimit: "4GB", // a memory limit makes jest use a worker even for one file
    testTimeout: 2 ** 31 - 1, // the run's own timeout decides; @fast-check/jest interrupts at jest's
  };
}

/** `-t` matches describe blocks and the title joined by spaces; test.prop appends " (with seed=N)". */
export const namePattern = (name: string): string => `^${regexEscape(name.split(" > ").join(" "))}( \\(with seed=-?\\d+\\))?$`;

/** One jest run of one test under the owned config; `env` and `judge` get a directory the runner owns (removed afterwards). */
async function spawnJest(
  ports: RowPorts,
  run: Omit<JestRun, "seed">,
  seed: number,
  env: (owned: Scratch) => Record<string, string>,
  judge: (r: ExecResult, test: VitestTest, owned: Scratch) => RunOutcome,
): Promise<RunOutcome> {
  const test = parseSelector(run.selector);
  if (test === undefined) return failure(`jest selector ${run.selector} is not of the form path/x.test.js::test name`);
  const jest = projectJest(ports.disk, run.root);
  if (jest === undefined)
    return failure(`the project's jest was not found under ${join(run.root, "node_modules")}: install the project's dependencies (npm ci)`);
  const owned = ports.disk.scratch("seedgate-jest-");
  try {
    const ts = jestTransform(ports.disk, run.root, test.file, run.isSealed ?? (() => false), owned);
    if ("problem" in ts) return failure(ts.problem);
    const place = jestPlacement(run.isolation, run.root, test.file, owned);
    const config = owned.path("jest.config.json");
    owned.write("jest.config.json", JSON.stringify(place.config(ownedJestConfig(run.root, owned.dir, test, ts.transform, ts.moduleNameMapper))));
    const args = [jest, "--config", config, "--runTestsByPath", test.file, "-t", namePattern(test.name), `--seed=${seed}`, "--ci", "--no-cache"];
    const childEnv = { ...jestEnv(run.baseEnv, seed), SEEDGATE_TEST_FILE: join(run.root, test.file), ...env(owned), ...place.env };
    const req = { command: process.execPath, args, cwd: run.root, env: childEnv, timeoutMs: run.timeoutMs, channel: true as const };
    const r = await ports.exec.run(place.request(req));
    return place.judged(judge(r, test, owned), r);
  } finally {
    owned.dispose();
  }
}

export async function runJest(ports: RowPorts, run: JestRun): Promise<RunOutcome> {
  if (!isFastCheckSeed(run.seed)) return failure(`seed ${run.seed} is not a 32-bit integer: fast-check would fold it onto another seed`);
  // A hunt's capture (hunt/seeds.ts): the setup file writes the failing seed's counterexample there.
  const out = run.baseEnv.SEEDGATE_FIXTURE_OUT;
  const capture: Record<string, string> = out ? { SEEDGATE_FIXTURE_OUT: out } : {};
  const env = (owned: Scratch) => ({ SEEDGATE_JEST_RUNS: owned.path("runs.jsonl"), ...capture });
  return spawnJest(ports, run, run.seed, env, (r, test) => judgeJest(r, test.name, run.seed, run.root, true, run.sealedInputs));
}

/**
 * A fixture row: the same run with the fixture as the only input of the test's
 * fc.assert. The reporter's row decides pass or fail; the setup file's evidence that
 * the fixture was that input is needed for either (fast-check/fixture.ts judges it).
 */
export async function runJestFixture(ports: RowPorts, run: Omit<JestRun, "seed"> & { readonly fixture: string }): Promise<RunOutcome> {
  const fixture = join(run.root, run.fixture);
  const problem = ports.disk.exists(fixture) ? fixtureProblem(ports.disk, fixture) : `the fixture ${run.fixture} does not exist`;
  if (problem !== undefined) return failure(problem);
  const evidence = "fixture-evidence.jsonl";
  const env = (owned: Scratch) => ({ SEEDGATE_FIXTURE: run.fixture, SEEDGATE_FIXTURE_IN: fixture, SEEDGATE_FIXTURE_EVIDENCE: owned.path(evidence) });
  return spawnJest(ports, run, 0, env, (r, test, owned) => {
    const o = judgeJest(r, test.name, 0, run.root, false);
    const rows = parseEvidence(owned.read(evidence));
    const why = o.outcome === "pass" || o.outcome === "fail" ? unproven(rows) : undefined;
    return why === undefined
      ? withReplayFailure(o, rows)
      : { ...o, outcome: "error", detail: `${why}${o.outcome === "fail" ? ` (the test failed: ${o.detail.split("\n")[0]})` : ""}` };
  });
}

/** Variables that would change how jest or Node runs the child behind the seed's back. */
export function jestEnv(base: JestRun["baseEnv"], seed: number): Record<string, string> {
  const env = childEnv(base, seed);
  for (const key of Object.keys(env))
    if (key === "NODE_OPTIONS" || key.startsWith("JEST") || key.startsWith("SEEDGATE_NUM") || key.startsWith("SEEDGATE_FIXTURE")) delete env[key];
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0" };
}

/**
 * The reporter's verdict on the test, backed by its run count; anything else is an error.
 * `counted`: a seed row's pass also needs the setup file's run count; a fixture row's has its own evidence.
 */
export function judgeJest(r: ExecResult, name: string, seed: number, root: string, counted = true, recorded?: SealedInputs): RunOutcome {
  const output = r.stdoutTail + r.stderrTail;
  let base: Omit<RunOutcome, "outcome" | "detail"> = { exitCode: r.exitCode, durationMs: r.durationMs, tail: output.slice(-4000), location: undefined };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (r.exitCode === null) return { ...base, outcome: "error", detail: explained(`jest was killed by ${r.signal ?? "a signal"}`, base.tail) };
  const channel = parseChannel(r.channel);
  if (channel.error !== undefined) return { ...base, outcome: "error", detail: channel.error };
  const names = new Set([name, `${name} (with seed=${seed})`]);
  const mine = rowsOf(channel, "testResult").filter((row) => names.has(row.name));
  // What the arbitraries held (the sealed inputs), kept on the outcome whatever it is: the hunt records it.
  const ran = mine.length === 1 ? assertInputs(mine[0]!.runs) : undefined;
  if (ran !== undefined) base = { ...base, sealedInputs: ran };
  const failed = mine.find((row) => row.state === "failed");
  if (failed !== undefined)
    return ledByAssertion({ ...base, outcome: "fail", detail: (failed.message ?? "failed").trim(), location: locate(failed.message ?? "", root) });
  const passed = mine.length === 1 && mine[0]!.state === "passed" ? mine[0]!.name : undefined;
  const unbacked =
    passed === undefined
      ? explained(`seedgate's jest reporter saw ${mine.length === 0 ? "no result" : `${mine.length} results, none passed`} for "${name}"`, base.tail)
      : counted
        ? unbackedRuns(channel, passed, seed, undefined, recorded)
        : undefined;
  if (unbacked !== undefined) return { ...base, outcome: "error", detail: unbacked };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: explained(`the reporter says passed but jest exited ${r.exitCode}`, base.tail) };
  return { ...base, outcome: "pass", detail: "passed" };
}

/** The first `path:LINE:COL` stack frame of a failure in the repository, outside node_modules, relative to it. */
export function locate(message: string, root: string): { file: string; line: number } | undefined {
  for (const m of message.matchAll(/([^\s()]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    const file = relative(root, m[1]!);
    if (!file.startsWith("..") && !isAbsolute(file) && !file.includes("node_modules/")) return { file, line: Number(m[2]) };
  }
  return undefined;
}

/**
 * The project's own jest, with its own config (a ts-jest transform included), on the one
 * test: @fast-check/jest's test.prop takes its seed from jest's --seed when nothing set a
 * global one, so the line needs no file of seedgate's; a plain fc.assert, which only
 * seedgate's setup file seeds, takes the seed as its own parameter.
 */
function jestLine(selector: string, seed: string): string | null {
  const test = parseSelector(selector);
  if (test === undefined) return null;
  return [
    `# test.prop takes jest's --seed; a plain fc.assert takes it itself: fc.assert(property, { seed: ${seed} })`,
    `npx jest --runTestsByPath ${shellQuote(test.file)} -t ${shellQuote(namePattern(test.name))} --seed=${seed}`,
  ].join("\n");
}

/** What every jest run of a property gets: the tree, the test, the timeout, the environment and where production code runs. */
export const jestPlace = (ctx: RowContext, rule: RunnerRule, property: Property, timeoutMs: number) => ({
  root: ctx.root,
  selector: property.selector,
  timeoutMs,
  baseEnv: ctx.env,
  isSealed: ctx.isSealed,
  isolation: nodeIsolation(ctx, rule, property),
});

/** The table's entry (runners/presets.ts), reached only through a rule (a `.test.js` selector is fast-check's by default). */
export const jestPreset: Preset = {
  testRunner: "jest",
  // Under isolation: process the test runs beside jest, outside the subject, as a fast-check test does.
  oracleFile: (selector) => selector.split("::")[0]!,
  subject: true, // isolation.ts: production modules load in a subject process
  sealedInputs: true, // jest-setup.cjs prints each fc.assert's arbitraries (fast-check-inputs.cjs)
  // What a jest row loads from node_modules: jest and its packages (jest-circus runs the
  // test, jest-environment-node hosts it, @jest/globals and @jest/expect are
  // @fast-check/jest's peers), @fast-check/jest and fast-check; their closure does the rest.
  // ts-jest and typescript compile a TypeScript test (transform.ts), when the project has them.
  framework: { name: "jest", packages: ["jest", "@fast-check/jest", "fast-check", "jest-*", "@jest/*", "ts-jest?", "typescript?"] },
  // fast-check's values and versions, as the fast-check preset's: a fast-check bump makes the seeds stale.
  environment: "node",
  capture: "counterexample", // jest-setup.cjs writes a failing seed's counterexample at SEEDGATE_FIXTURE_OUT
  reproduce: (selector, seed) => jestLine(selector, seed),
  preflight: (ctx, _rule, selector) => Promise.resolve(jestProblem(ctx.disk, ctx.root, selector, ctx.isSealed)),
  rows: {
    seed: ({ ctx, rule, property, row, timeoutMs }) =>
      runJest(ctx, {
        ...jestPlace(ctx, rule, property, timeoutMs),
        ...(property.sealedInputs === undefined ? {} : { sealedInputs: property.sealedInputs }),
        seed: Number(row.key),
      }),
    fixture: ({ ctx, rule, property, row, timeoutMs }) => runJestFixture(ctx, { ...jestPlace(ctx, rule, property, timeoutMs), fixture: row.key }),
  },
};
