// The kernel sandbox, for real: pull-request code (a Python script run through the
// sandboxed Exec) tries to rewrite the sealed copy, chmod it back, write seedgate's own
// dist/, and open a TCP connection to a server this test runs on 127.0.0.1. Under
// bubblewrap and under Landlock the kernel denies each; its own scratch stays writable.
// CI runs as root: root inside bubblewrap cannot remount or chmod a read-only bind.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { chooseSandbox, SANDBOX_DENY_ENV } from "../../src/adapters/sandbox-probe.js";
import { bwrapArgs, sandboxedExec, scratchPaths, type SandboxPolicy } from "../../src/adapters/sandbox.js";
import type { SandboxKind } from "../../src/core/inputs/config.js";

const PYTHON = "/usr/bin/python3";
const DIST = resolve("dist");

/** Tries each forbidden act; prints one JSON line of act -> "ok" or the errno name. */
const ATTEMPTS = `
import errno, json, os, socket, subprocess, sys
sealed, dist, scratch, port = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def attempt(fn):
    try:
        fn()
        return "ok"
    except OSError as e:
        return errno.errorcode.get(e.errno, str(e.errno))
def write(path):
    with open(path, "w") as f:
        f.write("def test_x():\\n    pass\\n")
def chmod_then_write():
    os.chmod(sealed, 0o666)
    write(sealed)
def connect():
    s = socket.create_connection(("127.0.0.1", port), timeout=2)
    s.sendall(b"escaped")
    s.close()
def remount():
    r = subprocess.run(["mount", "-o", "remount,rw", os.path.dirname(sealed)], capture_output=True)
    if r.returncode != 0:
        raise OSError(errno.EPERM, "mount refused")
out = {
    "write_sealed": attempt(lambda: write(sealed)),
    "chmod_sealed": attempt(chmod_then_write),
    "remove_sealed": attempt(lambda: os.remove(sealed)),
    "write_dist": attempt(lambda: write(os.path.join(dist, "pwned.js"))),
    "connect": attempt(connect),
    "remount": attempt(remount),
    "write_scratch": attempt(lambda: write(os.path.join(scratch, "junit.xml"))),
}
print(json.dumps(out))
`;

let root: string;
let workspace: string;
let sealed: string;
let scratch: string;
let server: Server;
let port = 0;
const connections: string[] = [];
const SEALED_TEXT = "def test_balance():\n    assert True\n";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "sandbox-test-"));
  workspace = join(root, "work");
  mkdirSync(join(workspace, "tests"), { recursive: true });
  writeFileSync(join(workspace, "probe.py"), ATTEMPTS);
  sealed = join(root, "sealed-copy", "test_balance.py");
  mkdirSync(join(root, "sealed-copy"));
  writeFileSync(sealed, SEALED_TEXT);
  chmodSync(sealed, 0o444);
  scratch = mkdtempSync(join(tmpdir(), "seedgate-run-"));
  if (!existsSync(DIST)) mkdirSync(DIST);
  server = createServer((s) => s.on("data", (b) => connections.push(b.toString())));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as { port: number }).port;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(DIST, "pwned.js"), { force: true });
});

async function attempts(kind: SandboxKind): Promise<Record<string, string>> {
  const policy: SandboxPolicy = { kind, workspace, writable: [], network: false };
  const exec = sandboxedExec(processExec, policy);
  const r = await exec.run({
    command: PYTHON,
    args: ["-I", join(workspace, "probe.py"), sealed, DIST, scratch, String(port)],
    cwd: workspace,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    timeoutMs: 30_000,
    sandbox: { readOnly: [join(root, "sealed-copy")] },
  });
  expect(r.exitCode, r.stderrTail).toBe(0);
  return JSON.parse(r.stdoutTail.trim().split("\n").at(-1)!) as Record<string, string>;
}

