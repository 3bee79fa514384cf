// The Git port over the real git binary. Arguments are passed as argv (never a
// shell); paths come back NUL-separated and untouched (core.quotePath off).
import { spawn } from "node:child_process";
import { SeedgateError } from "../core/errors.js";
import type { Git, TreeEntry } from "../ports/local.js";
import { checkPin, gitEnv, newPin, pinOf } from "./git-env.js";
import { checkedBlob } from "./git-object.js";
import { revisionError } from "./git-errors.js";

export function runGit(cwd: string, args: readonly string[], input?: Buffer): Promise<Buffer> {
  return runGitExit(cwd, args, input, [0]).then((r) => r.stdout);
}

/** runGit with an empty index (gitEnv's withoutIndex): for questions about objects and the disk, never about the index. */
const runGitWithoutIndex = (cwd: string, args: readonly string[]): Promise<Buffer> => runGitExit(cwd, args, undefined, [0], true).then((r) => r.stdout);

/** Like runGit, but the exit codes in `accept` are answers (merge-tree exits 1 on a conflict). */
export async function runGitExit(
  cwd: string,
  args: readonly string[],
  input: Buffer | undefined,
  accept: readonly number[],
  withoutIndex = false,
): Promise<{ code: number; stdout: Buffer }> {
  const pin = await pinOf(cwd);
  checkPin(pin);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      env: gitEnv(pin, withoutIndex),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git: ${cause.message}`, { cause, hint: "install git and put it on PATH" })));
    child.on("close", (code) => {
      if (code !== null && accept.includes(code)) return resolve({ code, stdout: Buffer.concat(out) });
      const stderr = Buffer.concat(err).toString("utf8").trim();
      reject(
        new SeedgateError("git", `git ${args.slice(0, 2).join(" ")} failed (exit ${code}): ${stderr || "no message"}`, {
          hint: "a git error is never treated as 'no changes'; check the revisions and the checkout",
        }),
      );
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

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

// ---- Listings that follow the sealed roots, not the tree's size (issue 27 item 4) ----

const EMPTY_TREE = { 40: "4b825dc642cb6eb9a060e54bf8d69288fbee4904", 64: "6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321" };

function sealedListings(
  root: string,
  git: (args: readonly string[]) => Promise<Buffer>,
  commit: (rev: string) => Promise<string>,
): Pick<Git, "treeMatching" | "workingFiles" | "lsTreeTop"> {
  return {
    // ls-tree takes no glob or icase magic; diff-tree from the empty tree does, and skips subtrees no pathspec can reach.
    // Without the index: diff-tree reads it whole otherwise, and a tree diff needs none of it.
    async treeMatching(rev, pathspecs) {
      if (pathspecs.length === 0) return [];
      const sha = await commit(rev);
      const empty = EMPTY_TREE[sha.length as 40 | 64];
      const args = ["diff-tree", "-r", "-z", "--raw", "--no-renames", "--abbrev=40", "--ignore-submodules=none", "--no-relative"];
      return parseRawAdded(await runGitWithoutIndex(root, [...args, "--end-of-options", empty, sha, "--", ...pathspecs]));
    },
    // No exclude options: ignored files are listed too, so a .gitignore the PR writes hides nothing. With an
    // empty index every file on disk under the pathspecs is "other", and git reads no index (the whole tree's).
    // --cached stays: were an index ever there, what it names is listed too, so no index hides a file.
    async workingFiles(dir, pathspecs) {
      if (pathspecs.length === 0) return [];
      const out = await runGitWithoutIndex(dir, ["ls-files", "-z", "--cached", "--others", "--", ...pathspecs]);
      return [
        ...new Set(
          out
            .toString("utf8")
            .split("\0")
            .filter((p) => p !== ""),
        ),
      ];
    },
    async lsTreeTop(rev) {
      return parseLsTree(await git(["ls-tree", "-z", "--full-tree", "--end-of-options", rev]));
    },
  };
}

const TYPE_OF_MODE: Record<string, TreeEntry["type"]> = { "100644": "blob", "100755": "blob", "120000": "blob", "160000": "commit" };

/** `:000000 MODE 000… OID A\0PATH\0` records of a diff from the empty tree. */
function parseRawAdded(out: Buffer): TreeEntry[] {
  const parts = out.toString("utf8").split("\0");
  const entries: TreeEntry[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, mode, , oid] = parts[i]!.split(" ");
    const type = TYPE_OF_MODE[mode ?? ""];
    if (type === undefined || oid === undefined) throw new SeedgateError("git", `git diff-tree printed an unexpected record: ${JSON.stringify(parts[i])}`);
    entries.push({ mode: mode!, type, oid, path: parts[i + 1]! });
  }
  return entries;
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

/** `<mode> <type> <oid>\t<path>\0` records, by index: a split per record cost ~1.6x on 20,000 entries. */
export function parseLsTree(buf: Buffer): TreeEntry[] {
  const out: TreeEntry[] = [];
  const text = buf.toString("utf8");
  for (let at = 0, end = 0; at < text.length; at = end + 1) {
    const nul = text.indexOf("\0", at);
    end = nul === -1 ? text.length : nul;
    if (end === at) continue;
    const type = text.indexOf(" ", at) + 1;
    const oid = text.indexOf(" ", type) + 1;
    const tab = text.indexOf("\t", oid);
    out.push({
      mode: text.slice(at, type - 1),
      type: text.slice(type, oid - 1) as TreeEntry["type"],
      oid: text.slice(oid, tab),
      path: text.slice(tab + 1, end),
    });
  }
  return out;
}

/** One `git cat-file --batch` process for any number of blobs. */
export async function readBlobs(root: string, oids: readonly string[], paths?: ReadonlyMap<string, string>): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const result = new Map<string, Buffer>();
  if (unique.length === 0) return result;
  const out = await runGit(root, ["cat-file", "--batch"], Buffer.from(unique.join("\n") + "\n"));
  let pos = 0;
  for (const oid of unique) {
    const nl = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, nl).toString("latin1");
    const [gotOid, type, size] = header.split(" ");
    if (type !== "blob" || gotOid !== oid) {
      throw new SeedgateError("git", `object ${oid} is not a readable blob (${header})`);
    }
    const start = nl + 1;
    const end = start + Number(size);
    result.set(oid, checkedBlob(oid, out.subarray(start, end), paths?.get(oid)));
    pos = end + 1;
  }
  return result;
}
