// A CLI lane runs in a worktree of the head; the checkout it was made from is the
// caller's own tree. A `<tmp>/seedgate-*` folder named in a run's environment is that
// run's scratch and writable (sandbox.ts scratchPaths): when it holds the caller's
// checkout (a clone inside the demo's or a bench's folder, whose PWD names it), the
// checkout must stay read-only, under bubblewrap and under Landlock, while the rest
// of the folder stays the run's to write.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { DEFAULT_CONFIG, type Config, type SandboxKind } from "../../src/core/inputs/config.js";

/** Each act; prints act -> "ok" or the errno name. */
const PROBE = `
import errno, json, os, sys
checkout, cache = sys.argv[1], sys.argv[2]
def attempt(fn):
    try:
        fn()
        return "ok"
    except OSError as e:
        return errno.errorcode.get(e.errno, str(e.errno))
def write(path, mode="a"):
    with open(path, mode) as f:
        f.write("pwned\\n")
print(json.dumps({
    "checkout_file": attempt(lambda: write(os.path.join(checkout, "notes.txt"))),
    "checkout_new": attempt(lambda: write(os.path.join(checkout, "planted.py"), "w")),
    "checkout_rename": attempt(lambda: os.rename(os.path.join(checkout, "notes.txt"), os.path.join(checkout, "gone.txt"))),
    "scratch_file": attempt(lambda: write(os.path.join(cache, "entry"), "w")),
}))
`;

let folder: string;
let checkout: string;
let cache: string;
let wtParent: string;
let worktree: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.invalid", ...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "seedgate-checkout-box-"));
  checkout = join(folder, "repo");
  cache = join(folder, "cache");
  mkdirSync(checkout);
  mkdirSync(cache);
  git(checkout, "init", "-q");
  writeFileSync(join(checkout, "notes.txt"), "committed\n");
  git(checkout, "add", ".");
  git(checkout, "commit", "-qm", "base");
  writeFileSync(join(checkout, "notes.txt"), "committed\nuncommitted work\n");
  wtParent = mkdtempSync(join(tmpdir(), "seedgate-checkout-wt-"));
  worktree = join(wtParent, "tree");
  git(checkout, "worktree", "add", "-q", "--detach", worktree, "HEAD");
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(wtParent, { recursive: true, force: true });
});

async function probe(kind: SandboxKind): Promise<Record<string, string>> {
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sandbox: kind } };
  const box = hostSandboxes.around(processExec, config, {}, { workspace: worktree });
  if (!box.ok) throw new Error(box.message);
  const r = await box.exec.run({
    command: "/usr/bin/python3",
    args: ["-I", "-c", PROBE, checkout, cache],
    cwd: worktree,
    // The caller's shell stood in its checkout: PWD names the folder that holds it.
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PWD: checkout },
    timeoutMs: 30_000,
  });
  expect(r.exitCode, r.stderrTail).toBe(0);
  return JSON.parse(r.stdoutTail.trim().split("\n").at(-1)!) as Record<string, string>;
}

describe.each(["bwrap", "landlock"] as const)("under %s", (kind) => {
  test("the checkout a worktree was made from stays read-only inside a writable scratch folder; the folder's other entries stay writable", async () => {
    const got = await probe(kind);
    for (const act of ["checkout_file", "checkout_new", "checkout_rename"]) expect([act, got[act]]).toEqual([act, expect.not.stringMatching(/^ok$/)]);
    expect(got.scratch_file).toBe("ok");
    expect(readFileSync(join(checkout, "notes.txt"), "utf8")).toBe("committed\nuncommitted work\n");
    expect(git(checkout, "status", "--porcelain")).toBe(" M notes.txt\n");
  }, 60_000);
});

test("without a sandbox the same acts succeed: the probe can fail", async () => {
  const got = await probe("none");
  expect(got).toEqual({ checkout_file: "ok", checkout_new: "ok", checkout_rename: "ok", scratch_file: "ok" });
  git(checkout, "checkout", "-q", "--", ".");
}, 60_000);
