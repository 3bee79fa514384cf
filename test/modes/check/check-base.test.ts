// One base snapshot per run: `check` runs both lanes, telemetry, quarantine and the gate,
// and every one of them takes the base's config and sealed set from the same read.
// Real git, counted: the base's `.github` (where its config lives) is listed once per run.
import { afterEach, beforeEach, expect, test } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gitAt } from "../../../src/adapters/git.js";
import { check } from "../../../src/modes/check/check.js";
import { manifestCheck, rowPorts } from "../../../src/cli/wiring.js";
import { baseReader } from "../../../src/modes/base/snapshot.js";
import type { CliIo } from "../../../src/cli/io.js";
import type { Git } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const io: CliIo = { out() {}, err() {}, isTTY: false } as unknown as CliIo;
let repo: TempRepo;
let base: string;

beforeEach(() => {
  repo = tempRepo();
  repo.write(".github/seedgate.yml", "runners:\n  shards: 2\n");
  repo.write(".github/workflows/ci.yml", "on: push\njobs:\n  t:\n    runs-on: x\n    steps:\n      - run: bash scripts/ci.sh\n");
  repo.write("scripts/ci.sh", "exit 0\n");
  repo.write("src/a.py", "a = 1\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

/** Real git; `asked` counts the listings of the base's `.github`, where a read of the base starts (its config). */
function counting(git: Git): { git: Git; asked: () => number } {
  let n = 0;
  const github = (p: string) => p === ".github" || p.startsWith(".github/");
  return {
    git: {
      ...git,
      lsTree: (rev, prefix) => ((n += rev === base && [prefix ?? ""].flat().some(github) ? 1 : 0), git.lsTree(rev, prefix)),
    },
    asked: () => n,
  };
}

test("check reads the base's config once for its four lane shards, telemetry, quarantine and the gate", async () => {
  repo.write("src/a.py", "a = 2\n");
  const head = repo.commit("head");
  const { git, asked } = counting(gitAt(repo.dir));
  const results = mkdtempSync(join(tmpdir(), "seedgate-check-base-"));
  try {
    const r = await check({ base, head, resultsDir: results, runId: "t" }, { ...rowPorts(git, io, true), manifests: manifestCheck });
    expect(r.seal.base).toBe(base);
    expect(asked()).toBe(1);
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}, 120_000);

test("the snapshot's sealed set is the whole set: the config's, and what the base's workflows run; the lanes restore it but the latter", async () => {
  const { git, asked } = counting(gitAt(repo.dir));
  const read = baseReader(git, undefined, { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() });
  const [one, two] = [await read(base), await read(base)];
  expect(one).toBe(two);
  const sealed = await one.sealed();
  expect(sealed.match("scripts/ci.sh")?.pattern.reason).toBe("a script a sealed workflow runs");
  expect(sealed.match(".github/workflows/ci.yml")).not.toBeNull();
  expect(sealed.match("src/a.py")).toBeNull();
  // A lane puts back the set but what a workflow runs: setup makes such paths (a venv's pip), and a lane runs no workflow.
  const restored = await one.restored();
  expect(restored.match(".github/workflows/ci.yml")).not.toBeNull();
  expect(restored.match("scripts/ci.sh")).toBeNull();
  // Nor the names only git and GitHub read (restorable): the seal guards them, from commits.
  expect(sealed.match("src/.gitattributes")).not.toBeNull();
  expect(restored.match("src/.gitattributes")).toBeNull();
  expect(restored.match("CODEOWNERS")).toBeNull();
  expect(asked()).toBe(1);
});
