// Issue 47 item 7: the hunt is the lane. It makes the environment as the lanes do
// (`runners.setup` in the sandbox, on the parent's worktree: no venv made by hand) and
// runs its seeds under the lane's isolation (`process`: the oracle process holds pytest
// and its dependencies, production code runs in the subject), so a library named like
// one of pytest's own dependencies (`iniconfig`) is hunted as its lanes run it.
// Real git, real venvs made by setup, Debian's pytest and Hypothesis.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt } from "../../../src/modes/hunt/hunt.js";
import { lane } from "../../../src/modes/lane/lane.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const journal = (id: string, selector: string) =>
  JSON.stringify({ id, selector, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }, null, 2) + "\n";
const TEST = (lib: string) => `from hypothesis import given, settings, strategies as st

from ${lib} import balance


@settings(max_examples=100, database=None, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10**6), max_size=5))
def test_balance(amounts):
    assert balance(amounts) == sum(amounts)
`;
const BUG = "def balance(amounts):\n    return sum(a for a in amounts if a % 97 != 13)\n";
const FIX = "def balance(amounts):\n    return sum(amounts)\n";
// The venv setup makes, and in it a runtime dependency only setup installs (as pip would from PyPI).
const SETUP = `runners:
  timeout: 60
  pythonPaths: [src]
  python: .venv/bin/python
  network: setup
  setup:
    - ["${PY}", "-m", "venv", "--without-pip", "--system-site-packages", ".venv"]
    - [".venv/bin/python", "-c", "import site, pathlib; pathlib.Path(site.getsitepackages()[0], 'ledgerdep.py').write_text('def total(xs):\\\\n    return sum(xs)\\\\n')"]
`;

const repos: TempRepo[] = [];
afterAll(() => repos.splice(0).forEach((r) => r.cleanup()));

function library(name: string, lib: (bug: boolean) => string, config: string) {
  const repo = tempRepo(`seedgate-${name}-`);
  repos.push(repo);
  repo.write("pyproject.toml", `[project]\nname = "${name}"\nversion = "0.1"\n`);
  repo.write(".gitignore", ".venv/\n");
  repo.write(`src/${name}/__init__.py`, lib(true));
  repo.write(`tests/properties/test_${name}.py`, TEST(name));
  repo.write(".github/seedgate.yml", config);
  const parent = repo.commit("parent: the bug");
  repo.write(`src/${name}/__init__.py`, lib(false));
  repo.write(`oracles/${name}.json`, journal(name, `tests/properties/test_${name}.py::test_balance`));
  const fix = repo.commit("fix + journal");
  return { repo, parent, fix };
}

const portsOf = (repo: TempRepo) => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => new Date("2026-12-07T06:00:00Z") },
  log: quiet,
  env: ENV,
  cores: 2,
  workspaceAt,
});
const huntOn = (repo: TempRepo, parent: string, property: string) => hunt({ parent, property, seeds: [1, 2, 3, 4], concurrency: 2 }, portsOf(repo));

test("a src-layout library with no venv made by hand: setup makes it in the parent's worktree and the hunt hits", async () => {
  const withDep = (bug: boolean) => `from ledgerdep import total\n\n\n${(bug ? BUG : FIX).replace("return sum(", "return total(")}`;
  const { repo, parent } = library("ledger", withDep, SETUP);
  expect(existsSync(join(repo.dir, ".venv"))).toBe(false);
  const r = await huntOn(repo, parent, "ledger");
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
  // The typed capture (seedgate_capture.py) works in the oracle process of the split, and each fixture replays there.
  for (const x of r.rows.filter((y) => y.outcome === "hit")) expect(x.fixture, `seed ${x.seed}`).toMatchObject({ source: "typed", verified: true });
  // Setup ran in the parent's worktree, never in the user's checkout.
  expect(existsSync(join(repo.dir, ".venv"))).toBe(false);
}, 240_000);

test("a library named like a pytest dependency (iniconfig) is hunted, as its lanes run it", async () => {
  const { repo, parent, fix } = library("iniconfig", (bug) => (bug ? BUG : FIX), SETUP);
  const r = await huntOn(repo, parent, "iniconfig");
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
  for (const x of r.rows.filter((y) => y.outcome === "hit")) expect(x.fixture, `seed ${x.seed}`).toMatchObject({ source: "typed", verified: true });
  // The lane on the fix runs the same property green: the library under test is the repository's.
  const l = await lane({ lane: "replay", base: fix, head: fix, shard: { index: 1, total: 1 }, runId: "t" }, { ...portsOf(repo), environment: {} });
  expect(l.results.rows.map((x) => x.outcome)).toEqual(l.results.rows.map(() => "pass"));
}, 240_000);

test("without runners.setup too: an iniconfig library is hunted under isolation: process, the checkout's interpreter running the subject", async () => {
  const { repo, parent } = library("iniconfig", (bug) => (bug ? BUG : FIX), "runners:\n  timeout: 60\n  pythonPaths: [src]\n");
  const r = await huntOn(repo, parent, "iniconfig");
  expect(r.errors, JSON.stringify(r.rows.map((x) => x.detail))).toEqual([]);
  expect(r.status).toBe("hit");
  for (const x of r.rows.filter((y) => y.outcome === "hit")) expect(x.fixture, `seed ${x.seed}`).toMatchObject({ source: "typed", verified: true });
}, 240_000);
