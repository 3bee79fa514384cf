import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { childProcessEnv, processExec } from "../../src/adapters/exec.js";
import { MARKER_KEY, RUN_MARKER } from "../../src/adapters/survivors.js";
import { alive } from "../support/process.js";

const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
const dir = mkdtempSync(join(tmpdir(), "seedgate-exec-"));

test("a timeout kills the whole process group, grandchildren included", async () => {
  const pidFile = join(dir, "grandchild.pid");
  const script = `sleep 1000 & echo $! > ${pidFile}; wait`;
  const r = await processExec.run({ command: "sh", args: ["-c", script], cwd: dir, env, timeoutMs: 500 });
  expect(r.timedOut).toBe(true);
  expect(r.exitCode).toBeNull();
  const grandchild = Number(readFileSync(pidFile, "utf8"));
  await new Promise((done) => setTimeout(done, 100));
  expect(alive(grandchild)).toBe(false);
});

test("exit codes and bounded tails come back; argv is not a shell", async () => {
  const r = await processExec.run({
    command: "node",
    args: ["-e", "process.stdout.write('x'.repeat(100000) + 'END'); process.exit(3)", "$(touch pwned)"],
    cwd: dir,
    env,
    timeoutMs: 10_000,
    tailBytes: 10,
  });
  expect(r).toMatchObject({ exitCode: 3, timedOut: false, stdoutTail: "xxxxxxxEND" });
});

test("a process that left the group (setsid) and holds stdout cannot keep the run open: it ends a moment after the child exits", async () => {
  const pidFile = join(dir, "holder.pid");
  // The holder inherits stdout and stderr, prints after the child exits, and lives for 60 s.
  const script = `setsid sh -c 'echo $$ > ${pidFile}; sleep 0.2; echo late; sleep 60' & sleep 0.1; echo early; exit 4`;
  const started = Date.now();
  const r = await processExec.run({ command: "sh", args: ["-c", script], cwd: dir, env, timeoutMs: 30_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(r).toMatchObject({ exitCode: 4, timedOut: false });
  expect(r.stdoutTail).toContain("early");
  process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
});

test("a missing command is an error result, not a crash", async () => {
  const r = await processExec.run({ command: "no-such-binary-seedgate", args: [], cwd: dir, env, timeoutMs: 1000 });
  expect(r.exitCode).toBeNull();
  expect(r.stderrTail).toContain("could not start");
});

test("no child gets the action's token, the runner's tokens or its file commands", () => {
  const env = childProcessEnv({
    PATH: "/bin",
    HOME: "/h",
    INPUT_TOKEN: "ghs_secret",
    "INPUT_PRIVATE-KEY": "k",
    ACTIONS_RUNTIME_TOKEN: "t",
    GITHUB_TOKEN: "g",
    GH_TOKEN: "h",
    GITHUB_OUTPUT: "/o",
    GITHUB_ENV: "/e",
    GITHUB_PATH: "/p",
    GITHUB_STATE: "/st",
    GITHUB_STEP_SUMMARY: "/s",
    GITHUB_SHA: "abc",
    UNSET: undefined,
  });
  expect(env).toEqual({ PATH: "/bin", HOME: "/h", GITHUB_SHA: "abc", [MARKER_KEY]: RUN_MARKER });
});

test("every child carries this seedgate's own marker, even under an outer seedgate's; its name and value are random, neither says seedgate", () => {
  expect(MARKER_KEY).toMatch(/^[A-Z]{10}$/);
  expect(RUN_MARKER).toMatch(/^[0-9a-f]{32}$/);
  expect(MARKER_KEY.toLowerCase()).not.toContain("seedgate");
  expect(childProcessEnv({ PATH: "/bin", [MARKER_KEY]: "outer-seedgate" })[MARKER_KEY]).toBe(RUN_MARKER);
  // The re-run's inherited marker (subreaper.ts) is never a child's.
  expect(childProcessEnv({ PATH: "/bin", SEEDGATE_RUN_MARKER: `${MARKER_KEY}=${RUN_MARKER}` })).toEqual({ PATH: "/bin", [MARKER_KEY]: RUN_MARKER });
});

test("the subreaper's re-run takes the marker of the Node that started it (its warm interpreter carries that one), and drops the variable", async () => {
  const inherited = `ABCDEFGHIJ=${"1".repeat(32)}`;
  process.env.SEEDGATE_RUN_MARKER = inherited;
  vi.resetModules();
  const rerun = await import("../../src/adapters/survivors.js");
  expect(`${rerun.MARKER_KEY}=${rerun.RUN_MARKER}`).toBe(inherited);
  expect(process.env.SEEDGATE_RUN_MARKER).toBeUndefined();
  process.env.SEEDGATE_RUN_MARKER = "SEEDGATE_RUN=1"; // not a marker: a fresh one instead
  vi.resetModules();
  const fresh = await import("../../src/adapters/survivors.js");
  expect(fresh.MARKER_KEY).toMatch(/^[A-Z]{10}$/);
  expect(fresh.MARKER_KEY).not.toBe("ABCDEFGHIJ");
  expect(process.env.SEEDGATE_RUN_MARKER).toBeUndefined();
});
