// Starts fast-check's subject process (issue 25, `isolation: process`) from vitest's
// worker: the command line, env and cwd the Exec placed in SEEDGATE_BOOT (the lane's
// sandbox around `node fast-check-subject.mjs`), with two pipes as its fds 3 and 4.
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
    // A batch's worker took its seed from its file (fast-check-setup.mjs): the subject gets that one too.
    env: process.env.SEEDGATE_SEED === undefined ? subject.env : { ...subject.env, SEEDGATE_SEED: process.env.SEEDGATE_SEED },
    stdio: ["ignore", "inherit", "inherit", toSubject.rd, fromSubject.wr],
  });
  child.unref();
  child.on("error", () => {}); // a subject that cannot start hangs up: the oracle's read says so
  closeSync(toSubject.rd);
  closeSync(fromSubject.wr);
  return { rd: fromSubject.rd, wr: toSubject.wr };
}
