// The fd-3 result channel: harness rows come back through a pipe seedgate opened, found
// by its number, never through a path the code under test could read or forge.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CHANNEL_CAP, processExec } from "../../src/adapters/exec.js";
import { sandboxedExec } from "../../src/adapters/sandbox.js";

const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
const dir = mkdtempSync(join(tmpdir(), "seedgate-exec-channel-"));

test("what a Python child writes to fd 3 comes back whole as the channel, apart from stdout", async () => {
  const script = "import os\nos.write(3, b'{\"row\": 1}\\n' * 5000)\nprint('stdout only')";
  const r = await processExec.run({ command: "/usr/bin/python3", args: ["-I", "-c", script], cwd: dir, env, timeoutMs: 10_000, channel: true });
  expect(r.exitCode).toBe(0);
  expect(r.channel).toBe('{"row": 1}\n'.repeat(5000));
  expect(r.stdoutTail).toBe("stdout only\n");
});

test("a Node child finds the channel by its number too, and an empty channel is the empty string", async () => {
  const r = await processExec.run({ command: "node", args: ["-e", "require('fs').writeSync(3, 'ok')"], cwd: dir, env, timeoutMs: 10_000, channel: true });
  expect(r.channel).toBe("ok");
  const quiet = await processExec.run({ command: "node", args: ["-e", ""], cwd: dir, env, timeoutMs: 10_000, channel: true });
  expect(quiet.channel).toBe("");
});

test("without a channel request fd 3 is closed in the child and the result has no channel", async () => {
  const script = "import os\ntry:\n    os.write(3, b'x'); print('open')\nexcept OSError: print('closed')";
  const r = await processExec.run({ command: "/usr/bin/python3", args: ["-I", "-c", script], cwd: dir, env, timeoutMs: 10_000 });
  expect(r.stdoutTail).toBe("closed\n");
  expect(r.channel).toBeUndefined();
});

test("past the cap the run is killed and no channel comes back (fail closed: no rows)", async () => {
  const script = `import os\nchunk = b'r' * 65536\nwhile True: os.write(3, chunk)`;
  const r = await processExec.run({ command: "/usr/bin/python3", args: ["-I", "-c", script], cwd: dir, env, timeoutMs: 30_000, channel: true });
  expect(r.timedOut).toBe(false);
  expect(r.exitCode).toBeNull();
  expect(r.channel).toBeUndefined();
  expect(r.stderrTail).toContain(`passed ${CHANNEL_CAP} bytes`);
});

test("the watchdog pipe is fd 4, beside the channel or alone, through bubblewrap and Landlock too; its head is kept", async () => {
  const both = "import os; os.write(3, b'row\\n'); os.write(4, b'Timeout (0:00:01)!\\n')";
  const plain = await processExec.run({
    command: "/usr/bin/python3",
    args: ["-I", "-c", both],
    cwd: dir,
    env,
    timeoutMs: 10_000,
    channel: true,
    watchdog: true,
  });
  expect([plain.channel, plain.watchdog]).toEqual(["row\n", "Timeout (0:00:01)!\n"]);
  const alone = await processExec.run({
    command: "/usr/bin/python3",
    args: ["-I", "-c", "import os; os.write(4, b'x' * 200000)"],
    cwd: dir,
    env,
    timeoutMs: 10_000,
    watchdog: true,
  });
  expect([alone.exitCode, alone.watchdog?.length, alone.channel]).toEqual([0, 64 * 1024, undefined]);
  for (const kind of ["bwrap", "landlock"] as const) {
    const exec = sandboxedExec(processExec, { kind, workspace: dir, writable: [], network: false });
    const r = await exec.run({ command: "/usr/bin/python3", args: ["-I", "-c", both], cwd: dir, env, timeoutMs: 30_000, channel: true, watchdog: true });
    expect([kind, r.channel, r.watchdog], r.stderrTail).toEqual([kind, "row\n", "Timeout (0:00:01)!\n"]);
  }
}, 60_000);
