import { lstatSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
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
