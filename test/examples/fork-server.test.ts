// The fork server's verdicts equal a process pair per seed's on the example projects
// whose lanes run Hypothesis seeds (issue 27): each example's history is made as a
// newcomer makes it (make-history.sh, dist/cli.js, real pytest, Hypothesis and the
// sandbox), then both pull requests are replayed onto a base that also holds a config
// with `runners.forkServer: false`, and both lanes run in both modes: row for row the
// same outcomes, the agent's patch red and the fix green. (examples/sealed runs
// sealed-python cases, which the fork server does not take.)
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";

const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const CLI = resolve("dist/cli.js");
const PER_PROCESS = ".github/seedgate-per-process.yml";
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const env: NodeJS.ProcessEnv = { ...process.env, SEEDGATE_PYTHON: PYTHON };
delete env.CI;
delete env.GITHUB_ACTIONS;

interface Row {
  readonly kind: string;
  readonly key: string;
  readonly outcome: string;
  readonly detail: string;
}

function lanes(repo: string, base: string, head: string, config: string | undefined): Record<string, string> {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
  git("checkout", "-q", "--detach", head);
  const out: Record<string, string> = {};
  for (const lane of ["replay", "holdout"]) {
    const file = join(repo, "..", `${lane}-${config ? "per-process" : "forks"}.json`);
    const args = [CLI, "lane", lane, "--base", base, "--head", head, "--out", file, ...(config ? ["--config", config] : [])];
    const r = spawnSync("node", args, { cwd: repo, env, encoding: "utf8", timeout: 400_000 });
    expect(r.error).toBeUndefined();
    for (const row of JSON.parse(readFileSync(file, "utf8")).rows as Row[]) out[`${lane} ${row.kind} ${row.key}`] = `${row.outcome}: ${row.detail.slice(0, 120)}`;
    git("checkout", "-q", "--", ".");
    git("clean", "-qfd");
  }
  return out;
}

test.each(["journal", "ledger"])(
  "examples/%s: both lanes, fork server against a process pair per seed: the same outcome on every row",
  (name) => {
    const dir = mkdtempSync(join(tmpdir(), `seedgate-forks-${name}-`));
    dirs.push(dir);
    const made = spawnSync("bash", [resolve("examples", name, "make-history.sh"), dir], { encoding: "utf8", env, timeout: 400_000 });
    expect(made.status, made.stdout + made.stderr).toBe(0);
    const repo = join(dir, "repo");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
    const oldBase = git("rev-parse", "main");
    git("switch", "-q", "main");
    mkdirSync(join(repo, ".github"), { recursive: true });
    writeFileSync(join(repo, PER_PROCESS), "runners:\n  forkServer: false\n");
    git("add", PER_PROCESS);
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "a config with the fork server off");
    const base = git("rev-parse", "HEAD");
    const verdicts: Record<string, boolean> = {};
    for (const branch of ["agent", "fix"]) {
      git("switch", "-qc", `${branch}-again`, base);
      git("-c", "user.name=t", "-c", "user.email=t@example.com", "cherry-pick", `${oldBase}..${branch}`);
      const head = git("rev-parse", "HEAD");
      const forks = lanes(repo, base, head, undefined);
      const perProcess = lanes(repo, base, head, PER_PROCESS);
      const outcome = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.split(":")[0]]));
      expect(Object.keys(forks).filter((k) => k.includes(" seed ")).length).toBeGreaterThan(1);
      expect(outcome(forks), JSON.stringify({ forks, perProcess }, null, 1)).toEqual(outcome(perProcess));
      verdicts[branch] = Object.values(outcome(forks)).every((o) => o === "pass");
    }
    expect(verdicts).toEqual({ agent: false, fix: true });
  },
  900_000,
);
