import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let shim: string;
let path: string | undefined;
beforeEach(() => {
  repo = tempRepo();
  repo.write("a.txt", "a\n");
  repo.commit("one");
  // A `git` first on PATH that logs each process's arguments, then runs the real one.
  shim = mkdtempSync(join(tmpdir(), "seedgate-git-log-"));
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  writeFileSync(join(shim, "git"), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${join(shim, "log")}'\nexec '${real}' "$@"\n`);
  chmodSync(join(shim, "git"), 0o755);
  path = process.env.PATH;
  process.env.PATH = `${shim}${delimiter}${path ?? ""}`;
});
afterEach(() => {
  process.env.PATH = path;
  rmSync(shim, { recursive: true, force: true });
  repo.cleanup();
});

const verifies = () =>
  existsSync(join(shim, "log"))
    ? readFileSync(join(shim, "log"), "utf8")
        .split("\n")
        .filter((l) => l.includes("rev-parse --verify"))
    : [];

test("a full commit id is verified by one git process per repository, whichever Git asks, and the sealed listing reuses it", async () => {
  const sha = repo.git("rev-parse", "HEAD").trim();
  const first = gitAt(repo.dir);
  expect(await first.resolve(sha)).toBe(sha);
  expect(await gitAt(repo.dir).resolve(sha)).toBe(sha);
  await first.treeMatching!(sha, [":(literal)a.txt"]);
  expect(verifies()).toHaveLength(1);
});

test("a name is asked every time (a ref can move), and a failure is not remembered", async () => {
  const git = gitAt(repo.dir);
  await git.resolve("main");
  await git.resolve("main");
  const missing = "0".repeat(40);
  await expect(git.resolve(missing)).rejects.toThrow();
  await expect(git.resolve(missing)).rejects.toThrow();
  expect(verifies()).toHaveLength(4);
});
