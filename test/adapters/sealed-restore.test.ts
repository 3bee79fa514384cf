import { execFileSync } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Git } from "../../src/ports/local.js";
import { gitAt } from "../../src/adapters/git.js";
import { restoreSealed } from "../../src/adapters/sealed-restore.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config.js";
import { compileSealedMatcher, restorable, sealedPatterns } from "../../src/core/seal/sealed-set.js";
import { materialiseOracle } from "../../src/adapters/oracle-copy.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
/** What a lane restores with the default config: the whole sealed set but the names only git and GitHub read. */
const matcher = compileSealedMatcher(restorable(sealedPatterns(DEFAULT_CONFIG)));
/** The same, with a configured glob that has no root: found at any depth. */
const anyDepth = compileSealedMatcher([...matcher.patterns, { glob: "**/conftest.py", reason: "sealed glob" }]);
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

  test("an ignored file under a sealed root and a configured any-depth name deep in an ignored node_modules are removed", async () => {
    repo.write(".gitignore", "conftest.py\nnode_modules/\n");
    repo.commit("ignore");
    write(".sealed/oracle/conftest.py", "evil\n");
    write("node_modules/pkg/deep/conftest.py", "evil\n");
    write("node_modules/pkg/index.js", "ok\n");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, anyDepth);
    expect([...r.removed].sort()).toEqual([".sealed/oracle/conftest.py", "node_modules/pkg/deep/conftest.py"]);
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

  test("a symlink above a sealed path the base lacks is removed: the sealed path no longer reaches the link's files", async () => {
    const selector = compileSealedMatcher([...matcher.patterns, { glob: "tests/props/conftest.py", reason: "conftest" }]);
    write("evil/props/conftest.py", "evil\n");
    repo.symlink("tests", "evil");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, selector);
    expect(r.removed).toEqual(["tests"]);
    expect(existsSync(join(repo.dir, "tests/props/conftest.py"))).toBe(false);
    expect(readFileSync(join(repo.dir, "evil/props/conftest.py"), "utf8")).toBe("evil\n"); // removed, not followed
  });

  test("a sealed root past ASCII is found in every spelling the matcher folds: upper case, NFD", async () => {
    const unicode = compileSealedMatcher([{ glob: "données/**", reason: "u" }]);
    write("DONNÉES/x.txt", "evil\n");
    write("donne\u0301es/y.txt", "evil\n");
    write("src/other.txt", "kept\n");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, unicode);
    expect([...r.removed].sort()).toEqual(["DONNÉES/x.txt", "donne\u0301es/y.txt"]);
  });

  test("a case-folded spelling of a sealed root is found (git's icase), and an any-depth name at the top too", async () => {
    write(".SEALED/Oracle/added.py", "evil\n");
    write("CONFTEST.py", "evil\n");
    const r = await restoreSealed(rootsOnly(repo.dir), repo.dir, base, anyDepth);
    expect([...r.removed].sort()).toEqual([".SEALED/Oracle/added.py", "CONFTEST.py"]);
  });
});

