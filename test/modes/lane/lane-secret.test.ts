// Secret-mode holdouts with real Hypothesis and pytest: the holdout lane derives each
// `#i` from SEEDGATE_HOLDOUT_SECRET, runs it, and reports it by index only; without
// the secret it fails closed; the gate matches the `#i` rows and decides on them.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { gitTreeReader } from "../../../src/modes/base/git-tree.js";
import { loadConfig } from "../../../src/modes/base/config-load.js";
import { gate } from "../../../src/modes/gate/gate.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { loadModel } from "../../../src/modes/base/model-load.js";
import { secretSeed } from "../../../src/core/plan/secret-holdout.js";
import { BUGGY, FIXED, journal, PYTHON, quietLog } from "../../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";
import { hostFiles } from "../../../src/adapters/files.js";

const SECRET = "lane-secret-test";
const NOW = new Date("2026-12-01T00:00:00Z");
/** Production code that names its seed in its failure, as code trying to learn a holdout would. */
const LEAKY = "import os\n\ndef balance(amounts):\n    raise AssertionError('my seed is ' + os.environ.get('SEEDGATE_SEED', '?'))\n";
let repo: TempRepo;
let base: string;
const scratch = mkdtempSync(join(tmpdir(), "seedgate-secret-"));

beforeAll(() => {
  repo = tempRepo();
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  // The production code here reads the row's seed, which only `isolation: shared` shows it: under `process` the
  // subject carries no variable of seedgate's (issue 44 item 7). This test is about where a secret holdout seed may show, not the isolation.
  repo.write(".github/seedgate.yml", "runners:\n  isolation: shared\n");
  repo.write("src/ledger.py", BUGGY);
  const parent = repo.commit("parent: a bug");
  repo.write("src/ledger.py", FIXED);
  repo.write(
    "oracles/balance.json",
    JSON.stringify({ ...journal, parent_sha: parent, holdout: { seeds: [], generator_saw: false, secret: { k: 2 } } }, null, 2) + "\n",
  );
  base = repo.commit("fix, and lock the journal with secret holdouts");
});
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

function head(source: string, name: string): string {
  repo.git("checkout", "-q", "-f", "-B", name, base);
  repo.write("src/ledger.py", source);
  return repo.commit(`agent: ${name}`);
}

const runLane = (name: "replay" | "holdout", h: string, secret?: string) =>
  lane(
    { lane: name, base, head: h, shard: { index: 1, total: 1 }, runId: "t" },
    {
      ...hostPorts(gitAt(repo.dir)),
      exec: processExec,
      clock: { now: () => NOW },
      log: quietLog,
      env: { ...process.env, SEEDGATE_PYTHON: PYTHON, SEEDGATE_HOLDOUT_SECRET: secret },
      environment: {},
      cores: 2,
    },
  );

/** The values a maintainer with the secret would derive (the lane must run exactly these). */
async function derived(): Promise<number[]> {
  const tree = gitTreeReader(gitAt(repo.dir), base);
  const p = (await loadModel(await loadConfig(tree), tree)).model.properties[0]!;
  return ["#1", "#2"].map((k) => {
    const s = secretSeed(p, k, SECRET);
    if (!s.ok) throw new Error(s.reason);
    return s.seed;
  });
}

describe("secret holdouts on the holdout lane", () => {
  test("each #i runs as its derived seed, and its failure names the index, never the value", async () => {
    const seeds = await derived();
    const r = await runLane("holdout", head(LEAKY, "leaky"), SECRET);
    expect(r.results.rows.map((x) => [x.key, x.outcome])).toEqual([
      ["#1", "fail"],
      ["#2", "fail"],
    ]);
    r.results.rows.forEach((row, i) => {
      expect(row.detail + row.tail).toContain(`my seed is <holdout #${i + 1}>`);
      // What production printed is redacted; a small seed's digits may still stand in the source the tail quotes (10**6).
      for (const seed of seeds) expect(row.detail + row.tail).not.toMatch(new RegExp(`my seed is ${seed}(?![0-9])`));
    });
  }, 120_000);

  test("without the secret every secret row is an error, and the lane is red", async () => {
    const r = await runLane("holdout", head(FIXED, "no-secret"));
    expect(r.verdict).toBe("failure");
    expect(r.results.rows.map((x) => [x.key, x.outcome])).toEqual([
      ["#1", "error"],
      ["#2", "error"],
    ]);
    expect(r.results.rows[0]!.detail).toContain("SEEDGATE_HOLDOUT_SECRET is not set");
  }, 120_000);

  test("the gate matches the #i rows: green on a fix, red when a secret holdout fails", async () => {
    const verdictFor = async (h: string) => {
      const dir = mkdtempSync(join(scratch, "results-"));
      for (const name of ["replay", "holdout"] as const) {
        mkdirSync(join(dir, name));
        writeFileSync(join(dir, name, "r.json"), JSON.stringify((await runLane(name, h, SECRET)).results));
      }
      return gate(
        { base, head: h, results: dir, fetch: false },
        { git: gitAt(repo.dir), log: quietLog, clock: { now: () => NOW }, manifests: manifestCheck, files: hostFiles },
      );
    };
    const green = await verdictFor(head(FIXED, "fix"));
    expect(green.verdict, JSON.stringify(green.judgement.reasons)).toBe("success");
    const red = await verdictFor(head(LEAKY, "leaky-gate"));
    expect(red.verdict).toBe("failure");
    expect(red.judgement.reasons.map((f) => f.code)).toContain("lane.holdout.fail");
  }, 240_000);
});
