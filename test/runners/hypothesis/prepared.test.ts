// seedgate_prepared.py (issue 27): the fork server's zygote parses pytest's command line
// once when no conftest would be imported, and each forked child runs one session of it
// under its own seed. Real pytest and Hypothesis from Debian: each child runs under the
// seed it was given and writes its own JUnit file, a failing seed fails, output a killed
// child left in pytest's capture never reaches the next child, and any conftest where
// pytest would look for one (or a command line pytest refuses) leaves parsing to each child.
// seedgate_collected.py: with COLLECT=1 the zygote also starts the session and collects
// once; each child then ends as a child that collected itself would.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { HARNESS_ROOMS } from "../../support/harness.js";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const TEST = `
import os, sys
from hypothesis import core, given, settings, strategies as st

@settings(max_examples=5, database=None, deadline=None)
@given(st.integers())
def test_seed(n):
    print(f"seed={core.global_force_seed} pid={os.getpid()}")
    if os.environ.get("DIE_IN_TEST") == str(core.global_force_seed):
        print("LEAK" + "-FROM-A-KILLED-CHILD")  # split: a traceback shows this line's source
        sys.stdout.flush()
        os._exit(9)
    assert core.global_force_seed != 13
`;

// Prepares once, then forks a child per seed that runs one session and reports its exit code and captured output.
const DRIVER = `
import json, os, sys
sys.path[0:0] = ${JSON.stringify(HARNESS_ROOMS)}
import seedgate_channel, seedgate_collected, seedgate_prepared
out_dir, seeds, args = sys.argv[1], [int(s) for s in sys.argv[2].split(",")], sys.argv[3:]
collect = os.environ.get("COLLECT") == "1"
config = seedgate_prepared.prepare(args + ([f"--junitxml={out_dir}/zygote.xml"] if collect else []))
done = seedgate_collected.collect(config) if collect else None
report = {"prepared": config is not None, "collected": done is not None, "pid": os.getpid(), "seeds": {}}
for seed in seeds:
    junit = os.path.join(out_dir, f"{seed}.xml")
    log = os.open(os.path.join(out_dir, f"{seed}.out"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        os.dup2(log, 1)
        os.dup2(log, 2)
        seedgate_channel._fd = os.open(os.path.join(out_dir, f"{seed}.rows"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        seedgate_channel.release()
        if os.environ.get("DIE_IN_TEST") is not None and str(seed) != os.environ["DIE_IN_TEST"]:
            os.environ.pop("DIE_IN_TEST")
        code = int(seedgate_prepared.run(config, seed, junit, done)) if config is not None else 99
        sys.stdout.flush()
        os._exit(code)
    os.close(log)
    _, status = os.waitpid(pid, 0)
    report["seeds"][seed] = os.waitstatus_to_exitcode(status)
print(json.dumps(report))
`;

function project(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-prepared-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(join(dir, "out"));
  writeFileSync(join(dir, "pytest.ini"), "[pytest]\n");
  return dir;
}

function drive(dir: string, seeds: number[], extra: string[] = [], env: Record<string, string> = {}) {
  const tests = join(dir, "tests");
  const args = [
    "tests/test_p.py::test_seed",
    "-p",
    "_hypothesis_pytestplugin",
    "-p",
    "no:cacheprovider",
    `--rootdir=${tests}`,
    `--confcutdir=${tests}`,
    "-c",
    join(dir, "pytest.ini"),
    "-q",
    ...extra,
  ];
  const text = execFileSync(PYTHON, ["-c", DRIVER, join(dir, "out"), seeds.join(","), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1", PYTHONDONTWRITEBYTECODE: "1", OUT_DIR: join(dir, "out"), ...env },
    encoding: "utf8",
  });
  return JSON.parse(text.trim().split("\n").at(-1)!) as { prepared: boolean; collected: boolean; pid: number; seeds: Record<string, number> };
}

test("parsed once, each child runs under its own seed, writes its own JUnit file and fails on its own", () => {
  const dir = project({ "tests/test_p.py": TEST });
  const r = drive(dir, [11, 12, 13]);
  expect(r.prepared).toBe(true);
  expect(r.seeds).toEqual({ 11: 0, 12: 0, 13: 1 });
  for (const seed of [11, 12, 13]) {
    const junit = readFileSync(join(dir, "out", `${seed}.xml`), "utf8");
    expect(junit).toContain('name="test_seed"');
    expect(junit.includes("<failure")).toBe(seed === 13);
    // Captured by the child's own capture: the failing seed's report carries its own seed's prints, and no other's.
    const out = readFileSync(join(dir, "out", `${seed}.out`), "utf8");
    if (seed === 13) expect(out).toMatch(/Captured stdout call[\s\S]*seed=13 pid=/);
    expect(out).not.toMatch(new RegExp(`seed=(?!${seed})\\d+`));
  }
});

test("output a killed child left in the capture never reaches the next child's", () => {
  const dir = project({ "tests/test_p.py": TEST });
  const r = drive(dir, [12, 13], [], { DIE_IN_TEST: "12" });
  expect(r.prepared).toBe(true);
  expect(r.seeds[12]).toBe(9);
  expect(r.seeds[13]).toBe(1);
  const next = readFileSync(join(dir, "out", "13.xml"), "utf8") + readFileSync(join(dir, "out", "13.out"), "utf8");
  expect(next).toContain("seed=13");
  expect(next).not.toContain("LEAK-FROM-A-KILLED-CHILD");
});

test("a conftest where pytest would look, or a command line pytest refuses, leaves parsing to each child", () => {
  const here = project({ "tests/test_p.py": TEST, "tests/conftest.py": "" });
  expect(drive(here, [11]).prepared).toBe(false);
  const refused = project({ "tests/test_p.py": TEST });
  expect(drive(refused, [11], ["--no-such-option"]).prepared).toBe(false);
  // --noconftest says no conftest is imported wherever one lies.
  expect(drive(here, [11], ["--noconftest"])).toMatchObject({ prepared: true, seeds: { 11: 0 } });
});

// Imports a module beside it (an origin row at collection) and notes the pid of each import of itself.
const COLLECTED = `
import os
from hypothesis import core, given, settings, strategies as st
import helper

with open(os.path.join(os.environ["OUT_DIR"], "imports"), "a") as fh:
    fh.write(f"{os.getpid()}\\n")
if os.environ.get("BREAK_AT_IMPORT"):
    raise RuntimeError("broken at import")

@settings(max_examples=5, database=None, deadline=None)
@given(st.integers())
def test_seed(n):
    print(f"seed={core.global_force_seed} pid={os.getpid()}")
    assert core.global_force_seed != 13
`;

const imports = (dir: string) =>
  readFileSync(join(dir, "out", "imports"), "utf8")
    .trim()
    .split("\n")
    .map(Number);
const rows = (dir: string, seed: number) =>
  readFileSync(join(dir, "out", `${seed}.rows`), "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

test("collected once: the test module is imported in the zygote alone, and each child runs, reports and fails as its own", () => {
  const dir = project({ "tests/test_p.py": COLLECTED, "tests/helper.py": "" });
  const r = drive(dir, [11, 12, 13], ["-p", "seedgate_origin"], { COLLECT: "1" });
  expect(r).toMatchObject({ prepared: true, collected: true, seeds: { 11: 0, 12: 0, 13: 1 } });
  expect(imports(dir)).toEqual([r.pid]);
  for (const seed of [11, 12, 13]) {
    const junit = readFileSync(join(dir, "out", `${seed}.xml`), "utf8");
    expect(junit).toContain('name="test_seed"');
    expect(junit.includes("<failure")).toBe(seed === 13);
    const out = readFileSync(join(dir, "out", `${seed}.out`), "utf8");
    expect(out).not.toMatch(new RegExp(`seed=(?!${seed})\\d+`));
    // The origin row the zygote's collection sent comes first on each child's channel, numbered 0.
    expect(rows(dir, seed)[0]).toMatchObject({ event: "origin", module: "helper", n: 0 });
  }
  expect(existsSync(join(dir, "out", "zygote.xml"))).toBe(false);
  // Without it each child imports the module itself: the same statuses and rows.
  const alone = project({ "tests/test_p.py": COLLECTED, "tests/helper.py": "" });
  const each = drive(alone, [11, 12, 13], ["-p", "seedgate_origin"]);
  expect(each).toMatchObject({ prepared: true, collected: false, seeds: r.seeds });
  expect(imports(alone)).toHaveLength(3);
  const { file, ...row } = rows(alone, 12)[0]!;
  expect(rows(dir, 12)[0]).toEqual({ ...row, file: join(dir, "tests", "helper.py") });
  expect(file).toBe(join(alone, "tests", "helper.py"));
});

test("what the zygote's collection met ends each child with the status of a child that collected itself", () => {
  const files = { "tests/test_p.py": COLLECTED, "tests/helper.py": "", "tests/test_broken.py": "raise RuntimeError('broken')\n" };
  const cases: { env: Record<string, string>; extra: string[]; code: number }[] = [
    { env: {}, extra: ["tests/test_broken.py"], code: 2 }, // another file's collection error: interrupted
    { env: { BREAK_AT_IMPORT: "1" }, extra: [], code: 4 }, // its own: the selected test is not found, a usage error
    { env: {}, extra: ["-k", "no_such_test"], code: 5 }, // nothing selected: no tests collected
  ];
  for (const { env, extra, code } of cases) {
    const collected = drive(project(files), [11, 12], extra, { ...env, COLLECT: "1" });
    const each = drive(project(files), [11, 12], extra, env);
    expect(collected).toMatchObject({ collected: true, seeds: { 11: code, 12: code } });
    expect(each.seeds).toEqual(collected.seeds);
  }
  // A test the selector names and the file lacks: pytest's usage error, raised again in each child.
  const missing = { ...files, "tests/test_p.py": COLLECTED.replace("def test_seed", "def test_other") };
  expect(drive(project(missing), [11], [], { COLLECT: "1" })).toMatchObject({ collected: true, seeds: { 11: 4 } });
  expect(drive(project(missing), [11]).seeds).toEqual({ 11: 4 });
});