describe("the cost follows the sealed roots, not the repository (issue 27 item 4)", () => {
  /**
   * A `git` first on PATH that logs each real git process: its argv, and git's own
   * trace2 events (index reads, the directories its working-tree walk visited).
   */
  function observedGit(): { events(): Array<Record<string, unknown>>; argv(): string[][]; dispose(): void } {
    const dir = mkdtempSync(join(tmpdir(), "seedgate-git-shim-"));
    const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    const trace = join(dir, "trace2.json");
    writeFileSync(join(dir, "git"), `#!/bin/sh\nGIT_TRACE2_EVENT='${trace}' exec '${real}' "$@"\n`);
    chmodSync(join(dir, "git"), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${dir}${delimiter}${path ?? ""}`;
    const events = () =>
      existsSync(trace)
        ? readFileSync(trace, "utf8")
            .split("\n")
            .filter((l) => l !== "")
            .map((l) => JSON.parse(l) as Record<string, unknown>)
        : [];
    return {
      events,
      argv: () => events().flatMap((e) => (e.event === "start" ? [(e.argv as string[]).slice(1)] : [])),
      dispose() {
        process.env.PATH = path;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const visited = (events: Array<Record<string, unknown>>) =>
    events.filter((e) => e.category === "read_directory" && e.key === "directories-visited").reduce((n, e) => n + Number(e.value), 0);

  test("the default set: git reads no index, lists no tree but the roots, and its walk never enters node_modules", async () => {
    for (let i = 0; i < 200; i++) repo.write(`node_modules/pkg${i}/lib/index.js`, "ok\n");
    for (let i = 0; i < 200; i++) repo.write(`src/mod${i}/m.py`, "x = 1\n");
    base = repo.commit("a tracked tree of 400 directories");
    repo.write(".sealed/oracle/added.py", "evil\n");
    const git = observedGit();
    try {
      const r = await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
      expect(r.removed).toEqual([".sealed/oracle/added.py"]);
      const events = git.events();
      // Every listing names pathspecs, each under a sealed root: none lists the tree.
      const listings = git.argv().filter((a) => a.some((x) => ["ls-tree", "ls-files", "diff-tree"].includes(x)));
      expect(listings.map((a) => a.find((x) => ["ls-tree", "ls-files", "diff-tree"].includes(x))).sort()).toEqual(["diff-tree", "ls-files"]);
      for (const a of listings) {
        const specs = a.slice(a.indexOf("--") + 1);
        expect(specs.length).toBeGreaterThan(0);
        for (const s of specs) expect(s).toMatch(/^:\(literal,icase\)(\.github|\.sealed|oracles|seed_ledger\.json)/);
      }
      // No git process loaded the repository's index (400 entries here, 100,000 in the bench).
      expect(events.filter((e) => e.key === "read/cache_nr")).toEqual([]);
      // The walk visits the roots and the directories above them, not the 400 below node_modules and src.
      expect(visited(events)).toBeLessThan(10);
    } finally {
      git.dispose();
    }
  });

  test("a configured glob with no root (**/conftest.py) is looked for everywhere, node_modules included", async () => {
    for (let i = 0; i < 50; i++) repo.write(`node_modules/pkg${i}/lib/index.js`, "ok\n");
    repo.write("node_modules/pkg7/lib/conftest.py", "evil\n");
    const git = observedGit();
    try {
      const r = await restoreSealed(gitAt(repo.dir), repo.dir, base, anyDepth);
      expect(r.removed).toEqual(["node_modules/pkg7/lib/conftest.py"]);
      expect(visited(git.events())).toBeGreaterThan(100); // the remaining cost: documented in sealed-restore.ts
      expect(git.events().filter((e) => e.key === "read/cache_nr")).toEqual([]);
    } finally {
      git.dispose();
    }
  });
});

describe("the names only git and GitHub read are the seal's, not the restore's", () => {
  test("the default set has no glob without a root: a .gitattributes, .gitmodules or CODEOWNERS on disk is left alone", async () => {
    expect(matcher.patterns.filter((p) => p.glob.startsWith("**/"))).toEqual([]);
    writeFileSync(join(repo.dir, ".gitmodules"), '[submodule "x"]\n\tpath = x\n\turl = ../evil\n');
    mkdirSync(join(repo.dir, "node_modules/pkg/lib"), { recursive: true });
    writeFileSync(join(repo.dir, "node_modules/pkg/lib/.gitattributes"), "* filter=evil\n");
    writeFileSync(join(repo.dir, "CODEOWNERS"), "* @evil\n");
    const r = await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
    expect(r).toEqual({ restored: 2, removed: [] });
  });

  test("attributes the pull request writes on disk change no byte seedgate restores or copies for the oracle", async () => {
    // LF endings and an $Id$ keyword: eol=crlf and ident would rewrite both, were any read applying attributes.
    const body = "# $Id$\ndef check(case):\n    assert case['n'] >= 0\n";
    repo.write(".sealed/oracle/properties.py", body);
    base = repo.commit("base with a keyword");
    const hostile = "* text eol=crlf ident\n*.py diff=evil filter=evil\n";
    writeFileSync(join(repo.dir, ".gitattributes"), hostile);
    writeFileSync(join(repo.dir, "src/.gitattributes"), hostile);
    writeFileSync(join(repo.dir, ".sealed/oracle/properties.py"), "def check(case):\n    pass\n");
    await restoreSealed(gitAt(repo.dir), repo.dir, base, matcher);
    expect(readFileSync(join(repo.dir, ".sealed/oracle/properties.py"), "utf8")).toBe(body);
    const copy = await materialiseOracle(gitAt(repo.dir), base, { folders: [".sealed/oracle"], files: [] });
    try {
      expect(readFileSync(join(copy.root, ".sealed/oracle/properties.py"), "utf8")).toBe(body);
    } finally {
      copy.dispose();
    }
  });
});
