// Where seedgate's own harness files are: dist/harness beside the bundle, src/harness
// from source. Its own module, so every runner can find them without importing another.
// The harness has four rooms (src/harness/README.md): a file is named by "room/file".
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** dist/harness beside the bundle, or src/harness when run from source (tests). `name` is "room/file". */
export function harnessPath(name: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "harness", name), join(here, "..", "harness", name), join(here, "..", "..", "src", "harness", name)];
  const found = candidates.find((p) => existsSync(p));
  if (found === undefined) throw new Error(`seedgate harness ${name} not found beside ${here}`);
  return found;
}

/** The harness folder itself, holding the four rooms: everything under it is seedgate's own. */
export function harnessRoot(): string {
  return dirname(dirname(harnessPath("start/seedgate_boot.py")));
}
