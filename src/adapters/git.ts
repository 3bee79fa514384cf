// The Git port over the real git binary: its processes in git-run.ts, the sealed
// roots' listings in git-listings.ts; here, the port itself and its revisions.
import { SeedgateError } from "../core/errors.js";
import type { Git } from "../ports/local.js";
import { checkPin, newPin, pinOf } from "./git-env.js";
import { revisionError } from "./git-errors.js";
import { parseLsTree, sealedListings } from "./git-listings.js";
import { readBlobs, runGit, runGitExit } from "./git-run.js";

/** Git at `root`; its repository is pinned now, before any other process of the run starts. */
export function gitAt(root: string): Git {
  void newPin(root);
  return gitOver(root);
}

/** Git at `root` under the pin this run already made for it (`pinOf`): a local run pins its directory first. */
export function gitPinned(root: string): Git {
  void pinOf(root);
  return gitOver(root);
}

/**
 * Commits already verified, by object store and full id: a lane asks the same id up to
 * three times (its worktree, its snapshot, the sealed listing), each a process. An id
 * names the same bytes for ever, and no process of the run may write git's objects.
 */
const verified = new Map<string, Promise<string>>();
const FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

async function verifiedCommit(root: string, rev: string, run: () => Promise<string>): Promise<string> {
  if (!FULL_ID.test(rev)) return run();
  const pin = await pinOf(root);
  const key = `${pin.commonDir}\0${rev}`;
  let found = verified.get(key);
  if (found !== undefined)
    checkPin(pin); // as every git process does: git's files as the run found them
  else {
    verified.set(key, (found = run()));
    found.catch(() => verified.delete(key)); // a failure is asked again, and reported each time
  }
  return found;
}

