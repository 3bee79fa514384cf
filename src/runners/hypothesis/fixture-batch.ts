// Many fixture rows of one hypothesis property in one harness process (the hunt's
// verification of its captured fixtures): replay_fixture_batch.py imports the test
// once and replays each fixture in a fork of its own, with the verdict of
// replay_fixture.py. Evidence per fixture is the fork's own row plus its exit, on the
// result channel seedgate opens (fd 3): no row, a foreign row or a non-zero exit is an error, a fork
// past the per-fixture timeout a timeout. A fixture the process never reached (it
// died at import, or was killed) has no line at all: an error, never a pass.
import { parseChannel, rowsOf, type RowOf } from "../channel.js";
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { bootArgs, layoutOf, pythonEnv } from "../python.js";
import { fixtureIntegrity } from "./integrity.js";
import type { FixtureRun } from "./fixture.js";
import type { RunOutcome } from "../../core/row.js";
import { harnessPath } from "../harness-path.js";
import { explained } from "../error-line.js";
import { isolated, refusing } from "../subject.js";

export interface FixtureBatch extends Omit<FixtureRun, "fixture"> {
  /** Repository-relative fixture paths (the plan rows' keys). */
  readonly fixtures: readonly string[];
}

/** How one fixture's fork ended (replay_fixture_batch.py); its `row` is the fork's own, checked here per fixture. */
export type FixtureLine = Omit<RowOf<"fixtureLine">, "kind" | "row"> & {
  readonly row: {
    readonly fixture?: unknown;
    readonly outcome?: unknown;
    readonly detail?: unknown;
    readonly trace?: unknown;
    readonly integrity?: unknown;
  } | null;
};

const OUTCOMES = new Set(["pass", "fail", "error"]);

/** One outcome per fixture, in the order of `batch.fixtures`. */
export async function runHypothesisFixtures(ports: RowPorts, batch: FixtureBatch): Promise<RunOutcome[]> {
  if (batch.fixtures.length === 0) return [];
  const scratch = ports.disk.scratch("seedgate-fixtures-");
  const paths = batch.fixtures.map((f) => join(batch.root, f));
  try {
    const args = bootArgs([
      harnessPath("evidence/replay_fixture_batch.py"),
      batch.root,
      batch.selector,
      batch.sealedConftest ? "1" : "0",
      String(batch.timeoutMs / 1000),
      ...paths,
    ]);
    // SEEDGATE_FIXTURE is set per fork; at import time it names the first fixture, as a lone run of that one would.
    const env = { ...pythonEnv(batch.baseEnv, 0, scratch.path("pycache"), layoutOf(batch)), SEEDGATE_FIXTURE: batch.fixtures[0]! };
    const req = { command: batch.python, args, cwd: batch.root, env, timeoutMs: batch.timeoutMs * (batch.fixtures.length + 1), channel: true } as const;
    const r = await ports.exec.run(isolated(req, batch.isolation, layoutOf(batch), batch.baseEnv));
    const channel = parseChannel(r.channel);
    const judged = judgeFixtureLines(r, rowsOf(channel, "fixtureLine"), paths, batch.timeoutMs).map((o) => refusing(o, channel));
    return channel.error === undefined ? judged : judged.map((o) => ({ ...o, outcome: "error", detail: channel.error! }));
  } finally {
    scratch.dispose();
  }
}

/** Each fixture's outcome from its own line (pure: each rule has its test). */
export function judgeFixtureLines(r: ExecResult, lines: readonly FixtureLine[], paths: readonly string[], timeoutMs: number): RunOutcome[] {
  const output = (r.stdoutTail + r.stderrTail).slice(-4000);
  const share = r.durationMs / Math.max(1, paths.length);
  const base = { exitCode: r.exitCode, durationMs: share, tail: output, location: undefined };
  return paths.map((path, index): RunOutcome => {
    const mine = lines.filter((l) => l.index === index && l.fixture === path);
    const line = mine[0];
    if (mine.length > 1)
      return { ...base, outcome: "error", detail: `the result channel holds ${mine.length} lines for this fixture: something else wrote there` };
    if (line === undefined) {
      const why = r.timedOut
        ? "the batched fixture harness passed its time limit before it reached this fixture; its process group was killed"
        : `the batched fixture harness ${r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`} before it reported this fixture`;
      return { ...base, outcome: r.timedOut ? "timeout" : "error", detail: r.timedOut ? why : explained(why, output) };
    }
    if (line.timed_out === true)
      return { ...base, durationMs: timeoutMs, outcome: "timeout", detail: "the fixture's replay passed its timeout; its fork was killed" };
    const row = line.row;
    if (row === null || row === undefined || row.fixture !== path || !OUTCOMES.has(String(row.outcome))) {
      const how = typeof line.signal === "number" ? `was killed by signal ${line.signal}` : `exited ${String(line.exit)}`;
      return {
        ...base,
        outcome: "error",
        detail: explained(`the fixture harness wrote no row for this fixture (its fork ${how}): the replay never reported`, output),
      };
    }
    if (line.exit !== 0) return { ...base, outcome: "error", detail: `the fixture's fork exited ${String(line.exit ?? line.signal)} after writing its row` };
    const untrusted = fixtureIntegrity(row);
    if (untrusted !== undefined)
      return { ...base, outcome: "error", detail: row.outcome === "fail" ? `${untrusted}; the fixture also failed (${String(row.detail ?? "")})` : untrusted };
    const tail = row.trace ? `${String(row.trace)}\n${output}`.slice(-4000) : output;
    return { ...base, tail, exitCode: 0, outcome: row.outcome as RunOutcome["outcome"], detail: String(row.detail ?? "") };
  });
}