describe.each(["bwrap", "landlock"] as const)("under %s", (kind) => {
  test("the kernel denies writing the sealed copy (even after chmod), seedgate's dist/ and a TCP connection; the run's scratch stays writable", async () => {
    expect(chooseSandbox(kind, {})).toMatchObject({ ok: true, kind });
    const got = await attempts(kind);
    const denied = kind === "bwrap" ? "EROFS" : "EACCES";
    expect(got.write_sealed).toBe(denied);
    expect(got.remove_sealed).toBe(denied);
    expect(got.write_dist).toBe(denied);
    expect(got.chmod_sealed).not.toBe("ok");
    expect(got.remount).not.toBe("ok");
    expect(got.connect).not.toBe("ok");
    expect(got.write_scratch).toBe("ok");
    expect(readFileSync(sealed, "utf8")).toBe(SEALED_TEXT);
    expect(existsSync(join(DIST, "pwned.js"))).toBe(false);
    expect(connections).toEqual([]);
  }, 60_000);
});

test("without a sandbox the same script succeeds: the probe can fail", async () => {
  const got = await attempts("none");
  expect(got.write_scratch).toBe("ok");
  expect(got.connect).toBe("ok");
  expect(got.write_sealed === "ok" || got.chmod_sealed === "ok").toBe(true);
  writeFileSync(sealed, SEALED_TEXT);
  chmodSync(sealed, 0o444);
  await new Promise((r) => setTimeout(r, 100));
  expect(connections).toContain("escaped");
  connections.length = 0;
  rmSync(join(DIST, "pwned.js"), { force: true });
}, 60_000);

test("a host where no sandbox works is a failure with a hint, never a fallback to none", () => {
  const c = chooseSandbox("auto", { [SANDBOX_DENY_ENV]: "bwrap,landlock" });
  expect(c.ok).toBe(false);
  if (!c.ok) {
    expect(c.message).toMatch(/no kernel sandbox works.*bwrap: denied.*landlock: denied/);
    expect(c.hint).toMatch(/bubblewrap.*Landlock/);
  }
  expect(chooseSandbox("auto", { [SANDBOX_DENY_ENV]: "bwrap" })).toMatchObject({ ok: true, kind: "landlock" });
  expect(chooseSandbox("none", { [SANDBOX_DENY_ENV]: "bwrap,landlock" })).toMatchObject({ ok: true, kind: "none" });
});

test("a run's scratch is its seedgate-owned tmp folders in argv or env, never the folder holding the workspace, the sealed copy or a path that does not exist", () => {
  const tmp = tmpdir();
  for (const d of ["seedgate-run-ab12", "seedgate-fc-zz", "seedgate-oracle-x1"]) mkdirSync(join(tmp, d), { recursive: true });
  const req = {
    command: "x",
    args: [
      `--junitxml=${tmp}/seedgate-run-ab12/junit.xml`,
      `${tmp}/seedgate-hunt-q/w/tests/t.py`,
      `${tmp}/other/f`,
      `--rootdir=${tmp}/seedgate-oracle-x1/tests`,
    ],
    cwd: "/",
    env: { HYPOTHESIS_STORAGE_DIRECTORY: `${tmp}/seedgate-fc-zz/h`, PYTHONPYCACHEPREFIX: `${tmp}/seedgate-pycache-none` },
    timeoutMs: 1,
  };
  expect(scratchPaths(req, `${tmp}/seedgate-hunt-q/w`).sort()).toEqual([`${tmp}/seedgate-fc-zz`, `${tmp}/seedgate-run-ab12`]);
});

test("bwrap binds back, read-only, seedgate's own install when it lives under /tmp (a clone there)", () => {
  const policy: SandboxPolicy = { kind: "bwrap", workspace: "/work/x", writable: [], network: false };
  const args = bwrapArgs(policy, { command: "/usr/bin/python3", args: ["-s", "x.py"], cwd: "/", env: {}, timeoutMs: 1 }, []);
  const binds = args.flatMap((a, i) => (a === "--ro-bind" ? [args[i + 1]] : []));
  const own = resolve(".");
  if (own.startsWith("/tmp/")) expect(binds).toContain(own);
  else expect(binds.filter((b) => b === own)).toEqual([]);
  expect(binds.filter((b) => b === "x.py")).toEqual([]);
});
