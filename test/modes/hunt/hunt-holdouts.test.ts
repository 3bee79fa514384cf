// Issue 14 item 6 with real git, pytest and Hypothesis: a hunt measures the
// property's per-seed hit rate on the parent and proposes enough holdouts to catch
// an overfit of that rate with >= 99 %. The parent's defect is seen by exactly 39
// of the seeds 0..99 (the production code reads the seed the runner exports, so the
// rate is exact, not sampled): k = ceil(log 0.01 / log 0.61) = 10.
import { mkdtempSync, rmSync } from "node:fs";
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
const BUG =
  "import os\n\ndef balance(amounts):\n    if int(os.environ.get('SEEDGATE_SEED', '0')) % 100 < 39:\n        return sum(amounts) + 1\n    return sum(amounts)\n";
const FIX = "def balance(amounts):\n    return sum(amounts)\n";
const TEST =
  "from hypothesis import given, settings, strategies as st\n\nfrom src.ledger import balance\n\n\n@settings(max_examples=5, database=None, deadline=None)\n@given(st.lists(st.integers(0, 100), max_size=3))\ndef test_rate(amounts):\n    assert balance(amounts) == sum(amounts)\n";
const SELECTOR = "tests/properties/test_rate.py::test_rate";

let repo: TempRepo;
let r: HuntRun;
const scratch = mkdtempSync(join(tmpdir(), "seedgate-k-"));

beforeAll(async () => {
  repo = tempRepo("seedgate-k-");
  repo.write("src/__init__.py", "");
  // The production code here reads the row's seed, which only `isolation: shared` shows it: under `process` the
  // subject carries no variable of seedgate's (issue 44 item 7). This test is about the holdout count a hit rate asks for, not the isolation.
  repo.write(".github/seedgate.yml", "runners:\n  isolation: shared\n");
  repo.write("src/ledger.py", BUG);
  repo.write("tests/properties/test_rate.py", TEST);
  const parent = repo.commit("parent: a bug 39 % of seeds see");
  repo.write("src/ledger.py", FIX);
  repo.write(
    "oracles/rate.json",
    JSON.stringify(
      { id: "rate", selector: SELECTOR, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" },
      null,
      2,
    ) + "\n",
  );
  repo.commit("fix + journal");
  r = await hunt(
    { parent, property: "rate", seeds: Array.from({ length: 100 }, (_, i) => i), concurrency: 2, perProcess: true, out: join(scratch, "rate.json") },
    {
      ...hostPorts(gitAt(repo.dir)),
      exec: processExec,
      clock: { now: () => new Date("2026-12-04T00:00:00Z") },
      log: quiet,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY },
      cores: 2,
      workspaceAt,
    },
  );
}, 600_000);
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

test("a hunt on a 39 %-per-seed property proposes >= 10 holdouts and states the figure", () => {
  expect(r.hits).toHaveLength(39);
  expect(r.misses).toHaveLength(61);
  expect(r.holdouts).toMatchObject({ k: 10, wanted: 10 });
  expect(r.holdouts!.hitRate).toBeCloseTo(0.39, 10);
  const doc = r.proposal!.document as { holdout: { seeds: number[] } };
  expect(doc.holdout.seeds.length).toBeGreaterThanOrEqual(10);
  expect(doc.holdout.seeds.filter((s) => r.hits.includes(s))).toEqual([]);
  expect(r.message).toContain("10 holdouts: per-seed hit rate 39.0 % on the parent (39 of 100 seeds)");
});
