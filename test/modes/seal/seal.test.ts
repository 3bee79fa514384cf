// The seal on real temporary git repositories: every change kind on a sealed path.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { seal, type SealResult } from "../../../src/modes/seal/seal.js";
import { writeSetFromApi, type PullFilesSource } from "../../../src/modes/seal/write-set.js";
import { SeedgateError } from "../../../src/core/errors.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

let repo: TempRepo;
let base: string;

beforeEach(() => {
  repo = tempRepo();
  repo.write("src/parser.py", "def parse(s):\n    return s\n");
  repo.write("oracles/parse.json", '{"id": "parse"}\n');
  repo.write(".sealed/fixtures/a.bin", "fixture bytes\n");
  repo.write("README.md", "hello\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

const run = async (): Promise<SealResult> => seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck });

const hits = (r: SealResult) => r.hits.map((h) => [h.path, h.kind]);

test("a production-only change is green", async () => {
  repo.write("src/parser.py", "def parse(s):\n    return s.strip()\n");
  repo.write("tests/examples/test_new.py", "def test_x():\n    assert True\n");
  repo.commit("fix");
  const r = await run();
  expect(r.verdict).toBe("success");
  expect(r.writeSet).toEqual({ source: "git", changed: 2 });
  expect(r.hits).toEqual([]);
});

describe("every change kind on a sealed path is caught", () => {
  test("added", async () => {
    repo.write("oracles/new.json", "{}\n");
    repo.commit("add");
    expect(hits(await run())).toEqual([["oracles/new.json", "added"]]);
  });
  test("modified", async () => {
    repo.write("oracles/parse.json", '{"id": "parse", "state": "locked"}\n');
    repo.commit("edit");
    const r = await run();
    expect(hits(r)).toEqual([["oracles/parse.json", "modified"]]);
    expect(r.verdict).toBe("failure");
    expect(r.findings[0]).toMatchObject({ code: "seal.sealed-path", file: "oracles/parse.json" });
  });
  test("deleted", async () => {
    repo.remove("oracles/parse.json");
    repo.commit("delete");
    expect(hits(await run())).toEqual([["oracles/parse.json", "deleted"]]);
  });
  test("a sealed file turned into a symlink is a type change", async () => {
    repo.remove("oracles/parse.json");
    repo.symlink("oracles/parse.json", "../src/parser.py");
    repo.commit("link");
    const r = await run();
    expect(hits(r)).toEqual([["oracles/parse.json", "type-change"]]);
    expect(r.findings[0]!.message).toContain("from a file to a symlink");
  });
  test("mode change", async () => {
    repo.chmod(".sealed/fixtures/a.bin", 0o755);
    repo.commit("chmod");
    expect(hits(await run())).toEqual([[".sealed/fixtures/a.bin", "mode-change"]]);
  });
});

test("a rename out of the sealed tree counts as both paths", async () => {
  repo.git("mv", "oracles/parse.json", "src/parse.json");
  repo.commit("rename");
  const r = await run();
  expect(hits(r)).toEqual([["oracles/parse.json", "deleted"]]);
  expect(r.writeSet.changed).toBe(2);
  expect(r.sealedOnly).toBe(false);
});

test("a sealed directory replaced by a symlink", async () => {
  repo.remove(".sealed/fixtures");
  repo.write("evil/a.bin", "other bytes\n");
  repo.symlink(".sealed/fixtures", "../evil");
  repo.commit("swap");
  const r = await run();
  expect(hits(r)).toEqual(
    expect.arrayContaining([
      [".sealed/fixtures", "added"],
      [".sealed/fixtures/a.bin", "deleted"],
    ]),
  );
  expect(r.hits.find((h) => h.path === ".sealed/fixtures")!.newMode).toBe("120000");
});

test("a symlink that replaces an ancestor of a sealed root is sealed even with nothing below it", async () => {
  repo.write("evil/workflows/pwn.yml", "on: push\n");
  repo.symlink(".github", "evil");
  repo.commit("ancestor link");
  const r = await run();
  expect(r.hits.map((h) => [h.path, h.ancestor])).toEqual([[".github", true]]);
});

test("a .gitattributes-only change is a sealed hit", async () => {
  repo.write(".gitattributes", "*.bin eol=crlf\n");
  repo.commit("attrs");
  const r = await run();
  expect(hits(r)).toEqual([[".gitattributes", "added"]]);
  expect(r.sealedOnly).toBe(true);
});

test.each([".SEALED/fixtures/b.bin", "Oracles/parse.json", ".github/Workflows/x.yml"])("case lookalike %s is sealed", async (path) => {
  repo.write(path, "x\n");
  repo.commit("lookalike");
  expect((await run()).hits.map((h) => h.path)).toContain(path);
});

test("an NFD lookalike of a configured NFC glob is sealed", async () => {
  repo.write(".github/seedgate.yml", 'sealed: ["golden/caf\u00e9/**"]\n');
  const b = repo.commit("config");
  repo.write("golden/cafe\u0301/x.json", "{}\n");
  repo.commit("nfd");
  const r = await seal({ base: b, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck });
  expect(r.hits.map((h) => h.path)).toEqual(["golden/cafe\u0301/x.json"]);
});

test("a submodule added inside a sealed directory", async () => {
  repo.git("update-index", "--add", "--cacheinfo", `160000,${base},.sealed/fixtures/sub`);
  repo.git("commit", "-q", "-m", "submodule");
  const r = await run();
  expect(hits(r)).toEqual([[".sealed/fixtures/sub", "added"]]);
  expect(r.findings[0]!.message).toContain("added as a submodule");
});

test("path names with spaces, newlines, quotes and shell metacharacters", async () => {
  const sealedName = 'oracles/a b\n"c" $(touch pwned); `x` |&.json';
  const plainName = 'src/it\'s a "file"\twith $HOME;.py';
  repo.write(sealedName, "{}\n");
  repo.write(plainName, "x = 1\n");
  repo.commit("weird names");
  const r = await run();
  expect(r.hits.map((h) => h.path)).toEqual([sealedName]);
  expect(r.writeSet.changed).toBe(2);
});

test("a git error is fatal, never 'no changes'", async () => {
  await expect(seal({ base: "no-such-rev", head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck })).rejects.toMatchObject(
    { kind: "git", hint: expect.stringContaining("git fetch") },
  );
});

describe("the API fallback", () => {
  const source = (files: { filename: string; status: string }[], claimed = files.length): PullFilesSource => ({
    changedFiles: async () => claimed,
    listFiles: async () => files,
  });
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `src/f${i}.py`, status: "added" }));

  test("3,000 files are listed", async () => {
    expect((await writeSetFromApi(source(many(3000)), "b", "h")).entries).toHaveLength(3000);
  });
  test("3,001 files fail closed", async () => {
    await expect(writeSetFromApi(source(many(3000), 3001), "b", "h")).rejects.toThrow(/3001 files/);
  });
  test("a count that disagrees with changed_files fails closed", async () => {
    await expect(writeSetFromApi(source(many(10), 11), "b", "h")).rejects.toBeInstanceOf(SeedgateError);
  });
});

