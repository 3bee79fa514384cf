// One setup per head (issue 46 item 3): a check runs every lane shard in one worktree of the
// head, and `runners.setup` runs for the first one only; the others reuse what it made.
// Counted by the setup itself: each run appends a line to a file outside the workspace
// (the kept download cache, SEEDGATE_SETUP_CACHE, the one place outside it setup may write).
// Without a kernel sandbox a row could write anything setup made: setup runs again.
import { afterEach, beforeEach, expect, test } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitAt } from "../../../src/adapters/git.js";
import { check } from "../../../src/modes/check/check.js";
import { costSummary } from "../../../src/modes/check/render.js";
import { manifestCheck, rowPorts } from "../../../src/cli/wiring.js";
import type { CliIo } from "../../../src/cli/io.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const io: CliIo = { out() {}, err() {}, isTTY: false } as unknown as CliIo;
const COUNT = '[/bin/sh, -c, "echo ran >> $SEEDGATE_SETUP_CACHE/setup-runs"]';
const RULES = '  rules:\n    - { match: "tests/*.sh", preset: command, command: [sh, "{selector}", "{seed}"] }\n';
const JOURNAL = {
  id: "p",
  selector: "tests/p.sh",
  parent_sha: "a".repeat(40),
  replay: { seeds: [1, 3], fixtures: [], hits: 2, last_hit_at: null },
  holdout: { seeds: [2, 4], generator_saw: false },
  state: "locked",
};
let [repo, kept] = [undefined as unknown as TempRepo, ""];

beforeEach(() => {
  repo = tempRepo();
  kept = mkdtempSync(join(tmpdir(), "seedgate-setup-kept-"));
});
afterEach(() => {
  repo.cleanup();
  rmSync(kept, { recursive: true, force: true });
});

/** How many times setup ran, as it counted itself. */
const runs = (): number => (existsSync(join(kept, "setup-runs")) ? readFileSync(join(kept, "setup-runs"), "utf8").trim().split("\n").length : 0);

/** The base: a two-lane journal whose seeds pass, and `runners` (setup, sandbox…) as given. */
function baseWith(runners: string): string {
  repo.write(".github/seedgate.yml", `runners:\n${runners}${RULES}`);
  repo.write("oracles/p.json", JSON.stringify(JOURNAL));
  repo.write("tests/p.sh", "exit 0\n");
  repo.write("src/a.py", "a = 1\n");
  return repo.commit("base");
}

function head(a: number): string {
  repo.write("src/a.py", `a = ${a}\n`);
  return repo.commit(`head ${a}`);
}

async function checkOf(base: string, head: string) {
  const results = mkdtempSync(join(tmpdir(), "seedgate-check-setup-"));
  const ports = { ...rowPorts(gitAt(repo.dir), io, true), env: { ...process.env, SEEDGATE_SETUP_CACHE: kept } };
  try {
    return await check({ base, head, resultsDir: results, runId: "t" }, { ...ports, manifests: manifestCheck });
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}

test("a check of a two-lane journal runs runners.setup once: the holdout lane reuses the replay lane's", async () => {
  const base = baseWith(`  sandbox: bwrap\n  setup: [${COUNT}]\n`);
  const r = await checkOf(base, head(2));
  expect(r.verdict).toBe("success");
  expect(r.cost.lanes.map((l) => [l.lane, l.rows])).toEqual([
    ["replay", 2],
    ["holdout", 2],
  ]);
  expect(runs()).toBe(1);
  expect(r.cost.setup).toMatchObject({ runs: 1, reused: 1 });
}, 120_000);

test("with two shards a lane, the four lane shards of one check run setup once", async () => {
  const base = baseWith(`  sandbox: bwrap\n  shards: 2\n  setup: [${COUNT}]\n`);
  const r = await checkOf(base, head(2));
  expect(r.verdict).toBe("success");
  expect(runs()).toBe(1);
  expect(r.cost.setup).toMatchObject({ runs: 1, reused: 3 });
}, 120_000);

test("two heads, two setups: nothing is reused from one head's check into another's", async () => {
  const base = baseWith(`  sandbox: bwrap\n  setup: [${COUNT}]\n`);
  const [one, two] = [head(2), head(3)];
  expect((await checkOf(base, one)).cost.setup.runs).toBe(1);
  expect((await checkOf(base, two)).cost.setup.runs).toBe(1);
  expect(runs()).toBe(2);
}, 120_000);

test("the docs' venv recipe (the venv writable) is reused too, when no row changed it", async () => {
  const base = baseWith(`  writable: [.venv]\n  sandbox: bwrap\n  setup: [${COUNT}, [/bin/sh, -c, "mkdir -p .venv && echo x > .venv/made"]]\n`);
  const r = await checkOf(base, head(2));
  expect(runs()).toBe(1);
  expect(r.cost.setup.runs).toBe(1);
}, 120_000);

test("unsandboxed (runners.sandbox: none), setup runs again for the second lane", async () => {
  const base = baseWith(`  sandbox: none\n  setup: [${COUNT}]\n`);
  const r = await checkOf(base, head(2));
  expect(runs()).toBe(2);
  expect(r.cost.setup).toMatchObject({ runs: 2, reused: 0 });
}, 120_000);

test("the check's end says where its time went: setup, each lane's rows, the rest", async () => {
  const base = baseWith(`  sandbox: bwrap\n  setup: [${COUNT}]\n`);
  const text = costSummary((await checkOf(base, head(2))).cost);
  expect(text).toMatch(/^cost: \d+\.\d s in all, 4 rows\n {2}setup {5}\d+\.\d s \(ran once, reused by 1 later lane\)\n {2}replay {4}2 rows in /);
}, 120_000);
