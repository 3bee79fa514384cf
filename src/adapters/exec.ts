// The Exec port: argv only (never a shell), the child in its own process group so a
// timeout kills everything it spawned, and bounded output tails.
import { spawn } from "node:child_process";
import type { Exec, ExecRequest, ExecResult } from "../ports.js";

const DEFAULT_TAIL = 8 * 1024;

/** Keeps the last `limit` bytes of a stream without holding the rest. */
function tail(limit: number) {
  let chunks: Buffer[] = [];
  let size = 0;
  return {
    push(b: Buffer) {
      chunks.push(b);
      size += b.length;
      while (size - chunks[0]!.length >= limit) size -= chunks.shift()!.length;
    },
    text: () => {
      const all = Buffer.concat(chunks);
      chunks = [];
      return all.subarray(Math.max(0, all.length - limit)).toString("utf8");
    },
  };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

export const processExec: Exec = {
  run(req: ExecRequest): Promise<ExecResult> {
    const started = process.hrtime.bigint();
    const out = tail(req.tailBytes ?? DEFAULT_TAIL);
    const err = tail(req.tailBytes ?? DEFAULT_TAIL);
    return new Promise((resolve) => {
      const child = spawn(req.command, [...req.args], { cwd: req.cwd, env: { ...req.env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, req.timeoutMs);
      child.stdout.on("data", (b: Buffer) => out.push(b));
      child.stderr.on("data", (b: Buffer) => err.push(b));
      const finish = (exitCode: number | null, signal: string | null, spawnError?: Error) => {
        clearTimeout(timer);
        killGroup(child.pid); // grandchildren that outlive their parent do not outlive the run
        resolve({
          exitCode,
          signal,
          timedOut,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          stdoutTail: out.text(),
          stderrTail: spawnError ? `${err.text()}could not start ${req.command}: ${spawnError.message}` : err.text(),
        });
      };
      child.on("error", (e) => finish(null, null, e));
      child.on("close", (code, signal) => finish(code, signal));
    });
  },
};