function gitOver(root: string): Git {
  const git = (args: readonly string[], input?: Buffer) => runGit(root, args, input);
  const commit = (rev: string) =>
    verifiedCommit(root, rev, async () => (await git(["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`])).toString("utf8").trim());
  return {
    root,
    async resolve(rev) {
      return commit(rev).catch(async (err) => Promise.reject(await revisionError(runGit, root, rev, err)));
    },
    async resolvePair(a, b) {
      // `rev-parse A B A...B` prints both SHAs, then both again and ^ each merge base:
      // one process where resolve + resolve + merge-base cost three (~10 ms of spawn each).
      if (![a, b].every(plainRevision)) return null;
      const out = await git(["rev-parse", ...pairArgs(a, b)]).catch(() => null);
      return out === null ? null : parsePair(out.toString("utf8"));
    },
    async mergeBase(a, b) {
      return (await git(["merge-base", "--end-of-options", a, b])).toString("utf8").trim();
    },
    diffRaw(from, to) {
      // --ignore-submodules=none: a `.gitmodules` entry with `ignore = all` must not hide a gitlink bump;
      // --no-relative: a `diff.relative` setting must not drop paths outside the directory git runs in.
      const args = ["diff", "--raw", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", "--ignore-submodules=none", "--abbrev=40", "--no-relative"];
      return git([...args, "--end-of-options", from, to, "--"]);
    },
    async mergeTree(base, head) {
      // merge-ort over every merge base (criss-cross included); the tree is written even on a conflict.
      const args = ["merge-tree", "--write-tree", "-z", "--name-only", "--no-messages", "--end-of-options", base, head];
      const { code, stdout } = await runGitExit(root, args, undefined, [0, 1]);
      const [tree, ...rest] = stdout.toString("utf8").split("\0");
      if (!/^[0-9a-f]{40,64}$/.test(tree ?? "")) throw new SeedgateError("git", `git merge-tree printed no tree: ${JSON.stringify(tree)}`);
      return { tree: tree!, conflicts: code === 0 ? [] : [...new Set(rest.filter((p) => p !== ""))] };
    },
    async lsTree(rev, prefix) {
      const args = ["ls-tree", "-r", "-t", "-z", "--full-tree", "--end-of-options", rev];
      const prefixes = (typeof prefix === "string" ? [prefix] : (prefix ?? [])).filter((p) => p !== "");
      if (prefix === undefined || (typeof prefix === "string" && prefix === "")) return parseLsTree(await git(args));
      if (prefixes.length === 0) return [];
      // Chunks keep the argument list far below the system's limit on a thousand journals.
      const chunks: string[][] = [];
      for (let i = 0; i < prefixes.length; i += 500) chunks.push(prefixes.slice(i, i + 500));
      const outs = await Promise.all(chunks.map((c) => git([...args, "--", ...c.map((p) => `:(literal)${p}`)])));
      return outs.flatMap(parseLsTree);
    },
    async readBlobs(oids) {
      return readBlobs(root, oids);
    },
    async readFile(rev, path) {
      const entries = await this.lsTree(rev, path);
      const hit = entries.find((e) => e.path === path && e.type === "blob");
      if (!hit) return null;
      return (await readBlobs(root, [hit.oid], new Map([[hit.oid, path]]))).get(hit.oid) ?? null;
    },
    async isShallow() {
      return (await git(["rev-parse", "--is-shallow-repository"])).toString("utf8").trim() === "true";
    },
    async fetch(args) {
      await git(["fetch", "--no-tags", "--quiet", ...args]);
    },
    async uncommitted(paths) {
      if (paths.length === 0) return new Set<string>();
      const out = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...paths]);
      const entries = out.toString("utf8").split("\0");
      return new Set(entries.filter((e) => e.length > 3).map((e) => e.slice(3)));
    },
    unchanged: async () => checkPin(await pinOf(root)),
    // Loaded on use: only a hunt diffs bytes, and the seal's start-up is measured.
    diffBytes: (files) => import("./git-diff-bytes.js").then((m) => m.diffBytesOf(files)),
    ...sealedListings(root, git, commit),
  };
}

/**
 * The repository that contains `cwd` and the pair (a, b) in one `rev-parse`: a seal's
 * first git process does the work of three. Null when either revision does not resolve
 * plainly; the caller then takes the step-by-step way, with its errors. The pair is
 * answered from memory once, for the seal's own first question.
 */
export async function gitAtWithPair(cwd: string, a: string, b: string): Promise<Git | null> {
  if (![a, b].every(plainRevision)) return null;
  const out = await runGit(cwd, ["rev-parse", "--show-toplevel", ...pairArgs(a, b)]).catch(() => null);
  const text = out?.toString("utf8") ?? "";
  const nl = text.indexOf("\n");
  const pair = nl > 0 ? parsePair(text.slice(nl + 1)) : null;
  if (pair === null) return null;
  const git = gitOver(text.slice(0, nl)); // pinned already, by the rev-parse above
  let answered = false;
  const resolvePair = (x: string, y: string) => (!answered && x === a && y === b ? ((answered = true), Promise.resolve(pair)) : git.resolvePair!(x, y));
  return { ...git, resolvePair };
}

const pairArgs = (a: string, b: string): string[] => [`${a}^{commit}`, `${b}^{commit}`, `${a}^{commit}...${b}^{commit}`, "--"];

/** A revision `rev-parse` cannot mistake for an option, a range or a path. */
const plainRevision = (rev: string): boolean => rev !== "" && !rev.startsWith("-") && !/\.\.|[\s:\0]/.test(rev);

/** The answer of `rev-parse A B A...B --`, or null for anything but exactly that shape. */
function parsePair(text: string): { a: string; b: string; mergeBases: string[] } | null {
  const lines = text.split("\n").filter((l) => l !== "");
  const sha = /^[0-9a-f]{40,64}$/;
  const [a, b, s1, s2, ...rest] = lines;
  if (a === undefined || b === undefined || !sha.test(a) || !sha.test(b) || rest.pop() !== "--") return null;
  if (!((s1 === a && s2 === b) || (s1 === b && s2 === a))) return null;
  if (!rest.every((l) => l.startsWith("^") && sha.test(l.slice(1)))) return null;
  return { a, b, mergeBases: rest.map((l) => l.slice(1)) };
}
