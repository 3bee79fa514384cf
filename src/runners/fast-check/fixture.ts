// Fixtures under the fast-check preset. Replay: the same vitest test as a seed row,
// with the fixture (a JSON array of the property's arguments, or their typed form
// `{"$seedgate-fixture":1,"arguments":[...]}`, fast-check-typed.cjs) as the only input
// of its fc.assert, through the setup file's SEEDGATE_FIXTURE_IN. The row needs the seed
// row's evidence (JUnit, exit code) and more: the setup file's evidence line proving
// that one fc.assert ran the fixture and nothing else; a pass without it is an error.
// Capture (for the hunt): what the setup file left at SEEDGATE_FIXTURE_OUT.
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { Disk, Scratch } from "../../ports/scratch.js";
import { classify, failure, spawnVitest, vitestEnv } from "./fast-check.js";
import type { RowPorts } from "../preset.js";
import type { Capture } from "../falsifying.js";
import type { Evidence } from "../junit.js";
import type { RunOutcome } from "../../core/row.js";
import type { NodeIsolation } from "./isolation.js";

export interface FastCheckFixtureRun {
  readonly root: string;
  /** `path/x.test.ts::test name`. */
  readonly selector: string;
  /** Repository-relative fixture path (the plan row's key). */
  readonly fixture: string;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  readonly isolation?: NodeIsolation;
}

/** One line of SEEDGATE_FIXTURE_EVIDENCE: what fast-check reported for one fc.assert of the replay. */
export interface ReplayEvidence {
  readonly assert: number;
  /** The fc.assert ran with seedgate's examples (not examples of its own). */
  readonly fixture: boolean;
  readonly failed: boolean;
  /** fast-check's runDetails.numRuns: successful runs on a pass, the failing run's index + 1 on a failure. */
  readonly runs: number;
  readonly skips: number;
  readonly path: string | null;
  /** The class of the error a failed run threw ("AssertionError", "TypeError"): the hunt's same-failure check. */
  readonly error?: string | null;
}

/** The fixture's JSON, refused before vitest starts when it cannot be a property's arguments. */
export function fixtureProblem(disk: Pick<Disk, "bytes">, path: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(disk.bytes(path)?.toString("utf8") ?? "");
  } catch (err) {
    return `the fixture ${path} is not readable JSON: ${(err as Error).message}`;
  }
  if (Array.isArray(value)) return undefined;
  if (value === null || typeof value !== "object" || !(MARKER in value))
    return `the fixture ${path} is not a JSON array of the property's arguments, nor a typed fixture`;
  const doc = value as Record<string, unknown>;
  if (doc[MARKER] !== 1) return `the fixture ${path} is of version ${JSON.stringify(doc[MARKER])}, not 1: a newer seedgate wrote it`;
  return Array.isArray(doc.arguments) ? undefined : `the fixture ${path} has no "arguments" array`;
}

const MARKER = "$seedgate-fixture";

/** A failed replay carries the error class the evidence saw, which the hunt compares with the seed's (hunt/fixtures.ts sameFailure). */
export function withReplayFailure(o: RunOutcome, rows: readonly ReplayEvidence[]): RunOutcome {
  const type = rows.length === 1 ? rows[0]!.error : undefined;
  return o.outcome === "fail" && typeof type === "string" ? { ...o, failure: { type, where: "" } } : o;
}

export function parseEvidence(text: string | null): ReplayEvidence[] {
  if (text === null) return [];
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .flatMap((line) => {
      try {
        const row = JSON.parse(line) as ReplayEvidence;
        return typeof row === "object" && row !== null && typeof row.runs === "number" ? [row] : [];
      } catch {
        return [];
      }
    });
}

