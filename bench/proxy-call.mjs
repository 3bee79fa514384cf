// The proxy's round trip (issue 46 item 1): what one production call costs the oracle under
// `isolation: process`, for the call kinds a property makes (a function with by-value
// arguments and result, one returning a list, an attribute read on a handle, a constructor
// returning a handle that is later released), with this tree's harness against a copy of an
// earlier commit's (--against REV, default the commit before the round trip was cut), each
// contender's subject started the way seedgate_proxy starts it. Contenders alternate run by
// run; each run makes --calls calls per kind and keeps its median of five repetitions. Wall
// µs per call is what a test waits; CPU µs per call (the oracle's and its subject's, from
// /proc) is the work both processes do for it, steadier than wall time on a loaded machine.
// A raw socket ping-pong between two Python processes (the same frames, no harness) is the floor.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, median, tableRow } from "./lib.mjs";

const RUNS = argValue("runs", 5);
const CALLS = argValue("calls", 4000);
const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const AGAINST = process.argv.includes("--against") ? process.argv[process.argv.indexOf("--against") + 1] : "fb5432962bedb4d5da4a10cd63ead8e2b367d15c";
const LABEL = AGAINST.slice(0, 7);
const load0 = loadavg()[0];
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-proxy-"));

const earlier = join(dir, "earlier");
mkdirSync(earlier);
const archive = execFileSync("git", ["archive", AGAINST, "src/harness"], { maxBuffer: 1 << 28 });
execFileSync("tar", ["-x", "-C", earlier], { input: archive });
const harnesses = { now: resolve("src/harness"), [LABEL]: join(earlier, "src/harness") };

const tree = join(dir, "repo");
mkdirSync(join(tree, "ledger"), { recursive: true });
writeFileSync(
  join(tree, "ledger/__init__.py"),
  `class Money:
    def __init__(self, cents):
        self.cents = cents
def add(a, b):
    return a + b
def split(cents, parts):
    base, extra = divmod(cents, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]
`,
);
const driver = join(dir, "driver.py");
writeFileSync(
  driver,
  `import json, os, sys, time
harness, calls, tree = sys.argv[1], int(sys.argv[2]), sys.argv[3]
sys.path[0:0] = [os.path.join(harness, room) for room in ("protocol", "boundary", "evidence", "start")]
import seedgate_proxy
env = {"PATH": "/usr/bin:/bin", "SEEDGATE_SUBJECT": json.dumps({"roots": [tree]})}
proc = seedgate_proxy.start({"argv": [sys.executable, "-s", os.path.join(harness, "start", "seedgate_subject.py")], "env": env, "cwd": tree})
seedgate_proxy.route(["ledger"])
import ledger
tick = os.sysconf("SC_CLK_TCK")
def cpu():
    with open(f"/proc/{proc.pid}/stat") as f:
        fields = f.read().rpartition(")")[2].split()
    return time.process_time() + (int(fields[11]) + int(fields[12])) / tick
add, split, Money = ledger.add, ledger.split, ledger.Money
m = Money(5)
kinds = {
    "call add(1, 2)": lambda: add(1, 2),
    "call split(100, 7) -> list": lambda: split(100, 7),
    "attribute m.cents": lambda: m.cents,
    "construct Money(3) -> handle": lambda: Money(3),
}
out = {}
for name, fn in kinds.items():
    for _ in range(200):
        fn()
    walls, cpus = [], []
    for _ in range(5):
        c0, t0 = cpu(), time.perf_counter()
        for _ in range(calls):
            fn()
        walls.append((time.perf_counter() - t0) / calls * 1e6)
        cpus.append((cpu() - c0) / calls * 1e6)
    out[name] = [sorted(walls)[2], sorted(cpus)[2]]
print(json.dumps(out))
`,
);
const floor = join(dir, "floor.py");
writeFileSync(
  floor,
  `import os, socket, sys, time
calls = int(sys.argv[1])
a, b = socket.socketpair()
if os.fork() == 0:
    a.close()
    f = b.makefile("rb", buffering=1 << 16)
    while True:
        head = f.read(4)
        if not head:
            os._exit(0)
        b.sendall(head + f.read(int.from_bytes(head, "big")))
b.close()
f = a.makefile("rb", buffering=1 << 16)
msg = b'["q","call",["T",["H",3],["T",1,2],["D"]]]'
frame = len(msg).to_bytes(4, "big") + msg
walls = []
for _ in range(5):
    t0 = time.perf_counter()
    for _ in range(calls):
        a.sendall(frame)
        f.read(int.from_bytes(f.read(4), "big"))
    walls.append((time.perf_counter() - t0) / calls * 1e6)
print(sorted(walls)[2])
`,
);

function run(harness) {
  const r = spawnSync(PY, ["-s", driver, harness, String(CALLS), tree], { encoding: "utf8", cwd: dir });
  if (r.status !== 0) throw new Error(`bench/proxy-call.mjs: the driver exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

try {
  const per = Object.fromEntries(Object.keys(harnesses).map((k) => [k, []]));
  const floors = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [name, harness] of Object.entries(harnesses)) per[name].push(run(harness));
    floors.push(Number(spawnSync(PY, ["-s", floor, String(CALLS)], { encoding: "utf8" }).stdout));
  }
  console.log(`\nproxy call: ${RUNS} runs x ${CALLS} calls per kind, medians; load ${load0.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`);
  console.log(`  raw socket ping-pong (the floor)        wall ${median(floors).toFixed(1)} µs`);
  const kinds = Object.keys(per.now[0]);
  const sums = { now: [0, 0], [LABEL]: [0, 0] };
  for (const kind of kinds) {
    const line = [];
    for (const name of Object.keys(harnesses)) {
      const wall = median(per[name].map((r) => r[kind][0]));
      const cpu = median(per[name].map((r) => r[kind][1]));
      sums[name][0] += wall;
      sums[name][1] += cpu;
      line.push(`${name} wall ${wall.toFixed(1)} µs cpu ${cpu.toFixed(1)} µs`);
    }
    console.log(`  ${kind.padEnd(30)} ${line.join(" | ")}`);
  }
  const wall = sums.now[0] / sums[LABEL][0];
  const cpu = sums.now[1] / sums[LABEL][1];
  console.log(`  ratio now / ${LABEL}, summed over the kinds: wall ${wall.toFixed(3)}, cpu ${cpu.toFixed(3)} (target <= 1)`);
  tableRow({ measure: "proxy call (cpu, this harness)", peer: `the harness at ${LABEL}`, ratio: cpu, target: "<= 1", met: cpu <= 1 });
  process.exitCode = cpu <= 1 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
