// A throwaway git repository for the demo, laid out as the source documents describe.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runGit } from "../adapters/git-run.js";
import { gitInit } from "../adapters/git-env.js";
import { writeManifest } from "../modes/manifest/write.js";
import { workspaceAt } from "../adapters/workspace.js";

export interface DemoRepo {
  readonly dir: string;
  git(...args: string[]): Promise<string>;
  write(path: string, text: string): void;
  commit(message: string): Promise<string>;
  cleanup(): void;
}

const IDENTITY = ["-c", "user.name=seedgate demo", "-c", "user.email=demo@seedgate.invalid", "-c", "commit.gpgsign=false"];

export async function demoRepo(): Promise<DemoRepo> {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-demo-"));
  const git = async (...args: string[]) => (await runGit(dir, [...IDENTITY, ...args])).toString("utf8").trim();
  gitInit(dir, ["-q", "-b", "main"]);
  return {
    dir,
    git,
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    async commit(message) {
      await git("add", "-A");
      await git("commit", "-q", "--no-verify", "-m", message);
      return git("rev-parse", "HEAD");
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const JOURNAL = {
  id: "parse_ledger_balances",
  selector: "tests/properties/test_ledger.py::test_balance_invariant",
  parent_sha: "0000000000000000000000000000000000000000",
  replay: { seeds: [8, 21, 34], fixtures: [".sealed/fixtures/8.json"], hits: 3, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [55, 89, 144], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "locked",
};

/** The base commit: production code, a sealed oracle, fixtures, a journal and the gate's workflow. */
export async function layBase(repo: DemoRepo): Promise<string> {
  repo.write("src/ledger.py", "def balance(entries):\n    return sum(e['amount'] for e in entries[1:])  # bug: skips the first entry\n");
  repo.write("tests/properties/test_ledger.py", "# the human-owned property (sealed: a selector points here)\n");
  repo.write(
    ".sealed/oracle/seeds.json",
    JSON.stringify(
      {
        cases: [
          { id: "empty", n: 0 },
          { id: "one", n: 1 },
        ],
      },
      null,
      2,
    ) + "\n",
  );
  repo.write(".sealed/oracle/properties.py", "def check(case):\n    assert case['n'] >= 0\n");
  repo.write(".sealed/fixtures/8.json", '{"entries": [{"amount": 5}]}\n');
  repo.write("oracles/parse_ledger_balances.json", JSON.stringify(JOURNAL, null, 2) + "\n");
  repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate\n");
  writeManifest(workspaceAt(join(repo.dir, ".sealed/oracle")));
  writeManifest(workspaceAt(join(repo.dir, ".sealed/fixtures")));
  return repo.commit("base: a ledger with a bug, a sealed oracle and a locked journal");
}