test("the file a base-commit property selector points at is sealed", async () => {
  repo.write(
    "oracles/parse.json",
    JSON.stringify({
      id: "parse",
      selector: "tests/properties/test_parse.py::test_roundtrip",
      parent_sha: base,
      replay: { seeds: [8], fixtures: [], hits: 1, last_hit_at: "2026-09-18T12:00:00Z" },
      holdout: { seeds: [55], generator_saw: false },
      flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
      state: "locked",
    }),
  );
  repo.write("tests/properties/test_parse.py", "def test_roundtrip():\n    assert True\n");
  const b = repo.commit("journal");
  repo.write("tests/properties/test_parse.py", "import pytest\npytest.skip('agent', allow_module_level=True)\n");
  repo.commit("agent skips the property");
  const r = await seal({ base: b, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck });
  expect(r.hits.map((h) => [h.path, h.pattern.reason])).toEqual([
    ["tests/properties/test_parse.py", "a file a sealed property points at (selector or fixture)"],
  ]);
});

test("a ledger fixture's bytes are sealed: rewriting them is a sealed hit", async () => {
  repo.write("tests/fixtures/180229.bin", "pre-fix payload\n");
  repo.write(
    "seed_ledger.json",
    JSON.stringify({
      properties: [
        { id: "parse.no_throw", fn: "tests/properties/test_parse.py::prop_no_throw", seed_budget: 64, pre_fix_failing_seeds: [180229], status: "owned" },
      ],
      fixtures: [
        {
          id: "fx-180229",
          property_id: "parse.no_throw",
          seed: 180229,
          sha256: createHash("sha256").update("pre-fix payload\n").digest("hex"),
          locked_by: "human",
          path: "tests/fixtures/180229.bin",
        },
      ],
      freezes: [],
      draft: [],
    }),
  );
  const b = repo.commit("ledger");
  repo.write("tests/fixtures/180229.bin", "agent payload\n");
  repo.commit("agent rewrites the fixture");
  const r = await seal({ base: b, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log: quiet, manifests: manifestCheck });
  expect(r.hits.map((h) => h.path)).toContain("tests/fixtures/180229.bin");
  expect(r.verdict).toBe("failure");
});
