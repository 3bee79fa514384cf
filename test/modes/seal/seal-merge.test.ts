// The write-set is what lands: the merge result of base and head, judged against the
// base tip. Real git: criss-cross histories, conflicts, submodules with `ignore = all`.
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { seal } from "../../../src/modes/seal/seal.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

let repo: TempRepo;
let root: string;

beforeEach(() => {
  repo = tempRepo();
  repo.write("oracles/parse.json", '{"id": "parse", "v": 1}\n');
  repo.write("src/parser.py", "x = 1\n");
  root = repo.commit("root");
});
afterEach(() => repo.cleanup());

const run = (base: string, head: string) => seal({ base, head, fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck });

test("a criss-cross merge that reverts a sealed journal is red", async () => {
  // main locks v2 of the journal; the PR branch merges that in but keeps v1 (an evil merge).
  repo.write("oracles/parse.json", '{"id": "parse", "v": 2}\n');
  const m1 = repo.commit("main: journal v2");
  repo.git("checkout", "-q", "-b", "pr", root);
  repo.write("src/parser.py", "x = 2\n");
  const p1 = repo.commit("pr: code");
  repo.git("checkout", "-q", "main");
  repo.git("merge", "-q", "--no-ff", "-m", "main merges pr", p1);
  const mainTip = repo.git("rev-parse", "HEAD").trim();
  repo.git("checkout", "-q", "pr");
  repo.git("merge", "-q", "--no-ff", "--no-commit", m1);
  repo.write("oracles/parse.json", '{"id": "parse", "v": 1}\n');
  repo.git("add", "-A");
  repo.git("commit", "-q", "--no-verify", "-m", "pr merges main, keeping journal v1");
  const prTip = repo.git("rev-parse", "HEAD").trim();
  // Two merge bases: diffing from p1 (one of them) sees no journal change at all.
  expect(repo.git("merge-base", "--all", mainTip, prTip).trim().split("\n").sort()).toEqual([m1, p1].sort());
  expect(repo.git("diff", "--name-only", p1, prTip).trim()).toBe("");
  // What GitHub's merge would land writes v1 back onto main.
  const merged = repo.git("merge-tree", "--write-tree", mainTip, prTip).trim();
  expect(repo.git("show", `${merged}:oracles/parse.json`)).toContain('"v": 1');

  const r = await run(mainTip, prTip);
  expect(r.verdict).toBe("failure");
  expect(r.hits.map((h) => [h.path, h.kind])).toEqual([["oracles/parse.json", "modified"]]);
});

test("a conflict with the base is red with a hint to rebase", async () => {
  repo.write("src/parser.py", "x = 'main'\n");
  const mainTip = repo.commit("main edits");
  repo.git("checkout", "-q", "-b", "pr", root);
  repo.write("src/parser.py", "x = 'pr'\n");
  const prTip = repo.commit("pr edits");
  const r = await run(mainTip, prTip);
  expect(r.verdict).toBe("failure");
  expect(r.findings[0]).toMatchObject({ code: "seal.merge-conflict", file: "src/parser.py", hint: expect.stringContaining("rebase") });
});

test("a change already on the base is not the pull request's", async () => {
  repo.write("oracles/parse.json", '{"id": "parse", "v": 2}\n');
  const mainTip = repo.commit("main: journal v2");
  repo.git("checkout", "-q", "-b", "pr", root);
  repo.write("src/parser.py", "x = 3\n");
  const prTip = repo.commit("pr: code");
  const r = await run(mainTip, prTip);
  expect(r.verdict).toBe("success");
  expect(r.writeSet.changed).toBe(1);
});

test("a submodule with ignore = all bumped under a sealed path is red", async () => {
  const other = repo.git("commit-tree", "-m", "elsewhere", `${root}^{tree}`).trim();
  repo.write(".gitmodules", '[submodule "fx"]\n\tpath = .sealed/fx\n\turl = ./fx\n\tignore = all\n');
  repo.git("add", ".gitmodules");
  repo.git("update-index", "--add", "--cacheinfo", `160000,${root},.sealed/fx`);
  repo.git("commit", "-q", "-m", "submodule at root");
  const b = repo.git("rev-parse", "HEAD").trim();
  repo.git("config", "-f", ".gitmodules", "submodule.fx.ignore", "all");
  repo.git("config", "submodule.fx.ignore", "all");
  repo.git("update-index", "--cacheinfo", `160000,${other},.sealed/fx`);
  repo.git("commit", "-q", "-m", "bump the sealed submodule");
  // Plain `git diff` honours ignore = all and shows nothing: the hole this closes.
  expect(repo.git("diff", "--name-only", b, "HEAD").trim()).toBe("");
  const r = await run(b, "HEAD");
  expect(r.verdict).toBe("failure");
  expect(r.hits.map((h) => [h.path, h.newMode])).toEqual([[".sealed/fx", "160000"]]);
});
