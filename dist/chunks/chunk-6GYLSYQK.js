import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  checkPin,
  gitEnv,
  newPin,
  pinOf
} from "./chunk-NXVDCMLE.js";
import {
  RevisionError,
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/adapters/git-errors.ts
var UNKNOWN = /Needed a single revision|unknown revision|bad revision|ambiguous argument|invalid object name|not a valid object name/i;
async function revisionError(run, root, rev, err) {
  if (!(err instanceof SeedgateError) || !UNKNOWN.test(err.message)) return err;
  const refs = await run(root, ["for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes"]).then(
    (b) => b.toString("utf8").split("\n").filter(Boolean).map(branchOf),
    () => []
  );
  const near = nearestName(rev, refs);
  return new RevisionError(rev, `the revision ${JSON.stringify(rev)} does not name a commit in this repository`, {
    hint: near ? `did you mean ${JSON.stringify(near)}?` : "name a branch, tag or commit SHA that this clone has (a remote branch needs `git fetch` first)",
    cause: err
  });
}
function branchOf(ref) {
  const local = ref.replace(/^refs\/heads\//, "");
  if (local !== ref) return { name: local, bare: local };
  const remote = ref.replace(/^refs\/remotes\//, "");
  return { name: remote, bare: remote.replace(/^[^/]+\//, "") };
}
function nearestName(name, candidates) {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best;
  for (const c of candidates) {
    const d = Math.min(distance(name, c.name), distance(name, c.bare));
    if (d > 0 && d <= limit && (best === void 0 || d < best.d)) best = { name: c.name, d };
  }
  return best?.name;
}
function distance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

// src/adapters/git-run.ts
import { spawn } from "node:child_process";

// src/adapters/git-object.ts
import { createHash } from "node:crypto";
var objectFormat = (oid) => oid.length === 40 ? "sha1" : oid.length === 64 ? "sha256" : void 0;
function blobIdHasher(oid, size) {
  const format = objectFormat(oid);
  const h = createHash(format ?? "sha1").update(`blob ${size}\0`);
  return { update: (b) => void h.update(b), matches: () => format !== void 0 && h.digest("hex") === oid };
}
function blobMismatch(oid, path) {
  return new SeedgateError("git", `the bytes git gave for ${path === void 0 ? "" : `${path}, `}object ${oid} do not hash to that object id`, {
    hint: "the object store was changed under git (a rewritten loose object or pack, or alternates): seedgate trusts none of it; rerun on a fresh clone"
  });
}
function checkedBlob(oid, bytes, path) {
  const h = blobIdHasher(oid, bytes.length);
  h.update(bytes);
  if (!h.matches()) throw blobMismatch(oid, path);
  return bytes;
}

// src/adapters/git-run.ts
function runGit(cwd, args, input) {
  return runGitExit(cwd, args, input, [0]).then((r) => r.stdout);
}
var runGitWithoutIndex = (cwd, args) => runGitExit(cwd, args, void 0, [0], true).then((r) => r.stdout);
async function runGitExit(cwd, args, input, accept, withoutIndex = false) {
  const pin = await pinOf(cwd);
  checkPin(pin);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      env: gitEnv(pin, withoutIndex),
      stdio: ["pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git: ${cause.message}`, { cause, hint: "install git and put it on PATH" })));
    child.on("close", (code) => {
      if (code !== null && accept.includes(code)) return resolve({ code, stdout: Buffer.concat(out) });
      const stderr = Buffer.concat(err).toString("utf8").trim();
      reject(
        new SeedgateError("git", `git ${args.slice(0, 2).join(" ")} failed (exit ${code}): ${stderr || "no message"}`, {
          hint: "a git error is never treated as 'no changes'; check the revisions and the checkout"
        })
      );
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
  });
}
async function readBlobs(root, oids, paths) {
  const unique = [...new Set(oids)];
  const result = /* @__PURE__ */ new Map();
  if (unique.length === 0) return result;
  const out = await runGit(root, ["cat-file", "--batch"], Buffer.from(unique.join("\n") + "\n"));
  let pos = 0;
  for (const oid of unique) {
    const nl = out.indexOf(10, pos);
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

// src/adapters/git-listings.ts
var EMPTY_TREE = { 40: "4b825dc642cb6eb9a060e54bf8d69288fbee4904", 64: "6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321" };
function sealedListings(root, git, commit) {
  return {
    // ls-tree takes no glob or icase magic; diff-tree from the empty tree does, and skips subtrees no pathspec can reach.
    // Without the index: diff-tree reads it whole otherwise, and a tree diff needs none of it.
    async treeMatching(rev, pathspecs) {
      if (pathspecs.length === 0) return [];
      const sha = await commit(rev);
      const empty = EMPTY_TREE[sha.length];
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
          out.toString("utf8").split("\0").filter((p) => p !== "")
        )
      ];
    },
    async lsTreeTop(rev) {
      return parseLsTree(await git(["ls-tree", "-z", "--full-tree", "--end-of-options", rev]));
    }
  };
}
var TYPE_OF_MODE = { "100644": "blob", "100755": "blob", "120000": "blob", "160000": "commit" };
function parseRawAdded(out) {
  const parts = out.toString("utf8").split("\0");
  const entries = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, mode, , oid] = parts[i].split(" ");
    const type = TYPE_OF_MODE[mode ?? ""];
    if (type === void 0 || oid === void 0) throw new SeedgateError("git", `git diff-tree printed an unexpected record: ${JSON.stringify(parts[i])}`);
    entries.push({ mode, type, oid, path: parts[i + 1] });
  }
  return entries;
}
function parseLsTree(buf) {
  const out = [];
  const text = buf.toString("utf8");
  for (let at = 0, end = 0; at < text.length; at = end + 1) {
    const nul = text.indexOf("\0", at);
    end = nul === -1 ? text.length : nul;
    if (end === at) continue;
    const type = text.indexOf(" ", at) + 1;
    const oid = text.indexOf(" ", type) + 1;
    const tab = text.indexOf("	", oid);
    out.push({
      mode: text.slice(at, type - 1),
      type: text.slice(type, oid - 1),
      oid: text.slice(oid, tab),
      path: text.slice(tab + 1, end)
    });
  }
  return out;
}

// src/adapters/git.ts
function gitAt(root) {
  void newPin(root);
  return gitOver(root);
}
function gitPinned(root) {
  void pinOf(root);
  return gitOver(root);
}
var verified = /* @__PURE__ */ new Map();
var FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function verifiedCommit(root, rev, run) {
  if (!FULL_ID.test(rev)) return run();
  const pin = await pinOf(root);
  const key = `${pin.commonDir}\0${rev}`;
  let found = verified.get(key);
  if (found !== void 0)
    checkPin(pin);
  else {
    verified.set(key, found = run());
    found.catch(() => verified.delete(key));
  }
  return found;
}
function gitOver(root) {
  const git = (args, input) => runGit(root, args, input);
  const commit = (rev) => verifiedCommit(root, rev, async () => (await git(["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`])).toString("utf8").trim());
  return {
    root,
    async resolve(rev) {
      return commit(rev).catch(async (err) => Promise.reject(await revisionError(runGit, root, rev, err)));
    },
    async resolvePair(a, b) {
      if (![a, b].every(plainRevision)) return null;
      const out = await git(["rev-parse", ...pairArgs(a, b)]).catch(() => null);
      return out === null ? null : parsePair(out.toString("utf8"));
    },
    async mergeBase(a, b) {
      return (await git(["merge-base", "--end-of-options", a, b])).toString("utf8").trim();
    },
    diffRaw(from, to) {
      const args = ["diff", "--raw", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", "--ignore-submodules=none", "--abbrev=40", "--no-relative"];
      return git([...args, "--end-of-options", from, to, "--"]);
    },
    async mergeTree(base, head) {
      const args = ["merge-tree", "--write-tree", "-z", "--name-only", "--no-messages", "--end-of-options", base, head];
      const { code, stdout } = await runGitExit(root, args, void 0, [0, 1]);
      const [tree, ...rest] = stdout.toString("utf8").split("\0");
      if (!/^[0-9a-f]{40,64}$/.test(tree ?? "")) throw new SeedgateError("git", `git merge-tree printed no tree: ${JSON.stringify(tree)}`);
      return { tree, conflicts: code === 0 ? [] : [...new Set(rest.filter((p) => p !== ""))] };
    },
    async lsTree(rev, prefix) {
      const args = ["ls-tree", "-r", "-t", "-z", "--full-tree", "--end-of-options", rev];
      const prefixes = (typeof prefix === "string" ? [prefix] : prefix ?? []).filter((p) => p !== "");
      if (prefix === void 0 || typeof prefix === "string" && prefix === "") return parseLsTree(await git(args));
      if (prefixes.length === 0) return [];
      const chunks = [];
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
      return (await readBlobs(root, [hit.oid], /* @__PURE__ */ new Map([[hit.oid, path]]))).get(hit.oid) ?? null;
    },
    async isShallow() {
      return (await git(["rev-parse", "--is-shallow-repository"])).toString("utf8").trim() === "true";
    },
    async fetch(args) {
      await git(["fetch", "--no-tags", "--quiet", ...args]);
    },
    async uncommitted(paths) {
      if (paths.length === 0) return /* @__PURE__ */ new Set();
      const out = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...paths]);
      const entries = out.toString("utf8").split("\0");
      return new Set(entries.filter((e) => e.length > 3).map((e) => e.slice(3)));
    },
    unchanged: async () => checkPin(await pinOf(root)),
    // Loaded on use: only a hunt diffs bytes, and the seal's start-up is measured.
    diffBytes: (files) => import("./git-diff-bytes-3HHOGQRW.js").then((m) => m.diffBytesOf(files)),
    ...sealedListings(root, git, commit)
  };
}
async function gitAtWithPair(cwd, a, b) {
  if (![a, b].every(plainRevision)) return null;
  const out = await runGit(cwd, ["rev-parse", "--show-toplevel", ...pairArgs(a, b)]).catch(() => null);
  const text = out?.toString("utf8") ?? "";
  const nl = text.indexOf("\n");
  const pair = nl > 0 ? parsePair(text.slice(nl + 1)) : null;
  if (pair === null) return null;
  const git = gitOver(text.slice(0, nl));
  let answered = false;
  const resolvePair = (x, y) => !answered && x === a && y === b ? (answered = true, Promise.resolve(pair)) : git.resolvePair(x, y);
  return { ...git, resolvePair };
}
var pairArgs = (a, b) => [`${a}^{commit}`, `${b}^{commit}`, `${a}^{commit}...${b}^{commit}`, "--"];
var plainRevision = (rev) => rev !== "" && !rev.startsWith("-") && !/\.\.|[\s:\0]/.test(rev);
function parsePair(text) {
  const lines = text.split("\n").filter((l) => l !== "");
  const sha = /^[0-9a-f]{40,64}$/;
  const [a, b, s1, s2, ...rest] = lines;
  if (a === void 0 || b === void 0 || !sha.test(a) || !sha.test(b) || rest.pop() !== "--") return null;
  if (!(s1 === a && s2 === b || s1 === b && s2 === a)) return null;
  if (!rest.every((l) => l.startsWith("^") && sha.test(l.slice(1)))) return null;
  return { a, b, mergeBases: rest.map((l) => l.slice(1)) };
}

export {
  blobIdHasher,
  blobMismatch,
  checkedBlob,
  runGit,
  gitAt,
  gitPinned,
  gitAtWithPair
};
