// The fd-3 result channel: harness rows come back through a pipe seedgate opened, found
// by its number, never through a path the code under test could read or forge.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { CHANNEL_CAP } from "../../src/adapters/exec-channel.js";
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
    const { r, lines } = await stream(exec, join(dir, `seen-${kind}`));
    expect([kind, r.exitCode, lines], r.stderrTail).toEqual([kind, 0, ['{"seed": 1}', '{"seed": 2}']]);
  }
}, 60_000);

// Progress only (issue 27): a fork server's line per seed reaches the runner as it is
// written, while the verdict still reads the channel whole at exit.
const STREAMING = `
import os, sys, time
os.write(3, b'{"seed": 1}\\n{"seed"')
for _ in range(1000):  # 10 s: only a line handed out before exit lets this child go on
    if os.path.exists(sys.argv[1]):
        break
    time.sleep(0.01)
else:
    sys.exit(3)
time.sleep(0.2)
os.write(3, b': 2}\\n')
os.write(3, b'no newline at exit')
`;

/** STREAMING through `exec`: the lines handed out, each marking `seen` so the child may go on. */
async function stream(exec: Pick<typeof processExec, "run">, seen: string) {
  const lines: string[] = [];
  const onChannelLine = (line: string) => (lines.push(line), writeFileSync(seen, ""));
  const r = await exec.run({
    command: "/usr/bin/python3",
    args: ["-I", "-c", STREAMING, seen],
    cwd: dir,
    env,
    timeoutMs: 30_000,
    channel: true,
    onChannelLine,
  });
  return { r, lines };
}

test("each complete line on fd 3 is handed out while the child still runs; a line cut across writes is joined, the channel stays whole", async () => {
  const started = Date.now();
  const { r, lines } = await stream(processExec, join(dir, "seen-1"));
  expect(r.exitCode, r.stderrTail).toBe(0);
  expect(Date.now() - started).toBeLessThan(9_000);
  expect(lines).toEqual(['{"seed": 1}', '{"seed": 2}']);
  expect(r.channel).toBe('{"seed": 1}\n{"seed": 2}\nno newline at exit');
});

test("a callback that throws changes nothing: every line still comes, the run ends as it would", async () => {
  const lines: string[] = [];
  const script = "import os, time\nos.write(3, b'a\\n')\ntime.sleep(0.1)\nos.write(3, b'b\\nc\\n')";
  const onChannelLine = (line: string) => {
    lines.push(line);
    throw new Error("progress broke");
  };
  const r = await processExec.run({ command: "/usr/bin/python3", args: ["-I", "-c", script], cwd: dir, env, timeoutMs: 10_000, channel: true, onChannelLine });
  expect([r.exitCode, r.channel, lines]).toEqual([0, "a\nb\nc\n", ["a", "b", "c"]]);
});

test("past the cap no line is handed out (the run is killed, its channel discarded)", async () => {
  let bytes = 0;
  const script = `import os\nline = b'r' * 1023 + b'\\n'\nwhile True: os.write(3, line * 64)`;
  const onChannelLine = (line: string) => void (bytes += line.length + 1);
  const r = await processExec.run({ command: "/usr/bin/python3", args: ["-I", "-c", script], cwd: dir, env, timeoutMs: 30_000, channel: true, onChannelLine });
  expect(r.channel).toBeUndefined();
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(CHANNEL_CAP);
});

test("the sandbox keeps the callback: lines stream through bubblewrap and Landlock alike", async () => {
  for (const kind of ["bwrap", "landlock"] as const) {
    const seen = join(dir, `seen-${kind}`);
    const lines: string[] = [];
    const onChannelLine = (line: string) => (lines.push(line), writeFileSync(seen, ""));
    const exec = sandboxedExec(processExec, { kind, workspace: dir, writable: [], network: false });
    const r = await exec.run({
      command: "/usr/bin/python3",
      args: ["-I", "-c", STREAMING, seen],
      cwd: dir,
      env,
      timeoutMs: 30_000,
      channel: true,
      onChannelLine,
    });
    expect([kind, r.exitCode, lines], r.stderrTail).toEqual([kind, 0, ['{"seed": 1}', '{"seed": 2}']]);
  }
}, 60_000);
