// An oracle request (ExecRequest.subject, issue 25) through the real sandboxed Exec: the
// oracle starts as given, keeps its result channel (fd 3), and spawns the subject from
// the command line the Exec put in its SEEDGATE_BOOT. The subject, wrapped in the
// kernel sandbox, cannot write the workspace, inherits only the socket it was passed,
// and under bubblewrap cannot see or signal the oracle (its own pid namespace).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { chooseSandbox } from "../../src/adapters/sandbox-probe.js";
import { sandboxedExec, type SandboxPolicy } from "../../src/adapters/sandbox.js";
import type { SandboxKind } from "../../src/core/inputs/config.js";

const PYTHON = "/usr/bin/python3";
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Spawns the subject as seedgate_proxy does (pass_fds: the socket only), relays its report to fd 3. */
const ORACLE = `
import json, os, socket, subprocess, sys
boot = json.loads(os.environ["SEEDGATE_BOOT"])
s = boot["subject"]
mine, theirs = socket.socketpair()
env = dict(s["env"], SEEDGATE_SUBJECT_FD=str(theirs.fileno()), ORACLE_PID=str(os.getpid()))
p = subprocess.Popen(s["argv"], pass_fds=[theirs.fileno()], env=env, cwd=s["cwd"], stdin=subprocess.DEVNULL)
theirs.close()
report = mine.makefile().readline()
p.wait()
with os.fdopen(3, "w") as channel:
    channel.write(json.dumps({"argv0": s["argv"][0], "subject": json.loads(report)}) + "\\n")
`;

/** What the subject may do: each act -> "ok" or the error's name. */
const SUBJECT = `
import json, os, socket, sys
def attempt(fn):
    try:
        fn()
        return "ok"
    except OSError as e:
        return type(e).__name__
fd = int(os.environ["SEEDGATE_SUBJECT_FD"])
oracle = int(os.environ["ORACLE_PID"])
def write():
    open(os.path.join(sys.argv[1], "planted.py"), "w").write("x = 1\\n")
out = {
    "write": attempt(write),
    "signal": attempt(lambda: os.kill(oracle, 0)),
    "oracle_fds": attempt(lambda: os.listdir(f"/proc/{oracle}/fd")),
    "oracle_channel": attempt(lambda: open(f"/proc/{oracle}/fd/3", "w").write('{"forged": true}\\n')),
    # The listing's own descriptor is closed once listdir returns: fstat tells it apart.
    "fds": sorted(x for x in map(int, os.listdir("/proc/self/fd")) if x > 2 and attempt(lambda: os.fstat(x)) == "ok"),
    "fd": fd,
}
sock = socket.socket(fileno=fd)
sock.sendall((json.dumps(out) + "\\n").encode())
`;

function oracleRun(kind: SandboxKind) {
  const workspace = mkdtempSync(join(tmpdir(), "subject-ws-"));
  const tools = mkdtempSync(join(tmpdir(), "subject-tools-"));
  dirs.push(workspace, tools);
  writeFileSync(join(tools, "oracle.py"), ORACLE);
  writeFileSync(join(tools, "subject.py"), SUBJECT);
  const policy: SandboxPolicy = { kind, workspace, writable: [], network: false, readOnly: [tools] };
  return sandboxedExec(processExec, policy).run({
    command: PYTHON,
    args: [join(tools, "oracle.py")],
    cwd: workspace,
    env: { PATH: process.env.PATH ?? "/usr/bin", SEEDGATE_BOOT: JSON.stringify({ isolation: "process" }) },
    timeoutMs: 30_000,
    channel: true,
    subject: { command: PYTHON, args: [join(tools, "subject.py"), workspace], cwd: workspace, env: { PATH: "/usr/bin" } },
  });
}

const available = (kind: SandboxKind) => chooseSandbox(kind, process.env).ok;

describe.each(["bwrap", "landlock"] as const)("an oracle and its subject under %s", (kind) => {
  test.skipIf(!available(kind))(
    "the oracle keeps fd 3; the subject is sandboxed and holds only its socket",
    async () => {
      const r = await oracleRun(kind);
      expect(r.exitCode, r.stderrTail).toBe(0);
      const row = JSON.parse(r.channel!.trim());
      expect(row.argv0).toMatch(kind === "bwrap" ? /bwrap$/ : /python3$/);
      expect(row.subject.write).not.toBe("ok");
      expect(row.subject.fds).toEqual([row.subject.fd]);
      expect(row.subject.oracle_channel).not.toBe("ok");
      if (kind === "bwrap") expect(row.subject.oracle_fds).not.toBe("ok");
      // Its own pid namespace: the oracle's pid is nobody there (Landlock: issue 25 asks for signal scoping, ABI 6).
      if (kind === "bwrap") expect(row.subject.signal).toBe("ProcessLookupError");
    },
    60_000,
  );
});

test("without a sandbox the subject starts as given, marked like every run", async () => {
  const r = await oracleRun("none");
  expect(r.exitCode, r.stderrTail).toBe(0);
  expect(JSON.parse(r.channel!.trim()).argv0).toBe(PYTHON);
}, 60_000);
