// seedgate_prepared.py (issue 27): the fork server's zygote parses pytest's command line
// once when no conftest would be imported, and each forked child runs one session of it
// under its own seed. Real pytest and Hypothesis from Debian: each child runs under the
// seed it was given and writes its own JUnit file, a failing seed fails, output a killed
// child left in pytest's capture never reaches the next child, and any conftest where
// pytest would look for one (or a command line pytest refuses) leaves parsing to each child.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const HARNESS = resolve("src/harness");
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
sys.path.insert(0, ${JSON.stringify(HARNESS)})
import seedgate_prepared
out_dir, seeds, args = sys.argv[1], [int(s) for s in sys.argv[2].split(",")], sys.argv[3:]
config = seedgate_prepared.prepare(args)
report = {"prepared": config is not None, "seeds": {}}
for seed in seeds:
    junit = os.path.join(out_dir, f"{seed}.xml")
    log = os.open(os.path.join(out_dir, f"{seed}.out"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    pid = os.fork()
    if pid == 0:
        os.dup2(log, 1)
        os.dup2(log, 2)
        if os.environ.get("DIE_IN_TEST") is not None and str(seed) != os.environ["DIE_IN_TEST"]:
            os.environ.pop("DIE_IN_TEST")
        code = int(seedgate_prepared.run(config, seed, junit)) if config is not None else 99
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
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1", PYTHONDONTWRITEBYTECODE: "1", ...env },
    encoding: "utf8",
  });
  return JSON.parse(text.trim().split("\n").at(-1)!) as { prepared: boolean; seeds: Record<string, number> };
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
  expect(drive(here, [11], ["--noconftest"])).toEqual({ prepared: true, seeds: { 11: 0 } });
});
