// One setup per head (issue 46 item 3): a check runs both lanes in one worktree of the
// head, and `runners.setup` runs for the first lane only; the second reuses what it made.
// Counted by the setup itself: each run appends a line to a file in the workspace.
// Without a kernel sandbox a row could write anything setup made: setup runs again.
import { afterEach, beforeEach, expect, test } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitAt } from "../../../src/adapters/git.js";
import { check } from "../../../src/modes/check/check.js";
import { costLine } from "../../../src/cli/check.js";
import { manifestCheck, rowPorts } from "../../../src/cli/wiring.js";
import type { CliIo } from "../../../src/cli/io.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const io: CliIo = { out() {}, err() {}, isTTY: false } as unknown as CliIo;
const SETUP = '  sandbox: bwrap\n  setup: [[/bin/sh, -c, "echo ran >> setup-runs.txt"]]\n';
let repo: TempRepo;

beforeEach(() => {
  repo = tempRepo();
});
afterEach(() => repo.cleanup());

async function checkWith(runners: string) {
  repo.write(".github/seedgate.yml", `runners:\n${runners}`);
  repo.write("src/a.py", "a = 1\n");
  const base = repo.commit("base");
  repo.write("src/a.py", "a = 2\n");
  const head = repo.commit("head");
  const results = mkdtempSync(join(tmpdir(), "seedgate-check-setup-"));
  try {
    const r = await check({ base, head, resultsDir: results, runId: "t" }, { ...rowPorts(gitAt(repo.dir), io, true), manifests: manifestCheck });
    const runs = readFileSync(join(repo.dir, "setup-runs.txt"), "utf8").trim().split("\n").length;
    return { r, runs };
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}

test("a check of a two-lane journal runs runners.setup once: the holdout lane reuses the replay lane's", async () => {
  const { r, runs } = await checkWith(SETUP);
  expect(runs).toBe(1);
  expect(r.cost.setup.runs).toBe(1);
  expect(r.verdict).toBe("success");
}, 120_000);

test("the docs' venv recipe (the venv writable) is reused too, when no row changed it", async () => {
  const { r, runs } = await checkWith(`  writable: [.venv]\n  sandbox: bwrap\n  setup: [[/bin/sh, -c, "echo ran >> setup-runs.txt; echo x > .venv/made"]]\n`);
  expect(runs).toBe(1);
  expect(r.cost.setup.runs).toBe(1);
}, 120_000);

test("unsandboxed (runners.sandbox: none), setup runs again for the second lane", async () => {
  const { r, runs } = await checkWith(SETUP.replace("bwrap", "none"));
  expect(runs).toBe(2);
  expect(r.cost.setup.runs).toBe(2);
}, 120_000);

test("the check's end line says the rows, their time and the setup's time", async () => {
  const { r } = await checkWith(SETUP);
  expect(costLine(r.cost)).toMatch(/^cost: 0 rows, 0\.0 s of row time; setup: \d+\.\d s \(ran once\)$/);
  expect(costLine({ rows: 27, rowsMs: 81_250, setup: { runs: 2, ms: 90_000 } })).toBe("cost: 27 rows, 81.3 s of row time; setup: 90.0 s (ran 2 times)");
  expect(costLine({ rows: 1, rowsMs: 400, setup: { runs: 0, ms: 0 } })).toBe("cost: 1 row, 0.4 s of row time; setup: none");
}, 120_000);
