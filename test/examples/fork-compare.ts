// The fork server's verdicts equal a process pair per seed's (issue 27), on an example
// whose lanes run Hypothesis seeds, after its make-history.sh ran: the script's own
// `seedgate check` ran both pull requests with the fork server (the default), so its
// results are one side. Both pull requests are then replayed onto a base that also
// holds a config with `runners.forkServer: false`, and both lanes run again: row for
// row the same outcomes, the agent's patch red and the fix green.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect } from "vitest";

const CLI = resolve("dist/cli.js");
const PER_PROCESS = ".github/seedgate-per-process.yml";

interface Row {
  readonly kind: string;
  readonly key: string;
  readonly outcome: string;
}

const outcomes = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(files).flatMap(([lane, file]) => (JSON.parse(readFileSync(file, "utf8")).rows as Row[]).map((r) => [`${lane} ${r.kind} ${r.key}`, r.outcome])),
  );

/** `dir` is make-history.sh's DIR: `repo/` with main, agent and fix, and `out/results-<branch>/`. */
export function forkServerAgrees(dir: string, env: NodeJS.ProcessEnv): void {
  const repo = join(dir, "repo");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
  const commit = (...args: string[]) => git("-c", "user.name=t", "-c", "user.email=t@example.com", ...args);
  const oldBase = git("rev-parse", "main");
  git("switch", "-q", "main");
  mkdirSync(join(repo, ".github"), { recursive: true });
  writeFileSync(join(repo, PER_PROCESS), "runners:\n  forkServer: false\n");
  git("add", PER_PROCESS);
  commit("commit", "-qm", "a config with the fork server off");
  const base = git("rev-parse", "HEAD");
  const verdicts: Record<string, boolean> = {};
  for (const branch of ["agent", "fix"]) {
    const made = join(dir, "out", `results-${branch}`);
    const forks = outcomes({ replay: join(made, "replay-1-of-1.json"), holdout: join(made, "holdout-1-of-1.json") });
    git("switch", "-qc", `${branch}-per-process`, base);
    commit("cherry-pick", `${oldBase}..${branch}`);
    const head = git("rev-parse", "HEAD");
    const files: Record<string, string> = {};
    for (const lane of ["replay", "holdout"]) {
      files[lane] = join(dir, `${branch}-${lane}-per-process.json`);
      const args = [CLI, "lane", lane, "--base", base, "--head", head, "--out", files[lane]!, "--config", PER_PROCESS];
      const r = spawnSync("node", args, { cwd: repo, env, encoding: "utf8", timeout: 400_000 });
      expect(r.error).toBeUndefined();
      git("checkout", "-q", "--", ".");
      git("clean", "-qfd");
    }
    const perProcess = outcomes(files);
    expect(Object.keys(forks).filter((k) => k.includes(" seed ")).length).toBeGreaterThan(1);
    expect(forks, JSON.stringify({ forks, perProcess }, null, 1)).toEqual(perProcess);
    verdicts[branch] = Object.values(forks).every((o) => o === "pass");
  }
  expect(verdicts).toEqual({ agent: false, fix: true });
}
