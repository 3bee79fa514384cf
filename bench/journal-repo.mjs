// The journal example's history as users have it, for the benchmarks that run real lane
// commands (fork-server.mjs, red-vs-green.mjs): the project committed with its bug, a
// hunt of `seeds` seeds on it locked by a human (every hunted seed, not only one per
// distinct counterexample), and the real fix on a branch `fix`. Lanes then run through
// `node dist/cli.js lane` (npm run build first).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PYTHON } from "./lane-lib.mjs";

export const CLI = resolve("dist/cli.js");
const EXAMPLE = resolve("examples/journal");
const SELECTOR = "tests/properties/test_rle.py::test_round_trip";

/** Property k's test module (the journal example's for k = 1, a copy of it for the others). */
export const moduleOf = (k) => (k === 1 ? "test_rle" : `test_rle_${k}`);
/** Property k's journal id. */
export const idOf = (k) => (k === 1 ? "rle_round_trip" : `rle_round_trip_${k}`);
/** The config a `forkServer: false` contender passes with --config (read from the base, like any config). */
export const PER_PROCESS_CONFIG = ".github/seedgate-per-process.yml";

/**
 * A fresh repository under `<tmp>/seedgate-bench-<name>-*`: its `dir`, `repo`, the `env`
 * every process gets, `git` and `seedgate` (the CLI) in it, the locked `base` and the
 * fixed `head`, and each property's selector.
 */
export function journalRepo({ name, seeds, examples, properties }) {
  const dir = mkdtempSync(join(tmpdir(), `seedgate-bench-${name}-`));
  const repo = join(dir, "repo");
  const env = {
    ...process.env,
    SEEDGATE_PYTHON: PYTHON,
    PYTHONDONTWRITEBYTECODE: "1",
    GIT_AUTHOR_NAME: "Bench",
    GIT_AUTHOR_EMAIL: "bench@example.com",
    GIT_COMMITTER_NAME: "Bench",
    GIT_COMMITTER_EMAIL: "bench@example.com",
  };
  const git = (...args) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
  const seedgate = (...args) => execFileSync("node", [CLI, ...args], { cwd: repo, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const numbers = Array.from({ length: properties }, (_, i) => i + 1);
  const selectors = numbers.map((k) => `tests/properties/${moduleOf(k)}.py::test_round_trip`);

  cpSync(join(EXAMPLE, "project"), repo, { recursive: true });
  const test = join(repo, "tests/properties/test_rle.py");
  writeFileSync(test, readFileSync(test, "utf8").replace("max_examples=5", `max_examples=${examples}`));
  git("init", "-q", "-b", "main");
  git("config", "commit.gpgsign", "false");
  git("add", "-A");
  git("commit", "-qm", "rle: encode and decode");
  const parent = git("rev-parse", "HEAD");
  git("switch", "-qc", "scratch/oracles");
  const journal = { id: "rle_round_trip", selector: SELECTOR, parent_sha: parent, replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null } };
  mkdirSync(join(repo, "oracles"));
  const proposed = { ...journal, holdout: { seeds: [], generator_saw: false }, state: "proposed" };
  writeFileSync(join(repo, "oracles/rle_round_trip.json"), `${JSON.stringify(proposed, null, 2)}\n`);
  git("add", "-A");
  git("commit", "-qm", "scratch: propose rle_round_trip");
  const out = join(dir, "proposal.json");
  seedgate("hunt", "--parent", parent, "--property", "rle_round_trip", "--seeds", `1..${seeds}`, "--out", out);
  git("switch", "-q", "main");
  const proposal = JSON.parse(readFileSync(out, "utf8"));
  const replay = { ...proposal.replay, seeds: Array.from({ length: seeds }, (_, i) => i + 1) };
  const locked = { ...proposal, replay, state: "locked" };
  writeFileSync(join(repo, "oracles/rle_round_trip.json"), `${JSON.stringify(locked, null, 2)}\n`);
  for (const k of numbers.slice(1)) {
    cpSync(test, join(repo, `tests/properties/${moduleOf(k)}.py`));
    const copy = { ...locked, id: idOf(k), selector: selectors[k - 1], replay: { ...replay, fixtures: [] } };
    writeFileSync(join(repo, `oracles/${idOf(k)}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
  mkdirSync(join(repo, ".github"));
  writeFileSync(join(repo, PER_PROCESS_CONFIG), "runners:\n  forkServer: false\n");
  git("add", "oracles", ".github", "tests");
  git("commit", "-qm", "oracles: lock rle_round_trip (human)");
  const base = git("rev-parse", "HEAD");
  git("switch", "-qc", "fix", base);
  cpSync(join(EXAMPLE, "fix"), repo, { recursive: true });
  git("add", "-A");
  git("commit", "-qm", "rle: cap a run at nine");
  return { dir, repo, env, git, seedgate, base, head: git("rev-parse", "HEAD"), selectors };
}
