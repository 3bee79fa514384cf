// Attack rows on git's own files (issue 26): a base whose runners.setup runs the
// project's own tools/setup_env.py, and a pull request that keeps the bug and turns
// that script into an attack on what seedgate reads from git afterwards: a replace ref
// for the sealed test's blob, a moved ref, a rewritten loose object, alternates, the
// repository config, the worktree's `.git` pointer, and a daemon that keeps trying after
// setup. Each attempt is printed; the kernel refuses them, seedgate reads nothing from git
// after setup, and every blob it read was checked against its id: the bug stays red.
import { row, type AttackRow } from "./row.js";
import { BUGGY, CONFIG, type World } from "./world.js";

const FAILS = ["lane.replay.fail", "lane.holdout.fail"];
const SEALED = "tests/properties/test_ledger.py";
const WEAK = "def test_balance_invariant():\\n    pass\\n";

/** Python run as `runners.setup`: each act on git's files, best effort, reported as `gitmeta <act>: ok|<error>`. */
const ATTACK = (acts: readonly string[]): string => `
import os, subprocess, sys, time, zlib, hashlib
def git(*a, **kw):
    return subprocess.run(["git", *a], capture_output=True, text=True, **kw)
def report(act, fn):
    try:
        fn()
        print("gitmeta %s: ok" % act)
    except Exception as e:
        print("gitmeta %s: %s" % (act, e))
common = git("rev-parse", "--path-format=absolute", "--git-common-dir").stdout.strip() or ".git"
gitdir = git("rev-parse", "--path-format=absolute", "--git-dir").stdout.strip() or ".git"
sealed = git("rev-parse", "HEAD:${SEALED}").stdout.strip()
weak = b"${WEAK}"
def loose(objects, oid, body):
    d = os.path.join(objects, oid[:2])
    os.makedirs(d, exist_ok=True)
    p = os.path.join(d, oid[2:])
    if os.path.exists(p):
        os.chmod(p, 0o644)
        os.remove(p)
    with open(p, "wb") as f:
        f.write(zlib.compress(b"blob %d\\0" % len(body) + body))
def replace_ref():
    w = git("hash-object", "-w", "--stdin", input=weak.decode()).stdout.strip()
    r = git("replace", "-f", sealed, w)
    if r.returncode: raise OSError(r.stderr.strip())
def ref():
    r = git("update-ref", "refs/heads/main", "HEAD")
    if r.returncode: raise OSError(r.stderr.strip())
def loose_object():
    loose(os.path.join(common, "objects"), sealed, weak)
def alternates():
    os.makedirs("forged-objects", exist_ok=True)
    loose("forged-objects", sealed, weak)
    os.makedirs(os.path.join(common, "objects/info"), exist_ok=True)
    with open(os.path.join(common, "objects/info/alternates"), "a") as f:
        f.write(os.path.abspath("forged-objects") + "\\n")
def config():
    with open(os.path.join(common, "config"), "a") as f:
        f.write("[core]\\n\\talternateRefsCommand = true\\n[include]\\n\\tpath = " + os.path.abspath("forged.cfg") + "\\n")
def pointer():
    with open(".git", "w") as f:
        f.write("gitdir: " + os.path.abspath("forged-git") + "\\n")
def daemon():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            for _ in range(200):
                for act in (replace_ref, loose_object, alternates, config):
                    try: act()
                    except Exception: pass
                time.sleep(0.25)  # each try spawns git: a tighter loop only starves the lanes of CPU
            os._exit(0)
        os._exit(0)
    time.sleep(0.3)
for act in ${JSON.stringify(acts)}:
    report(act, globals()[act])
sys.stdout.flush()
`;

/** A base whose config runs tools/setup_env.py as runners.setup (under `sandbox`), and the pull request that keeps the bug. */
export function attackPr(w: World, name: string, sandbox: "bwrap" | "landlock", acts: readonly string[]) {
  const base = w.pr(`gitmeta-base-${name}`, (r) => {
    r.write(".github/seedgate.yml", `${CONFIG}runners:\n  sandbox: ${sandbox}\n  setup: [["/usr/bin/python3", "tools/setup_env.py"]]\n`);
    r.write("tools/setup_env.py", "print('nothing to set up')\n");
  });
  const head = w.pr(
    `gitmeta-${name}`,
    (r) => {
      r.write("src/ledger.py", BUGGY);
      r.write("tools/setup_env.py", ATTACK(acts));
    },
    base,
  );
  return { head, note: { base } };
}

const checkArgs = (w: World, pr: { head: string; note?: Record<string, string> }) => [
  "check",
  "--base",
  pr.note!.base!,
  "--head",
  pr.head,
  "--results",
  w.tmp(),
  "--json",
];

const gitmetaRow = (name: string, sandbox: "bwrap" | "landlock", acts: readonly string[]): AttackRow =>
  row({
    name: `runners.setup (${sandbox}) writes git metadata: ${name}`,
    pr: (w) => attackPr(w, `${acts.join("-")}-${sandbox}`, sandbox, acts),
    cli: "check",
    args: checkArgs,
    codes: FAILS,
  });

export const gitmetaRows: AttackRow[] = [
  gitmetaRow("a replace ref for the sealed test's blob", "landlock", ["replace_ref"]),
  gitmetaRow("a replace ref for the sealed test's blob", "bwrap", ["replace_ref"]),
  gitmetaRow("a ref moved", "landlock", ["ref"]),
  gitmetaRow("the sealed test's loose object rewritten", "landlock", ["loose_object"]),
  gitmetaRow("alternates to a forged object store", "landlock", ["alternates"]),
  gitmetaRow("the repository config", "landlock", ["config"]),
  gitmetaRow("the worktree's .git pointer to a forged gitdir", "landlock", ["pointer"]),
  row({
    name: "a daemon runners.setup leaves behind keeps writing git metadata",
    pr: (w) => attackPr(w, "daemon", "landlock", ["daemon"]),
    cli: "check",
    args: checkArgs,
    codes: FAILS,
  }),
];
