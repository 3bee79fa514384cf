// Issue 15 item 5: a src-layout library installed in editable mode. The interpreter
// knows `mylib` from the user's checkout (HEAD, fixed); the hunt must import the
// parent's `mylib` (the bug) from its worktree, or the live property reads as dead.
// Real venvs (`python3 -m venv --system-site-packages`, Debian's pytest/Hypothesis),
// real git, the two editable layouts pip writes, and an absolute PYTHONPATH.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const BUG = "def balance(amounts):\n    return sum(a for a in amounts if a % 97 != 13)\n";
const FIX = "def balance(amounts):\n    return sum(amounts)\n";
const TEST = `from hypothesis import given, settings, strategies as st

from mylib import balance


@settings(max_examples=100, database=None, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10**6), max_size=5))
def test_balance(amounts):
    assert balance(amounts) == sum(amounts)
`;
const NEW_TEST =
  "from hypothesis import given, strategies as st\n\nfrom newlib import answer\n\n\n@given(st.integers())\ndef test_new(n):\n    assert answer() == 42\n";
const journal = (id: string, selector: string) =>
  JSON.stringify({ id, selector, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }, null, 2) + "\n";

// What setuptools >= 64 writes for `pip install -e .` of a src layout (strict-free
// "lenient" mode): a .pth that installs a meta-path finder mapping the name into the checkout.
const finder = (mapping: Record<string, string>) => `import sys
from importlib.machinery import ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path

MAPPING = ${JSON.stringify(mapping)}


class _EditableFinder:
    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        if fullname in MAPPING:
            pkg = Path(MAPPING[fullname])
            return spec_from_file_location(fullname, pkg / "__init__.py", submodule_search_locations=[str(pkg)])
        return None


def install():
    if not any(f is _EditableFinder for f in sys.meta_path):
        sys.meta_path.append(_EditableFinder)
`;

let repo: TempRepo;
let parent: string;
const dirs: string[] = [];

/** A venv over the system packages, with `files` written into its site-packages. */
function venv(files: Record<string, string>, at?: string): string {
  const dir = at ?? mkdtempSync(join(tmpdir(), "seedgate-venv-"));
  dirs.push(dir);
  execFileSync(PY, ["-m", "venv", "--without-pip", "--system-site-packages", dir]);
  const lib = join(dir, "lib");
  const site = join(
    lib,
    readdirSync(lib).find((d) => d.startsWith("python"))!,
    "site-packages",
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(site, name), text);
  return join(dir, "bin", "python");
}

const run = (property: string, python: string, extra: { env?: Record<string, string>; configPath?: string } = {}): Promise<HuntRun> =>
  hunt(
    { parent, property, seeds: [1, 2, 3, 4], concurrency: 2, ...(extra.configPath ? { configPath: extra.configPath } : {}) },
    {
      ...hostPorts(gitAt(repo.dir)),
      exec: processExec,
      clock: { now: () => new Date("2026-12-04T06:00:00Z") },
      log: quiet,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: python, ...extra.env },
      cores: 2,
      workspaceAt,
    },
  );

beforeAll(() => {
  repo = tempRepo("seedgate-editable-");
  repo.write("pyproject.toml", '[project]\nname = "mylib"\nversion = "0.1"\n');
  repo.write("src/mylib/__init__.py", BUG);
  repo.write("tests/properties/test_mylib.py", TEST);
  parent = repo.commit("parent: the bug");
  repo.write("src/mylib/__init__.py", FIX);
  repo.write("src/newlib/__init__.py", "def answer():\n    return 42\n");
  repo.write("tests/properties/test_newlib.py", NEW_TEST);
  repo.write("oracles/mylib.json", journal("mylib", "tests/properties/test_mylib.py::test_balance"));
  repo.write("oracles/newlib.json", journal("newlib", "tests/properties/test_newlib.py::test_new"));
  // What `seedgate init` writes for a src layout; the bare config is what a lane refuses.
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n");
  repo.write(".github/seedgate-bare.yml", "runners:\n  timeout: 60\n");
  repo.commit("fix + journals");
});
afterAll(() => {
  repo.cleanup();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

test("a setuptools editable finder pointing at the checkout: the hunt imports the parent and hits", async () => {
  const python = venv({
    "__editable__.mylib-0.1.pth": "import __editable___mylib_0_1_finder; __editable___mylib_0_1_finder.install()\n",
    "__editable___mylib_0_1_finder.py": finder({ mylib: join(repo.dir, "src", "mylib"), newlib: join(repo.dir, "src", "newlib") }),
  });
  // The checkout really is what this interpreter imports outside seedgate.
  const origin = execFileSync(python, ["-c", "import mylib; print(mylib.__file__)"], { cwd: tmpdir(), encoding: "utf8" }).trim();
  expect(origin).toBe(join(repo.dir, "src", "mylib", "__init__.py"));
  const r = await run("mylib", python);
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
  expect(r.hits.length).toBeGreaterThan(0);
}, 120_000);

test("a path .pth naming the checkout's src (hatchling, pdm, setup.py develop): the hunt imports the parent and hits", async () => {
  const python = venv({ "_mylib.pth": `${join(repo.dir, "src")}\n` });
  const r = await run("mylib", python);
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
}, 120_000);

test("an absolute PYTHONPATH at the checkout is dropped; runners.pythonPaths puts the parent's src on the path", async () => {
  const r = await run("mylib", PY, { env: { PYTHONPATH: join(repo.dir, "src") }, configPath: ".github/seedgate.yml" });
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
}, 120_000);

test("a module the parent does not have is an error on every seed, never imported from the checkout", async () => {
  const python = venv({ "_mylib.pth": `${join(repo.dir, "src")}\n` });
  const r = await run("newlib", python);
  // Imported from the checkout, `newlib` passes on every seed: a "dead" property.
  expect(r.status, JSON.stringify(r.rows.map((x) => [x.outcome, x.detail]))).toBe("error-only");
  expect(r.misses).toEqual([]);
  expect(r.rows[0]!.detail).toContain("newlib");
}, 120_000);

test("a src package with no runners.pythonPaths is refused before the first seed, in the lane's words", async () => {
  const python = venv({ "_mylib.pth": `${join(repo.dir, "src")}\n` });
  const refused = await run("mylib", python, { configPath: ".github/seedgate-bare.yml" }).then(
    () => undefined,
    (e: unknown) => e as { message: string; hint?: string },
  );
  expect(refused?.message).toContain("set runners.pythonPaths: [src] in the config");
  expect(refused?.message).toContain("while the repository has it at src/mylib");
  expect(refused?.hint).toContain("isolation: process");
}, 120_000);

test("a venv inside the checkout (.venv) keeps its own site-packages while the editable package comes from the parent", async () => {
  const python = venv(
    {
      "__editable__.mylib-0.1.pth": "import __editable___mylib_0_1_finder; __editable___mylib_0_1_finder.install()\n",
      "__editable___mylib_0_1_finder.py": finder({ mylib: join(repo.dir, "src", "mylib") }),
    },
    join(repo.dir, ".venv"),
  );
  const r = await run("mylib", python);
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
}, 120_000);
