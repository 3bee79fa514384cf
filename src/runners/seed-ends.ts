// Progress only (issue 27): a batch, a fork server or a vitest batch writes a line per seed on
// the result channel as each seed ends, and the Exec hands lines out as they arrive
// (ExecRequest.onChannelLine). These read one such line for the engine's onEnded; the
// verdict still reads the whole channel at exit, and never these.
import { parseLine } from "./channel.js";

/** The seed of one channel line that is the batch plugin's `end` row (progress only: the verdict reads the numbered rows whole). */
export function endRowSeed(line: string): number[] {
  const row = parseLine(line);
  return row?.kind === "end" ? [row.seed] : [];
}

/** For progress only: the seeds a channel line says ended (`read`), reported as every index of `seeds` holding them. */
export function seedEnds(seeds: readonly number[], ended: (index: number) => void, read: (line: string) => readonly number[]) {
  return (line: string): void => {
    for (const seed of read(line)) seeds.forEach((s, i) => s === seed && ended(i));
  };
}
