// Git's own files stay read-only for pull-request code even where the whole workspace is
// writable (a lane's runners.setup): the kernel refuses, under bubblewrap and under
// Landlock, run as root. A main checkout's `.git`, and a linked worktree's `.git` pointer,
// its gitdir and the common dir. The rest of the workspace stays writable; under Landlock
// a new top-level entry needs a `runners.writable` name (made before the run).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config, type SandboxKind } from "../../src/core/inputs/config.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PYTHON = "/usr/bin/python3";

/** Each act against git's files and the workspace; prints act -> "ok" or the errno name. */
const PROBE = `
import errno, json, os, sys
git_dir, common, dot_git = sys.argv[1], sys.argv[2], sys.argv[3]
def attempt(fn):
    try:
        fn()
        return "ok"
    except OSError as e:
        return errno.errorcode.get(e.errno, str(e.errno))
def append(path, text="x\\n"):
    with open(path, "a") as f:
        f.write(text)
def create(path, text="x\\n"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
out = {
    "config": attempt(lambda: append(os.path.join(common, "config"), "[core]\\n\\tfsmonitor = evil\\n")),
    "replace_ref": attempt(lambda: create(os.path.join(common, "refs/replace", "0" * 40))),
    "ref": attempt(lambda: create(os.path.join(common, "refs/heads/evil"))),
    "loose_object": attempt(lambda: create(os.path.join(common, "objects/ab", "c" * 38))),
    "alternates": attempt(lambda: create(os.path.join(common, "objects/info/alternates"), "/tmp\\n")),
    "head": attempt(lambda: append(os.path.join(git_dir, "HEAD"))),
    "dot_git": attempt(lambda: append(dot_git, "gitdir: /elsewhere\\n") if os.path.isfile(dot_git) else create(os.path.join(dot_git, "evil"))),
    "rename_dot_git": attempt(lambda: os.rename(dot_git, dot_git + ".old")),
    "workspace_file": attempt(lambda: append("setup.py", "# built\\n")),
    "workspace_dir": attempt(lambda: create("src/generated.py")),
    "named_new_entry": attempt(lambda: create(".venv/bin/activate")),
    "unnamed_new_entry": attempt(lambda: create("build/lib.py")),
}
print(json.dumps(out))
`;

let main: TempRepo;
let wtParent: string;
let worktree: string;

beforeAll(() => {
  main = tempRepo("seedgate-gitmeta-sandbox-");
  main.write("setup.py", "# setup\n");
  main.write("src/app.py", "x = 1\n");
  main.commit("base");
  wtParent = mkdtempSync(join(tmpdir(), "seedgate-gitmeta-wt-"));
  worktree = join(wtParent, "tree");
  main.git("worktree", "add", "-q", "--detach", worktree, "HEAD");
});
afterAll(() => {
  main.cleanup();
  rmSync(wtParent, { recursive: true, force: true });
});

async function probe(kind: SandboxKind, workspace: string): Promise<Record<string, string>> {
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox: kind, writable: [".venv"] } };
  const box = hostSandboxes.around(processExec, config, {}, { workspace });
  if (!box.ok) throw new Error(box.message);
  // Exactly what a lane's runners.setup gets: the whole workspace writable.
  const exec = kind === "none" ? box.exec : box.widened({ writable: [workspace], network: false });
  const gitDir = execFileSync("git", ["rev-parse", "--path-format=absolute", "--git-dir"], { cwd: workspace, encoding: "utf8" }).trim();
  const common = execFileSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { cwd: workspace, encoding: "utf8" }).trim();
  const r = await exec.run({
    command: PYTHON,
    args: ["-I", "-c", PROBE, gitDir, common, join(workspace, ".git")],
    cwd: workspace,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    timeoutMs: 30_000,
  });
  expect(r.exitCode, r.stderrTail).toBe(0);
  rmSync(join(workspace, "build"), { recursive: true, force: true }); // the next sandbox starts without it
  return JSON.parse(r.stdoutTail.trim().split("\n").at(-1)!) as Record<string, string>;
}

const GIT_ACTS = ["config", "replace_ref", "ref", "loose_object", "alternates", "head", "dot_git", "rename_dot_git"];

describe.each(["bwrap", "landlock"] as const)("under %s, with the workspace writable (setup)", (kind) => {
  test.each([
    ["a main checkout", () => main.dir],
    ["a linked worktree (its .git pointer, gitdir and the common dir)", () => worktree],
  ])(
    "%s: git's files are read-only; the workspace is writable",
    async (_, where) => {
      const before = readFileSync(join(main.dir, ".git/config"), "utf8");
      const got = await probe(kind, where());
      for (const act of GIT_ACTS) expect([act, got[act]]).toEqual([act, expect.not.stringMatching(/^ok$/)]);
      expect(got.workspace_file).toBe("ok");
      expect(got.workspace_dir).toBe("ok");
      expect(got.named_new_entry).toBe("ok");
      // bubblewrap binds the workspace and then git's files over it; Landlock can only grant, so a new top-level name must be listed.
      expect(got.unnamed_new_entry).toBe(kind === "bwrap" ? "ok" : "EACCES");
      expect(readFileSync(join(main.dir, ".git/config"), "utf8")).toBe(before);
      expect(main.git("for-each-ref", "--format=%(refname)").split("\n")).not.toContain("refs/heads/evil");
    },
    60_000,
  );
});

test("without a sandbox the same acts succeed: the probe can fail", async () => {
  const scratch = tempRepo("seedgate-gitmeta-none-");
  try {
    scratch.write("setup.py", "# setup\n");
    scratch.write("src/app.py", "x = 1\n");
    scratch.commit("base");
    const got = await probe("none", scratch.dir);
    for (const act of GIT_ACTS) expect([act, got[act]]).toEqual([act, "ok"]);
  } finally {
    scratch.cleanup();
  }
}, 60_000);
