// The lane's pinned sealed restore: the second restore (after runners.setup) puts the
// sealed files back from what the first read, even when git's object store is gone or
// lies by then; a question the first run did not ask is refused, never sent to git.
// Also: a setup program with a slash is the workspace's (runners.setup).
import { chmodSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { pinnedRestore, recordedGit } from "../../src/adapters/sealed-pin.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config.js";
import { compileSealedMatcher, sealedPatterns } from "../../src/core/seal/sealed-set.js";
import { importRoots } from "../../src/modes/lane/oracle.js";
import { setupProgram } from "../../src/modes/lane/sandbox.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
const matcher = compileSealedMatcher(sealedPatterns(DEFAULT_CONFIG));
const SEALED = ".sealed/oracle/properties.py";
beforeEach(() => {
  repo = tempRepo();
  repo.write(SEALED, "def check(case):\n    assert case['n'] >= 0\n");
  repo.write("src/app.py", "x = 1\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

test("the second restore reads no object from git: the object store emptied after the first changes nothing", async () => {
  const pin = await pinnedRestore(gitAt(repo.dir), repo.dir, base, matcher);
  expect(pin.first.restored).toBe(1);
  // What setup could do with .git writable (it is not, in a sandbox): drop every object.
  for (const d of readdirSync(join(repo.dir, ".git/objects"))) if (/^[0-9a-f]{2}$/.test(d)) rmSync(join(repo.dir, ".git/objects", d), { recursive: true });
  chmodSync(join(repo.dir, SEALED), 0o644);
  writeFileSync(join(repo.dir, SEALED), "def check(case):\n    pass\n");
  writeFileSync(join(repo.dir, ".sealed/oracle/conftest.py"), "import evil\n");
  const again = await pin.again();
  expect(again.restored).toBe(1);
  expect(again.removed).toEqual([".sealed/oracle/conftest.py"]);
  expect(readFileSync(join(repo.dir, SEALED), "utf8")).toContain(">= 0");
});

test("the replay refuses every question the recording did not answer", async () => {
  const rec = recordedGit(gitAt(repo.dir));
  await rec.live.lsTree(base);
  const replay = rec.replay();
  expect((await replay.lsTree(base)).map((e) => e.path)).toContain(SEALED);
  await expect(replay.lsTree(base, "src")).rejects.toThrow(/after pull-request code ran/);
  await expect(replay.readBlobs(["0".repeat(40)])).rejects.toThrow(/after pull-request code ran/);
  await expect(replay.readFile(base, SEALED)).rejects.toThrow(/after pull-request code ran/);
  await expect(replay.resolve("HEAD")).rejects.toThrow(/after pull-request code ran/);
});

test.each([
  [".venv/bin/pip", "/ws/.venv/bin/pip"],
  ["./tools/setup.sh", "/ws/tools/setup.sh"],
  ["pip", "pip"],
  ["/usr/bin/python3", "/usr/bin/python3"],
])("runners.setup program %s runs as %s (relative to the workspace root, not the cwd of seedgate)", (program, want) => {
  expect(setupProgram("/ws", program)).toBe(want);
});

test("runners.pythonPaths resolve against the workspace root", () => {
  const config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, pythonPaths: [".", "src/", "./lib"] } };
  expect(importRoots(config, "/ws")).toEqual(["/ws", "/ws/src", "/ws/lib"]);
});
