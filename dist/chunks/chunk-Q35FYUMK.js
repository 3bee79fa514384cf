import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/adapters/git.ts
import { spawn } from "node:child_process";
var SAFE_ENV = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C"
};
function runGit(cwd, args, input) {
  return runGitExit(cwd, args, input, [0]).then((r) => r.stdout);
}
function runGitExit(cwd, args, input, accept) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      env: { ...process.env, ...SAFE_ENV },
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
function gitAt(root) {
  const git = (args, input) => runGit(root, args, input);
  return {
    root,
    async resolve(rev) {
      const out = await git(["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`]);
      return out.toString("utf8").trim();
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
      return (await readBlobs(root, [hit.oid])).get(hit.oid) ?? null;
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
    // Loaded on use: only a hunt diffs bytes, and the seal's start-up is measured.
    diffBytes: (files) => import("./git-diff-bytes-RCDNEVYN.js").then((m) => m.diffBytesOf(files))
  };
}
async function gitAtWithPair(cwd, a, b) {
  if (![a, b].every(plainRevision)) return null;
  const out = await runGit(cwd, ["rev-parse", "--show-toplevel", ...pairArgs(a, b)]).catch(() => null);
  const text = out?.toString("utf8") ?? "";
  const nl = text.indexOf("\n");
  const pair = nl > 0 ? parsePair(text.slice(nl + 1)) : null;
  if (pair === null) return null;
  const git = gitAt(text.slice(0, nl));
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
async function readBlobs(root, oids) {
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
    result.set(oid, out.subarray(start, end));
    pos = end + 1;
  }
  return result;
}

export {
  runGit,
  gitAt,
  gitAtWithPair
};
