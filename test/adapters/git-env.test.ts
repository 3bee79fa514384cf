// Every git process seedgate starts answers from the repository as it was when the run
// began: replace refs, caller GIT_* variables, and system or global config change no
// answer; config, alternates or a worktree pointer written afterwards make git refuse,
// naming the file; bytes that do not hash to the object id asked for are refused,
// naming the path and the id. Real git in temporary repositories.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { gitEnv } from "../../src/adapters/git-env.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const repos: TempRepo[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function sealedRepo(): { repo: TempRepo; head: string; oid: string } {
  const repo = tempRepo("seedgate-gitenv-");
  repos.push(repo);
  repo.write("tests/test_x.py", "assert strict()\n");
  const head = repo.commit("sealed test");
  return { repo, head, oid: repo.git("rev-parse", `${head}:tests/test_x.py`).trim() };
}

test("the environment drops the caller's GIT_* variables and turns replace objects, system and global config off", () => {
  const saved = { ...process.env };
  Object.assign(process.env, { GIT_ALTERNATE_OBJECT_DIRECTORIES: "/evil", GIT_OBJECT_DIRECTORY: "/evil", GIT_INDEX_FILE: "/evil", GIT_DIR: "/evil" });
  try {
    const env = gitEnv();
    expect(
      Object.keys(env)
        .filter((k) => k.startsWith("GIT_"))
        .sort(),
    ).toEqual(["GIT_CONFIG_GLOBAL", "GIT_CONFIG_NOSYSTEM", "GIT_NO_REPLACE_OBJECTS", "GIT_OPTIONAL_LOCKS", "GIT_TERMINAL_PROMPT"].sort());
    expect(env.GIT_CONFIG_GLOBAL).toBe("/dev/null");
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  }
});

test("a replace ref and the caller's GIT_DIR/alternates variables change no blob seedgate reads", async () => {
  const { repo, head, oid } = sealedRepo();
  const weak = execFileSync("git", ["hash-object", "-w", "--stdin"], { cwd: repo.dir, input: "assert True\n", encoding: "utf8" }).trim();
  execFileSync("git", ["replace", oid, weak], { cwd: repo.dir });
  // Without the pin, git itself answers with the replacement: the trick is real.
  expect(execFileSync("git", ["cat-file", "blob", oid], { cwd: repo.dir, encoding: "utf8" })).toBe("assert True\n");
  const other = tempRepo("seedgate-gitenv-other-");
  repos.push(other);
  const saved = { ...process.env };
  Object.assign(process.env, { GIT_DIR: join(other.dir, ".git"), GIT_ALTERNATE_OBJECT_DIRECTORIES: join(other.dir, ".git/objects") });
  try {
    const git = gitAt(repo.dir);
    expect((await git.readFile(head, "tests/test_x.py"))?.toString()).toBe("assert strict()\n");
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  }
});

test.each([
  [
    "config",
    (r: TempRepo) => writeFileSync(join(r.dir, ".git/config"), readFileSync(join(r.dir, ".git/config"), "utf8") + "[core]\n\tbare = false\n"),
    ".git/config",
  ],
  [
    "alternates",
    (r: TempRepo) => (mkdirSync(join(r.dir, ".git/objects/info"), { recursive: true }), writeFileSync(join(r.dir, ".git/objects/info/alternates"), "/tmp\n")),
    ".git/objects/info/alternates",
  ],
  [
    "grafts",
    (r: TempRepo) => (mkdirSync(join(r.dir, ".git/info"), { recursive: true }), writeFileSync(join(r.dir, ".git/info/grafts"), "")),
    ".git/info/grafts",
  ],
])("%s written after the run began makes the next git process refuse, naming the file", async (_, write, file) => {
  const { repo, head } = sealedRepo();
  const git = gitAt(repo.dir);
  await git.resolve(head);
  write(repo);
  await expect(git.readFile(head, "tests/test_x.py")).rejects.toThrow(`${join(repo.dir, file)} is not what it was`);
});

test("a linked worktree's .git pointer rewritten after the run began is refused, and git stays on the pinned gitdir", async () => {
  const { repo, head } = sealedRepo();
  const parent = mkdtempSync(join(tmpdir(), "seedgate-gitenv-wt-"));
  dirs.push(parent);
  const wt = join(parent, "wt");
  repo.git("worktree", "add", "-q", "--detach", wt, head);
  const git = gitAt(wt);
  await git.resolve(head);
  writeFileSync(join(wt, ".git"), "gitdir: /nowhere\n");
  await expect(git.resolve(head)).rejects.toThrow(`${join(wt, ".git")} is not what it was`);
});

test("a loose object rewritten in place (same name, other bytes) is refused, naming the path and the object id", async () => {
  const { repo, head, oid } = sealedRepo();
  const file = join(repo.dir, ".git/objects", oid.slice(0, 2), oid.slice(2));
  const forged = Buffer.from("assert True\n");
  rmSync(file, { force: true });
  writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`blob ${forged.length}\0`), forged])));
  // git itself hands the forged bytes back under the old name.
  expect(execFileSync("git", ["cat-file", "blob", oid], { cwd: repo.dir, encoding: "utf8" })).toBe("assert True\n");
  const git = gitAt(repo.dir);
  await expect(git.readFile(head, "tests/test_x.py")).rejects.toThrow(`tests/test_x.py, object ${oid} do not hash to that object id`);
  await expect(git.readBlobs([oid])).rejects.toThrow(`object ${oid} do not hash`);
});
