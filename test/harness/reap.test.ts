// How both fork loops end (src/harness/evidence/seedgate_reap.py `leave`): the exit handlers run
// (the boot's stops the subject), buffered output is flushed, and the exit code is the
// loop's; the interpreter's own teardown (finalizers, module cleanup) is skipped.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { HARNESS_PYTHONPATH } from "../support/harness.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

const script = `
import atexit, sys
import seedgate_reap

class Heap:
    def __del__(self):
        print("teardown ran", flush=True)  # at a normal shutdown, when the module's globals are cleared

kept = Heap()
atexit.register(print, "exit handler ran", flush=True)
sys.stdout.write("buffered, not flushed")
seedgate_reap.leave(3)
`;

test("leave runs the exit handlers, flushes what is buffered and exits with the code, without the interpreter's teardown", () => {
  const r = spawnSync(PY, ["-c", script], { encoding: "utf8", env: { PATH: process.env.PATH, PYTHONPATH: HARNESS_PYTHONPATH } });
  expect(r.status).toBe(3);
  expect(r.stdout).toContain("buffered, not flushed");
  expect(r.stdout).toContain("exit handler ran");
  expect(r.stdout).not.toContain("teardown ran");
});
