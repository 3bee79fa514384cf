// A real project for gate tests: the ledger property (Hypothesis) with a locked
// journal on a base commit where the bug is fixed, lanes run for real on a PR head.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { processExec } from "../../src/adapters/exec.js";
import { gitAt } from "../../src/adapters/git.js";
import { lane } from "../../src/modes/lane/lane.js";
import type { Log } from "../../src/ports/local.js";
import { tempRepo, type TempRepo } from "./repo.js";
import { hostPorts } from "./host-ports.js";

export const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
export const quietLog: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

export const journal = {
  id: "balance",
  selector: "tests/properties/test_ledger.py::test_balance_invariant",
  parent_sha: "0".repeat(40),
  replay: { seeds: [1, 2], fixtures: [], hits: 2, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [3, 4], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "locked",
};

export const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
export const BUGGY = "def balance(amounts):\n    return sum(a for a in amounts if a % 97 != 13)\n";

export interface GateProject {
  readonly repo: TempRepo;
  readonly parent: string;
  readonly base: string;
}

/** parent: the bug; base: the fix plus the locked journal (and `config`, when given). */
export function gateProject(config?: string): GateProject {
  const repo = tempRepo();
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  const parent = repo.commit("parent: a bug");
  repo.write("src/ledger.py", FIXED);
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2) + "\n");
  repo.write("README.md", "# ledger\n");
  if (config !== undefined) repo.write(".github/seedgate.yml", config);
  const base = repo.commit("fix, and lock the journal");
  return { repo, parent, base };
}

/** Both lanes (one shard) for the checked-out head, written as a lane job would upload them. */
export async function runLanes(repo: TempRepo, base: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const git = gitAt(repo.dir);
  const head = await git.resolve("HEAD");
  for (const name of ["replay", "holdout"] as const) {
    const r = await lane(
      { lane: name, base, head, shard: { index: 1, total: 1 }, runId: "test" },
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
    mkdirSync(join(dir, `seedgate-${name}-1`), { recursive: true });
    writeFileSync(join(dir, `seedgate-${name}-1`, `${name}.json`), JSON.stringify(r.results));
  }
}
