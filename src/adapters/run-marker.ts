// The run's marker (survivors.ts reads it, subreaper.ts hands it on): a random name and a
// random value per seedgate run, so no name of seedgate's is there for production code to
// find by one lookup, and two seedgates on one machine never sweep each other's children.
import { randomBytes } from "node:crypto";

/**
 * The marker the subreaper's re-run takes from the Node that started it (subreaper.ts), so
 * both, and the warm interpreter the first one started, carry the same one. Never a child's
 * (exec.ts RUNNER_ONLY), and gone from this process once read.
 */
export const INHERITED_MARKER_ENV = "SEEDGATE_RUN_MARKER";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A variable name of ten random capitals: it says nothing of seedgate. */
const randomName = (): string => [...randomBytes(10)].map((b) => LETTERS[b % LETTERS.length]).join("");

function ownMarker(): readonly [string, string] {
  const inherited = process.env[INHERITED_MARKER_ENV];
  delete process.env[INHERITED_MARKER_ENV];
  const m = /^([A-Z]{10})=([0-9a-f]{32})$/.exec(inherited ?? "");
  return m ? [m[1]!, m[2]!] : [randomName(), randomBytes(16).toString("hex")];
}

/** One per seedgate run (name and value): its children carry `MARKER_KEY=RUN_MARKER`. */
export const [MARKER_KEY, RUN_MARKER] = ownMarker();
