// The survivor sweep, with real processes: a daemon that double-forks and setsid()s
// leaves the run's process group (the group kill misses it), but keeps the marker in
// its environment, and the sweep finds and kills it. Processes without this seedgate's
// marker are not touched.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { MARKER_KEY, sweepSurvivors } from "../../src/adapters/survivors.js";
import { SeedgateError } from "../../src/core/errors.js";
import type { Log } from "../../src/ports/local.js";
import { alive } from "../support/process.js";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "python3";
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
const dir = mkdtempSync(join(tmpdir(), "seedgate-survivors-"));
const linux = existsSync("/proc/self/environ");

/** Double fork + setsid, stdio on /dev/null: the run's group kill and its pipes both miss it. */
const DAEMON = `
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        n = os.open(os.devnull, os.O_RDWR)
        for i in (0, 1, 2):
            os.dup2(n, i)
        os.closerange(3, 4096)
        open(sys.argv[1] + ".tmp", "w").write(str(os.getpid()))
        os.rename(sys.argv[1] + ".tmp", sys.argv[1])
        time.sleep(1000)
    os._exit(0)
os.wait()
`;

/** A daemon that never stays put: every few milliseconds it forks and the old pid exits. */
const FLEEING = `
import os, sys, time
if os.fork() == 0:
    os.setsid()
    n = os.open(os.devnull, os.O_RDWR)
    for i in (0, 1, 2):
        os.dup2(n, i)
    os.closerange(3, 4096)
    open(sys.argv[1], "w").write("started")
    while True:
        try:
            child = os.fork()
        except OSError:  # EAGAIN on a busy machine: keep fleeing, never die of it
            time.sleep(0.01)
            continue
        if child != 0:
            os._exit(0)
        time.sleep(0.01)
os._exit(0)
`;

const lines: string[] = [];
const log: Log = {
  info: (m) => lines.push(m),
  warn: (m) => lines.push(`warn: ${m}`),
  error: (m) => lines.push(`error: ${m}`),
  debug() {},
  group: (_n, fn) => fn(),
};
const bystanders: ChildProcess[] = [];
afterEach(() => {
  lines.length = 0;
  for (const b of bystanders.splice(0)) b.kill("SIGKILL");
});

async function waitFor(path: string): Promise<string> {
  for (let i = 0; i < 100 && !existsSync(path); i++) await new Promise((done) => setTimeout(done, 50));
  return readFileSync(path, "utf8");
}

const settle = () => new Promise((done) => setTimeout(done, 100));

test.runIf(linux)(
  "a double-forked, setsid'd daemon outlives the run; the sweep finds it by its marker and kills it, and leaves unmarked processes alone",
  async () => {
    const unmarked = spawn("sleep", ["1000"], { detached: true, stdio: "ignore", env });
    const otherSeedgate = spawn("sleep", ["1000"], { detached: true, stdio: "ignore", env: { ...env, [MARKER_KEY]: "0".repeat(32) } });
    bystanders.push(unmarked, otherSeedgate);
    const pidFile = join(dir, "daemon.pid");
    const r = await processExec.run({ command: PYTHON, args: ["-c", DAEMON, pidFile], cwd: dir, env, timeoutMs: 10_000 });
    expect(r.exitCode, r.stderrTail).toBe(0);
    const daemon = Number(await waitFor(pidFile));
    await settle();
    expect(alive(daemon)).toBe(true); // the group kill at the end of the run missed it
    const swept = await processExec.sweep!(log);
    expect(swept).toEqual({ available: true, killed: 1 });
    await settle();
    expect(alive(daemon)).toBe(false);
    expect(lines.join("\n")).toMatch(/^warn: killed 1 process\(es\) the code under test left running/);
    expect(alive(unmarked.pid!)).toBe(true);
    expect(alive(otherSeedgate.pid!)).toBe(true);
    expect(await processExec.sweep!(log)).toEqual({ available: true, killed: 0 });
  },
  30_000,
);

test.runIf(linux)(
  "a daemon that keeps forking while it is killed is swept in rounds until none is left",
  async () => {
    const started = join(dir, "fleeing.started");
    const r = await processExec.run({ command: PYTHON, args: ["-c", FLEEING, started], cwd: dir, env, timeoutMs: 10_000 });
    expect(r.exitCode, r.stderrTail).toBe(0);
    await waitFor(started);
    await settle(); // a few dozen generations later
    expect(sweepSurvivors().killed).toBeGreaterThanOrEqual(1);
    await settle();
    expect(sweepSurvivors()).toEqual({ available: true, killed: 0 });
  },
  30_000,
);

test("without /proc the sweep says it is unavailable and kills nothing", () => {
  expect(sweepSurvivors({ procRoot: join(dir, "no-proc") })).toEqual({ available: false, killed: 0 });
});

test("a marked process that will not die fails the sweep closed, with a hint", () => {
  // A /proc that keeps listing a marked pid no signal reaches (above any pid_max): it never goes away.
  const proc = join(dir, "proc");
  mkdirSync(join(proc, "self"), { recursive: true });
  writeFileSync(join(proc, "self", "environ"), "");
  mkdirSync(join(proc, "4194399"));
  writeFileSync(join(proc, "4194399", "environ"), "PATH=/bin\0SEEDGATE_RUN=stuck\0");
  mkdirSync(join(proc, "4194398"));
  writeFileSync(join(proc, "4194398", "environ"), "XSEEDGATE_RUN=stuck\0SEEDGATE_RUN=stuck-not\0");
  let err: unknown;
  try {
    sweepSurvivors({ procRoot: proc, marker: "SEEDGATE_RUN=stuck", maxRounds: 3 });
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(SeedgateError);
  expect((err as SeedgateError).message).toContain("1 process(es) started by the code under test still run after 3 rounds of SIGKILL (pid 4194399)");
  expect((err as SeedgateError).hint).toContain("ephemeral runner");
});

test.runIf(linux)("with descendants on (the subreaper's sweep), an unmarked child of this process is a survivor too; off, it is left alone", async () => {
  const child = spawn("sleep", ["1000"], { detached: true, stdio: "ignore", env });
  bystanders.push(child);
  expect(sweepSurvivors({ marker: "SEEDGATE_RUN=none" })).toEqual({ available: true, killed: 0 });
  expect(alive(child.pid!)).toBe(true);
  expect(sweepSurvivors({ marker: "SEEDGATE_RUN=none", descendants: true })).toEqual({ available: true, killed: 1 });
  await settle();
  expect(alive(child.pid!)).toBe(false);
});
