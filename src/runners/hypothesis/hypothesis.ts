// The hypothesis preset: `{python} -m pytest SELECTOR --hypothesis-seed=N`, run from
// the repository root like seed 000's reference runner, with everything a pull
// request could use to change what runs pinned or dropped.
import { parseChannel, type Channel } from "../channel.js";
import { dirname, join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { misplacedDetail, ORIGIN_PLUGIN, withOrigins } from "./origin.js";
import {
  CHANNEL_ENV,
  CHANNEL_FD,
  INTEGRITY_PLUGIN,
  parseIntegrity,
  ranMaxExamples,
  tamperingDetail,
  unbackedPass,
  withHuntFigure,
  type Integrity,
} from "./integrity.js";
import { junitEvidence } from "../junit.js";
import { ranInputs, withRecordedInputs, type SealedInputs } from "./sealed-inputs.js";
import type { RunOutcome } from "../../core/row.js";
import { explained } from "../error-line.js";
import { bootArgs, layoutOf, locate, pythonEnv, type PythonLayout } from "../python.js";
import { isolated, refusing, type IsolationPlan } from "../subject.js";

export interface HypothesisRun {
  readonly root: string;
  /** `path/test_x.py::test_name`, repository-relative. */
  readonly selector: string;
  readonly seed: number;
  readonly python: string;
  readonly timeoutMs: number;
  /** Allow a conftest.py beside the selector: only when it is sealed (restored from base). */
  readonly sealedConftest: boolean;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** Default: the run's root as the only import root, no sealed copy (a hunt on its own tree). */
  readonly layout?: PythonLayout;
  /** max_examples the hunt recorded (journal `max_examples`): a pass must run to it instead of the source's literal. */
  readonly maxExamples?: number;
  /** What the sealed test's strategies read from production, as the hunt recorded it (journal `sealed_inputs`): a pass must see the same. */
  readonly sealedInputs?: SealedInputs;
  /** Where production code runs (runners/subject.ts); default shared. */
  readonly isolation?: IsolationPlan;
}

/** Shipped pytest plugins, imported by name from dist/harness through PYTHONPATH. */
export const PROFILE_PLUGIN = "seedgate_profile";

/**
 * The hermetic env of both modes: childEnv, the harness directory on PYTHONPATH
 * (for `-p seedgate_profile` and `-p seedgate_integrity`), Hypothesis' storage
 * directory (unicode caches, any database a test names) in a directory the runner
 * owns, not the tree, and the number of the result channel the plugins write to.
 */
export function hermeticEnv(base: Readonly<Record<string, string | undefined>>, seed: number, owned: string, layout: PythonLayout): Record<string, string> {
  return { ...pythonEnv(base, seed, join(owned, "pycache"), layout), HYPOTHESIS_STORAGE_DIRECTORY: join(owned, "hypothesis"), [CHANNEL_ENV]: CHANNEL_FD };
}

/** The integrity evidence of a finished process (empty, so unfinished, when it wrote none or its channel overflowed). */
export const readIntegrity = (channel: Channel): Integrity => parseIntegrity(channel);

/** Arguments both modes share: everything a PR could use to change what runs, pinned. */
export function pinnedArgs(run: Pick<HypothesisRun, "root" | "selector" | "sealedConftest">, owned: string): string[] {
  const dir = join(run.root, dirname(run.selector.split("::")[0]!));
  return [
    ...bootArgs(["-m", "pytest", run.selector]),
    // Plugin autoloading is off (a package's pytest11 entry point would be a way in): Hypothesis' own plugin by name.
    "-p",
    "_hypothesis_pytestplugin",
    "-p",
    PROFILE_PLUGIN,
    "-p",
    INTEGRITY_PLUGIN, // snapshots pytest and Hypothesis before any conftest or test module is imported
    "-p",
    ORIGIN_PLUGIN, // where each module the sealed test imports came from (origin.ts)
    "--hypothesis-profile=seedgate", // explicit and hermetic: no CI profile (derandomize), no example database
    "-p",
    "no:cacheprovider",
    `--rootdir=${dir}`,
    `--confcutdir=${dir}`,
    "-c",
    join(owned, "pytest.ini"),
    ...(run.sealedConftest ? [] : ["--noconftest"]),
    "-q",
    "--tb=short",
  ];
}

export const pytestArgs = (run: HypothesisRun, owned: string): string[] => [
  ...pinnedArgs(run, owned),
  `--hypothesis-seed=${run.seed}`,
  `--junitxml=${join(owned, "junit.xml")}`,
];

/** pytest exit codes 2-5: interrupted, internal error, usage error, no tests collected. */
export const ERROR_EXITS: Record<number, string> = { 2: "interrupted", 3: "internal error", 4: "usage error", 5: "no tests collected" };

export async function runHypothesis(ports: RowPorts, run: HypothesisRun): Promise<RunOutcome> {
  const scratch = ports.disk.scratch("seedgate-run-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    const req = {
      command: run.python,
      args: pytestArgs(run, owned),
      cwd: run.root,
      env: hermeticEnv(run.baseEnv, run.seed, owned, layoutOf(run)),
      timeoutMs: run.timeoutMs,
      channel: true,
    } as const;
    const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
    return judgeSeed(r, scratch.read("junit.xml"), run);
  } finally {
    scratch.dispose();
  }
}

