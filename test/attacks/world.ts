// The world every attack row runs in: one real repository (the ledger project with
// a Hypothesis property, a locked journal, a workflow, a fixture manifest and a
// quarantine catalogue) whose base commit the rows branch from, the CLI and the
// action as subprocesses, and small builders for results directories.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { FIXED, journal, PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

export { BUGGY, FIXED, PYTHON } from "../support/gate-fixture.js";

export const CONFIG = 'owners: [maintainer]\nsealed: [".sealed/**", "oracles/**", "café/**"]\n';
export const FLAKY = "tests/legacy/test_flaky.py";
const FLAKY_TEST = "import random\n\ndef test_flaky():\n    assert random.random() < 2\n";

export interface World {
  readonly repo: TempRepo;
  readonly base: string;
  /** A docs-only head with real lane results (the reference green). */
  readonly docsHead: string;
  readonly docsResults: string;
  /** Make a pull request: a branch from base, edited by `edit`, committed. Returns the head SHA. */
  pr(name: string, edit: (r: TempRepo) => void, from?: string): string;
  /** A detached worktree at `head`, for lanes that run the PR's code. */
  worktree(head: string): string;
  tmp(): string;
  cleanup(): void;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export function makeWorld(): World {
  const repo = tempRepo("seedgate-attacks-");
  const scratch: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), "seedgate-attack-"));
    scratch.push(d);
    return d;
  };
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  repo.commit("parent: a bug");
  repo.write("src/ledger.py", FIXED);
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2) + "\n");
  repo.write("README.md", "# ledger\n");
  repo.write("requirements.txt", "hypothesis==6.67.1\npytest==7.2.1\n");
  // The tables before table-process.ts assert what the in-process line catches (tampering
  // named as such), so their base runs the labelled fallback; table-process.ts's base runs
  // `isolation: process`, where the same tampering cannot reach pytest at all.
  repo.write(".github/seedgate.yml", `${CONFIG}runners:\n  isolation: shared\n`);
  repo.write(".github/workflows/seedgate.yml", readFileSync("examples/workflows/quick-start.yml", "utf8"));
  repo.write(".sealed/fixtures/accounts.json", '{"accounts": [1, 2, 3]}\n');
  repo.write(FLAKY, FLAKY_TEST);
  repo.write(
    ".sealed/quarantine.json",
    JSON.stringify({ entries: [{ nodeid: `${FLAKY}::test_flaky`, file_sha256: sha256(FLAKY_TEST), reason: "host load" }] }, null, 2) + "\n",
  );
  const m = cli(["manifest", "write", ".sealed/fixtures"], repo.dir);
  if (m.status !== 0) throw new Error(`manifest write: ${m.stderr}`);
  const base = repo.commit("fix, lock the journal, seal the fixtures");
  const pr = (name: string, edit: (r: TempRepo) => void, from = base): string => {
    repo.git("checkout", "-q", "-f", "-B", `pr/${name}`, from);
    edit(repo);
    const head = repo.commit(`pr: ${name}`);
    repo.git("checkout", "-q", "-f", "--detach", base);
    return head;
  };
  const worktree = (head: string): string => {
    const dir = join(tmp(), "wt");
    repo.git("worktree", "add", "-q", "--detach", dir, head);
    return dir;
  };
  const docsHead = pr("docs", (r) => r.write("README.md", "# ledger\n\nMore words.\n"));
  const docsResults = tmp();
  const c = cli(["check", "--base", base, "--head", docsHead, "--results", docsResults, "--json"], worktree(docsHead));
  if (c.status !== 0) throw new Error(`the reference docs-only check is not green: ${c.stdout.slice(0, 2000)} ${c.stderr}`);
  rmSync(join(docsResults, "telemetry.json"), { force: true });
  rmSync(join(docsResults, "quarantine.json"), { force: true });
  return {
    repo,
    base,
    docsHead,
    docsResults,
    pr,
    worktree,
    tmp,
    cleanup() {
      repo.cleanup();
      for (const d of scratch) rmSync(d, { recursive: true, force: true });
    },
  };
}

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The parsed `--json` result, when stdout was JSON. */
  readonly json: any;
}

export function cli(args: string[], cwd: string, env: Record<string, string> = {}): CliRun {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PYTHON, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  let json: unknown;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, json };
}

/** Reason codes of a gate/check result, or the error codes of a seal result. */
export const codesOf = (json: any): string[] =>
  (json?.judgement?.reasons ?? json?.findings?.filter((f: any) => f.severity === "error") ?? []).map((f: any) => f.code);

const ROWS = { replay: ["1", "2"], holdout: ["3", "4"] } as const;

/** Lane claims that report every planned row as a pass for `head`: only the seal can make them red. */
export function greenClaims(dir: string, base: string, head: string): string {
  for (const lane of ["replay", "holdout"] as const) {
    mkdirSync(join(dir, `seedgate-${lane}-1`), { recursive: true });
    const rows = ROWS[lane].map((key) => ({
      property: "balance",
      kind: "seed",
      key,
      outcome: "pass",
      durationMs: 5,
      exitCode: 0,
      attempts: 1,
      detail: "passed",
      tail: "",
    }));
    writeFileSync(
      join(dir, `seedgate-${lane}-1`, `${lane}.json`),
      JSON.stringify({ schema: 1, lane, shard: "1/1", base, head, runId: "1", seedgateVersion: "t", environment: {}, sandbox: "bwrap", rows }),
    );
  }
  return dir;
}

/** A copy of the reference green results with the replay claim rewritten. */
export function poisoned(w: World, edit: (claim: any, dir: string) => unknown): string {
  const dir = w.tmp();
  cpSync(w.docsResults, dir, { recursive: true });
  const file = join(dir, "replay-1-of-1.json");
  const out = edit(JSON.parse(readFileSync(file, "utf8")), dir);
  if (out !== undefined) writeFileSync(file, typeof out === "string" ? out : JSON.stringify(out));
  return dir;
}