/** Why the evidence does not show the fixture as the one input of the test's one fc.assert; undefined when it does. */
export function unproven(rows: readonly ReplayEvidence[]): string | undefined {
  if (rows.length === 0)
    return "no fc.assert reported running the fixture (a test without fc.assert, an fc.check, an fc.assert with a reporter of its own, or a test that calls fc.configureGlobal itself)";
  if (rows.length > 1) return `the test ran ${rows.length} fc.assert calls: a fast-check fixture replays a test that runs one`;
  const row = rows[0]!;
  if (!row.fixture) return "the fc.assert passes examples of its own, which replace the fixture";
  // The fixture runs first, so a skip is the fixture's (the runs after it are interrupts, not skips).
  if (row.skips > 0) return "a precondition (fc.pre) rejected the fixture, so the property never ran it";
  if (row.failed) {
    if (row.path === null) return "fast-check failed without a counterexample (interrupted, or too many pre-condition failures)";
    return row.path === "0" || row.path.startsWith("0:") ? undefined : `the property failed on generated input ${row.path}, not on the fixture`;
  }
  if (row.runs === 0) return "the property ran no input: its fc.assert sets numRuns to 0";
  if (row.runs > 1)
    return `the property ran ${row.runs} inputs, not only the fixture: its fc.assert sets numRuns, which fast-check < 4.10 (or noGlobalPlugins) gives seedgate no way to cap`;
  return undefined;
}

/** JUnit decides pass or fail, as for a seed row; without evidence that the fixture was the input, either is an error. */
export function judgeFixture(r: ExecResult, junit: Evidence, rows: readonly ReplayEvidence[]): RunOutcome {
  const outcome = classify(r, junit);
  if (outcome.outcome !== "pass" && outcome.outcome !== "fail") return outcome;
  const why = unproven(rows);
  if (why === undefined) return withReplayFailure(outcome, rows);
  const after = outcome.outcome === "fail" ? ` (the test failed: ${outcome.detail.split("\n")[0]})` : "";
  return { ...outcome, outcome: "error", detail: `${why}${after}` };
}

export async function runFastCheckFixture(ports: RowPorts, run: FastCheckFixtureRun): Promise<RunOutcome> {
  const fixture = join(run.root, run.fixture);
  if (!ports.disk.exists(fixture)) return failure(`the fixture ${run.fixture} does not exist`);
  const problem = fixtureProblem(ports.disk, fixture);
  if (problem !== undefined) return failure(problem);
  const evidence = "fixture-evidence.jsonl";
  const env = (test: Parameters<typeof vitestEnv>[2], owned: Scratch) => {
    const { SEEDGATE_FIXTURE_OUT: _capture, ...base } = vitestEnv(run.baseEnv, run.root, test, 0);
    return { ...base, SEEDGATE_FIXTURE: run.fixture, SEEDGATE_FIXTURE_IN: fixture, SEEDGATE_FIXTURE_EVIDENCE: owned.path(evidence) };
  };
  return spawnVitest(ports, run, env, (r, junit, owned) => judgeFixture(r, junit, parseEvidence(owned.read(evidence))));
}

/** What a failed seed run under the setup file's SEEDGATE_FIXTURE_OUT left: the fixture bytes, or why there are none. */
export function fastCheckCapture(disk: Pick<Disk, "bytes">, fixtureOut: string): Capture {
  const bytes = disk.bytes(fixtureOut);
  if (bytes !== null) {
    if (bytes.length === 0) return { ok: false, reason: "the fast-check setup left SEEDGATE_FIXTURE_OUT empty" };
    const type = failureType(disk.bytes(`${fixtureOut}.failure`));
    return { ok: true, bytes, source: "fixture-out", ...(type === undefined ? {} : { failure: { type, where: "" } }) };
  }
  const reason = disk.bytes(`${fixtureOut}.reason`)?.toString("utf8").trim();
  if (reason) return { ok: false, reason };
  return {
    ok: false,
    reason:
      "the fast-check setup recorded no counterexample: the test failed outside fc.assert, or its fc.assert has a reporter of its own, or the test called fc.configureGlobal itself",
  };
}

/** The error class the setup file recorded beside a captured fixture, or undefined. */
function failureType(bytes: Buffer | null): string | undefined {
  try {
    const type = (JSON.parse(bytes?.toString("utf8") ?? "null") as { type?: unknown } | null)?.type;
    return typeof type === "string" && type !== "" ? type : undefined;
  } catch {
    return undefined;
  }
}
