// Issue 27 item 6 with real git, pytest and Hypothesis: `hunt --shard I/N` over three
// shards, then `hunt merge`, proposes exactly what one unsharded hunt over the same
// budget proposes. The property has hits and misses and two distinct counterexamples
// (by the seed the runner exports): every shard sees both, under seeds other than the
// unsharded hunt's first ones, so the merge must own each fixture file as one hunt does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntPorts, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import { huntShard, mergeHunt } from "../../../src/modes/hunt/shard.js";
import { parsePartial, shardSeeds, type HuntPartial } from "../../../src/core/formats/hunt-partial.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const BUG = [
  "import os",
  "",
  "def balance(amounts):",
  "    seed = int(os.environ.get('SEEDGATE_SEED', '0'))",
  "    if seed % 3 == 2:",
  "        return sum(amounts)  # this seed misses",
  "    if seed % 2 == 0:",
  "        return sum(amounts) + 1  # wrong on every input: shrinks to []",
  "    return sum(amounts) + (1 if amounts else 0)  # wrong on a non-empty list: shrinks to [0]",
  "",
].join("\n");
const TEST =
  "from hypothesis import given, settings, strategies as st\n\nfrom src.ledger import balance\n\n\n@settings(max_examples=20, database=None, deadline=None)\n@given(st.lists(st.integers(0, 100), max_size=3))\ndef test_two(amounts):\n    assert balance(amounts) == sum(amounts)\n";
const SEEDS = Array.from({ length: 12 }, (_, i) => i);

let repo: TempRepo;
let parent: string;
const scratch = mkdtempSync(join(tmpdir(), "seedgate-shard-"));
const ports = (): HuntPorts => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => new Date("2026-12-05T00:00:00Z") },
  log: quiet,
  env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY },
  cores: 2,
  workspaceAt,
});

let single: HuntRun;
let merged: HuntRun;
let partials: HuntPartial[];
beforeAll(async () => {
  repo = tempRepo("seedgate-shard-");
  repo.write("src/__init__.py", "");
  repo.write("src/ledger.py", BUG);
  // The bug reads the seed from the environment, which no subject process carries (isolation: process,
  // issue 44 item 7): run shared, each seed's call sees its own.
  repo.write(".github/seedgate.yml", "runners:\n  isolation: shared\n");
  repo.write("tests/properties/test_two.py", TEST);
  parent = repo.commit("parent: two bugs, and seeds that miss");
  repo.write("src/ledger.py", "def balance(amounts):\n    return sum(amounts)\n");
  const journal = {
    id: "two",
    selector: "tests/properties/test_two.py::test_two",
    replay: { seeds: [], hits: 0 },
    holdout: { seeds: [], generator_saw: false },
    state: "proposed",
  };
  repo.write("oracles/two.json", JSON.stringify(journal, null, 2) + "\n");
  repo.commit("fix + journal");
  const settings = { parent, property: "two", seeds: SEEDS, concurrency: 2 };
  single = await hunt({ ...settings, out: join(scratch, "single.json") }, ports());
  partials = [];
  for (const index of [3, 1, 2]) {
    const r = await huntShard(settings, { index, total: 3 }, ports());
    // Through the file format, as the matrix jobs hand them over.
    partials.push(parsePartial(JSON.stringify(r.partial), `shard-${index}.json`));
  }
  merged = await mergeHunt(
    partials.map((partial, i) => ({ file: `shard-${i}.json`, partial })),
    { out: join(scratch, "merged.json") },
    ports(),
  );
}, 900_000);
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

const untimed = (r: HuntRun) => r.rows.map(({ durationMs: _d, ...row }) => row);

test("each shard hunts a disjoint slice of the budget; together they cover it once", () => {
  expect(partials.map((p) => p.shard.index)).toEqual([3, 1, 2]);
  for (const p of partials) expect(p.rows.map((r) => r.seed)).toEqual(shardSeeds(SEEDS, p.shard));
  expect(partials.flatMap((p) => p.rows.map((r) => r.seed)).sort((a, b) => a - b)).toEqual(SEEDS);
  expect(shardSeeds(SEEDS, { index: 2, total: 3 })).toEqual([1, 4, 7, 10]);
});

test("the merged proposal is the unsharded hunt's: document, fixtures, their bytes, the diff and every row", () => {
  expect(single.status).toBe("hit");
  expect(single.hits).toEqual(SEEDS.filter((s) => s % 3 !== 2));
  expect(single.misses).toEqual(SEEDS.filter((s) => s % 3 === 2));
  // Both counterexamples, owned by seeds 0 and 1 as one hunt owns them (shard 2 saw seed 1 first, shard 1 seed 0 and 3).
  expect((single.proposal!.document as { replay: { seeds: number[] } }).replay.seeds).toEqual([0, 1]);
  expect(merged.proposal!.document).toEqual(single.proposal!.document);
  expect(merged.proposal!.fixtures).toEqual(single.proposal!.fixtures);
  expect(merged.proposal!.replay).toEqual(single.proposal!.replay);
  expect(merged.proposal!.holdout).toEqual(single.proposal!.holdout);
  expect(merged.proposal!.diff).toBe(single.proposal!.diff);
  expect(untimed(merged)).toEqual(untimed(single));
  expect([merged.status, merged.hits, merged.misses, merged.environment]).toEqual([single.status, single.hits, single.misses, single.environment]);
  expect(merged.holdouts!.k).toBe(single.holdouts!.k);
}, 60_000);
