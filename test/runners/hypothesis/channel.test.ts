// The hypothesis preset's evidence travels on the result channel seedgate opens (fd 3,
// moved high and close-on-exec by seedgate_channel.py), never through a path: the code
// under test neither sees the channel's number nor finds it at fd 3, and a row it
// forges on the pipe anyway breaks the channel's numbering and makes the run an error.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runHypothesisBatch } from "../../../src/runners/hypothesis/batch.js";
import { runHypothesis } from "../../../src/runners/hypothesis/hypothesis.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
const BUGGY = "def balance(amounts):\n    return sum(a for a in amounts if a % 97 != 13)\n";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(ledger: string): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-channel-"));
  dirs.push(dir);
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  writeFileSync(join(dir, "src/ledger.py"), ledger);
  return dir;
}
const base = { selector: SELECTOR, python: PY, timeoutMs: 60_000, sealedConftest: false, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME } };

/** Production code that writes a forged row to every pipe and socket the process holds (Node's pipes are socket pairs). */
const FORGE = `${BUGGY}
import json, os, stat
for _fd in (int(n) for n in os.listdir('/proc/self/fd')):
    try:
        _mode = os.fstat(_fd).st_mode
        if stat.S_ISFIFO(_mode) or stat.S_ISSOCK(_mode):
            os.write(_fd, (json.dumps({'event': 'done', 'tests': 1, 'exitstatus': 0, 'n': 0}) + '\\n').encode())
    except OSError:
        pass
`;

test("the code under test sees no channel number and no channel at fd 3; the fixed ledger still passes", async () => {
  // fd 3 may be open again (pytest dups stderr for faulthandler), but never as the channel, a socket.
  const probe = `${FIXED}
import os, stat

def _check():
    assert 'SEEDGATE_CHANNEL_FD' not in os.environ, 'the channel number leaked'
    try:
        assert not stat.S_ISSOCK(os.fstat(3).st_mode), 'the channel is still at fd 3'
    except OSError:
        pass

_check()
_balance = balance
def balance(amounts):
    _check()
    return _balance(amounts)
`;
  const o = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...base, root: project(probe), seed: 5 });
  expect(o.detail).toBe("passed");
  expect(o.outcome).toBe("pass");
}, 120_000);

test("a row forged on the channel's pipe makes the run an error, whatever the test did", async () => {
  const o = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...base, root: project(FORGE), seed: 5 });
  expect(o.outcome).toBe("error");
  expect(o.detail).toMatch(/numbered 0, not \d+: something else wrote there/);
}, 120_000);

test("batched: a forged row makes every seed of the batch an error", async () => {
  const outcomes = await runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...base, root: project(FORGE), seeds: [1, 5] });
  expect(outcomes.map((o) => o.outcome)).toEqual(["error", "error"]);
  expect(outcomes[1]!.detail).toMatch(/something else wrote there/);
}, 120_000);

test("batched: the watchdog is an inherited pipe, not a path: the code under test finds neither it nor its number, and a hang is still a timeout", async () => {
  const probe = `${BUGGY}
import os, stat, sys, time

def _check():
    assert not any('watchdog' in a for a in sys.argv), 'the watchdog is named in argv'
    assert 'SEEDGATE_WATCHDOG_FD' not in os.environ, 'the watchdog number leaked'
    for _fd in (3, 4):
        try:
            assert not stat.S_ISSOCK(os.fstat(_fd).st_mode), f'a seedgate pipe is still at fd {_fd}'
        except OSError:
            pass

_check()
_balance = balance
def balance(amounts):
    _check()
    if os.environ.get('SEEDGATE_SEED') == '2':
        time.sleep(600)
    return _balance(amounts)
`;
  const outcomes = await runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...base, root: project(probe), seeds: [1, 2, 5], timeoutMs: 2500 });
  expect(outcomes.map((o) => o.outcome)).toEqual(["fail", "timeout", "pass"]);
  expect(outcomes[1]!.detail).toMatch(/seed 2 passed its 2.5 s timeout; the in-process watchdog ended the batch/);
  expect(outcomes[1]!.tail).toMatch(/^Timeout \(0:00:02.500000\)!\n.*\bin balance\b/s);
}, 120_000);
