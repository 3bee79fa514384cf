// The code under test is the repository's (issue 28 item 2), on the issue's exact case: a
// src-layout repository with its own `src/packaging/` while Debian's python3 has
// `packaging` installed system-wide (pytest depends on it). Without `runners.pythonPaths:
// [src]` the sealed test imports the installed copy: every row is an error naming the
// installed path and the fix, never a silent pass. With it, the repository's bug is caught.
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { misplacedDetail } from "../../../src/runners/hypothesis/origin.js";
import { main } from "../../../src/cli/dispatch.js";
import { PYTHON, quietLog } from "../../support/gate-fixture.js";
import { hostPorts } from "../../support/host-ports.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const TEST = `from hypothesis import given, settings, strategies as st
from packaging.version import Version


@settings(max_examples=100, database=None, deadline=None)
@given(st.integers(0, 30), st.integers(0, 30))
def test_roundtrip(major, minor):
    assert str(Version(f"{major}.{minor}")) == f"{major}.{minor}"
`;
// The repository's own packaging, with a bug the installed copy does not have.
const VERSION = `class Version:
    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text.replace("13", "31")
`;
const journal = (id: string) => ({
  id,
  selector: "tests/test_version.py::test_roundtrip",
  parent_sha: "0".repeat(40),
  replay: { seeds: [1, 2], fixtures: [], hits: 2, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [3], generator_saw: false },
  state: "locked",
});

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

function srcLayout(config: string | null): { repo: TempRepo; base: string } {
  const repo = tempRepo();
  repos.push(repo);
  repo.write("src/packaging/__init__.py", "");
  repo.write("src/packaging/version.py", VERSION);
  repo.write("tests/test_version.py", TEST);
  repo.write("oracles/version.json", JSON.stringify(journal("version"), null, 2) + "\n");
  if (config !== null) repo.write(".github/seedgate.yml", config);
  return { repo, base: repo.commit("base") };
}

async function replay(config: string | null) {
  const { repo, base } = srcLayout(config);
  const git = gitAt(repo.dir);
  const r = await lane(
    { lane: "replay", base, head: base, shard: { index: 1, total: 1 }, runId: "t" },
    {
      ...hostPorts(git),
      exec: processExec,
      clock: { now: () => new Date("2026-12-01T00:00:00Z") },
      log: quietLog,
      env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
      environment: { node: process.version },
      cores: 2,
    },
  );
  return r.results.rows;
}

test("a src layout without runners.pythonPaths: each row is an error naming the installed path and the fix", async () => {
  const rows = await replay(null);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.outcome).toBe("error");
    expect(row.detail).toMatch(
      /imported packaging from \/usr\/lib\/python3\/dist-packages\/packaging\/__init__\.py, outside the workspace, not the repository's src\/packaging/,
    );
    expect(row.detail).toContain("set runners.pythonPaths: [src]");
  }
}, 120_000);

test("with runners.pythonPaths: [src] the repository's code is tested, and its bug fails the row", async () => {
  const rows = await replay("runners:\n  pythonPaths: [src]\n");
  expect(rows.map((r) => r.outcome)).toEqual(rows.map(() => "fail"));
  expect(rows[0]!.detail).toMatch(/AssertionError: assert '\d+\.31' == '\d+\.13'/);
}, 120_000);

test("a third-party dependency, installed and absent from the workspace, is not flagged", () => {
  const channel = [
    { n: 0, event: "origin", module: "attr", file: "/usr/lib/python3/dist-packages/attr/__init__.py", inside: false, local: null },
    { n: 1, event: "origin", module: "chunky", file: "/w/src/chunky/__init__.py", inside: true, local: null },
  ]
    .map((r) => JSON.stringify(r) + "\n")
    .join("");
  expect(misplacedDetail(channel)).toBeUndefined();
});

test("the hunt refuses what the lane refuses, before its first seed, never a dead property", async () => {
  const { repo } = srcLayout(null);
  const lines: string[] = [];
  process.env.SEEDGATE_PYTHON = PYTHON;
  const code = await main(["hunt", "--cwd", repo.dir, "--parent", "HEAD", "--property", "version", "--seeds", "1..3"], {
    out: (t) => void lines.push(t),
    err: (t) => void lines.push(t),
    isTTY: false,
    color: false,
  });
  const text = lines.join("\n");
  expect(code, text).toBe(2);
  expect(text).not.toContain("dead");
  expect(text).not.toMatch(/seed 1:/);
  expect(text).toContain("a lane would refuse this property: the sealed test imports packaging");
  expect(text).toContain("set runners.pythonPaths: [src]");
}, 120_000);
