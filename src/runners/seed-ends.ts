// Progress only (issue 27, issue 46 item 4): a batch, a fork server or a vitest batch writes
// a line per seed on the result channel as each seed ends, and the Exec hands lines out as
// they arrive (ExecRequest.onChannelLine). These read one such line for the engine: that
// the seed ended, and how its own row says it ended, so a failing seed shows as it ends,
// not at its batch's end. The verdict still reads the whole channel at exit, and never these:
// the batch's evidence (integrity, the zygote's channel, a vitest run's exit) can still turn
// such a row into an error or run its seed again: progress says "as it ended", and prints the
// final row again when it says otherwise (cli/progress.ts).
import { basename, dirname } from "node:path";
import { parseLine } from "./channel.js";
import type { ForkSeedEvent, TestResult } from "./channel-rows.js";

/** How a seed's first run ended by its own row, before its batch returns: progress only. */
export type EndedAs = "pass" | "fail" | "error" | "timeout";

/** A batch's progress callback: a row's index as it ends, with how it ended when its line says. */
export type RowEnded = (index: number, as?: EndedAs) => void;

/** The seed of one channel line that is the batch plugin's `end` row, and its outcome. */
export function endRowSeed(line: string): SeedEnd[] {
  const row = parseLine(line);
  return row?.kind === "end" ? [{ seed: row.seed, as: row.outcome }] : [];
}

/** How the fork server's line for a row says its child ended: pytest's exit 0 passed, 1 failed; anything else never passed. */
export function forkEndedAs(line: Pick<ForkSeedEvent, "exit" | "timed_out" | "error">): EndedAs {
  if (line.timed_out === true) return "timeout";
  if (line.error !== undefined) return "error";
  return line.exit === 0 ? "pass" : line.exit === 1 ? "fail" : "error";
}

/**
 * How a JS framework's own state for a seed's test says it ended (fast-check-reporter.mjs,
 * jest-reporter.cjs): passed or failed, a test past vitest's timeout a timeout; a skipped
 * or pending test says nothing (its seed runs alone).
 */
export function testEndedAs(row: Pick<TestResult, "state" | "timedOut">): EndedAs | undefined {
  if (row.state === "passed") return "pass";
  if (row.state === "failed") return row.timedOut === true ? "timeout" : "fail";
  return undefined;
}

/**
 * The seed of a batch's test row that names its wrapper file `<dir>/<seed><suffix>` as its
 * `module`, when `selected` says the row is the selected test's, and how its state says it ended.
 */
export function wrapperEnd(line: string, dir: string, suffix: string, selected: (name: string, seed: number) => boolean): SeedEnd[] {
  const row = parseLine(line);
  if (row?.kind !== "testResult" || row.module === undefined || dirname(row.module) !== dir) return [];
  const file = basename(row.module);
  const seed = file.endsWith(suffix) && /^-?\d+$/.test(file.slice(0, -suffix.length)) ? Number(file.slice(0, -suffix.length)) : undefined;
  return seed === undefined || !selected(row.name, seed) ? [] : [{ seed, as: testEndedAs(row) }];
}

export interface SeedEnd {
  readonly seed: number;
  readonly as?: EndedAs;
}

/** For progress only: the seeds a channel line says ended (`read`), reported as every index of `seeds` holding them. */
export function seedEnds(seeds: readonly number[], ended: RowEnded, read: (line: string) => readonly (number | SeedEnd)[]) {
  return (line: string): void => {
    for (const end of read(line)) {
      const { seed, as } = typeof end === "number" ? { seed: end, as: undefined } : end;
      seeds.forEach((s, i) => s === seed && ended(i, as));
    }
  };
}
