// Process state for tests that check what a kill left behind.
import { readFileSync } from "node:fs";

/** Running, not a zombie: a killed orphan may wait for a reaper that a container lacks. */
export const alive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};
