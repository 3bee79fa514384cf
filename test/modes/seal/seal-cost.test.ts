// The seal's cost follows the change: which git work it asks for, on real repositories.
// A counting Git (every call goes to real git) shows what was asked; the verdicts are
// the seal tests' job, and here they must match the step-by-step answers.
import { afterEach, beforeEach, expect, test } from "vitest";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitAt, gitAtWithPair } from "../../../src/adapters/git.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { writeManifest } from "../../../src/modes/manifest/write.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import type { ManifestCheck } from "../../../src/ports/manifests.js";
import { seal } from "../../../src/modes/seal/seal.js";
import { sealedInputRoots } from "../../../src/modes/base/sealed-model.js";
import { writeSetFromGit } from "../../../src/modes/seal/write-set.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { Git, Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

let repo: TempRepo;
let base: string;

beforeEach(() => {
  repo = tempRepo();
  repo.write(".github/workflows/ci.yml", "on: push\njobs:\n  t:\n    runs-on: x\n    steps:\n      - run: bash scripts/ci.sh\n");
  repo.write("scripts/ci.sh", "exit 0\n");
  repo.write("src/a.py", "a = 1\n");
  repo.write("src/old.py", "old = 1\n");
  repo.write("src/tool.sh", "echo hi\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

/** Real git, with a tally of what the seal asked of it. */
function counted(git: Git): { git: Git; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const tally =
    <A extends unknown[], R>(name: string, fn: (...a: A) => R) =>
    (...a: A): R => ((calls[name] = (calls[name] ?? 0) + 1), fn(...a));
  return {
    calls,
    git: {
      root: git.root,
      resolve: tally("resolve", git.resolve.bind(git)),
      resolvePair: tally("resolvePair", git.resolvePair!.bind(git)),
      mergeBase: tally("mergeBase", git.mergeBase.bind(git)),
      diffRaw: tally("diffRaw", git.diffRaw.bind(git)),
      mergeTree: tally("mergeTree", git.mergeTree.bind(git)),
      lsTree: tally("lsTree", git.lsTree.bind(git)),
      readBlobs: tally("readBlobs", git.readBlobs.bind(git)),
      readFile: tally("readFile", git.readFile.bind(git)),
      isShallow: tally("isShallow", git.isShallow.bind(git)),
      fetch: tally("fetch", git.fetch.bind(git)),
    },
  };
}

/** A branch ahead of the base: additions, a deletion, a mode change, a symlink. */
function headAhead(): string {
  repo.write("src/a.py", "a = 2\n");
  repo.write("src/new.py", "new = 1\n");
  repo.remove("src/old.py");
  repo.chmod("src/tool.sh", 0o755);
  repo.symlink("src/link", "a.py");
  return repo.commit("head");
}

test("resolvePair: both SHAs and the merge base in one answer; null for anything else", async () => {
  const head = headAhead();
  const git = gitAt(repo.dir);
  expect(await git.resolvePair!("HEAD", "main~1")).toEqual({ a: head, b: base, mergeBases: [base] });
  expect(await git.resolvePair!(base, base)).toEqual({ a: base, b: base, mergeBases: [base] });
  expect(await git.resolvePair!("no-such-rev", "HEAD")).toBeNull();
  for (const odd of ["main..HEAD", "--all", "HEAD:src/a.py", "", "a b"]) expect(await git.resolvePair!(odd, "HEAD")).toBeNull();
  // A path named like a branch does not confuse it (`--` ends the revisions).
  repo.git("branch", "src", base);
  expect(await git.resolvePair!("src", "HEAD")).toEqual({ a: base, b: head, mergeBases: [base] });
});

test("a head ahead of the base: one rev-parse, no merge-tree, one base listing, one blob read", async () => {
  const head = headAhead();
  const { git, calls } = counted(gitAt(repo.dir));
  const manifestRoots: string[][] = [];
  const manifests: ManifestCheck = (g, roots, b, h) => (manifestRoots.push([...roots]), manifestCheck(g, roots, b, h));
  const r = await seal({ base, head, fetch: false }, { git, log: quiet, manifests });
  expect(r.verdict).toBe("success");
  expect(r.mergeBase).toBe(base);
  expect(r.writeSet.changed).toBe(5);
  expect(calls).toEqual({ resolvePair: 1, diffRaw: 1, lsTree: 1, readBlobs: 1 });
  // No root has a manifest at the base: each is absent, and the check never ran.
  expect(manifestRoots).toEqual([]);
  expect(r.manifests).toEqual(DEFAULT_CONFIG.manifests.map((root) => ({ root, status: "absent", entries: 0, findings: [] })));
});

test("the write-set without merge-tree equals the merge result's when head is ahead", async () => {
  const head = headAhead();
  const git = gitAt(repo.dir);
  const direct = await writeSetFromGit(git, base, head, base);
  const merged = await writeSetFromGit(git, base, head);
  expect(direct).toEqual(merged);
  expect(direct.entries.map((e) => [e.path, e.kind]).sort()).toEqual([
    ["src/a.py", "modified"],
    ["src/link", "added"],
    ["src/new.py", "added"],
    ["src/old.py", "deleted"],
    ["src/tool.sh", "mode-change"],
  ]);
});

test("a base that moved on still merges: merge-tree runs and its result is judged", async () => {
  repo.git("checkout", "-q", "-b", "pr");
  const head = headAhead();
  repo.git("checkout", "-q", "main");
  repo.write("docs/x.md", "x\n");
  const mainTip = repo.commit("main moves on");
  const { git, calls } = counted(gitAt(repo.dir));
  const r = await seal({ base: mainTip, head, fetch: false }, { git, log: quiet, manifests: manifestCheck });
  expect(r.mergeBase).toBe(base);
  expect(calls.mergeTree).toBe(1);
  expect(r.writeSet.changed).toBe(5);
});

test("only a root with a manifest at the base goes to the manifest check", async () => {
  repo.write(".sealed/fixtures/a.bin", "fixture\n");
  writeManifest(workspaceAt(`${repo.dir}/.sealed/fixtures`));
  const withManifest = repo.commit("lock fixtures");
  repo.write(".sealed/fixtures/a.bin", "changed\n");
  const head = repo.commit("change a fixture");
  const manifestRoots: string[][] = [];
  const manifests: ManifestCheck = (g, roots, b, h) => (manifestRoots.push([...roots]), manifestCheck(g, roots, b, h));
  const r = await seal({ base: withManifest, head, fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests });
  expect(manifestRoots).toEqual([[".sealed/fixtures"]]);
  expect(r.manifests.map((m) => [m.root, m.status])).toEqual([
    [".sealed/oracle", "absent"],
    [".sealed/fixtures", "failed"],
  ]);
  expect(r.verdict).toBe("failure");
});

test("the base listing's prefixes stop at the first glob segment", () => {
  expect(sealedInputRoots(DEFAULT_CONFIG).sort()).toEqual(
    [".sealed/fixtures", ".sealed/oracle", ".sealed/oracle", ".sealed/quarantine.json", "oracles", "seed_ledger.json"].sort(),
  );
  const config = { ...DEFAULT_CONFIG, journals: "data/**/j-*.json", ledger: "l\\[1\\]/ledger.json", manifests: ["fx/{a,b}"] };
  expect(sealedInputRoots(config).sort()).toEqual([".sealed/oracle", ".sealed/quarantine.json", "data", "fx"].sort());
});

test("the config and the workflows are read in one cat-file", async () => {
  repo.write(".github/seedgate.yml", 'sealed: ["oracles/**"]\n');
  const withConfig = repo.commit("config");
  const head = headAhead();
  const { git, calls } = counted(gitAt(repo.dir));
  const r = await seal({ base: withConfig, head, fetch: false }, { git, log: quiet, manifests: manifestCheck });
  expect(r.configFile).toBe(".github/seedgate.yml");
  expect(calls.readBlobs).toBe(1);
  expect(calls.lsTree).toBe(1);
});

test("gitAtWithPair: the repository's top and the pair from one rev-parse, from a subdirectory", async () => {
  const head = headAhead();
  const git = await gitAtWithPair(join(repo.dir, "src"), "HEAD", base);
  expect(git?.root).toBe(repo.git("rev-parse", "--show-toplevel").trim());
  expect(await git!.resolvePair!("HEAD", base)).toEqual({ a: head, b: base, mergeBases: [base] });
  // Asked again, or about another pair, it asks git.
  expect(await git!.resolvePair!(base, "HEAD")).toEqual({ a: base, b: head, mergeBases: [base] });
  expect(await gitAtWithPair(repo.dir, "HEAD", "no-such-rev")).toBeNull();
  expect(await gitAtWithPair(repo.dir, "HEAD", "main..HEAD")).toBeNull();
  expect(await gitAtWithPair(tmpdir(), "HEAD", base)).toBeNull();
});
