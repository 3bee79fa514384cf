// seedgate's harness from source, as the tests drive it by hand: its four room folders
// (src/harness/README.md) and a file found by its bare name in whichever room holds it.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const HARNESS_ROOMS = ["protocol", "boundary", "evidence", "start"].map((room) => resolve("src/harness", room));

/** The rooms as a PYTHONPATH: the harness's Python modules import one another by flat name. */
export const HARNESS_PYTHONPATH = HARNESS_ROOMS.join(":");

/** src/harness/<room>/<name>, whichever room holds it. */
export function harnessFile(name: string): string {
  const found = HARNESS_ROOMS.map((room) => join(room, name)).find((p) => existsSync(p));
  if (found === undefined) throw new Error(`no harness file ${name} in ${HARNESS_ROOMS.join(", ")}`);
  return found;
}
