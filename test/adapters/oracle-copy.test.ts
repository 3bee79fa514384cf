import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { materialiseOracle } from "../../src/adapters/oracle-copy.js";
import type { Git } from "../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
beforeEach(() => {
  repo = tempRepo();
  repo.write("tests/__init__.py", "");
  repo.write("tests/props/__init__.py", "");
  repo.write("tests/props/test_x.py", "def test_x(): pass\n");
  repo.write("tests/props/sub/strategies.py", "S = 1\n");
  repo.write("tests/propsextra/test_y.py", "evil = 1\n"); // shares a prefix, not the folder
  repo.write("tests/other.py", "x = 1\n");
  repo.write("fixtures/1.bin", "bytes\n");
  repo.write("src/app.py", "x = 1\n");
  repo.symlink("tests/props/link.py", "../other.py");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

/** The real git, counting its tree listings. */
function counted(dir: string): { git: Git; listings: () => number } {
  const real = gitAt(dir);
  let n = 0;
  return {
    git: {
      ...real,
      lsTree: (rev, prefix) => {
        n++;
        return real.lsTree(rev, prefix);
      },
    },
    listings: () => n,
  };
}

test("a folder whole, single files and each ancestor package's __init__.py, from one listing; a link is named, not copied", async () => {
  const { git, listings } = counted(repo.dir);
  const copy = await materialiseOracle(git, base, { folders: ["tests/props"], files: ["fixtures/1.bin"] });
  try {
    expect([...copy.digests.keys()].sort()).toEqual([
      "fixtures/1.bin",
      "tests/__init__.py",
      "tests/props/__init__.py",
      "tests/props/sub/strategies.py",
      "tests/props/test_x.py",
    ]);
    expect(copy.skipped).toEqual(["tests/props/link.py"]);
    expect(readFileSync(join(copy.root, "tests/props/sub/strategies.py"), "utf8")).toBe("S = 1\n");
    expect(listings()).toBe(1);
  } finally {
    copy.dispose();
  }
});

test("a fixture at the root is copied alone (no package lies above the root)", async () => {
  repo.write("top.bin", "top\n");
  base = repo.commit("a fixture at the root");
  const copy = await materialiseOracle(gitAt(repo.dir), base, { folders: [], files: ["top.bin"] });
  try {
    expect([...copy.digests.keys()]).toEqual(["top.bin"]);
  } finally {
    copy.dispose();
  }
});

test("a selector at the root copies the whole base tree", async () => {
  const copy = await materialiseOracle(gitAt(repo.dir), base, { folders: [""], files: [] });
  try {
    expect(copy.digests.has("src/app.py")).toBe(true);
    expect(copy.digests.has("tests/propsextra/test_y.py")).toBe(true);
  } finally {
    copy.dispose();
  }
});