/** One seed's outcome from its process (or fork server child) and JUnit report: the same rules whichever ran it. */
export function judgeSeed(r: ExecResult, xml: string | null, run: Pick<HypothesisRun, "selector" | "seed" | "maxExamples" | "sealedInputs">): RunOutcome {
  const name = run.selector.split("::").at(-1)!;
  const channel = parseChannel(r.channel);
  const integrity = readIntegrity(channel);
  const held = withRecordedInputs(withHuntFigure(integrity, run.maxExamples), run.sealedInputs);
  const o = classify(r, junitEvidence(xml, name), held, name, run.seed, channel);
  return withOrigins(refusing(withRan(o, ranMaxExamples(integrity, name, run.seed), ranInputs(integrity, name, run.seed)), channel), channel);
}

/**
 * One process's outcome from its exit, its JUnit report and the integrity evidence
 * (rules in integrity.ts): tampering is an error whatever the test said; a pass
 * needs the evidence to back it; a failure stays a failure.
 */
export function classify(
  r: ExecResult,
  evidence: ReturnType<typeof junitEvidence>,
  integrity: Integrity,
  testName: string,
  seed: number,
  channel: Channel = parseChannel(r.channel),
): RunOutcome {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: locate(r.stdoutTail) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  const errorExit = r.exitCode === null ? "killed by a signal" : ERROR_EXITS[r.exitCode];
  const tampered = tamperingDetail(integrity);
  if (errorExit !== undefined)
    return { ...base, outcome: "error", detail: tampered ? `${tampered} (pytest: ${errorExit})` : explained(`pytest: ${errorExit}`, base.tail) };
  const misplaced = misplacedDetail(channel);
  if (misplaced !== undefined && tampered === undefined) return { ...base, outcome: "error", detail: misplaced };
  if (tampered !== undefined) {
    const also = evidence.kind === "failed" ? `; the test also failed (${evidence.message}), but a tampered run's failure cannot vote as one` : "";
    return { ...base, outcome: "error", detail: `${tampered}${also}` };
  }
  if (evidence.kind === "failed" && r.exitCode === 1) return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) {
    const unbacked = unbackedPass(integrity, testName, seed);
    return unbacked === undefined ? { ...base, outcome: "pass", detail: "passed" } : { ...base, outcome: "error", detail: unbacked };
  }
  const why = evidence.kind === "passed" ? `JUnit says passed but pytest exited ${r.exitCode}` : evidence.message;
  if (evidence.kind === "failed") return { ...base, outcome: "fail", detail: why };
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}

/** The outcome with the max_examples its run used and what its strategies read, when the evidence showed them (the hunt records both). */
export const withRan = (o: RunOutcome, maxExamples: number | undefined, sealedInputs?: SealedInputs): RunOutcome => ({
  ...o,
  ...(maxExamples === undefined ? {} : { maxExamples }),
  ...(sealedInputs === undefined ? {} : { sealedInputs }),
});
