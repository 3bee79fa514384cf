// Starts fast-check's subject process (issue 25, `isolation: process`) from vitest's
// worker: the command line, env and cwd the Exec placed in SEEDGATE_BOOT (the lane's
// sandbox around `node fast-check-subject.mjs`), with two pipes as its fds 3 and 4.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Two FIFOs opened without blocking (a holder end first), unlinked before the subject starts: no path to them remains. */
function pipes() {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-subject-"));
  try {
    const [a, b] = [join(dir, "in"), join(dir, "out")];
    execFileSync("mkfifo", ["-m", "600", a, b]);
    const ends = (p) => {
      const hold = openSync(p, "r+");
      const rd = openSync(p, "r");
      const wr = openSync(p, "w");
      closeSync(hold);
      return { rd, wr };
    };
    return [ends(a), ends(b)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The step that runs, under GitHub Actions: seedgate's own action (its repository, path, ref).
const STEP = new Set(["GITHUB_ACTION", "GITHUB_ACTION_PATH", "GITHUB_ACTION_REPOSITORY", "GITHUB_ACTION_REF"]);
const HARNESS = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * `env` with no variable one lookup ties to seedgate (issue 44 item 7): none named for it (the subject's own
 * are SUBJECT_*, fast-check-subject.mjs), none naming the step that runs it, none whose value holds the harness's path.
 */
const neutral = (env) => Object.fromEntries(Object.entries(env ?? {}).filter(([k, v]) => !/seedgate/i.test(k) && !STEP.has(k) && !String(v).includes(HARNESS)));

/** The oracle's ends `{ rd, wr }` (blocking), or undefined when this run has no subject. */
export function spawnSubject() {
  let boot;
  try {
    boot = JSON.parse(process.env.SEEDGATE_BOOT ?? "{}");
  } catch {
    boot = {};
  }
  const subject = boot?.subject;
  if (!subject || !Array.isArray(subject.argv)) return undefined;
  const [toSubject, fromSubject] = pipes();
  const child = spawn(subject.argv[0], subject.argv.slice(1), {
    cwd: subject.cwd,
    // Nothing named for seedgate, whatever the Exec placed there (issue 44 item 7): no seed, no variable of the oracle's.
    env: neutral(subject.env),
    stdio: ["ignore", "inherit", "inherit", toSubject.rd, fromSubject.wr],
  });
  child.unref();
  child.on("error", () => {}); // a subject that cannot start hangs up: the oracle's read says so
  closeSync(toSubject.rd);
  closeSync(fromSubject.wr);
  return { rd: fromSubject.rd, wr: toSubject.wr };
}
