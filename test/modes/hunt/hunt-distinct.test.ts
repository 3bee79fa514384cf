// Issue 27 item 2 with real git, pytest and Hypothesis: a pull request pays for one
// replay seed per distinct counterexample, not for every hit. On the parent, every one
// of seeds 0..39 hits; the even seeds' bug shrinks to `amounts=[]`, the odd seeds' to
// `amounts=[0]` (the production code reads the seed the runner exports at call time).
// The proposal keeps both counterexamples (seeds 0 and 1, and their two fixtures),
// counts all 40 hits, and the report lists each of them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun, type HuntSettings } from "../../../src/modes/hunt/hunt.js";
import type { RawJournal } from "../../../src/core/formats/journal.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const BUG = [
  "import os",
  "",
  "def balance(amounts):",
  "    if int(os.environ.get('SEEDGATE_SEED', '0')) % 2 == 0:",
  "        return sum(amounts) + 1  # wrong on every input: shrinks to []",
  "    return sum(amounts) + (1 if amounts else 0)  # wrong on a non-empty list: shrinks to [0]",
  "",
].join("\n");
const FIX = "def balance(amounts):\n    return sum(amounts)\n";
const TEST =
  "from hypothesis import given, settings, strategies as st\n\nfrom src.ledger import balance\n\n\n@settings(max_examples=20, database=None, deadline=None)\n@given(st.lists(st.integers(0, 100), max_size=3))\ndef test_two(amounts):\n    assert balance(amounts) == sum(amounts)\n";
const SELECTOR = "tests/properties/test_two.py::test_two";
const SEEDS = Array.from({ length: 40 }, (_, i) => i);

let repo: TempRepo;
let parent: string;
const scratch = mkdtempSync(join(tmpdir(), "seedgate-distinct-"));

const run = (over: Partial<HuntSettings> = {}): Promise<HuntRun> =>
  hunt(
    { parent, property: "two", seeds: SEEDS, concurrency: 2, out: join(scratch, `two-${Math.random()}.json`), ...over },
    {
      ...hostPorts(gitAt(repo.dir)),
      exec: processExec,
      clock: { now: () => new Date("2026-12-05T00:00:00Z") },
      log: quiet,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY },
      cores: 2,
      workspaceAt,
    },
  );

let r: HuntRun;
beforeAll(async () => {
  repo = tempRepo("seedgate-distinct-");
  repo.write("src/__init__.py", "");
  repo.write("src/ledger.py", BUG);
  // The bug reads the seed from the environment, which no subject process carries (isolation: process,
  // issue 44 item 7): run shared, each seed's call sees its own.
  repo.write(".github/seedgate.yml", "runners:\n  isolation: shared\n");
  repo.write("tests/properties/test_two.py", TEST);
  parent = repo.commit("parent: two bugs, one per seed parity");
  repo.write("src/ledger.py", FIX);
  const journal = { id: "two", selector: SELECTOR, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" };
  repo.write("oracles/two.json", JSON.stringify(journal, null, 2) + "\n");
  repo.commit("fix + journal");
  r = await run();
}, 600_000);
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

test("40 hits with 2 distinct counterexamples: 2 replay seeds and their 2 fixtures are proposed; every hit is listed and counted", () => {
  expect(r.status).toBe("hit");
  expect(r.hits).toEqual(SEEDS);
  const doc = r.proposal!.document as RawJournal;
  expect(doc.replay.seeds).toEqual([0, 1]);
  expect(doc.replay.hits).toBe(40);
  expect(doc.replay.fixtures).toEqual(["oracles/two/0.json", "oracles/two/1.json"]);
  expect(r.proposal!.replay).toMatchObject({ seeds: [0, 1], distinct: 2, over: [] });
  expect(r.proposal!.replay!.same).toEqual(SEEDS.slice(2));
  // Holdouts stay clear of every hit, kept in replay or not.
  expect(doc.holdout.seeds.filter((s) => SEEDS.includes(s))).toEqual([]);
  expect(r.message).toContain("2 replay seeds proposed, one per distinct counterexample (2 distinct, 38 hits shrank to an earlier hit's)");
  expect(r.cost).toMatchObject({ rows: 2 + 2 + doc.holdout.seeds.length });
  expect(r.message).toMatch(/the locked journal costs every pull request \d+ rows \(2 replay seeds, 2 fixtures, \d+ holdouts\) × [\d.]+ s per seed/);
}, 60_000);

test("--replay-max 1 keeps the first counterexample and lists the other's seed in the report", async () => {
  const one = await run({ replayMax: 1 });
  const doc = one.proposal!.document as RawJournal;
  expect(doc.replay.seeds).toEqual([0]);
  expect(doc.replay.fixtures).toEqual(["oracles/two/0.json"]);
  expect(doc.replay.hits).toBe(40);
  expect(one.proposal!.fixtures.map((f) => f.path)).toEqual(["oracles/two/0.json"]);
  expect(one.message).toContain("1 more distinct past the replay maximum, not proposed: seeds 1");
}, 600_000);
