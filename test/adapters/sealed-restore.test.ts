import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Git } from "../../src/ports/local.js";
import { gitAt } from "../../src/adapters/git.js";
import { restoreSealed } from "../../src/adapters/sealed-restore.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config.js";
import { compileSealedMatcher, sealedPatterns } from "../../src/core/seal/sealed-set.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
const matcher = compileSealedMatcher(sealedPatterns(DEFAULT_CONFIG));
beforeEach(() => {
  repo = tempRepo();
  repo.write(".sealed/oracle/properties.py", "def check(case):\n    assert case['n'] >= 0\n");
  repo.write(".sealed/oracle/seeds.json", '{"cases": []}\n');
  repo.write("src/app.py", "x = 1\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

test("edited, added and linked sealed files are put back to base bytes, read-only", async () => {
  repo.write(".sealed/oracle/properties.py", "def check(case):\n    pass\n");
  repo.write(".sealed/oracle/conftest.py", "import pytest\n");
  repo.write("src/app.py", "x = 2\n");
  repo.commit("pr");
  writeFileSync(join(repo.dir, ".sealed/oracle/untracked.py"), "evil\n");
  const r = await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
  expect(r.restored).toBe(2);
  expect([...r.removed].sort()).toEqual([".sealed/oracle/conftest.py", ".sealed/oracle/untracked.py"]);
  expect(readFileSync(join(repo.dir, ".sealed/oracle/properties.py"), "utf8")).toContain(">= 0");
  expect(lstatSync(join(repo.dir, ".sealed/oracle/properties.py")).mode & 0o222).toBe(0);
  expect(readFileSync(join(repo.dir, "src/app.py"), "utf8")).toBe("x = 2\n"); // production code is the PR's
});

test("a sealed directory replaced by a symlink becomes a real directory again", async () => {
  repo.remove(".sealed/oracle");
  repo.write("evil/properties.py", "def check(case): pass\n");
  repo.symlink(".sealed/oracle", "../evil");
  repo.commit("swap");
  await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
  expect(lstatSync(join(repo.dir, ".sealed/oracle")).isDirectory()).toBe(true);
  expect(readFileSync(join(repo.dir, ".sealed/oracle/properties.py"), "utf8")).toContain(">= 0");
  expect(readFileSync(join(repo.dir, "evil/properties.py"), "utf8")).toBe("def check(case): pass\n"); // the link target was not written through
  expect(existsSync(join(repo.dir, ".sealed/oracle/seeds.json"))).toBe(true);
});

test("restoring twice is idempotent (read-only files are replaced, not written through)", async () => {
  await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
  const r = await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
  expect(r).toEqual({ restored: 2, removed: [] });
});

describe("git lists the sealed roots; nothing hides a file there", () => {
  /** The real git, except that a listing of the whole tree fails the test. */
  const rootsOnly = (dir: string): Git => ({
    ...gitAt(dir),
    lsTree: async () => {
      throw new Error("the whole base tree was listed");
    },
  });
  const write = (rel: string, text: string) => {
    mkdirSync(join(repo.dir, dirname(rel)), { recursive: true });
    writeFileSync(join(repo.dir, rel), text);
  };

  test("an ignored file under a sealed root and a .gitattributes deep in an ignored node_modules are removed", async () => {
    repo.write(".gitignore", "conftest.py\nnode_modules/\n");
    repo.commit("ignore");
    write(".sealed/oracle/conftest.py", "evil\n");
    write("node_modules/pkg/deep/.gitattributes", "* filter=evil\n");
    write("node_modules/pkg/index.js", "ok\n");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, matcher);
    expect([...r.removed].sort()).toEqual([".sealed/oracle/conftest.py", "node_modules/pkg/deep/.gitattributes"]);
    expect(existsSync(join(repo.dir, "node_modules/pkg/index.js"))).toBe(true);
  });

  test("a repository of its own inside a sealed root, or above a sealed file, is walked: its files are found", async () => {
    const selector = compileSealedMatcher([
      ...matcher.patterns,
      { glob: "tests/props/test_x.py", reason: "selector" },
      { glob: "tests/props/conftest.py", reason: "conftest" },
    ]);
    write(".sealed/oracle/evil/.git/HEAD", "ref: refs/heads/main\n");
    write(".sealed/oracle/evil/conftest.py", "evil\n");
    write("tests/.git/HEAD", "ref: refs/heads/main\n");
    write("tests/props/conftest.py", "evil\n");
    execFileSync("git", ["init", "-q"], { cwd: join(repo.dir, ".sealed/oracle/evil") });
    execFileSync("git", ["init", "-q"], { cwd: join(repo.dir, "tests") });
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, selector);
    expect(r.removed).toEqual(expect.arrayContaining([".sealed/oracle/evil/conftest.py", "tests/props/conftest.py"]));
    expect(existsSync(join(repo.dir, "tests/props/conftest.py"))).toBe(false);
  });

  test("a case-folded spelling of a sealed root is found (git's icase), and an any-depth name at the top too", async () => {
    write(".SEALED/Oracle/added.py", "evil\n");
    write(".gitattributes", "* text\n");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, matcher);
    expect([...r.removed].sort()).toEqual([".SEALED/Oracle/added.py", ".gitattributes"]);
  });
});
