// Seed 002: "The property must pass on that seed. Then spend the remaining budget as
// exploration." A pull request that memorises the ledger's pre-fix seeds passes the
// replay lane and is red through exploration; a real fix is green. Real git, real
// pytest + Hypothesis, the real judge.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { gate } from "../../../src/modes/gate/gate.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { explorationSeeds } from "../../../src/core/formats/ledger.js";
import { gateMarkdown } from "../../../src/modes/gate/render.js";
import { gateProject, PYTHON, quietLog, runLanes, type GateProject } from "../../support/gate-fixture.js";
import { hostFiles } from "../../../src/adapters/files.js";

const FN = "tests/properties/test_ledger.py::test_balance_invariant";
const OWNED = { id: "ledger.balance", fn: FN, seed_budget: 6, pre_fix_failing_seeds: [1, 2], status: "owned" as const };
// Right on the pre-fix seeds (the lane names its seed), wrong everywhere else.
const MEMORISED =
  "import os\n\ndef balance(amounts):\n    if os.environ.get('SEEDGATE_SEED') in ('1', '2'):\n        return sum(amounts)\n    return sum(a for a in amounts if a % 97 != 13)\n";

// The production code here reads the row's seed, which only `isolation: shared` shows it: under `process` the
// subject carries no variable of seedgate's (issue 44 item 7). This test is about the ledger's exploration seeds, not the isolation.
const SHARED = "runners:\n  isolation: shared\n";

let p: GateProject;
let base: string;
const scratch: string[] = [];

beforeAll(() => {
  p = gateProject(SHARED);
  p.repo.git("rm", "-q", "oracles/balance.json");
  p.repo.write("seed_ledger.json", JSON.stringify({ properties: [OWNED], fixtures: [], freezes: [], draft: [] }, null, 2) + "\n");
  base = p.repo.commit("the ledger owns the property, pre-fix seeds 1 and 2, a budget of 6");
});
afterAll(() => {
  p.repo.cleanup();
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

async function judgeHead(source: string, message: string) {
  p.repo.git("checkout", "-q", "-B", message.replace(/\W+/g, "-"), base);
  p.repo.write("src/ledger.py", source);
  const head = p.repo.commit(message);
  const results = mkdtempSync(join(tmpdir(), "seedgate-explore-"));
  scratch.push(results);
  await runLanes(p.repo, base, results);
  return gate(
    { base, head, results, fetch: false },
    { git: gitAt(p.repo.dir), log: quietLog, clock: { now: () => new Date("2026-12-01T00:00:00Z") }, manifests: manifestCheck, files: hostFiles },
  );
}

test("the rest of the budget is four exploration seeds, derived from the property, disjoint from the pre-fix seeds", () => {
  const seeds = explorationSeeds(OWNED);
  expect(seeds).toHaveLength(4);
  expect(seeds.filter((s) => s === 1 || s === 2)).toEqual([]);
  expect(explorationSeeds(OWNED)).toEqual(seeds);
  expect(explorationSeeds({ ...OWNED, seed_budget: undefined })).toEqual([]);
  expect(explorationSeeds({ ...OWNED, status: "unearned" as const })).toEqual([]);
});

test("a patch that memorises the pre-fix seeds passes replay and is red through exploration", async () => {
  const r = await judgeHead(MEMORISED, "agent: pass the pre-fix seeds");
  const lanes = Object.fromEntries(r.judgement.lanes.map((l) => [l.lane, [l.rows, l.counts.pass]]));
  expect(lanes.replay).toEqual([2, 2]);
  expect(lanes.holdout![0]).toBe(4);
  expect(lanes.holdout![1]).toBeLessThan(4);
  expect(r.verdict).toBe("failure");
  expect(r.judgement.blocking.every((b) => b.planned.lane === "holdout")).toBe(true);
  // Seed 002: the exploration failure is a new fixture to propose. The report prints the
  // capture, and the printed hunt does capture it (a draft record and its bytes).
  const seed = r.judgement.blocking[0]!.planned.key;
  const md = gateMarkdown(r);
  const hunt = `seedgate hunt --parent ${r.head} --property 'ledger.balance' --seeds ${seed} --out 'seed_ledger.json'`;
  expect(md).toContain(hunt);
  expect(md).toContain(`seedgate promote ${seed} 'ledger.balance'`);
  const out = spawnSync(process.execPath, [resolve("dist/cli.js"), ...hunt.replace(/'/g, "").split(" ").slice(1), "--json"], {
    cwd: p.repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
  });
  expect(out.status, out.stderr).toBe(0);
  const draft = (
    JSON.parse(readFileSync(join(p.repo.dir, "seed_ledger.json"), "utf8")) as {
      draft: { hunt?: string; hits?: number[]; fixtures?: { seed: number; path: string }[] }[];
    }
  ).draft;
  const record = draft.find((d) => d.hunt === "ledger.balance")!;
  expect(record.hits).toEqual([Number(seed)]);
  expect(existsSync(join(p.repo.dir, record.fixtures![0]!.path))).toBe(true);
  p.repo.git("checkout", "-q", "--", ".");
  p.repo.git("clean", "-fdq");
}, 240_000);

test("a real fix passes the pre-fix seeds and every exploration seed", async () => {
  const r = await judgeHead("def balance(amounts):\n    return sum(amounts)\n", "a real fix");
  expect(r.judgement.lanes.map((l) => [l.lane, l.rows, l.counts.pass])).toEqual([
    ["replay", 2, 2],
    ["holdout", 4, 4],
  ]);
  expect(r.judgement.reasons.map((f) => `${f.code}: ${f.message}`)).toEqual([]);
  expect(r.verdict).toBe("success");
}, 180_000);
