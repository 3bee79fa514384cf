import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  hostCores,
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  blobIdHasher,
  blobMismatch,
  checkedBlob,
  runGit
} from "./chunk-6GYLSYQK.js";
import {
  childProcessEnv,
  hostDisk,
  processExec,
  setupConfigFrom,
  withSubject,
  withoutSetupConfig
} from "./chunk-IAKL2HAF.js";
import {
  MANIFEST_NAME,
  parseManifest
} from "./chunk-ZARIGTK5.js";
import {
  harnessPath,
  harnessRoot
} from "./chunk-V7QMJJJF.js";
import {
  checkPin,
  gitEnv,
  gitSync,
  pinOf,
  settledPinOf
} from "./chunk-NXVDCMLE.js";
import {
  foldPath
} from "./chunk-3VTLRWNT.js";
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import {
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/adapters/blob-hash.ts
import { spawn } from "node:child_process";
import { availableParallelism as availableParallelism2 } from "node:os";

// src/adapters/blob-records.ts
import { createHash, hash as nodeHash } from "node:crypto";
var hashWhole = typeof nodeHash === "function" ? (body) => nodeHash("sha256", body, "hex") : (body) => createHash("sha256").update(body).digest("hex");
function blobRecordHasher(oids, found) {
  let index = 0;
  let header = "";
  let remaining = -1;
  let partial;
  let id;
  const done = (digest) => found(oids[index++], digest);
  return (chunk) => {
    let pos = 0;
    while (pos < chunk.length) {
      if (remaining < 0) {
        const nl = chunk.indexOf(10, pos);
        header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
        if (nl === -1) return;
        pos = nl + 1;
        remaining = bodySize(header, oids[index]);
        header = "";
        if (pos + remaining < chunk.length) {
          done(hashWhole(checkedBlob(oids[index], chunk.subarray(pos, pos + remaining))));
          pos += remaining + 1;
          remaining = -1;
          continue;
        }
        partial = createHash("sha256");
        id = blobIdHasher(oids[index], remaining);
      }
      const take = Math.min(remaining, chunk.length - pos);
      partial.update(chunk.subarray(pos, pos + take));
      id.update(chunk.subarray(pos, pos + take));
      pos += take;
      remaining -= take;
      if (remaining === 0 && pos < chunk.length) {
        pos++;
        if (!id.matches()) throw blobMismatch(oids[index]);
        done(partial.digest("hex"));
        remaining = -1;
      }
    }
  };
}
function bodySize(header, expected) {
  const [oid, type, size, ...rest] = header.split(" ");
  const n = /^\d{1,15}$/.test(size ?? "") ? Number(size) : NaN;
  if (expected === void 0 || oid !== expected || type !== "blob" || rest.length > 0 || Number.isNaN(n))
    throw new SeedgateError("git", `object ${expected ?? "(none asked)"} is not a readable blob (git answered ${JSON.stringify(header)})`, {
      hint: "the tree names an object this clone lacks or that is not a file; fetch the full history, or check the repository"
    });
  return n;
}

// src/adapters/checkout-blobs.ts
import * as fs from "node:fs";
import * as crypto from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var SHARE_FROM = 256;
var MAX_HELPERS = 3;
var SLICE = 256;
async function checkoutDigests(root, hints, wanted) {
  if (hints.size === 0) return /* @__PURE__ */ new Map();
  const count = hints.size < SHARE_FROM ? 0 : Math.min(MAX_HELPERS, availableParallelism() - 1);
  const shared = new Int32Array(new SharedArrayBuffer(4 * (1 + count)));
  const helpers = Array.from({ length: count }, (_2, k2) => startHelper(root, shared, k2 + 1));
  const oids = [];
  const paths = [];
  for (const [oid, path] of hints) if (wanted.has(oid)) oids.push(oid), paths.push(path);
  if (helpers.length > 0) {
    const message = helperMessage(oids, paths);
    for (const helper of helpers) helper.give(message);
  }
  const read = shareReader(fs, crypto, root, oids, paths, shared);
  const found = /* @__PURE__ */ new Map();
  const keep = (pairs) => pairs.forEach(([i, digest]) => found.set(oids[i], digest));
  for (let slice = read(SLICE); ; slice = read(SLICE)) {
    keep(slice.found);
    if (!slice.more) break;
    await new Promise((resolve2) => setImmediate(resolve2));
  }
  (await Promise.all(helpers.map((h) => h.finish()))).forEach(keep);
  return found;
}
function startHelper(root, shared, slot) {
  let worker;
  try {
    worker = new Worker(helperSource(), { eval: true, workerData: { root, shared, slot } });
  } catch {
    return { give: () => void 0, finish: async () => [] };
  }
  const answer = new Promise((resolve2) => {
    worker.once("message", resolve2);
    worker.once("error", () => resolve2([]));
    worker.once("exit", () => resolve2([]));
  });
  return {
    give: (message) => worker.postMessage(message),
    async finish() {
      const shutOut = Atomics.compareExchange(shared, slot, 0, 2) === 0;
      try {
        return shutOut ? [] : await answer;
      } finally {
        void worker.terminate();
      }
    }
  };
}
var helperMessage = (oids, paths) => ({ oids: oids.join("\n"), paths: paths.join("\0") });
function helperSource() {
  return [
    `const { parentPort, workerData: w } = require("node:worker_threads");`,
    `parentPort.once("message", ({ oids, paths }) => {`,
    `  if (Atomics.compareExchange(w.shared, w.slot, 0, 1) !== 0) return parentPort.postMessage([]);`,
    `  const reader = ${shareReader.toString()};`,
    `  const read = reader(require("node:fs"), require("node:crypto"), w.root, oids.split("\\n"), paths.split("\\0"), w.shared);`,
    `  parentPort.postMessage(read(Infinity).found);`,
    `});`
  ].join("\n");
}
function shareReader(fs3, crypto2, root, oids, paths, shared) {
  const ROOM = 32;
  const CHUNK = 1 << 20;
  const LARGEST = 1 << 26;
  const flags = fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK;
  const buffer = Buffer.allocUnsafe(ROOM + CHUNK);
  const plain = (path) => !/(?:^|\/)\.{0,2}(?:\/|$)|\0/.test(path);
  const digest = (alg, bytes) => typeof crypto2.hash === "function" ? crypto2.hash(alg, bytes, "hex") : crypto2.createHash(alg).update(bytes).digest("hex");
  const hashOne = (oid, file) => {
    const format = oid.length === 40 ? "sha1" : "sha256";
    const fd = fs3.openSync(file, flags);
    try {
      const n = fs3.readSync(fd, buffer, ROOM, CHUNK, null);
      if (n < CHUNK) {
        const header = `blob ${n}\0`;
        const start = ROOM - header.length;
        buffer.write(header, start, "latin1");
        return digest(format, buffer.subarray(start, ROOM + n)) === oid ? digest("sha256", buffer.subarray(ROOM, ROOM + n)) : void 0;
      }
      const stat = fs3.fstatSync(fd);
      if (!stat.isFile() || stat.size > LARGEST) return void 0;
      const id = crypto2.createHash(format).update(`blob ${stat.size}\0`, "latin1");
      const sha = crypto2.createHash("sha256");
      let total = 0;
      for (let chunk = buffer.subarray(ROOM, ROOM + n); chunk.length > 0 && total <= stat.size; ) {
        id.update(chunk);
        sha.update(chunk);
        total += chunk.length;
        chunk = buffer.subarray(ROOM, ROOM + fs3.readSync(fd, buffer, ROOM, CHUNK, null));
      }
      return total === stat.size && id.digest("hex") === oid ? sha.digest("hex") : void 0;
    } finally {
      fs3.closeSync(fd);
    }
  };
  return (limit) => {
    const found = [];
    for (let taken = 0; taken < limit; taken++) {
      const i = Atomics.add(shared, 0, 1);
      if (i >= oids.length) return { found, more: false };
      const oid = oids[i];
      const path = paths[i];
      if (oid.length !== 40 && oid.length !== 64 || !plain(path)) continue;
      try {
        const sha2563 = hashOne(oid, `${root}/${path}`);
        if (sha2563 !== void 0) found.push([i, sha2563]);
      } catch {
      }
    }
    return { found, more: true };
  };
}

// src/adapters/blob-hash.ts
var SPLIT_FROM = 256;
var MAX_STREAMS = 4;
async function hashBlobsCounted(root, oids, checkedOut) {
  const wanted = new Set(oids);
  const fast = checkedOut === void 0 ? /* @__PURE__ */ new Map() : await checkoutDigests(root, checkedOut, wanted);
  const rest = await hashBlobs(
    root,
    [...wanted].filter((oid) => !fast.has(oid))
  );
  return { digests: new Map([...fast, ...rest]), fromCheckout: fast.size };
}
async function hashBlobs(root, oids) {
  const unique = [...new Set(oids)];
  if (unique.length === 0) return /* @__PURE__ */ new Map();
  const count = unique.length < SPLIT_FROM ? 1 : Math.min(MAX_STREAMS, Math.max(2, availableParallelism2()));
  const parts = Array.from({ length: count }, (_2, k2) => unique.filter((_3, i) => i % count === k2));
  const children = [];
  try {
    const pin = await pinOf(root);
    checkPin(pin);
    const env = gitEnv(pin);
    const maps = await Promise.all(parts.map((part) => hashStream(root, part, children, env)));
    return new Map(maps.flatMap((m2) => [...m2]));
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
  }
}
function hashStream(root, oids, children, env) {
  const result = /* @__PURE__ */ new Map();
  return new Promise((resolve2, reject) => {
    const child = spawn("git", ["cat-file", "--batch", "--buffer"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env });
    children.push(child);
    const parse = blobRecordHasher(oids, (oid, digest) => result.set(oid, digest));
    let stderr = "";
    let failure;
    child.stdout.on("data", (chunk) => {
      try {
        parse(chunk);
      } catch (err) {
        failure ??= err;
        child.kill();
      }
    });
    child.stderr.on("data", (b2) => stderr += b2);
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git cat-file: ${cause.message}`, { cause })));
    child.on("close", (code) => {
      if (failure) return reject(failure);
      if (code !== 0 || result.size !== oids.length) {
        return reject(new SeedgateError("git", `git cat-file --batch failed (exit ${code}): ${stderr.trim() || "incomplete output"}`));
      }
      resolve2(result);
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(oids.join("\n") + "\n");
  });
}
var gitBlobDigests = {
  sha256: async (root, oids, checkedOut) => (await hashBlobsCounted(root, oids, checkedOut)).digests
};

// src/modes/manifest/manifest.ts
var REGULAR = /* @__PURE__ */ new Set(["100644", "100755"]);
async function rootTree(git, rev, root, listed) {
  const all = await (listed ?? git.lsTree(rev, root));
  const prefix = root === "" ? "" : `${root}/`;
  let rootEntry;
  let manifest;
  const files2 = [];
  for (const { mode, type, oid, path } of all) {
    if (type === "tree") continue;
    if (path === root) rootEntry = { mode, type, oid, path };
    else if (path.startsWith(prefix)) {
      const entry = { mode, type, oid, path, rel: path.slice(prefix.length) };
      if (entry.rel === MANIFEST_NAME) manifest = entry;
      else files2.push(entry);
    }
  }
  return { manifest, files: files2, rootEntry };
}
function compare(file, entries, tree, digests, code = "") {
  const c = (name) => code === "" ? `manifest.${name}` : code;
  const findings = [];
  const byPath = new Map(tree.files.map((f2) => [f2.rel, f2]));
  for (const e of entries) {
    const f2 = byPath.get(e.path);
    const at2 = { file, ...e.line === void 0 ? {} : { line: e.line } };
    if (f2 === void 0)
      findings.push(
        error(c("missing"), `${JSON.stringify(e.path)} is in the manifest but not in the tree`, {
          ...at2,
          hint: "restore the file, or have a human rewrite the manifest"
        })
      );
    else if (!REGULAR.has(f2.mode))
      findings.push(
        error(
          c("not-regular"),
          `${JSON.stringify(e.path)} is a ${f2.mode === "120000" ? "symlink" : f2.mode === "160000" ? "submodule" : `mode ${f2.mode}`}, not a regular file`,
          at2
        )
      );
    else if (digests.get(f2.oid) !== e.sha256)
      findings.push(
        error(c("mismatch"), `${JSON.stringify(e.path)} has sha256 ${digests.get(f2.oid)}, the manifest pins ${e.sha256}`, {
          ...at2,
          hint: "fixture bytes changed; only a human may re-lock them"
        })
      );
  }
  const listed = new Set(entries.map((e) => e.path));
  for (const f2 of tree.files) {
    if (listed.has(f2.rel)) continue;
    const kind = REGULAR.has(f2.mode) ? "file" : f2.mode === "120000" ? "symlink" : f2.mode === "160000" ? "submodule" : `mode ${f2.mode} entry`;
    findings.push(
      error(c("extra"), `${JSON.stringify(f2.rel)} (${kind}) is in the tree but not in the manifest`, {
        file,
        hint: "every file under a manifest root is listed"
      })
    );
  }
  return findings;
}
async function digestsOf(git, digests, trees) {
  const files2 = trees.flatMap((t) => t.files.filter((f2) => REGULAR.has(f2.mode)));
  const checkedOut = /* @__PURE__ */ new Map();
  for (const f2 of files2) if (!checkedOut.has(f2.oid)) checkedOut.set(f2.oid, f2.path);
  const oids = files2.map((f2) => f2.oid);
  return digests.sha256(git.root, oids, checkedOut);
}
async function verifyRoot(git, blobs, root, baseSha, headSha, listed) {
  const file = root === "" ? MANIFEST_NAME : `${root}/${MANIFEST_NAME}`;
  const base = await rootTree(git, baseSha, root, listed?.base);
  if (base.manifest === void 0) return { root, status: "absent", entries: 0, findings: [] };
  const head = baseSha === headSha ? base : await rootTree(git, headSha, root, listed?.head);
  const manifestOid = base.manifest.oid;
  const parsing = git.readBlobs([manifestOid]).then((blobs2) => parseManifest(file, blobs2.get(manifestOid)));
  parsing.catch(() => void 0);
  const digests = await digestsOf(git, blobs, head === base ? [head] : [head, base]);
  const parsed = await parsing;
  const findings = [...parsed.findings];
  if (head.rootEntry !== void 0)
    findings.push(error("manifest.not-regular", `${root} is no longer a directory at head (mode ${head.rootEntry.mode})`, { file: root }));
  findings.push(...compare(file, parsed.entries, head, digests));
  const baseDrift = baseSha === headSha ? [] : compare(file, parsed.entries, base, digests, "manifest.base-inconsistent");
  if (baseDrift.length > 0) {
    findings.push(
      error(
        "manifest.base-inconsistent",
        `the base commit's manifest does not match the base commit's own tree (${baseDrift.length} difference${baseDrift.length === 1 ? "" : "s"}): ${baseDrift[0].message}`,
        { file, hint: "fix the manifest on the default branch first: `seedgate manifest write` then commit" }
      )
    );
  }
  return { root, status: findings.length === 0 ? "verified" : "failed", entries: parsed.entries.length, findings };
}
var manifestCheckWith = (blobs) => (git, roots, baseSha, headSha) => manifestCheck(git, blobs, roots, baseSha, headSha);
async function manifestCheck(git, blobs, roots, baseSha, headSha) {
  const named = roots.filter((r) => r !== "");
  const listed = named.length === roots.length && roots.length > 1 ? { base: git.lsTree(baseSha, roots), head: git.lsTree(headSha, roots) } : void 0;
  listed?.head.catch(() => void 0);
  const out = [];
  for (const root of roots) out.push(await verifyRoot(git, blobs, root, baseSha, headSha, listed));
  return out;
}
async function verifyManifestAt(git, blobs, dir, rev) {
  const sha = await git.resolve(rev);
  const report = await verifyRoot(git, blobs, dir, sha, sha);
  if (report.status === "absent") {
    throw new SeedgateError("input", `no ${MANIFEST_NAME} in ${dir || "."} at ${rev}`, {
      file: dir,
      hint: "write one with `seedgate manifest write DIR` and commit it"
    });
  }
  return report;
}

// src/adapters/files.ts
import { constants } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
var kindOf = (e) => e.isSymbolicLink() ? "link" : e.isDirectory() ? "directory" : e.isFile() ? "file" : "other";
var hostFiles = {
  async stat(path) {
    const st2 = await lstat(path).catch(() => null);
    return st2 === null ? null : { kind: kindOf(st2), size: st2.size, mtimeMs: st2.mtimeMs };
  },
  async list(dir) {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, kind: kindOf(e) })).sort((a, b2) => a.name < b2.name ? -1 : a.name > b2.name ? 1 : 0);
  },
  async read(path) {
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch((cause) => {
      const why = cause.code === "ELOOP" ? "is a symbolic link" : `cannot be read (${cause.code ?? cause.message})`;
      throw new SeedgateError("input", `${path} ${why}`, { file: path, hint: "seedgate reads regular files only", cause });
    });
    try {
      if (!(await handle.stat()).isFile()) throw new SeedgateError("input", `${path} is not a regular file`, { file: path });
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }
};

// src/adapters/sandbox-policy.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { existsSync as existsSync3, lstatSync as lstatSync2, mkdirSync as mkdirSync2, readdirSync as readdirSync2, realpathSync } from "node:fs";
import { join as join3, relative as relative3 } from "node:path";

// src/adapters/sandbox-probe.ts
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
var SANDBOX_DENY_ENV = "SEEDGATE_SANDBOX_DENY";
var BWRAP = existsSync("/usr/bin/bwrap") ? "/usr/bin/bwrap" : "bwrap";
var LAUNCHER_PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
var cache = /* @__PURE__ */ new Map();
function probeOnce(kind) {
  const hit = cache.get(kind);
  if (hit) return hit;
  const [cmd, args] = kind === "bwrap" ? [
    BWRAP,
    [
      "--ro-bind",
      "/",
      "/",
      "--dev",
      "/dev",
      "--proc",
      "/proc",
      "--tmpfs",
      "/tmp",
      "--unshare-net",
      "--unshare-pid",
      "--die-with-parent",
      "--new-session",
      "--cap-drop",
      "ALL",
      "--",
      "true"
    ]
  ] : [LAUNCHER_PYTHON, ["-I", "-S", harnessPath("start/landlock_exec.py"), "--probe"]];
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 1e4 });
  const result = r.status === 0 ? { works: true, why: kind === "landlock" ? `Landlock ABI ${r.stdout.trim()}` : "bubblewrap" } : { works: false, why: (r.error?.message ?? r.stderr ?? "").trim().split("\n").slice(-1)[0] || `exit ${r.status}` };
  cache.set(kind, result);
  return result;
}
function chooseSandbox(setting, env) {
  if (setting === "none") return { ok: true, kind: "none", why: "runners.sandbox: none in the base config" };
  const denied = new Set((env[SANDBOX_DENY_ENV] ?? "").split(",").map((s3) => s3.trim()));
  const tried = [];
  for (const kind of setting === "auto" ? ["bwrap", "landlock"] : [setting]) {
    const r = denied.has(kind) ? { works: false, why: `denied by ${SANDBOX_DENY_ENV}` } : probeOnce(kind);
    if (r.works) return { ok: true, kind, why: r.why };
    tried.push(`${kind}: ${r.why}`);
  }
  return {
    ok: false,
    message: `no kernel sandbox works on this host (runners.sandbox: ${setting}; ${tried.join("; ")}), so no pull-request code was run`,
    hint: "install bubblewrap (Ubuntu 24.04: also its AppArmor profile, docs/sandbox.md) or use a kernel with Landlock (5.13+); runners.sandbox: none in the base config runs unsandboxed and is labelled so"
  };
}

// src/adapters/sandbox.ts
import { existsSync as existsSync2, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join2, relative as relative2, sep } from "node:path";

// src/adapters/git-metadata.ts
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
var exists = (p2) => {
  try {
    lstatSync(p2);
    return true;
  } catch {
    return false;
  }
};
var pointer = (file, base, prefix) => {
  try {
    const line = readFileSync(file, "utf8").split("\n")[0].trim();
    const target = prefix === "" ? line : line.startsWith(prefix) ? line.slice(prefix.length).trim() : "";
    return target === "" ? void 0 : resolve(base, target);
  } catch {
    return void 0;
  }
};
function gitPlaces(workspace) {
  const dotGit = join(workspace, ".git");
  const pin = settledPinOf(workspace);
  const gitDir = pin?.gitDir ?? pointer(dotGit, workspace, "gitdir:") ?? dotGit;
  const commonDir = pin?.commonDir ?? pointer(join(gitDir, "commondir"), gitDir, "") ?? gitDir;
  return { dotGit, gitDir, commonDir };
}
function gitMetadata(workspace) {
  const { dotGit, gitDir, commonDir } = gitPlaces(workspace);
  return [.../* @__PURE__ */ new Set([dotGit, gitDir, commonDir])].filter(exists);
}
function mainCheckout(workspace) {
  const { dotGit, commonDir } = gitPlaces(workspace);
  if (commonDir === dotGit || basename(commonDir) !== ".git" || !exists(commonDir)) return [];
  const checkout = dirname(commonDir);
  return inside(workspace, checkout) || inside(checkout, workspace) ? [] : [checkout];
}
var inside = (child, parent) => {
  const r = relative(parent, child);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
};
function carveWritable(writable, protectedPaths) {
  const out = [];
  const carve = (w2) => {
    if (protectedPaths.some((p2) => inside(w2, p2))) return;
    if (!protectedPaths.some((p2) => inside(p2, w2))) return void out.push(w2);
    for (const e of readdirSync(w2, { withFileTypes: true })) if (!e.isSymbolicLink()) carve(join(w2, e.name));
  };
  for (const w2 of writable) carve(w2);
  return out;
}

// src/adapters/sandbox.ts
var kept = (policy) => [...policy.gitMetadata ?? [], ...policy.checkouts ?? []];
var BWRAP_HOME = "/tmp/home";
function scratchPaths(req, workspace) {
  const tmp = tmpdir();
  const found = new Set(req.sandbox?.writable ?? []);
  for (const value of [...req.args, ...Object.values(req.env)]) {
    for (const token of value.split(/[:=,\s]/)) {
      if (!isAbsolute2(token) || !inside(token, tmp) || token === tmp) continue;
      const top = join2(tmp, relative2(tmp, token).split(sep)[0]);
      const name = relative2(tmp, top);
      if (/^seedgate-[\w-]+$/.test(name) && !name.startsWith("seedgate-oracle-") && !inside(workspace, top) && existsSync2(top)) found.add(top);
    }
  }
  return [...found];
}
var own;
function ownReads() {
  return own ??= findOwnReads();
}
function findOwnReads() {
  let dir = harnessRoot();
  while (dir !== dirname2(dir) && !existsSync2(join2(dir, "package.json"))) dir = dirname2(dir);
  const own2 = [harnessRoot(), existsSync2(join2(dir, "package.json")) ? dir : ""];
  return [...new Set(own2)].filter((p2) => p2 !== "" && isAbsolute2(p2) && inside(p2, "/tmp") && p2 !== "/tmp" && existsSync2(p2));
}
function bwrapArgs(policy, req, writable) {
  const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--dir", BWRAP_HOME];
  for (const p2 of [...ownReads(), policy.workspace, req.cwd, ...policy.readOnly ?? []]) if (inside(p2, "/tmp")) args.push("--ro-bind", p2, p2);
  for (const p2 of writable) args.push("--bind", p2, p2);
  for (const p2 of kept(policy)) if (writable.some((w2) => inside(p2, w2))) args.push("--ro-bind", p2, p2);
  for (const p2 of req.sandbox?.readOnly ?? []) args.push("--ro-bind", p2, p2);
  for (const f2 of policy.setupConfig?.homeFiles ?? []) args.push("--ro-bind", f2.host, join2(BWRAP_HOME, f2.home));
  if (!policy.setupConfig) {
    for (const p2 of policy.masked ?? []) if (!inside(p2, "/tmp")) args.push("--ro-bind", "/dev/null", p2);
  }
  if (!policy.network) args.push("--unshare-net");
  args.push("--unshare-pid", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--chdir", req.cwd, "--", req.command, ...req.args);
  return args;
}
function landlockArgs(policy, req, writable) {
  for (const ro2 of req.sandbox?.readOnly ?? []) {
    const holder = writable.find((w2) => inside(ro2, w2));
    if (holder) throw new SeedgateError("internal", `the sandbox cannot keep ${ro2} read-only inside the writable ${holder} under Landlock`);
  }
  return [
    "-I",
    "-S",
    harnessPath("start/landlock_exec.py"),
    ...policy.network ? ["--net"] : [],
    ...carveWritable(writable, kept(policy)).flatMap((w2) => ["--write", w2]),
    "--",
    req.command,
    ...req.args
  ];
}
async function runLandlocked(inner, policy, req, writable) {
  const home = mkdtempSync(join2(tmpdir(), "home-"));
  try {
    for (const f2 of policy.setupConfig?.homeFiles ?? []) mkdirSync(dirname2(join2(home, f2.home)), { recursive: true }), symlinkSync(f2.host, join2(home, f2.home));
    const env = { ...req.env, HOME: home, TMPDIR: home };
    return await inner.run({ ...req, command: LAUNCHER_PYTHON, args: landlockArgs(policy, req, [...writable, home]), env });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
function wrapped(policy, req, home) {
  const writable = [.../* @__PURE__ */ new Set([...policy.writable, ...scratchPaths(req, policy.workspace), ...home ? [home] : []])];
  if (policy.kind === "bwrap") return { argv: [BWRAP, ...bwrapArgs(policy, req, writable)], env: { ...req.env, HOME: BWRAP_HOME, TMPDIR: "/tmp" } };
  if (policy.kind === "landlock" && home !== void 0)
    return { argv: [LAUNCHER_PYTHON, ...landlockArgs(policy, req, writable)], env: { ...req.env, HOME: home, TMPDIR: home } };
  return { argv: [req.command, ...req.args], env: { ...req.env } };
}
async function runOracle(inner, policy, req) {
  const home = policy.kind === "landlock" ? mkdtempSync(join2(tmpdir(), "home-")) : void 0;
  try {
    const s3 = req.subject;
    const w2 = wrapped(policy, { command: s3.command, args: s3.args, cwd: s3.cwd, env: childProcessEnv(s3.env), timeoutMs: req.timeoutMs }, home);
    return await inner.run(withSubject(req, w2.argv, w2.env));
  } finally {
    if (home !== void 0) rmSync(home, { recursive: true, force: true });
  }
}
var envFor = (policy, env) => policy.setupConfig ? env : withoutSetupConfig(env);
function sandboxedExec(inner, policy) {
  const run = (asked) => {
    const req = { ...asked, env: envFor(policy, asked.env) };
    if (req.subject !== void 0) return runOracle(inner, policy, { ...req, subject: { ...req.subject, env: withoutSetupConfig(req.subject.env) } });
    const writable = [.../* @__PURE__ */ new Set([...policy.writable, ...scratchPaths(req, policy.workspace)])];
    if (policy.kind === "bwrap")
      return inner.run({ ...req, command: BWRAP, args: bwrapArgs(policy, req, writable), env: { ...req.env, HOME: BWRAP_HOME, TMPDIR: "/tmp" } });
    if (policy.kind === "landlock") return runLandlocked(inner, policy, req, writable);
    return inner.run(req);
  };
  return inner.sweep ? { run, sweep: (log) => inner.sweep(log) } : { run };
}

// src/adapters/sandbox-policy.ts
var GLOB = /[*?[\]{}!]/;
var MAX_DEPTH = 4;
function writablePaths(root, patterns, isSealed) {
  const out = [];
  for (const pattern of patterns) {
    const p2 = pattern.replace(/\/+$/, "");
    const refuse = (path) => {
      if (path === ".git" || path.startsWith(".git/") || isSealed(path) || isSealed(`${path}/`)) {
        throw new SeedgateError("config", `runners.writable names ${path}, which is sealed or git's own: pull-request code can never write it`, {
          field: "runners.writable"
        });
      }
    };
    if (!GLOB.test(p2)) {
      refuse(p2);
      if (!existsSync3(join3(root, p2))) mkdirSync2(join3(root, p2), { recursive: true });
      out.push(join3(root, p2));
      continue;
    }
    const match = (0, import_picomatch.default)(p2, { dot: true });
    const walk2 = (dir, depth) => {
      for (const e of readdirSync2(dir, { withFileTypes: true })) {
        const abs = join3(dir, e.name);
        const rel = relative3(root, abs);
        if (rel === ".git") continue;
        if (match(rel)) {
          refuse(rel);
          out.push(abs);
        } else if (e.isDirectory() && depth < MAX_DEPTH) walk2(abs, depth + 1);
      }
    };
    walk2(root, 1);
  }
  return out;
}
function sandboxFor(exec, config, workspace, env, isSealed, extraWritable = [], readOnly = []) {
  const choice = chooseSandbox(config.runners.sandbox, env);
  if (!choice.ok) return choice;
  const policy = {
    kind: choice.kind,
    workspace,
    writable: [...extraWritable, ...writablePaths(workspace, config.runners.writable, isSealed)],
    network: config.runners.network === true,
    readOnly: [...readOnly, ...linkedInstall(workspace)],
    gitMetadata: gitMetadata(workspace),
    checkouts: mainCheckout(workspace),
    // The caller's pip.conf and .npmrc may hold credentials: no run but setup reads them, even by their absolute path.
    masked: setupConfigFrom(env).homeFiles.map((f2) => f2.host)
  };
  return { ok: true, exec: sandboxedExec(exec, policy), kind: choice.kind, policy };
}
function linkedInstall(workspace) {
  const link = join3(workspace, "node_modules");
  try {
    return lstatSync2(link).isSymbolicLink() ? [realpathSync(link)] : [];
  } catch {
    return [];
  }
}
var hostSandboxes = {
  around(exec, config, env, req) {
    const box = sandboxFor(exec, config, req.workspace, env, req.isSealed ?? (() => false), req.writable, req.readOnly);
    if (!box.ok) return box;
    const widened = (more) => {
      for (const w2 of more.writable) if (!existsSync3(w2)) mkdirSync2(w2, { recursive: true });
      const setupConfig = setupConfigFrom(env);
      const readOnly = [...box.policy.readOnly ?? [], ...setupConfig.readOnly];
      return sandboxedExec(exec, { ...box.policy, writable: [...more.writable, ...box.policy.writable], network: more.network, readOnly, setupConfig });
    };
    const setupOnly = (req.setupOnly ?? []).map((p2) => join3(req.workspace, p2));
    const rows = setupOnly.length === 0 ? box.exec : sandboxedExec(exec, { ...box.policy, writable: carveWritable(box.policy.writable, setupOnly) });
    return { ok: true, exec: rows, kind: box.kind, widened };
  }
};

// src/adapters/trees.ts
import { lstatSync as lstatSync5, readFileSync as readFileSync5 } from "node:fs";
import { join as join10 } from "node:path";

// src/adapters/npm-verify.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync as existsSync4, lstatSync as lstatSync3, readdirSync as readdirSync3, readFileSync as readFileSync2, realpathSync as realpathSync2 } from "node:fs";
import { join as join4 } from "node:path";

// node_modules/tar/dist/esm/index.min.js
import Qr from "events";
import I from "fs";
import { EventEmitter as Di } from "node:events";
import Cs from "node:stream";
import { StringDecoder as Hr } from "node:string_decoder";
import cr from "node:path";
import Kt from "node:fs";
import { dirname as kn, parse as Mn } from "path";
import { EventEmitter as Nn } from "events";
import zi from "assert";
import { Buffer as Ot } from "buffer";
import * as Ps from "zlib";
import en from "zlib";
import { posix as Zt } from "node:path";
import { basename as _n } from "node:path";
import ui from "fs";
import X from "fs";
import js from "path";
import { win32 as zn } from "node:path";
import ar from "path";
import Br from "node:fs";
import fo from "node:assert";
import { randomBytes as vr } from "node:crypto";
import m from "node:fs";
import R from "node:path";
import pr from "fs";
import wi from "node:fs";
import we from "node:path";
import k from "node:fs";
import no from "node:fs/promises";
import Si from "node:path";
import { join as xr } from "node:path";
import M from "node:fs";
import Pr from "node:path";
var zr = Object.defineProperty;
var Ur = (s3, t) => {
  for (var e in t) zr(s3, e, { get: t[e], enumerable: true });
};
var Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null };
var Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof Cs || Gr(s3) || Zr(s3));
var Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.pipe == "function" && s3.pipe !== Cs.Writable.prototype.pipe;
var Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.write == "function" && typeof s3.end == "function";
var Q = /* @__PURE__ */ Symbol("EOF");
var J = /* @__PURE__ */ Symbol("maybeEmitEnd");
var nt = /* @__PURE__ */ Symbol("emittedEnd");
var De = /* @__PURE__ */ Symbol("emittingEnd");
var qt = /* @__PURE__ */ Symbol("emittedError");
var Ne = /* @__PURE__ */ Symbol("closed");
var Ns = /* @__PURE__ */ Symbol("read");
var Ae = /* @__PURE__ */ Symbol("flush");
var As = /* @__PURE__ */ Symbol("flushChunk");
var z = /* @__PURE__ */ Symbol("encoding");
var vt = /* @__PURE__ */ Symbol("decoder");
var g = /* @__PURE__ */ Symbol("flowing");
var Qt = /* @__PURE__ */ Symbol("paused");
var Bt = /* @__PURE__ */ Symbol("resume");
var b = /* @__PURE__ */ Symbol("buffer");
var N = /* @__PURE__ */ Symbol("pipes");
var _ = /* @__PURE__ */ Symbol("bufferLength");
var bi = /* @__PURE__ */ Symbol("bufferPush");
var Ie = /* @__PURE__ */ Symbol("bufferShift");
var L = /* @__PURE__ */ Symbol("objectMode");
var S = /* @__PURE__ */ Symbol("destroyed");
var _i = /* @__PURE__ */ Symbol("error");
var Oi = /* @__PURE__ */ Symbol("emitData");
var Is = /* @__PURE__ */ Symbol("emitEnd");
var Ti = /* @__PURE__ */ Symbol("emitEnd2");
var Z = /* @__PURE__ */ Symbol("async");
var xi = /* @__PURE__ */ Symbol("abort");
var Ce = /* @__PURE__ */ Symbol("aborted");
var Jt = /* @__PURE__ */ Symbol("signal");
var Rt = /* @__PURE__ */ Symbol("dataListeners");
var C = /* @__PURE__ */ Symbol("discarded");
var jt = (s3) => Promise.resolve().then(s3);
var Yr = (s3) => s3();
var Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish";
var $r = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0;
var Vr = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3);
var Fe = class {
  src;
  dest;
  opts;
  ondrain;
  constructor(t, e, i) {
    this.src = t, this.dest = e, this.opts = i, this.ondrain = () => t[Bt](), this.dest.on("drain", this.ondrain);
  }
  unpipe() {
    this.dest.removeListener("drain", this.ondrain);
  }
  proxyErrors(t) {
  }
  end() {
    this.unpipe(), this.opts.end && this.dest.end();
  }
};
var Li = class extends Fe {
  unpipe() {
    this.src.removeListener("error", this.proxyErrors), super.unpipe();
  }
  constructor(t, e, i) {
    super(t, e, i), this.proxyErrors = (r) => this.dest.emit("error", r), t.on("error", this.proxyErrors);
  }
};
var Xr = (s3) => !!s3.objectMode;
var qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer";
var A = class extends Di {
  [g] = false;
  [Qt] = false;
  [N] = [];
  [b] = [];
  [L];
  [z];
  [Z];
  [vt];
  [Q] = false;
  [nt] = false;
  [De] = false;
  [Ne] = false;
  [qt] = null;
  [_] = 0;
  [S] = false;
  [Jt];
  [Ce] = false;
  [Rt] = 0;
  [C] = false;
  writable = true;
  readable = true;
  constructor(...t) {
    let e = t[0] || {};
    if (super(), e.objectMode && typeof e.encoding == "string") throw new TypeError("Encoding and objectMode may not be used together");
    Xr(e) ? (this[L] = true, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = false) : (this[L] = false, this[z] = null), this[Z] = !!e.async, this[vt] = this[z] ? new Hr(this[z]) : null, e && e.debugExposeBuffer === true && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === true && Object.defineProperty(this, "pipes", { get: () => this[N] });
    let { signal: i } = e;
    i && (this[Jt] = i, i.aborted ? this[xi]() : i.addEventListener("abort", () => this[xi]()));
  }
  get bufferLength() {
    return this[_];
  }
  get encoding() {
    return this[z];
  }
  set encoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  setEncoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  get objectMode() {
    return this[L];
  }
  set objectMode(t) {
    throw new Error("objectMode must be set at instantiation time");
  }
  get async() {
    return this[Z];
  }
  set async(t) {
    this[Z] = this[Z] || !!t;
  }
  [xi]() {
    this[Ce] = true, this.emit("abort", this[Jt]?.reason), this.destroy(this[Jt]?.reason);
  }
  get aborted() {
    return this[Ce];
  }
  set aborted(t) {
  }
  write(t, e, i) {
    if (this[Ce]) return false;
    if (this[Q]) throw new Error("write after end");
    if (this[S]) return this.emit("error", Object.assign(new Error("Cannot call write after a stream was destroyed"), { code: "ERR_STREAM_DESTROYED" })), true;
    typeof e == "function" && (i = e, e = "utf8"), e || (e = "utf8");
    let r = this[Z] ? jt : Yr;
    if (!this[L] && !Buffer.isBuffer(t)) {
      if (Vr(t)) t = Buffer.from(t.buffer, t.byteOffset, t.byteLength);
      else if ($r(t)) t = Buffer.from(t);
      else if (typeof t != "string") throw new Error("Non-contiguous data written to non-objectMode stream");
    }
    return this[L] ? (this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : t.length ? (typeof t == "string" && !(e === this[z] && !this[vt]?.lastNeed) && (t = Buffer.from(t, e)), Buffer.isBuffer(t) && this[z] && (t = this[vt].write(t)), this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : (this[_] !== 0 && this.emit("readable"), i && r(i), this[g]);
  }
  read(t) {
    if (this[S]) return null;
    if (this[C] = false, this[_] === 0 || t === 0 || t && t > this[_]) return this[J](), null;
    this[L] && (t = null), this[b].length > 1 && !this[L] && (this[b] = [this[z] ? this[b].join("") : Buffer.concat(this[b], this[_])]);
    let e = this[Ns](t || null, this[b][0]);
    return this[J](), e;
  }
  [Ns](t, e) {
    if (this[L]) this[Ie]();
    else {
      let i = e;
      t === i.length || t === null ? this[Ie]() : typeof i == "string" ? (this[b][0] = i.slice(t), e = i.slice(0, t), this[_] -= t) : (this[b][0] = i.subarray(t), e = i.subarray(0, t), this[_] -= t);
    }
    return this.emit("data", e), !this[b].length && !this[Q] && this.emit("drain"), e;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = "utf8"), t !== void 0 && this.write(t, e), i && this.once("end", i), this[Q] = true, this.writable = false, (this[g] || !this[Qt]) && this[J](), this;
  }
  [Bt]() {
    this[S] || (!this[Rt] && !this[N].length && (this[C] = true), this[Qt] = false, this[g] = true, this.emit("resume"), this[b].length ? this[Ae]() : this[Q] ? this[J]() : this.emit("drain"));
  }
  resume() {
    return this[Bt]();
  }
  pause() {
    this[g] = false, this[Qt] = true, this[C] = false;
  }
  get destroyed() {
    return this[S];
  }
  get flowing() {
    return this[g];
  }
  get paused() {
    return this[Qt];
  }
  [bi](t) {
    this[L] ? this[_] += 1 : this[_] += t.length, this[b].push(t);
  }
  [Ie]() {
    return this[L] ? this[_] -= 1 : this[_] -= this[b][0].length, this[b].shift();
  }
  [Ae](t = false) {
    do
      ;
    while (this[As](this[Ie]()) && this[b].length);
    !t && !this[b].length && !this[Q] && this.emit("drain");
  }
  [As](t) {
    return this.emit("data", t), this[g];
  }
  pipe(t, e) {
    if (this[S]) return t;
    this[C] = false;
    let i = this[nt];
    return e = e || {}, t === Ds.stdout || t === Ds.stderr ? e.end = false : e.end = e.end !== false, e.proxyErrors = !!e.proxyErrors, i ? e.end && t.end() : (this[N].push(e.proxyErrors ? new Li(this, t, e) : new Fe(this, t, e)), this[Z] ? jt(() => this[Bt]()) : this[Bt]()), t;
  }
  unpipe(t) {
    let e = this[N].find((i) => i.dest === t);
    e && (this[N].length === 1 ? (this[g] && this[Rt] === 0 && (this[g] = false), this[N] = []) : this[N].splice(this[N].indexOf(e), 1), e.unpipe());
  }
  addListener(t, e) {
    return this.on(t, e);
  }
  on(t, e) {
    let i = super.on(t, e);
    if (t === "data") this[C] = false, this[Rt]++, !this[N].length && !this[g] && this[Bt]();
    else if (t === "readable" && this[_] !== 0) super.emit("readable");
    else if (Kr(t) && this[nt]) super.emit(t), this.removeAllListeners(t);
    else if (t === "error" && this[qt]) {
      let r = e;
      this[Z] ? jt(() => r.call(this, this[qt])) : r.call(this, this[qt]);
    }
    return i;
  }
  removeListener(t, e) {
    return this.off(t, e);
  }
  off(t, e) {
    let i = super.off(t, e);
    return t === "data" && (this[Rt] = this.listeners("data").length, this[Rt] === 0 && !this[C] && !this[N].length && (this[g] = false)), i;
  }
  removeAllListeners(t) {
    let e = super.removeAllListeners(t);
    return (t === "data" || t === void 0) && (this[Rt] = 0, !this[C] && !this[N].length && (this[g] = false)), e;
  }
  get emittedEnd() {
    return this[nt];
  }
  [J]() {
    !this[De] && !this[nt] && !this[S] && this[b].length === 0 && this[Q] && (this[De] = true, this.emit("end"), this.emit("prefinish"), this.emit("finish"), this[Ne] && this.emit("close"), this[De] = false);
  }
  emit(t, ...e) {
    let i = e[0];
    if (t !== "error" && t !== "close" && t !== S && this[S]) return false;
    if (t === "data") return !this[L] && !i ? false : this[Z] ? (jt(() => this[Oi](i)), true) : this[Oi](i);
    if (t === "end") return this[Is]();
    if (t === "close") {
      if (this[Ne] = true, !this[nt] && !this[S]) return false;
      let n = super.emit("close");
      return this.removeAllListeners("close"), n;
    } else if (t === "error") {
      this[qt] = i, super.emit(_i, i);
      let n = !this[Jt] || this.listeners("error").length ? super.emit("error", i) : false;
      return this[J](), n;
    } else if (t === "resume") {
      let n = super.emit("resume");
      return this[J](), n;
    } else if (t === "finish" || t === "prefinish") {
      let n = super.emit(t);
      return this.removeAllListeners(t), n;
    }
    let r = super.emit(t, ...e);
    return this[J](), r;
  }
  [Oi](t) {
    for (let i of this[N]) i.dest.write(t) === false && this.pause();
    let e = this[C] ? false : super.emit("data", t);
    return this[J](), e;
  }
  [Is]() {
    return this[nt] ? false : (this[nt] = true, this.readable = false, this[Z] ? (jt(() => this[Ti]()), true) : this[Ti]());
  }
  [Ti]() {
    if (this[vt]) {
      let e = this[vt].end();
      if (e) {
        for (let i of this[N]) i.dest.write(e);
        this[C] || super.emit("data", e);
      }
    }
    for (let e of this[N]) e.end();
    let t = super.emit("end");
    return this.removeAllListeners("end"), t;
  }
  async collect() {
    let t = Object.assign([], { dataLength: 0 });
    this[L] || (t.dataLength = 0);
    let e = this.promise();
    return this.on("data", (i) => {
      t.push(i), this[L] || (t.dataLength += i.length);
    }), await e, t;
  }
  async concat() {
    if (this[L]) throw new Error("cannot concat in objectMode");
    let t = await this.collect();
    return this[z] ? t.join("") : Buffer.concat(t, t.dataLength);
  }
  async promise() {
    return new Promise((t, e) => {
      this.on(S, () => e(new Error("stream destroyed"))), this.on("error", (i) => e(i)), this.on("end", () => t());
    });
  }
  [Symbol.asyncIterator]() {
    this[C] = false;
    let t = false, e = async () => (this.pause(), t = true, { value: void 0, done: true });
    return { next: () => {
      if (t) return e();
      let r = this.read();
      if (r !== null) return Promise.resolve({ done: false, value: r });
      if (this[Q]) return e();
      let n, o, h = (d) => {
        this.off("data", a), this.off("end", l), this.off(S, c), e(), o(d);
      }, a = (d) => {
        this.off("error", h), this.off("end", l), this.off(S, c), this.pause(), n({ value: d, done: !!this[Q] });
      }, l = () => {
        this.off("error", h), this.off("data", a), this.off(S, c), e(), n({ done: true, value: void 0 });
      }, c = () => h(new Error("stream destroyed"));
      return new Promise((d, y) => {
        o = y, n = d, this.once(S, c), this.once("error", h), this.once("end", l), this.once("data", a);
      });
    }, throw: e, return: e, [Symbol.asyncIterator]() {
      return this;
    }, [Symbol.asyncDispose]: async () => {
    } };
  }
  [Symbol.iterator]() {
    this[C] = false;
    let t = false, e = () => (this.pause(), this.off(_i, e), this.off(S, e), this.off("end", e), t = true, { done: true, value: void 0 }), i = () => {
      if (t) return e();
      let r = this.read();
      return r === null ? e() : { done: false, value: r };
    };
    return this.once("end", e), this.once(_i, e), this.once(S, e), { next: i, throw: e, return: e, [Symbol.iterator]() {
      return this;
    }, [Symbol.dispose]: () => {
    } };
  }
  destroy(t) {
    if (this[S]) return t ? this.emit("error", t) : this.emit(S), this;
    this[S] = true, this[C] = true, this[b].length = 0, this[_] = 0;
    let e = this;
    return typeof e.close == "function" && !this[Ne] && e.close(), t ? this.emit("error", t) : this.emit(S), this;
  }
  static get isStream() {
    return Wr;
  }
};
var Jr = I.writev;
var ht = /* @__PURE__ */ Symbol("_autoClose");
var H = /* @__PURE__ */ Symbol("_close");
var te = /* @__PURE__ */ Symbol("_ended");
var u = /* @__PURE__ */ Symbol("_fd");
var Ni = /* @__PURE__ */ Symbol("_finished");
var tt = /* @__PURE__ */ Symbol("_flags");
var Ai = /* @__PURE__ */ Symbol("_flush");
var ki = /* @__PURE__ */ Symbol("_handleChunk");
var Mi = /* @__PURE__ */ Symbol("_makeBuf");
var ie = /* @__PURE__ */ Symbol("_mode");
var ke = /* @__PURE__ */ Symbol("_needDrain");
var Ut = /* @__PURE__ */ Symbol("_onerror");
var Ht = /* @__PURE__ */ Symbol("_onopen");
var Ii = /* @__PURE__ */ Symbol("_onread");
var Pt = /* @__PURE__ */ Symbol("_onwrite");
var at = /* @__PURE__ */ Symbol("_open");
var U = /* @__PURE__ */ Symbol("_path");
var ot = /* @__PURE__ */ Symbol("_pos");
var Y = /* @__PURE__ */ Symbol("_queue");
var zt = /* @__PURE__ */ Symbol("_read");
var Ci = /* @__PURE__ */ Symbol("_readSize");
var j = /* @__PURE__ */ Symbol("_reading");
var ee = /* @__PURE__ */ Symbol("_remain");
var Fi = /* @__PURE__ */ Symbol("_size");
var Me = /* @__PURE__ */ Symbol("_write");
var gt = /* @__PURE__ */ Symbol("_writing");
var ve = /* @__PURE__ */ Symbol("_defaultFlag");
var bt = /* @__PURE__ */ Symbol("_errored");
var _t = class extends A {
  [bt] = false;
  [u];
  [U];
  [Ci];
  [j] = false;
  [Fi];
  [ee];
  [ht];
  constructor(t, e) {
    if (e = e || {}, super(e), this.readable = true, this.writable = false, typeof t != "string") throw new TypeError("path must be a string");
    this[bt] = false, this[u] = typeof e.fd == "number" ? e.fd : void 0, this[U] = t, this[Ci] = e.readSize || 16 * 1024 * 1024, this[j] = false, this[Fi] = typeof e.size == "number" ? e.size : 1 / 0, this[ee] = this[Fi], this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true, typeof this[u] == "number" ? this[zt]() : this[at]();
  }
  get fd() {
    return this[u];
  }
  get path() {
    return this[U];
  }
  write() {
    throw new TypeError("this is a readable stream");
  }
  end() {
    throw new TypeError("this is a readable stream");
  }
  [at]() {
    I.open(this[U], "r", (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    t ? this[Ut](t) : (this[u] = e, this.emit("open", e), this[zt]());
  }
  [Mi]() {
    return Buffer.allocUnsafe(Math.min(this[Ci], this[ee]));
  }
  [zt]() {
    if (!this[j]) {
      this[j] = true;
      let t = this[Mi]();
      if (t.length === 0) return process.nextTick(() => this[Ii](null, 0, t));
      I.read(this[u], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
    }
  }
  [Ii](t, e, i) {
    this[j] = false, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
  }
  [H]() {
    if (this[ht] && typeof this[u] == "number") {
      let t = this[u];
      this[u] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
  [Ut](t) {
    this[j] = true, this[H](), this.emit("error", t);
  }
  [ki](t, e) {
    let i = false;
    return this[ee] -= t, t > 0 && (i = super.write(t < e.length ? e.subarray(0, t) : e)), (t === 0 || this[ee] <= 0) && (i = false, this[H](), super.end()), i;
  }
  emit(t, ...e) {
    switch (t) {
      case "prefinish":
      case "finish":
        return false;
      case "drain":
        return typeof this[u] == "number" && this[zt](), false;
      case "error":
        return this[bt] ? false : (this[bt] = true, super.emit(t, ...e));
      default:
        return super.emit(t, ...e);
    }
  }
};
var Be = class extends _t {
  [at]() {
    let t = true;
    try {
      this[Ht](null, I.openSync(this[U], "r")), t = false;
    } finally {
      t && this[H]();
    }
  }
  [zt]() {
    let t = true;
    try {
      if (!this[j]) {
        this[j] = true;
        do {
          let e = this[Mi](), i = e.length === 0 ? 0 : I.readSync(this[u], e, 0, e.length, null);
          if (!this[ki](i, e)) break;
        } while (true);
        this[j] = false;
      }
      t = false;
    } finally {
      t && this[H]();
    }
  }
  [H]() {
    if (this[ht] && typeof this[u] == "number") {
      let t = this[u];
      this[u] = void 0, I.closeSync(t), this.emit("close");
    }
  }
};
var et = class extends Qr {
  readable = false;
  writable = true;
  [bt] = false;
  [gt] = false;
  [te] = false;
  [Y] = [];
  [ke] = false;
  [U];
  [ie];
  [ht];
  [u];
  [ve];
  [tt];
  [Ni] = false;
  [ot];
  constructor(t, e) {
    e = e || {}, super(e), this[U] = t, this[u] = typeof e.fd == "number" ? e.fd : void 0, this[ie] = e.mode === void 0 ? 438 : e.mode, this[ot] = typeof e.start == "number" ? e.start : void 0, this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true;
    let i = this[ot] !== void 0 ? "r+" : "w";
    this[ve] = e.flags === void 0, this[tt] = e.flags === void 0 ? i : e.flags, this[u] === void 0 && this[at]();
  }
  emit(t, ...e) {
    if (t === "error") {
      if (this[bt]) return false;
      this[bt] = true;
    }
    return super.emit(t, ...e);
  }
  get fd() {
    return this[u];
  }
  get path() {
    return this[U];
  }
  [Ut](t) {
    this[H](), this[gt] = true, this.emit("error", t);
  }
  [at]() {
    I.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    this[ve] && this[tt] === "r+" && t && t.code === "ENOENT" ? (this[tt] = "w", this[at]()) : t ? this[Ut](t) : (this[u] = e, this.emit("open", e), this[gt] || this[Ai]());
  }
  end(t, e) {
    return t && this.write(t, e), this[te] = true, !this[gt] && !this[Y].length && typeof this[u] == "number" && this[Pt](null, 0), this;
  }
  write(t, e) {
    return typeof t == "string" && (t = Buffer.from(t, e)), this[te] ? (this.emit("error", new Error("write() after end()")), false) : this[u] === void 0 || this[gt] || this[Y].length ? (this[Y].push(t), this[ke] = true, false) : (this[gt] = true, this[Me](t), true);
  }
  [Me](t) {
    I.write(this[u], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
  }
  [Pt](t, e) {
    t ? this[Ut](t) : (this[ot] !== void 0 && typeof e == "number" && (this[ot] += e), this[Y].length ? this[Ai]() : (this[gt] = false, this[te] && !this[Ni] ? (this[Ni] = true, this[H](), this.emit("finish")) : this[ke] && (this[ke] = false, this.emit("drain"))));
  }
  [Ai]() {
    if (this[Y].length === 0) this[te] && this[Pt](null, 0);
    else if (this[Y].length === 1) this[Me](this[Y].pop());
    else {
      let t = this[Y];
      this[Y] = [], Jr(this[u], t, this[ot], (e, i) => this[Pt](e, i));
    }
  }
  [H]() {
    if (this[ht] && typeof this[u] == "number") {
      let t = this[u];
      this[u] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
};
var Wt = class extends et {
  [at]() {
    let t;
    if (this[ve] && this[tt] === "r+") try {
      t = I.openSync(this[U], this[tt], this[ie]);
    } catch (e) {
      if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
      throw e;
    }
    else t = I.openSync(this[U], this[tt], this[ie]);
    this[Ht](null, t);
  }
  [H]() {
    if (this[ht] && typeof this[u] == "number") {
      let t = this[u];
      this[u] = void 0, I.closeSync(t), this.emit("close");
    }
  }
  [Me](t) {
    let e = true;
    try {
      this[Pt](null, I.writeSync(this[u], t, 0, t.length, this[ot])), e = false;
    } finally {
      if (e) try {
        this[H]();
      } catch {
      }
    }
  }
};
var jr = /* @__PURE__ */ new Map([["C", "cwd"], ["f", "file"], ["z", "gzip"], ["P", "preservePaths"], ["U", "unlink"], ["strip-components", "strip"], ["stripComponents", "strip"], ["keep-newer", "newer"], ["keepNewer", "newer"], ["keep-newer-files", "newer"], ["keepNewerFiles", "newer"], ["k", "keep"], ["keep-existing", "keep"], ["keepExisting", "keep"], ["m", "noMtime"], ["no-mtime", "noMtime"], ["p", "preserveOwner"], ["L", "follow"], ["h", "follow"], ["onentry", "onReadEntry"]]);
var Fs = (s3) => !!s3.sync && !!s3.file;
var ks = (s3) => !s3.sync && !!s3.file;
var Ms = (s3) => !!s3.sync && !s3.file;
var vs = (s3) => !s3.sync && !s3.file;
var Bs = (s3) => !!s3.file;
var tn = (s3) => {
  let t = jr.get(s3);
  return t || s3;
};
var se = (s3 = {}) => {
  if (!s3) return {};
  let t = {};
  for (let [e, i] of Object.entries(s3)) {
    let r = tn(e);
    t[r] = i;
  }
  return t.chmod === void 0 && t.noChmod === false && (t.chmod = true), delete t.noChmod, t;
};
var K = (s3, t, e, i, r) => Object.assign((n = [], o, h) => {
  Array.isArray(n) && (o = n, n = {}), typeof o == "function" && (h = o, o = void 0), o = o ? Array.from(o) : [];
  let a = se(n);
  if (r?.(a, o), Fs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return s3(a, o);
  } else if (ks(a)) {
    let l = t(a, o);
    return h ? l.then(() => h(), h) : l;
  } else if (Ms(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return e(a, o);
  } else if (vs(a)) {
    if (typeof h == "function") throw new TypeError("callback only supported with file option");
    return i(a, o);
  }
  throw new Error("impossible options??");
}, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r });
var sn = en.constants || { ZLIB_VERNUM: 4736 };
var v = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn));
var rn = Ot.concat;
var zs = Object.getOwnPropertyDescriptor(Ot, "concat");
var nn = (s3) => s3;
var Bi = zs?.writable === true || zs?.set !== void 0 ? (s3) => {
  Ot.concat = s3 ? nn : rn;
} : (s3) => {
};
var Tt = /* @__PURE__ */ Symbol("_superWrite");
var Gt = class extends Error {
  code;
  errno;
  constructor(t, e) {
    super("zlib: " + t.message, { cause: t }), this.code = t.code, this.errno = t.errno, this.code || (this.code = "ZLIB_ERROR"), this.message = "zlib: " + t.message, Error.captureStackTrace(this, e ?? this.constructor);
  }
  get name() {
    return "ZlibError";
  }
};
var Pi = /* @__PURE__ */ Symbol("flushFlag");
var re = class extends A {
  #t = false;
  #i = false;
  #s;
  #n;
  #r;
  #e;
  #o;
  get sawError() {
    return this.#t;
  }
  get handle() {
    return this.#e;
  }
  get flushFlag() {
    return this.#s;
  }
  constructor(t, e) {
    if (!t || typeof t != "object") throw new TypeError("invalid options for ZlibBase constructor");
    if (super(t), this.#s = t.flush ?? 0, this.#n = t.finishFlush ?? 0, this.#r = t.fullFlushFlag ?? 0, typeof Ps[e] != "function") throw new TypeError("Compression method not supported: " + e);
    try {
      this.#e = new Ps[e](t);
    } catch (i) {
      throw new Gt(i, this.constructor);
    }
    this.#o = (i) => {
      this.#t || (this.#t = true, this.close(), this.emit("error", i));
    }, this.#e?.on("error", (i) => this.#o(new Gt(i))), this.once("end", () => this.close);
  }
  close() {
    this.#e && (this.#e.close(), this.#e = void 0, this.emit("close"));
  }
  reset() {
    if (!this.#t) return zi(this.#e, "zlib binding closed"), this.#e.reset?.();
  }
  flush(t) {
    this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(Ot.alloc(0), { [Pi]: t })));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), t && (e ? this.write(t, e) : this.write(t)), this.flush(this.#n), this.#i = true, super.end(i);
  }
  get ended() {
    return this.#i;
  }
  [Tt](t) {
    return super.write(t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = Ot.from(t, e)), this.#t) return;
    zi(this.#e, "zlib binding closed");
    let r = this.#e._handle, n = r.close;
    r.close = () => {
    };
    let o = this.#e.close;
    this.#e.close = () => {
    }, Bi(true);
    let h;
    try {
      let l = typeof t[Pi] == "number" ? t[Pi] : this.#s;
      h = this.#e._processChunk(t, l), Bi(false);
    } catch (l) {
      Bi(false), this.#o(new Gt(l, this.write));
    } finally {
      this.#e && (this.#e._handle = r, r.close = n, this.#e.close = o, this.#e.removeAllListeners("error"));
    }
    this.#e && this.#e.on("error", (l) => this.#o(new Gt(l, this.write)));
    let a;
    if (h) if (Array.isArray(h) && h.length > 0) {
      let l = h[0];
      a = this[Tt](Ot.from(l));
      for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
    } else a = this[Tt](Ot.from(h));
    return i && i(), a;
  }
};
var Pe = class extends re {
  #t;
  #i;
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || v.Z_NO_FLUSH, t.finishFlush = t.finishFlush || v.Z_FINISH, t.fullFlushFlag = v.Z_FULL_FLUSH, super(t, e), this.#t = t.level, this.#i = t.strategy;
  }
  params(t, e) {
    if (!this.sawError) {
      if (!this.handle) throw new Error("cannot switch params when binding is closed");
      if (!this.handle.params) throw new Error("not supported in this implementation");
      if (this.#t !== t || this.#i !== e) {
        this.flush(v.Z_SYNC_FLUSH), zi(this.handle, "zlib binding closed");
        let i = this.handle.flush;
        this.handle.flush = (r, n) => {
          typeof r == "function" && (n = r, r = this.flushFlag), this.flush(r), n?.();
        };
        try {
          this.handle.params(t, e);
        } finally {
          this.handle.flush = i;
        }
        this.handle && (this.#t = t, this.#i = e);
      }
    }
  }
};
var ze = class extends Pe {
  #t;
  constructor(t) {
    super(t, "Gzip"), this.#t = t && !!t.portable;
  }
  [Tt](t) {
    return this.#t ? (this.#t = false, t[9] = 255, super[Tt](t)) : super[Tt](t);
  }
};
var Ue = class extends Pe {
  constructor(t) {
    super(t, "Unzip");
  }
};
var He = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || v.BROTLI_OPERATION_PROCESS, t.finishFlush = t.finishFlush || v.BROTLI_OPERATION_FINISH, t.fullFlushFlag = v.BROTLI_OPERATION_FLUSH, super(t, e);
  }
};
var We = class extends He {
  constructor(t) {
    super(t, "BrotliCompress");
  }
};
var Ge = class extends He {
  constructor(t) {
    super(t, "BrotliDecompress");
  }
};
var Ze = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || v.ZSTD_e_continue, t.finishFlush = t.finishFlush || v.ZSTD_e_end, t.fullFlushFlag = v.ZSTD_e_flush, super(t, e);
  }
};
var Ye = class extends Ze {
  constructor(t) {
    super(t, "ZstdCompress");
  }
};
var Ke = class extends Ze {
  constructor(t) {
    super(t, "ZstdDecompress");
  }
};
var Us = (s3, t) => {
  if (Number.isSafeInteger(s3)) s3 < 0 ? an(s3, t) : hn(s3, t);
  else throw Error("cannot encode number outside of javascript safe integer range");
  return t;
};
var hn = (s3, t) => {
  t[0] = 128;
  for (var e = t.length; e > 1; e--) t[e - 1] = s3 & 255, s3 = Math.floor(s3 / 256);
};
var an = (s3, t) => {
  t[0] = 255;
  var e = false;
  s3 = s3 * -1;
  for (var i = t.length; i > 1; i--) {
    var r = s3 & 255;
    s3 = Math.floor(s3 / 256), e ? t[i - 1] = Ws(r) : r === 0 ? t[i - 1] = 0 : (e = true, t[i - 1] = Gs(r));
  }
};
var Hs = (s3) => {
  let t = s3[0], e = t === 128 ? cn(s3.subarray(1, s3.length)) : t === 255 ? ln(s3) : null;
  if (e === null) throw Error("invalid base256 encoding");
  if (!Number.isSafeInteger(e)) throw Error("parsed number outside of javascript safe integer range");
  return e;
};
var ln = (s3) => {
  for (var t = s3.length, e = 0, i = false, r = t - 1; r > -1; r--) {
    var n = Number(s3[r]), o;
    i ? o = Ws(n) : n === 0 ? o = n : (i = true, o = Gs(n)), o !== 0 && (e -= o * Math.pow(256, t - r - 1));
  }
  return e;
};
var cn = (s3) => {
  for (var t = s3.length, e = 0, i = t - 1; i > -1; i--) {
    var r = Number(s3[i]);
    r !== 0 && (e += r * Math.pow(256, t - i - 1));
  }
  return e;
};
var Ws = (s3) => (255 ^ s3) & 255;
var Gs = (s3) => (255 ^ s3) + 1 & 255;
var Hi = {};
Ur(Hi, { code: () => $e, isCode: () => ne, isName: () => dn, name: () => oe, normalFsTypes: () => Ui });
var ne = (s3) => oe.has(s3);
var dn = (s3) => $e.has(s3);
var Ui = /* @__PURE__ */ new Set(["0", "", "1", "2", "3", "4", "5", "6", "7", "D"]);
var oe = /* @__PURE__ */ new Map([["0", "File"], ["", "OldFile"], ["1", "Link"], ["2", "SymbolicLink"], ["3", "CharacterDevice"], ["4", "BlockDevice"], ["5", "Directory"], ["6", "FIFO"], ["7", "ContiguousFile"], ["g", "GlobalExtendedHeader"], ["x", "ExtendedHeader"], ["A", "SolarisACL"], ["D", "GNUDumpDir"], ["I", "Inode"], ["K", "NextFileHasLongLinkpath"], ["L", "NextFileHasLongPath"], ["M", "ContinuationFile"], ["N", "OldGnuLongPath"], ["S", "SparseFile"], ["V", "TapeVolumeHeader"], ["X", "OldExtendedHeader"]]);
var $e = new Map(Array.from(oe).map((s3) => [s3[1], s3[0]]));
var mn = (s3) => s3 === void 0 || s3 < 0 ? void 0 : s3;
var F = class {
  cksumValid = false;
  needPax = false;
  nullBlock = false;
  block;
  path;
  mode;
  uid;
  gid;
  size;
  cksum;
  #t = "Unsupported";
  linkpath;
  uname;
  gname;
  devmaj = 0;
  devmin = 0;
  atime;
  ctime;
  mtime;
  charset;
  comment;
  constructor(t, e = 0, i, r) {
    Buffer.isBuffer(t) ? this.decode(t, e || 0, i, r) : t && this.#i(t);
  }
  decode(t, e, i, r) {
    if (e || (e = 0), !t || !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let n = xt(t, e + 156, 1), o = Ui.has(n), h = o ? i : void 0, a = o ? r : void 0;
    if (this.path = h?.path ?? xt(t, e, 100), this.mode = h?.mode ?? a?.mode ?? lt(t, e + 100, 8), this.uid = h?.uid ?? a?.uid ?? lt(t, e + 108, 8), this.gid = h?.gid ?? a?.gid ?? lt(t, e + 116, 8), this.size = mn(h?.size ?? a?.size ?? lt(t, e + 124, 12)), this.mtime = h?.mtime ?? a?.mtime ?? Wi(t, e + 136, 12), this.cksum = lt(t, e + 148, 12), a && this.#i(a, true), h && this.#i(h), ne(n) && (this.#t = n || "0"), this.#t === "0" && this.path.slice(-1) === "/" && (this.#t = "5"), this.#t === "5" && (this.size = 0), this.linkpath = xt(t, e + 157, 100), t.subarray(e + 257, e + 265).toString() === "ustar\x0000") if (this.uname = h?.uname ?? a?.uname ?? xt(t, e + 265, 32), this.gname = h?.gname ?? a?.gname ?? xt(t, e + 297, 32), this.devmaj = h?.devmaj ?? a?.devmaj ?? lt(t, e + 329, 8) ?? 0, this.devmin = h?.devmin ?? a?.devmin ?? lt(t, e + 337, 8) ?? 0, t[e + 475] !== 0) {
      let c = xt(t, e + 345, 155);
      this.path = c + "/" + this.path;
    } else {
      let c = xt(t, e + 345, 130);
      c && (this.path = c + "/" + this.path), this.atime = i?.atime ?? r?.atime ?? Wi(t, e + 476, 12), this.ctime = i?.ctime ?? r?.ctime ?? Wi(t, e + 488, 12);
    }
    let l = 256;
    for (let c = e; c < e + 148; c++) l += t[c];
    for (let c = e + 156; c < e + 512; c++) l += t[c];
    this.cksumValid = l === this.cksum, this.cksum === void 0 && l === 256 && (this.nullBlock = true);
  }
  #i(t, e = false) {
    Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "size" && Number(r) < 0 || i === "path" && e || i === "linkpath" && e || i === "global"))));
  }
  encode(t, e = 0) {
    if (t || (t = this.block = Buffer.alloc(512)), this.#t === "Unsupported" && (this.#t = "0"), !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let i = this.ctime || this.atime ? 130 : 155, r = un(this.path || "", i), n = r[0], o = r[1];
    this.needPax = !!r[2], this.needPax = Lt(t, e, 100, n) || this.needPax, this.needPax = ct(t, e + 100, 8, this.mode) || this.needPax, this.needPax = ct(t, e + 108, 8, this.uid) || this.needPax, this.needPax = ct(t, e + 116, 8, this.gid) || this.needPax, this.needPax = ct(t, e + 124, 12, this.size) || this.needPax, this.needPax = Gi(t, e + 136, 12, this.mtime) || this.needPax, t[e + 156] = Number(this.#t.codePointAt(0)), this.needPax = Lt(t, e + 157, 100, this.linkpath) || this.needPax, t.write("ustar\x0000", e + 257, 8), this.needPax = Lt(t, e + 265, 32, this.uname) || this.needPax, this.needPax = Lt(t, e + 297, 32, this.gname) || this.needPax, this.needPax = ct(t, e + 329, 8, this.devmaj) || this.needPax, this.needPax = ct(t, e + 337, 8, this.devmin) || this.needPax, this.needPax = Lt(t, e + 345, i, o) || this.needPax, t[e + 475] !== 0 ? this.needPax = Lt(t, e + 345, 155, o) || this.needPax : (this.needPax = Lt(t, e + 345, 130, o) || this.needPax, this.needPax = Gi(t, e + 476, 12, this.atime) || this.needPax, this.needPax = Gi(t, e + 488, 12, this.ctime) || this.needPax);
    let h = 256;
    for (let a = e; a < e + 148; a++) h += t[a];
    for (let a = e + 156; a < e + 512; a++) h += t[a];
    return this.cksum = h, ct(t, e + 148, 8, this.cksum), this.cksumValid = true, this.needPax;
  }
  get type() {
    return this.#t === "Unsupported" ? this.#t : oe.get(this.#t);
  }
  get typeKey() {
    return this.#t;
  }
  set type(t) {
    let e = String($e.get(t));
    if (ne(e) || e === "Unsupported") this.#t = e;
    else if (ne(t)) this.#t = t;
    else throw new TypeError("invalid entry type: " + t);
  }
};
var un = (s3, t) => {
  let i = s3, r = "", n, o = Zt.parse(s3).root || ".";
  if (Buffer.byteLength(i) < 100) n = [i, r, false];
  else {
    r = Zt.dirname(i), i = Zt.basename(i);
    do
      Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, false] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, true] : (i = Zt.join(Zt.basename(r), i), r = Zt.dirname(r));
    while (r !== o && n === void 0);
    n || (n = [s3.slice(0, 99), "", true]);
  }
  return n;
};
var xt = (s3, t, e) => s3.subarray(t, t + e).toString("utf8").replace(/\0.*/, "");
var Wi = (s3, t, e) => pn(lt(s3, t, e));
var pn = (s3) => s3 === void 0 ? void 0 : new Date(s3 * 1e3);
var lt = (s3, t, e) => Number(s3[t]) & 128 ? Hs(s3.subarray(t, t + e)) : wn(s3, t, e);
var En = (s3) => isNaN(s3) ? void 0 : s3;
var wn = (s3, t, e) => En(parseInt(s3.subarray(t, t + e).toString("utf8").replace(/\0.*$/, "").trim(), 8));
var Sn = { 12: 8589934591, 8: 2097151 };
var ct = (s3, t, e, i) => i === void 0 ? false : i > Sn[e] || i < 0 ? (Us(i, s3.subarray(t, t + e)), true) : (yn(s3, t, e, i), false);
var yn = (s3, t, e, i) => s3.write(Rn(i, e), t, e, "ascii");
var Rn = (s3, t) => gn(Math.floor(s3).toString(8), t);
var gn = (s3, t) => (s3.length === t - 1 ? s3 : new Array(t - s3.length - 1).join("0") + s3 + " ") + "\0";
var Gi = (s3, t, e, i) => i === void 0 ? false : ct(s3, t, e, i.getTime() / 1e3);
var bn = new Array(156).join("\0");
var Lt = (s3, t, e, i) => i === void 0 ? false : (s3.write(i + bn, t, e, "utf8"), i.length !== Buffer.byteLength(i) || i.length > e);
var On = /^(?:0|[1-9]\d*)$/;
var ft = class s {
  atime;
  mtime;
  ctime;
  charset;
  comment;
  gid;
  uid;
  gname;
  uname;
  linkpath;
  dev;
  ino;
  nlink;
  path;
  size;
  mode;
  global;
  constructor(t, e = false) {
    this.atime = t.atime, this.charset = t.charset, this.comment = t.comment, this.ctime = t.ctime, this.dev = t.dev, this.gid = t.gid, this.global = e, this.gname = t.gname, this.ino = t.ino, this.linkpath = t.linkpath, this.mtime = t.mtime, this.nlink = t.nlink, this.path = t.path, this.size = t.size, this.uid = t.uid, this.uname = t.uname;
  }
  encode() {
    let t = this.encodeBody();
    if (t === "") return Buffer.allocUnsafe(0);
    let e = Buffer.byteLength(t), i = 512 * Math.ceil(1 + e / 512), r = Buffer.allocUnsafe(i);
    for (let n = 0; n < 512; n++) r[n] = 0;
    new F({ path: ("PaxHeader/" + _n(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
    for (let n = e + 512; n < r.length; n++) r[n] = 0;
    return r;
  }
  encodeBody() {
    return this.encodeField("path") + this.encodeField("ctime") + this.encodeField("atime") + this.encodeField("dev") + this.encodeField("ino") + this.encodeField("nlink") + this.encodeField("charset") + this.encodeField("comment") + this.encodeField("gid") + this.encodeField("gname") + this.encodeField("linkpath") + this.encodeField("mtime") + this.encodeField("size") + this.encodeField("uid") + this.encodeField("uname");
  }
  encodeField(t) {
    if (this[t] === void 0) return "";
    let e = this[t], i = e instanceof Date ? e.getTime() / 1e3 : e, r = " " + (t === "dev" || t === "ino" || t === "nlink" ? "SCHILY." : "") + t + "=" + i + `
`, n = Buffer.byteLength(r), o = Math.floor(Math.log(n) / Math.log(10)) + 1;
    return n + o >= Math.pow(10, o) && (o += 1), o + n + r;
  }
  static parse(t, e, i = false) {
    return new s(Tn(xn(t), e), i);
  }
};
var Tn = (s3, t) => t ? Object.assign({}, t, s3) : s3;
var xn = (s3) => s3.replace(/\n$/, "").split(`
`).reduce(Ln, /* @__PURE__ */ Object.create(null));
var Ln = (s3, t) => {
  let e = parseInt(t, 10);
  if (e !== Buffer.byteLength(t) + 1) return s3;
  t = t.slice((e + " ").length);
  let i = t.split("="), r = i.shift();
  if (!r) return s3;
  let n = r.replace(/^SCHILY\.(dev|ino|nlink)/, "$1"), o = i.join("=").replace(/\0.*/, "");
  switch (n) {
    case "path":
    case "linkpath":
    case "type":
    case "charset":
    case "comment":
    case "gname":
    case "uname":
      s3[n] = o;
      break;
    case "ctime":
    case "atime":
    case "mtime":
      s3[n] = new Date(Number(o) * 1e3);
      break;
    case "size":
      if (!On.test(o.trim())) break;
      let h = +o;
      if (!Number.isSafeInteger(h)) break;
      s3[n] = h;
      break;
    case "gid":
    case "uid":
    case "dev":
    case "ino":
    case "nlink":
    case "mode":
      s3[n] = +o;
      break;
  }
  return s3;
};
var Dn = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var f = Dn !== "win32" ? (s3) => String(s3) : (s3) => String(s3).replaceAll(/\\/g, "/");
var Ve = class extends A {
  extended;
  globalExtended;
  header;
  startBlockSize;
  blockRemain;
  remain;
  type;
  meta = false;
  ignore = false;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  size = 0;
  mtime;
  atime;
  ctime;
  linkpath;
  dev;
  ino;
  nlink;
  invalid = false;
  absolute;
  unsupported = false;
  constructor(t, e, i) {
    switch (super({}), this.pause(), this.extended = e, this.globalExtended = i, this.header = t, this.remain = t.size ?? 0, this.startBlockSize = 512 * Math.ceil(this.remain / 512), this.blockRemain = this.startBlockSize, this.type = t.type, this.type) {
      case "File":
      case "OldFile":
      case "Link":
      case "SymbolicLink":
      case "CharacterDevice":
      case "BlockDevice":
      case "Directory":
      case "FIFO":
      case "ContiguousFile":
      case "GNUDumpDir":
        break;
      case "NextFileHasLongLinkpath":
      case "NextFileHasLongPath":
      case "OldGnuLongPath":
      case "GlobalExtendedHeader":
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this.meta = true;
        break;
      default:
        this.ignore = true;
    }
    if (!t.path) throw new Error("no path provided for tar.ReadEntry");
    this.path = f(t.path), this.mode = t.mode, this.mode && (this.mode = this.mode & 4095), this.uid = t.uid, this.gid = t.gid, this.uname = t.uname, this.gname = t.gname, this.size = this.remain, this.mtime = t.mtime, this.atime = t.atime, this.ctime = t.ctime, this.linkpath = t.linkpath ? f(t.linkpath) : void 0, this.uname = t.uname, this.gname = t.gname, e && this.#t(e), i && this.#t(i, true);
  }
  write(t) {
    let e = t.length;
    if (e > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    let i = this.remain, r = this.blockRemain;
    return this.remain = Math.max(0, i - e), this.blockRemain = Math.max(0, r - e), this.ignore ? true : i >= e ? super.write(t) : super.write(t.subarray(0, i));
  }
  #t(t, e = false) {
    t.path && (t.path = f(t.path)), t.linkpath && (t.linkpath = f(t.linkpath)), Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "path" && e))));
  }
};
var Dt = (s3, t, e, i = {}) => {
  s3.file && (i.file = s3.file), s3.cwd && (i.cwd = s3.cwd), i.code = e instanceof Error && e.code || t, i.tarCode = t, !s3.strict && i.recoverable !== false ? (e instanceof Error && (i = Object.assign(e, i), e = e.message), s3.emit("warn", t, e, i)) : e instanceof Error ? s3.emit("error", Object.assign(e, i)) : s3.emit("error", Object.assign(new Error(`${t}: ${e}`), i));
};
var An = 1024 * 1024;
var Xi = Buffer.from([31, 139]);
var qi = Buffer.from([40, 181, 47, 253]);
var In = Math.max(Xi.length, qi.length);
var B = /* @__PURE__ */ Symbol("state");
var Nt = /* @__PURE__ */ Symbol("writeEntry");
var it = /* @__PURE__ */ Symbol("readEntry");
var Zi = /* @__PURE__ */ Symbol("nextEntry");
var Zs = /* @__PURE__ */ Symbol("processEntry");
var $ = /* @__PURE__ */ Symbol("extendedHeader");
var he = /* @__PURE__ */ Symbol("globalExtendedHeader");
var dt = /* @__PURE__ */ Symbol("meta");
var Ys = /* @__PURE__ */ Symbol("emitMeta");
var p = /* @__PURE__ */ Symbol("buffer");
var st = /* @__PURE__ */ Symbol("queue");
var mt = /* @__PURE__ */ Symbol("ended");
var Yi = /* @__PURE__ */ Symbol("emittedEnd");
var At = /* @__PURE__ */ Symbol("emit");
var w = /* @__PURE__ */ Symbol("unzip");
var Xe = /* @__PURE__ */ Symbol("consumeChunk");
var qe = /* @__PURE__ */ Symbol("consumeChunkSub");
var Ki = /* @__PURE__ */ Symbol("consumeBody");
var Ks = /* @__PURE__ */ Symbol("consumeMeta");
var $s = /* @__PURE__ */ Symbol("consumeHeader");
var ae = /* @__PURE__ */ Symbol("consuming");
var $i = /* @__PURE__ */ Symbol("bufferConcat");
var Qe = /* @__PURE__ */ Symbol("maybeEnd");
var Yt = /* @__PURE__ */ Symbol("writing");
var V = /* @__PURE__ */ Symbol("aborted");
var Je = /* @__PURE__ */ Symbol("onDone");
var It = /* @__PURE__ */ Symbol("sawValidEntry");
var je = /* @__PURE__ */ Symbol("sawNullBlock");
var ti = /* @__PURE__ */ Symbol("sawEOF");
var Vs = /* @__PURE__ */ Symbol("closeStream");
var Cn = 1e3;
var le = /* @__PURE__ */ Symbol("compressedBytesRead");
var Vi = /* @__PURE__ */ Symbol("decompressedBytesRead");
var Xs = /* @__PURE__ */ Symbol("checkDecompressionRatio");
var Fn = () => true;
var rt = class extends Nn {
  file;
  strict;
  maxMetaEntrySize;
  filter;
  brotli;
  zstd;
  maxDecompressionRatio;
  writable = true;
  readable = false;
  [st] = [];
  [p];
  [it];
  [Nt];
  [B] = "begin";
  [dt] = "";
  [$];
  [he];
  [mt] = false;
  [w];
  [V] = false;
  [It];
  [je] = false;
  [ti] = false;
  [Yt] = false;
  [ae] = false;
  [Yi] = false;
  [le] = 0;
  [Vi] = 0;
  constructor(t = {}) {
    super(), this.file = t.file || "", this.on(Je, () => {
      (this[B] === "begin" || this[It] === false) && this.warn("TAR_BAD_ARCHIVE", "Unrecognized archive format");
    }), t.ondone ? this.on(Je, t.ondone) : this.on(Je, () => {
      this.emit("prefinish"), this.emit("finish"), this.emit("end");
    }), this.strict = !!t.strict, this.maxDecompressionRatio = typeof t.maxDecompressionRatio == "number" ? t.maxDecompressionRatio : Cn, this.maxMetaEntrySize = t.maxMetaEntrySize || An, this.filter = typeof t.filter == "function" ? t.filter : Fn;
    let e = t.file && (t.file.endsWith(".tar.br") || t.file.endsWith(".tbr"));
    this.brotli = !(t.gzip || t.zstd) && t.brotli !== void 0 ? t.brotli : e ? void 0 : false;
    let i = t.file && (t.file.endsWith(".tar.zst") || t.file.endsWith(".tzst"));
    this.zstd = !(t.gzip || t.brotli) && t.zstd !== void 0 ? t.zstd : i ? true : void 0, this.on("end", () => this[Vs]()), typeof t.onwarn == "function" && this.on("warn", t.onwarn), typeof t.onReadEntry == "function" && this.on("entry", t.onReadEntry);
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
  [$s](t, e) {
    this[It] === void 0 && (this[It] = false);
    let i;
    try {
      i = new F(t, e, this[$], this[he]);
    } catch (r) {
      return this.warn("TAR_ENTRY_INVALID", r);
    }
    if (i.nullBlock) this[je] ? (this[ti] = true, this[B] === "begin" && (this[B] = "header"), this[At]("eof")) : (this[je] = true, this[At]("nullBlock"));
    else if (this[je] = false, !i.cksumValid) this.warn("TAR_ENTRY_INVALID", "checksum failure", { header: i });
    else if (!i.path) this.warn("TAR_ENTRY_INVALID", "path is required", { header: i });
    else {
      let r = i.type;
      if (/^(Symbolic)?Link$/.test(r) && !i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath required", { header: i });
      else if (!/^(Symbolic)?Link$/.test(r) && !/^(Global)?ExtendedHeader$/.test(r) && i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath forbidden", { header: i });
      else {
        let n = this[Nt] = new Ve(i, this[$], this[he]);
        if (!this[It]) if (n.remain) {
          let o = () => {
            n.invalid || (this[It] = true);
          };
          n.on("end", o);
        } else this[It] = true;
        n.meta ? n.size > this.maxMetaEntrySize ? (n.ignore = true, this[At]("ignoredEntry", n), this[B] = "ignore", n.resume()) : n.size > 0 && (this[dt] = "", n.on("data", (o) => this[dt] += o), this[B] = "meta") : (this[$] = void 0, n.ignore = n.ignore || !this.filter(n.path, n), n.ignore ? (this[At]("ignoredEntry", n), this[B] = n.remain ? "ignore" : "header", n.resume()) : (n.remain ? this[B] = "body" : (this[B] = "header", n.end()), this[it] ? this[st].push(n) : (this[st].push(n), this[Zi]())));
      }
    }
  }
  [Vs]() {
    queueMicrotask(() => this.emit("close"));
  }
  [Zs](t) {
    let e = true;
    if (!t) this[it] = void 0, e = false;
    else if (Array.isArray(t)) {
      let [i, ...r] = t;
      this.emit(i, ...r);
    } else this[it] = t, this.emit("entry", t), t.emittedEnd || (t.on("end", () => this[Zi]()), e = false);
    return e;
  }
  [Zi]() {
    do
      ;
    while (this[Zs](this[st].shift()));
    if (this[st].length === 0) {
      let t = this[it];
      !t || t.flowing || t.size === t.remain ? this[Yt] || this.emit("drain") : t.once("drain", () => this.emit("drain"));
    }
  }
  [Ki](t, e) {
    let i = this[Nt];
    if (!i) throw new Error("attempt to consume body without entry??");
    let r = i.blockRemain ?? 0, n = r >= t.length && e === 0 ? t : t.subarray(e, e + r);
    return i.write(n), i.blockRemain || (this[B] = "header", this[Nt] = void 0, i.end()), n.length;
  }
  [Ks](t, e) {
    let i = this[Nt], r = this[Ki](t, e);
    return !this[Nt] && i && this[Ys](i), r;
  }
  [At](t, e, i) {
    this[st].length === 0 && !this[it] ? this.emit(t, e, i) : this[st].push([t, e, i]);
  }
  [Ys](t) {
    switch (this[At]("meta", this[dt]), t.type) {
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this[$] = ft.parse(this[dt], this[$], false);
        break;
      case "GlobalExtendedHeader":
        this[he] = ft.parse(this[dt], this[he], true);
        break;
      case "NextFileHasLongPath":
      case "OldGnuLongPath": {
        let e = this[$] ?? /* @__PURE__ */ Object.create(null);
        this[$] = e, e.path = this[dt].replace(/\0.*/, "");
        break;
      }
      case "NextFileHasLongLinkpath": {
        let e = this[$] || /* @__PURE__ */ Object.create(null);
        this[$] = e, e.linkpath = this[dt].replace(/\0.*/, "");
        break;
      }
      default:
        throw new Error("unknown meta: " + t.type);
    }
  }
  abort(t) {
    if (!this[V]) {
      if (this[w]) {
        let e = this[w];
        e.write = () => true, e.end = () => e, e.emit = () => false, e.destroy?.();
      }
      this[V] = true, this.emit("abort", t), this.warn("TAR_ABORT", t, { recoverable: false });
    }
  }
  [Xs](t) {
    this[Vi] += t.length;
    let e = this[Vi] / this[le];
    return e > this.maxDecompressionRatio ? (this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)), false) : true;
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this[V]) return i?.(), false;
    if ((this[w] === void 0 || this.brotli === void 0 && this[w] === false) && t) {
      if (this[p] && (t = Buffer.concat([this[p], t]), this[p] = void 0), t.length < In) return this[p] = t, i?.(), true;
      for (let a = 0; this[w] === void 0 && a < Xi.length; a++) t[a] !== Xi[a] && (this[w] = false);
      let o = false;
      if (this[w] === false && this.zstd !== false) {
        o = true;
        for (let a = 0; a < qi.length; a++) if (t[a] !== qi[a]) {
          o = false;
          break;
        }
      }
      let h = this.brotli === void 0 && !o;
      if (this[w] === false && h) if (t.length < 512) if (this[mt]) this.brotli = true;
      else return this[p] = t, i?.(), true;
      else try {
        new F(t.subarray(0, 512)), this.brotli = false;
      } catch {
        this.brotli = true;
      }
      if (this[w] === void 0 || this[w] === false && (this.brotli || o)) {
        let a = this[mt];
        this[mt] = false, this[w] = this[w] === void 0 ? new Ue({}) : o ? new Ke({}) : new Ge({}), this[w].on("data", (c) => {
          this[Xs](c) && this[Xe](c);
        }), this[w].on("error", (c) => {
          this[V] || this.abort(c);
        }), this[w].on("end", () => {
          this[mt] = true, this[Xe]();
        }), this[Yt] = true, this[le] += t.length;
        let l = !!this[w][a ? "end" : "write"](t);
        return this[Yt] = false, i?.(), l;
      }
    }
    this[Yt] = true, this[w] ? (this[le] += t.length, this[w].write(t)) : this[Xe](t), this[Yt] = false;
    let n = this[st].length > 0 ? false : this[it] ? this[it].flowing : true;
    return !n && this[st].length === 0 && this[it]?.once("drain", () => this.emit("drain")), i?.(), n;
  }
  [$i](t) {
    t && !this[V] && (this[p] = this[p] ? Buffer.concat([this[p], t]) : t);
  }
  [Qe]() {
    if (this[mt] && !this[Yi] && !this[V] && !this[ae]) {
      this[Yi] = true;
      let t = this[Nt];
      if (t?.blockRemain) {
        let e = this[p] ? this[p].length : 0;
        this.warn("TAR_BAD_ARCHIVE", `Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`, { entry: t }), this[p] && t.write(this[p]), t.end();
      }
      this[At](Je);
    }
  }
  [Xe](t) {
    if (this[ae] && t) this[$i](t);
    else if (!t && !this[p]) this[Qe]();
    else if (t) {
      if (this[ae] = true, this[p]) {
        this[$i](t);
        let e = this[p];
        this[p] = void 0, this[qe](e);
      } else this[qe](t);
      for (; this[p] && this[p]?.length >= 512 && !this[V] && !this[ti]; ) {
        let e = this[p];
        this[p] = void 0, this[qe](e);
      }
      this[ae] = false;
    }
    (!this[p] || this[mt]) && this[Qe]();
  }
  [qe](t) {
    let e = 0, i = t.length;
    for (; e + 512 <= i && !this[V] && !this[ti]; ) switch (this[B]) {
      case "begin":
      case "header":
        this[$s](t, e), e += 512;
        break;
      case "ignore":
      case "body":
        e += this[Ki](t, e);
        break;
      case "meta":
        e += this[Ks](t, e);
        break;
      default:
        throw new Error("invalid state: " + this[B]);
    }
    e < i && (this[p] = this[p] ? Buffer.concat([t.subarray(e), this[p]]) : t.subarray(e));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e)), i && this.once("finish", i), this[V] || (this[w] ? (t && (this[le] += t.length, this[w].write(t)), this[w].end()) : (this[mt] = true, (this.brotli === void 0 || this.zstd === void 0) && (t = t || Buffer.alloc(0)), t && this.write(t), this[Qe]())), this;
  }
};
var ut = (s3) => {
  let t = s3.length - 1, e = -1;
  for (; t > -1 && s3.charAt(t) === "/"; ) e = t, t--;
  return e === -1 ? s3 : s3.slice(0, e);
};
var vn = (s3) => {
  let t = s3.onReadEntry;
  s3.onReadEntry = t ? (e) => {
    t(e), e.resume();
  } : (e) => e.resume();
};
var Qi = (s3, t) => {
  let e = new Map(t.map((o) => [ut(o), true])), i = s3.filter, r = 100, n = (o, h = "", a = 0) => {
    if (a >= r) return e.set(o, false), false;
    let l = h || Mn(o).root || ".", c;
    if (o === l) c = false;
    else {
      let d = e.get(o);
      c = d !== void 0 ? d : n(kn(o), l, a + 1);
    }
    return e.set(o, c), c;
  };
  s3.filter = i ? (o, h) => i(o, h) && n(ut(o)) : (o) => n(ut(o));
};
var Bn = (s3) => {
  let t = new rt(s3), e = s3.file, i;
  try {
    i = Kt.openSync(e, "r");
    let r = Kt.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
    if (r.size < n) {
      let o = Buffer.allocUnsafe(r.size), h = Kt.readSync(i, o, 0, r.size, 0);
      t.end(h === o.byteLength ? o : o.subarray(0, h));
    } else {
      let o = 0, h = Buffer.allocUnsafe(n);
      for (; o < r.size; ) {
        let a = Kt.readSync(i, h, 0, n, o);
        if (a === 0) break;
        o += a, t.write(h.subarray(0, a));
      }
      t.end();
    }
  } finally {
    if (typeof i == "number") try {
      Kt.closeSync(i);
    } catch {
    }
  }
};
var Pn = (s3, t) => {
  let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("end", o), Kt.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var Ct = K(Bn, Pn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
  t?.length && Qi(s3, t), s3.noResume || vn(s3);
});
var Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3);
var { isAbsolute: Un, parse: qs } = zn;
var ce = (s3) => {
  let t = "", e = qs(s3);
  for (; Un(s3) || e.root; ) {
    let i = s3.charAt(0) === "/" && s3.slice(0, 4) !== "//?/" ? "/" : e.root;
    s3 = s3.slice(i.length), t += i, e = qs(s3);
  }
  return [t, s3];
};
var ei = ["|", "<", ">", "?", ":"];
var ji = ei.map((s3) => String.fromCodePoint(61440 + Number(s3.codePointAt(0))));
var Hn = new Map(ei.map((s3, t) => [s3, ji[t]]));
var Wn = new Map(ji.map((s3, t) => [s3, ei[t]]));
var ts = (s3) => ei.reduce((t, e) => t.split(e).join(Hn.get(e)), s3);
var Qs = (s3) => ji.reduce((t, e) => t.split(e).join(Wn.get(e)), s3);
var rr = (s3, t) => t ? (s3 = f(s3).replace(/^\.(\/|$)/, ""), ut(t) + "/" + s3) : f(s3);
var Gn = 16 * 1024 * 1024;
var tr = /* @__PURE__ */ Symbol("process");
var er = /* @__PURE__ */ Symbol("file");
var ir = /* @__PURE__ */ Symbol("directory");
var is = /* @__PURE__ */ Symbol("symlink");
var sr = /* @__PURE__ */ Symbol("hardlink");
var fe = /* @__PURE__ */ Symbol("header");
var ii = /* @__PURE__ */ Symbol("read");
var ss = /* @__PURE__ */ Symbol("lstat");
var si = /* @__PURE__ */ Symbol("onlstat");
var rs = /* @__PURE__ */ Symbol("onread");
var ns = /* @__PURE__ */ Symbol("onreadlink");
var os = /* @__PURE__ */ Symbol("openfile");
var hs = /* @__PURE__ */ Symbol("onopenfile");
var pt = /* @__PURE__ */ Symbol("close");
var ri = /* @__PURE__ */ Symbol("mode");
var as = /* @__PURE__ */ Symbol("awaitDrain");
var es = /* @__PURE__ */ Symbol("ondrain");
var q = /* @__PURE__ */ Symbol("prefix");
var de = class extends A {
  path;
  portable;
  myuid = process.getuid && process.getuid() || 0;
  myuser = process.env.USER || "";
  maxReadSize;
  linkCache;
  statCache;
  preservePaths;
  cwd;
  strict;
  mtime;
  noPax;
  noMtime;
  prefix;
  fd;
  blockLen = 0;
  blockRemain = 0;
  buf;
  pos = 0;
  remain = 0;
  length = 0;
  offset = 0;
  win32;
  absolute;
  header;
  type;
  linkpath;
  stat;
  onWriteEntry;
  #t = false;
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.path = f(t), this.portable = !!i.portable, this.maxReadSize = i.maxReadSize || Gn, this.linkCache = i.linkCache || /* @__PURE__ */ new Map(), this.statCache = i.statCache || /* @__PURE__ */ new Map(), this.preservePaths = !!i.preservePaths, this.cwd = f(i.cwd || process.cwd()), this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.mtime = i.mtime, this.prefix = i.prefix ? f(i.prefix) : void 0, this.onWriteEntry = i.onWriteEntry, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let r = false;
    if (!this.preservePaths) {
      let [o, h] = ce(this.path);
      o && typeof h == "string" && (this.path = h, r = o);
    }
    this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || js.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
    let n = this.statCache.get(this.absolute);
    n ? this[si](n) : this[ss]();
  }
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  emit(t, ...e) {
    return t === "error" && (this.#t = true), super.emit(t, ...e);
  }
  [ss]() {
    X.lstat(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[si](e);
    });
  }
  [si](t) {
    this.statCache.set(this.absolute, t), this.stat = t, t.isFile() || (t.size = 0), this.type = Zn(t), this.emit("stat", t), this[tr]();
  }
  [tr]() {
    switch (this.type) {
      case "File":
        return this[er]();
      case "Directory":
        return this[ir]();
      case "SymbolicLink":
        return this[is]();
      default:
        return this.end();
    }
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [fe]() {
    if (!this.stat) throw new Error("cannot write header before stat");
    this.type === "Directory" && this.portable && (this.noMtime = true), this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this[ri](this.stat.mode), uid: this.portable ? void 0 : this.stat.uid, gid: this.portable ? void 0 : this.stat.gid, size: this.stat.size, mtime: this.noMtime ? void 0 : this.mtime || this.stat.mtime, type: this.type === "Unsupported" ? void 0 : this.type, uname: this.portable ? void 0 : this.stat.uid === this.myuid ? this.myuser : "", atime: this.portable ? void 0 : this.stat.atime, ctime: this.portable ? void 0 : this.stat.ctime }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.header.atime, ctime: this.portable ? void 0 : this.header.ctime, gid: this.portable ? void 0 : this.header.gid, mtime: this.noMtime ? void 0 : this.mtime || this.header.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.header.size, uid: this.portable ? void 0 : this.header.uid, uname: this.portable ? void 0 : this.header.uname, dev: this.portable ? void 0 : this.stat.dev, ino: this.portable ? void 0 : this.stat.ino, nlink: this.portable ? void 0 : this.stat.nlink }).encode());
    let t = this.header?.block;
    if (!t) throw new Error("failed to encode header");
    super.write(t);
  }
  [ir]() {
    if (!this.stat) throw new Error("cannot create directory entry without stat");
    this.path.slice(-1) !== "/" && (this.path += "/"), this.stat.size = 0, this[fe](), this.end();
  }
  [is]() {
    X.readlink(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[ns](e);
    });
  }
  [ns](t) {
    this.linkpath = f(t), this[fe](), this.end();
  }
  [sr](t) {
    if (!this.stat) throw new Error("cannot create link entry without stat");
    this.type = "Link", this.linkpath = f(js.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
  }
  [er]() {
    if (!this.stat) throw new Error("cannot create file entry without stat");
    if (this.stat.nlink > 1) {
      let t = `${this.stat.dev}:${this.stat.ino}`, e = this.linkCache.get(t);
      if (e?.indexOf(this.cwd) === 0) return this[sr](e);
      this.linkCache.set(t, this.absolute);
    }
    if (this[fe](), this.stat.size === 0) return this.end();
    this[os]();
  }
  [os]() {
    X.open(this.absolute, "r", (t, e) => {
      if (t) return this.emit("error", t);
      this[hs](e);
    });
  }
  [hs](t) {
    if (this.fd = t, this.#t) return this[pt]();
    if (!this.stat) throw new Error("should stat before calling onopenfile");
    this.blockLen = 512 * Math.ceil(this.stat.size / 512), this.blockRemain = this.blockLen;
    let e = Math.min(this.blockLen, this.maxReadSize);
    this.buf = Buffer.allocUnsafe(e), this.offset = 0, this.pos = 0, this.remain = this.stat.size, this.length = this.buf.length, this[ii]();
  }
  [ii]() {
    let { fd: t, buf: e, offset: i, length: r, pos: n } = this;
    if (t === void 0 || e === void 0) throw new Error("cannot read file without first opening");
    X.read(t, e, i, r, n, (o, h) => {
      if (o) return this[pt](() => this.emit("error", o));
      this[rs](h);
    });
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.close(this.fd, t);
  }
  [rs](t) {
    if (t <= 0 && this.remain > 0) {
      let r = Object.assign(new Error("encountered unexpected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (t > this.remain) {
      let r = Object.assign(new Error("did not encounter expected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (!this.buf) throw new Error("should have created buffer prior to reading");
    if (t === this.remain) for (let r = t; r < this.length && t < this.blockRemain; r++) this.buf[r + this.offset] = 0, t++, this.remain++;
    let e = this.offset === 0 && t === this.buf.length ? this.buf : this.buf.subarray(this.offset, this.offset + t);
    this.write(e) ? this[es]() : this[as](() => this[es]());
  }
  [as](t) {
    this.once("drain", t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this.blockRemain < t.length) {
      let r = Object.assign(new Error("writing more data than expected"), { path: this.absolute });
      return this.emit("error", r);
    }
    return this.remain -= t.length, this.blockRemain -= t.length, this.pos += t.length, this.offset += t.length, super.write(t, null, i);
  }
  [es]() {
    if (!this.remain) return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), this[pt]((t) => t ? this.emit("error", t) : this.end());
    if (!this.buf) throw new Error("buffer lost somehow in ONDRAIN");
    this.offset >= this.length && (this.buf = Buffer.allocUnsafe(Math.min(this.blockRemain, this.buf.length)), this.offset = 0), this.length = this.buf.length - this.offset, this[ii]();
  }
};
var ni = class extends de {
  sync = true;
  [ss]() {
    this[si](X.lstatSync(this.absolute));
  }
  [is]() {
    this[ns](X.readlinkSync(this.absolute));
  }
  [os]() {
    this[hs](X.openSync(this.absolute, "r"));
  }
  [ii]() {
    let t = true;
    try {
      let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
      if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
      let h = X.readSync(e, i, r, n, o);
      this[rs](h), t = false;
    } finally {
      if (t) try {
        this[pt](() => {
        });
      } catch {
      }
    }
  }
  [as](t) {
    t();
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.closeSync(this.fd), t();
  }
};
var oi = class extends A {
  blockLen = 0;
  blockRemain = 0;
  buf = 0;
  pos = 0;
  remain = 0;
  length = 0;
  preservePaths;
  portable;
  strict;
  noPax;
  noMtime;
  readEntry;
  type;
  prefix;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  header;
  mtime;
  atime;
  ctime;
  linkpath;
  size;
  onWriteEntry;
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.preservePaths = !!i.preservePaths, this.portable = !!i.portable, this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.onWriteEntry = i.onWriteEntry, this.readEntry = t;
    let { type: r } = t;
    if (r === "Unsupported") throw new Error("writing entry that should be ignored");
    this.type = r, this.type === "Directory" && this.portable && (this.noMtime = true), this.prefix = i.prefix, this.path = f(t.path), this.mode = t.mode !== void 0 ? this[ri](t.mode) : void 0, this.uid = this.portable ? void 0 : t.uid, this.gid = this.portable ? void 0 : t.gid, this.uname = this.portable ? void 0 : t.uname, this.gname = this.portable ? void 0 : t.gname, this.size = t.size, this.mtime = this.noMtime ? void 0 : i.mtime || t.mtime, this.atime = this.portable ? void 0 : t.atime, this.ctime = this.portable ? void 0 : t.ctime, this.linkpath = t.linkpath !== void 0 ? f(t.linkpath) : void 0, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let n = false;
    if (!this.preservePaths) {
      let [h, a] = ce(this.path);
      h && typeof a == "string" && (this.path = a, n = h);
    }
    this.remain = t.size, this.blockRemain = t.startBlockSize, this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this.mode, uid: this.portable ? void 0 : this.uid, gid: this.portable ? void 0 : this.gid, size: this.size, mtime: this.noMtime ? void 0 : this.mtime, type: this.type, uname: this.portable ? void 0 : this.uname, atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime }), n && this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute path`, { entry: this, path: n + this.path }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime, gid: this.portable ? void 0 : this.gid, mtime: this.noMtime ? void 0 : this.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.size, uid: this.portable ? void 0 : this.uid, uname: this.portable ? void 0 : this.uname, dev: this.portable ? void 0 : this.readEntry.dev, ino: this.portable ? void 0 : this.readEntry.ino, nlink: this.portable ? void 0 : this.readEntry.nlink }).encode());
    let o = this.header?.block;
    if (!o) throw new Error("failed to encode header");
    super.write(o), t.pipe(this);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  write(t, e, i) {
    typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8"));
    let r = t.length;
    if (r > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    return this.blockRemain -= r, super.write(t, i);
  }
  end(t, e, i) {
    return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e ?? "utf8")), i && this.once("finish", i), t ? super.end(t, i) : super.end(i), this;
  }
};
var Zn = (s3) => s3.isFile() ? "File" : s3.isDirectory() ? "Directory" : s3.isSymbolicLink() ? "SymbolicLink" : "Unsupported";
var hi = class s2 {
  tail;
  head;
  length = 0;
  static create(t = []) {
    return new s2(t);
  }
  constructor(t = []) {
    for (let e of t) this.push(e);
  }
  *[Symbol.iterator]() {
    for (let t = this.head; t; t = t.next) yield t.value;
  }
  removeNode(t) {
    if (t.list !== this) throw new Error("removing node which does not belong to this list");
    let e = t.next, i = t.prev;
    return e && (e.prev = i), i && (i.next = e), t === this.head && (this.head = e), t === this.tail && (this.tail = i), this.length--, t.next = void 0, t.prev = void 0, t.list = void 0, e;
  }
  unshiftNode(t) {
    if (t === this.head) return;
    t.list && t.list.removeNode(t);
    let e = this.head;
    t.list = this, t.next = e, e && (e.prev = t), this.head = t, this.tail || (this.tail = t), this.length++;
  }
  pushNode(t) {
    if (t === this.tail) return;
    t.list && t.list.removeNode(t);
    let e = this.tail;
    t.list = this, t.prev = e, e && (e.next = t), this.tail = t, this.head || (this.head = t), this.length++;
  }
  push(...t) {
    for (let e = 0, i = t.length; e < i; e++) Kn(this, t[e]);
    return this.length;
  }
  unshift(...t) {
    for (var e = 0, i = t.length; e < i; e++) $n(this, t[e]);
    return this.length;
  }
  pop() {
    if (!this.tail) return;
    let t = this.tail.value, e = this.tail;
    return this.tail = this.tail.prev, this.tail ? this.tail.next = void 0 : this.head = void 0, e.list = void 0, this.length--, t;
  }
  shift() {
    if (!this.head) return;
    let t = this.head.value, e = this.head;
    return this.head = this.head.next, this.head ? this.head.prev = void 0 : this.tail = void 0, e.list = void 0, this.length--, t;
  }
  forEach(t, e) {
    e = e || this;
    for (let i = this.head, r = 0; i; r++) t.call(e, i.value, r, this), i = i.next;
  }
  forEachReverse(t, e) {
    e = e || this;
    for (let i = this.tail, r = this.length - 1; i; r--) t.call(e, i.value, r, this), i = i.prev;
  }
  get(t) {
    let e = 0, i = this.head;
    for (; i && e < t; e++) i = i.next;
    if (e === t && i) return i.value;
  }
  getReverse(t) {
    let e = 0, i = this.tail;
    for (; i && e < t; e++) i = i.prev;
    if (e === t && i) return i.value;
  }
  map(t, e) {
    e = e || this;
    let i = new s2();
    for (let r = this.head; r; ) i.push(t.call(e, r.value, this)), r = r.next;
    return i;
  }
  mapReverse(t, e) {
    e = e || this;
    var i = new s2();
    for (let r = this.tail; r; ) i.push(t.call(e, r.value, this)), r = r.prev;
    return i;
  }
  reduce(t, e) {
    let i, r = this.head;
    if (arguments.length > 1) i = e;
    else if (this.head) r = this.head.next, i = this.head.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (var n = 0; r; n++) i = t(i, r.value, n), r = r.next;
    return i;
  }
  reduceReverse(t, e) {
    let i, r = this.tail;
    if (arguments.length > 1) i = e;
    else if (this.tail) r = this.tail.prev, i = this.tail.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (let n = this.length - 1; r; n--) i = t(i, r.value, n), r = r.prev;
    return i;
  }
  toArray() {
    let t = new Array(this.length);
    for (let e = 0, i = this.head; i; e++) t[e] = i.value, i = i.next;
    return t;
  }
  toArrayReverse() {
    let t = new Array(this.length);
    for (let e = 0, i = this.tail; i; e++) t[e] = i.value, i = i.prev;
    return t;
  }
  slice(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.head, n = 0;
    for (n = 0; r && n < t; n++) r = r.next;
    for (; r && n < e; n++, r = r.next) i.push(r.value);
    return i;
  }
  sliceReverse(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.length, n = this.tail;
    for (; n && r > e; r--) n = n.prev;
    for (; n && r > t; r--, n = n.prev) i.push(n.value);
    return i;
  }
  splice(t, e = 0, ...i) {
    t > this.length && (t = this.length - 1), t < 0 && (t = this.length + t);
    let r = this.head;
    for (let o = 0; r && o < t; o++) r = r.next;
    let n = [];
    for (let o = 0; r && o < e; o++) n.push(r.value), r = this.removeNode(r);
    r ? r !== this.tail && (r = r.prev) : r = this.tail;
    for (let o of i) r = Yn(this, r, o);
    return n;
  }
  reverse() {
    let t = this.head, e = this.tail;
    for (let i = t; i; i = i.prev) {
      let r = i.prev;
      i.prev = i.next, i.next = r;
    }
    return this.head = e, this.tail = t, this;
  }
};
function Yn(s3, t, e) {
  let i = t, r = t ? t.next : s3.head, n = new me(e, i, r, s3);
  return n.next === void 0 && (s3.tail = n), n.prev === void 0 && (s3.head = n), s3.length++, n;
}
function Kn(s3, t) {
  s3.tail = new me(t, s3.tail, void 0, s3), s3.head || (s3.head = s3.tail), s3.length++;
}
function $n(s3, t) {
  s3.head = new me(t, void 0, s3.head, s3), s3.tail || (s3.tail = s3.head), s3.length++;
}
var me = class {
  list;
  next;
  prev;
  value;
  constructor(t, e, i, r) {
    this.list = r, this.value = t, e ? (e.next = this, this.prev = e) : this.prev = void 0, i ? (i.prev = this, this.next = i) : this.next = void 0;
  }
};
var pi = class {
  path;
  absolute;
  entry;
  stat;
  readdir;
  pending = false;
  pendingLink = false;
  ignore = false;
  piped = false;
  constructor(t, e) {
    this.path = t || "./", this.absolute = e;
  }
};
var nr = Buffer.alloc(1024);
var li = /* @__PURE__ */ Symbol("onStat");
var ue = /* @__PURE__ */ Symbol("ended");
var W = /* @__PURE__ */ Symbol("queue");
var pe = /* @__PURE__ */ Symbol("pendingLinks");
var Et = /* @__PURE__ */ Symbol("current");
var Ft = /* @__PURE__ */ Symbol("process");
var Ee = /* @__PURE__ */ Symbol("processing");
var ai = /* @__PURE__ */ Symbol("processJob");
var G = /* @__PURE__ */ Symbol("jobs");
var ls = /* @__PURE__ */ Symbol("jobDone");
var ci = /* @__PURE__ */ Symbol("addFSEntry");
var or = /* @__PURE__ */ Symbol("addTarEntry");
var ds = /* @__PURE__ */ Symbol("stat");
var ms = /* @__PURE__ */ Symbol("readdir");
var fi = /* @__PURE__ */ Symbol("onreaddir");
var di = /* @__PURE__ */ Symbol("pipe");
var hr = /* @__PURE__ */ Symbol("entry");
var cs = /* @__PURE__ */ Symbol("entryOpt");
var mi = /* @__PURE__ */ Symbol("writeEntryClass");
var lr = /* @__PURE__ */ Symbol("write");
var fs2 = /* @__PURE__ */ Symbol("ondrain");
var wt = class extends A {
  sync = false;
  opt;
  cwd;
  maxReadSize;
  preservePaths;
  strict;
  noPax;
  prefix;
  linkCache;
  statCache;
  file;
  portable;
  zip;
  readdirCache;
  noDirRecurse;
  follow;
  noMtime;
  mtime;
  filter;
  jobs;
  [mi];
  onWriteEntry;
  [W];
  [pe] = /* @__PURE__ */ new Map();
  [G] = 0;
  [Ee] = false;
  [ue] = false;
  constructor(t = {}) {
    if (super(), this.opt = t, this.file = t.file || "", this.cwd = t.cwd || process.cwd(), this.maxReadSize = t.maxReadSize, this.preservePaths = !!t.preservePaths, this.strict = !!t.strict, this.noPax = !!t.noPax, this.prefix = f(t.prefix || ""), this.linkCache = t.linkCache || /* @__PURE__ */ new Map(), this.statCache = t.statCache || /* @__PURE__ */ new Map(), this.readdirCache = t.readdirCache || /* @__PURE__ */ new Map(), this.onWriteEntry = t.onWriteEntry, this[mi] = de, typeof t.onwarn == "function" && this.on("warn", t.onwarn), this.portable = !!t.portable, t.gzip || t.brotli || t.zstd) {
      if ((t.gzip ? 1 : 0) + (t.brotli ? 1 : 0) + (t.zstd ? 1 : 0) > 1) throw new TypeError("gzip, brotli, zstd are mutually exclusive");
      if (t.gzip && (typeof t.gzip != "object" && (t.gzip = {}), this.portable && (t.gzip.portable = true), this.zip = new ze(t.gzip)), t.brotli && (typeof t.brotli != "object" && (t.brotli = {}), this.zip = new We(t.brotli)), t.zstd && (typeof t.zstd != "object" && (t.zstd = {}), this.zip = new Ye(t.zstd)), !this.zip) throw new Error("impossible");
      let e = this.zip;
      e.on("data", (i) => super.write(i)), e.on("end", () => super.end()), e.on("drain", () => this[fs2]()), this.on("resume", () => e.resume());
    } else this.on("drain", this[fs2]);
    this.noDirRecurse = !!t.noDirRecurse, this.follow = !!t.follow, this.noMtime = !!t.noMtime, t.mtime && (this.mtime = t.mtime), this.filter = typeof t.filter == "function" ? t.filter : () => true, this[W] = new hi(), this[G] = 0, this.jobs = Number(t.jobs) || 4, this[Ee] = false, this[ue] = false;
  }
  [lr](t) {
    return super.write(t);
  }
  add(t) {
    return this.write(t), this;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = void 0), t && this.add(t), this[ue] = true, this[Ft](), i && i(), this;
  }
  write(t) {
    if (this[ue]) throw new Error("write after end");
    return typeof t == "string" ? this[ci](t) : this[or](t), this.flowing;
  }
  [or](t) {
    let e = f(ar.resolve(this.cwd, t.path));
    if (!this.filter(t.path, t)) t.resume();
    else {
      let i = new pi(t.path, e);
      i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
    }
    this[Ft]();
  }
  [ci](t) {
    let e = f(ar.resolve(this.cwd, t));
    this[W].push(new pi(t, e)), this[Ft]();
  }
  [ds](t) {
    t.pending = true, this[G] += 1;
    let e = this.follow ? "stat" : "lstat";
    ui[e](t.absolute, (i, r) => {
      t.pending = false, this[G] -= 1, i ? this.emit("error", i) : this[li](t, r);
    });
  }
  [li](t, e) {
    if (this.statCache.set(t.absolute, e), t.stat = e, !this.filter(t.path, e)) t.ignore = true;
    else if (e.isFile() && e.nlink > 1 && !this.linkCache.get(`${e.dev}:${e.ino}`) && !this.sync) if (t === this[Et]) this[ai](t);
    else {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      r ? r.push(t) : this[pe].set(i, [t]), t.pendingLink = true, t.pending = true;
    }
    this[Ft]();
  }
  [ms](t) {
    t.pending = true, this[G] += 1, ui.readdir(t.absolute, (e, i) => {
      if (t.pending = false, this[G] -= 1, e) return this.emit("error", e);
      this[fi](t, i);
    });
  }
  [fi](t, e) {
    this.readdirCache.set(t.absolute, e), t.readdir = e, this[Ft]();
  }
  [Ft]() {
    if (!this[Ee]) {
      this[Ee] = true;
      for (let t = this[W].head; t && this[G] < this.jobs; t = t.next) if (this[ai](t.value), t.value.ignore) {
        let e = t.next;
        this[W].removeNode(t), t.next = e;
      }
      this[Ee] = false, this[ue] && this[W].length === 0 && this[G] === 0 && (this.zip ? this.zip.end(nr) : (super.write(nr), super.end()));
    }
  }
  get [Et]() {
    return this[W] && this[W].head && this[W].head.value;
  }
  [ls](t) {
    this[W].shift(), this[G] -= 1;
    let { stat: e } = t;
    if (e && e.isFile() && e.nlink > 1) {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      if (r) {
        this[pe].delete(i);
        for (let n of r) n.pending = false, this[ai](n);
      }
    }
    this[Ft]();
  }
  [ai](t) {
    if (t.pending && t.pendingLink && t === this[Et] && (t.pending = false, t.pendingLink = false), !t.pending) {
      if (t.entry) {
        t === this[Et] && !t.piped && this[di](t);
        return;
      }
      if (!t.stat) {
        let e = this.statCache.get(t.absolute);
        e ? this[li](t, e) : this[ds](t);
      }
      if (t.stat && !t.ignore) {
        if (!this.noDirRecurse && t.stat.isDirectory() && !t.readdir) {
          let e = this.readdirCache.get(t.absolute);
          if (e ? this[fi](t, e) : this[ms](t), !t.readdir) return;
        }
        if (t.entry = this[hr](t), !t.entry) {
          t.ignore = true;
          return;
        }
        t === this[Et] && !t.piped && this[di](t);
      }
    }
  }
  [cs](t) {
    return { onwarn: (e, i, r) => this.warn(e, i, r), noPax: this.noPax, cwd: this.cwd, absolute: t.absolute, preservePaths: this.preservePaths, maxReadSize: this.maxReadSize, strict: this.strict, portable: this.portable, linkCache: this.linkCache, statCache: this.statCache, noMtime: this.noMtime, mtime: this.mtime, prefix: this.prefix, onWriteEntry: this.onWriteEntry };
  }
  [hr](t) {
    this[G] += 1;
    try {
      return new this[mi](t.path, this[cs](t)).on("end", () => this[ls](t)).on("error", (i) => this.emit("error", i));
    } catch (e) {
      this.emit("error", e);
    }
  }
  [fs2]() {
    this[Et] && this[Et].entry && this[Et].entry.resume();
  }
  [di](t) {
    t.piped = true, t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    });
    let e = t.entry, i = this.zip;
    if (!e) throw new Error("cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r) || e.pause();
    }) : e.on("data", (r) => {
      super.write(r) || e.pause();
    });
  }
  pause() {
    return this.zip && this.zip.pause(), super.pause();
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
};
var kt = class extends wt {
  sync = true;
  constructor(t) {
    super(t), this[mi] = ni;
  }
  pause() {
  }
  resume() {
  }
  [ds](t) {
    let e = this.follow ? "statSync" : "lstatSync";
    this[li](t, ui[e](t.absolute));
  }
  [ms](t) {
    this[fi](t, ui.readdirSync(t.absolute));
  }
  [di](t) {
    let e = t.entry, i = this.zip;
    if (t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    }), !e) throw new Error("Cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r);
    }) : e.on("data", (r) => {
      super[lr](r);
    });
  }
};
var Vn = (s3, t) => {
  let e = new kt(s3), i = new Wt(s3.file, { mode: s3.mode || 438 });
  e.pipe(i), fr(e, t);
};
var Xn = (s3, t) => {
  let e = new wt(s3), i = new et(s3.file, { mode: s3.mode || 438 });
  e.pipe(i);
  let r = new Promise((n, o) => {
    i.on("error", o), i.on("close", n), e.on("error", o);
  });
  return dr(e, t).catch((n) => e.emit("error", n)), r;
};
var fr = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: cr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var dr = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: cr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => {
    s3.add(i);
  } }) : s3.add(e);
  s3.end();
};
var qn = (s3, t) => {
  let e = new kt(s3);
  return fr(e, t), e;
};
var Qn = (s3, t) => {
  let e = new wt(s3);
  return dr(e, t).catch((i) => e.emit("error", i)), e;
};
var Jn = K(Vn, Xn, qn, Qn, (s3, t) => {
  if (!t?.length) throw new TypeError("no paths specified to add to archive");
});
var jn = process.env.__FAKE_PLATFORM__ || process.platform;
var Er = jn === "win32";
var { O_CREAT: wr, O_NOFOLLOW: mr, O_TRUNC: Sr, O_WRONLY: yr } = pr.constants;
var Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || pr.constants.UV_FS_O_FILEMAP || 0;
var to = Er && !!Rr;
var eo = 512 * 1024;
var io = Rr | Sr | wr | yr;
var ur = !Er && typeof mr == "number" ? mr | Sr | wr | yr : null;
var us = ur !== null ? () => ur : to ? (s3) => s3 < eo ? io : "w" : () => "w";
var ps = (s3, t, e) => {
  try {
    return wi.lchownSync(s3, t, e);
  } catch (i) {
    if (i?.code !== "ENOENT") throw i;
  }
};
var Ei = (s3, t, e, i) => {
  wi.lchown(s3, t, e, (r) => {
    i(r && r?.code !== "ENOENT" ? r : null);
  });
};
var so = (s3, t, e, i, r) => {
  if (t.isDirectory()) Es(we.resolve(s3, t.name), e, i, (n) => {
    if (n) return r(n);
    let o = we.resolve(s3, t.name);
    Ei(o, e, i, r);
  });
  else {
    let n = we.resolve(s3, t.name);
    Ei(n, e, i, r);
  }
};
var Es = (s3, t, e, i) => {
  wi.readdir(s3, { withFileTypes: true }, (r, n) => {
    if (r) {
      if (r.code === "ENOENT") return i();
      if (r.code !== "ENOTDIR" && r.code !== "ENOTSUP") return i(r);
    }
    if (r || !n.length) return Ei(s3, t, e, i);
    let o = n.length, h = null, a = (l) => {
      if (!h) {
        if (l) return i(h = l);
        if (--o === 0) return Ei(s3, t, e, i);
      }
    };
    for (let l of n) so(s3, l, t, e, a);
  });
};
var ro = (s3, t, e, i) => {
  t.isDirectory() && ws(we.resolve(s3, t.name), e, i), ps(we.resolve(s3, t.name), e, i);
};
var ws = (s3, t, e) => {
  let i;
  try {
    i = wi.readdirSync(s3, { withFileTypes: true });
  } catch (r) {
    let n = r;
    if (n?.code === "ENOENT") return;
    if (n?.code === "ENOTDIR" || n?.code === "ENOTSUP") return ps(s3, t, e);
    throw n;
  }
  for (let r of i) ro(s3, r, t, e);
  return ps(s3, t, e);
};
var Se = class extends Error {
  path;
  code;
  syscall = "chdir";
  constructor(t, e) {
    super(`${e}: Cannot cd into '${t}'`), this.path = t, this.code = e;
  }
  get name() {
    return "CwdError";
  }
};
var St = class extends Error {
  path;
  symlink;
  syscall = "symlink";
  code = "TAR_SYMLINK_ERROR";
  constructor(t, e) {
    super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"), this.symlink = t, this.path = e;
  }
  get name() {
    return "SymlinkError";
  }
};
var oo = (s3, t) => {
  k.stat(s3, (e, i) => {
    (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
  });
};
var gr = (s3, t, e) => {
  s3 = f(s3);
  let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
    E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? k.chmod(s3, r, e) : e();
  };
  if (s3 === d) return oo(s3, y);
  if (l) return no.mkdir(s3, { mode: r, recursive: true }).then((E) => y(null, E ?? void 0), y);
  let D = f(Si.relative(d, s3)).split("/");
  Ss(d, D, r, c, d, void 0, y);
};
var Ss = (s3, t, e, i, r, n, o) => {
  if (t.length === 0) return o(null, n);
  let h = t.shift(), a = f(Si.resolve(s3 + "/" + h));
  k.mkdir(a, e, br(a, t, e, i, r, n, o));
};
var br = (s3, t, e, i, r, n, o) => (h) => {
  h ? k.lstat(s3, (a, l) => {
    if (a) a.path = a.path && f(a.path), o(a);
    else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
    else if (i) k.unlink(s3, (c) => {
      if (c) return o(c);
      k.mkdir(s3, e, br(s3, t, e, i, r, n, o));
    });
    else {
      if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
      o(h);
    }
  }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
};
var ho = (s3) => {
  let t = false, e;
  try {
    t = k.statSync(s3).isDirectory();
  } catch (i) {
    e = i?.code;
  } finally {
    if (!t) throw new Se(s3, e ?? "ENOTDIR");
  }
};
var _r = (s3, t) => {
  s3 = f(s3);
  let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
    E && h && ws(E, n, o), r && k.chmodSync(s3, i);
  };
  if (s3 === c) return ho(c), d();
  if (a) return d(k.mkdirSync(s3, { mode: i, recursive: true }) ?? void 0);
  let T = f(Si.relative(c, s3)).split("/"), D;
  for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
    x = f(Si.resolve(x));
    try {
      k.mkdirSync(x, i), D = D || x;
    } catch {
      let Le = k.lstatSync(x);
      if (Le.isDirectory()) continue;
      if (l) {
        k.unlinkSync(x), k.mkdirSync(x, i), D = D || x;
        continue;
      } else if (Le.isSymbolicLink()) return new St(x, x + "/" + T.join("/"));
    }
  }
  return d(D);
};
var ys = /* @__PURE__ */ Object.create(null);
var Or = 1e4;
var $t = /* @__PURE__ */ new Set();
var Tr = (s3) => {
  $t.has(s3) ? $t.delete(s3) : ys[s3] = s3.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"), $t.add(s3);
  let t = ys[s3], e = $t.size - Or;
  if (e > Or / 10) {
    for (let i of $t) if ($t.delete(i), delete ys[i], --e <= 0) break;
  }
  return t;
};
var ao = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var lo = ao === "win32";
var co = (s3) => s3.split("/").slice(0, -1).reduce((e, i) => {
  let r = e.at(-1);
  return r !== void 0 && (i = xr(r, i)), e.push(i || "/"), e;
}, []);
var yi = class {
  #t = /* @__PURE__ */ new Map();
  #i = /* @__PURE__ */ new Map();
  #s = /* @__PURE__ */ new Set();
  reserve(t, e) {
    t = lo ? ["win32 parallelization disabled"] : t.map((r) => ut(xr(Tr(r))));
    let i = new Set(t.map((r) => co(r)).reduce((r, n) => r.concat(n)));
    this.#i.set(e, { dirs: i, paths: t });
    for (let r of t) {
      let n = this.#t.get(r);
      n ? n.push(e) : this.#t.set(r, [e]);
    }
    for (let r of i) {
      let n = this.#t.get(r);
      if (!n) this.#t.set(r, [/* @__PURE__ */ new Set([e])]);
      else {
        let o = n.at(-1);
        o instanceof Set ? o.add(e) : n.push(/* @__PURE__ */ new Set([e]));
      }
    }
    return this.#r(e);
  }
  #n(t) {
    let e = this.#i.get(t);
    if (!e) throw new Error("function does not have any path reservations");
    return { paths: e.paths.map((i) => this.#t.get(i)), dirs: [...e.dirs].map((i) => this.#t.get(i)) };
  }
  check(t) {
    let { paths: e, dirs: i } = this.#n(t);
    return e.every((r) => r && r[0] === t) && i.every((r) => r && r[0] instanceof Set && r[0].has(t));
  }
  #r(t) {
    return this.#s.has(t) || !this.check(t) ? false : (this.#s.add(t), t(() => this.#e(t)), true);
  }
  #e(t) {
    if (!this.#s.has(t)) return false;
    let e = this.#i.get(t);
    if (!e) throw new Error("invalid reservation");
    let { paths: i, dirs: r } = e, n = /* @__PURE__ */ new Set();
    for (let o of i) {
      let h = this.#t.get(o);
      if (!h || h?.[0] !== t) continue;
      let a = h[1];
      if (!a) {
        this.#t.delete(o);
        continue;
      }
      if (h.shift(), typeof a == "function") n.add(a);
      else for (let l of a) n.add(l);
    }
    for (let o of r) {
      let h = this.#t.get(o), a = h?.[0];
      if (!(!h || !(a instanceof Set))) if (a.size === 1 && h.length === 1) {
        this.#t.delete(o);
        continue;
      } else if (a.size === 1) {
        h.shift();
        let l = h[0];
        typeof l == "function" && n.add(l);
      } else a.delete(t);
    }
    return this.#s.delete(t), n.forEach((o) => this.#r(o)), true;
  }
};
var Lr = () => process.umask();
var Dr = /* @__PURE__ */ Symbol("onEntry");
var _s = /* @__PURE__ */ Symbol("checkFs");
var Nr = /* @__PURE__ */ Symbol("checkFs2");
var Os = /* @__PURE__ */ Symbol("isReusable");
var P = /* @__PURE__ */ Symbol("makeFs");
var Ts = /* @__PURE__ */ Symbol("file");
var xs = /* @__PURE__ */ Symbol("directory");
var gi = /* @__PURE__ */ Symbol("link");
var Ar = /* @__PURE__ */ Symbol("symlink");
var Ir = /* @__PURE__ */ Symbol("hardlink");
var Re = /* @__PURE__ */ Symbol("ensureNoSymlink");
var Cr = /* @__PURE__ */ Symbol("unsupported");
var Fr = /* @__PURE__ */ Symbol("checkPath");
var Rs = /* @__PURE__ */ Symbol("stripAbsolutePath");
var yt = /* @__PURE__ */ Symbol("mkdir");
var O = /* @__PURE__ */ Symbol("onError");
var Ri = /* @__PURE__ */ Symbol("pending");
var kr = /* @__PURE__ */ Symbol("pend");
var Vt = /* @__PURE__ */ Symbol("unpend");
var gs = /* @__PURE__ */ Symbol("ended");
var bs = /* @__PURE__ */ Symbol("maybeClose");
var Ls = /* @__PURE__ */ Symbol("skip");
var ge = /* @__PURE__ */ Symbol("doChown");
var be = /* @__PURE__ */ Symbol("uid");
var _e = /* @__PURE__ */ Symbol("gid");
var Oe = /* @__PURE__ */ Symbol("checkedCwd");
var mo = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var Te = mo === "win32";
var uo = 1024;
var po = (s3, t) => {
  if (!Te) return m.unlink(s3, t);
  let e = s3 + ".DELETE." + vr(16).toString("hex");
  m.rename(s3, e, (i) => {
    if (i) return t(i);
    m.unlink(e, t);
  });
};
var Eo = (s3) => {
  if (!Te) return m.unlinkSync(s3);
  let t = s3 + ".DELETE." + vr(16).toString("hex");
  m.renameSync(s3, t), m.unlinkSync(t);
};
var Mr = (s3, t, e) => s3 !== void 0 && s3 === s3 >>> 0 ? s3 : t !== void 0 && t === t >>> 0 ? t : e;
var Xt = class extends rt {
  [gs] = false;
  [Oe] = false;
  [Ri] = 0;
  reservations = new yi();
  transform;
  writable = true;
  readable = false;
  uid;
  gid;
  setOwner;
  preserveOwner;
  processGid;
  processUid;
  maxDepth;
  forceChown;
  win32;
  newer;
  keep;
  noMtime;
  preservePaths;
  unlink;
  cwd;
  strip;
  processUmask;
  umask;
  dmode;
  fmode;
  chmod;
  constructor(t = {}) {
    if (t.ondone = () => {
      this[gs] = true, this[bs]();
    }, super(t), this.transform = t.transform, this.chmod = !!t.chmod, typeof t.uid == "number" || typeof t.gid == "number") {
      if (typeof t.uid != "number" || typeof t.gid != "number") throw new TypeError("cannot set owner without number uid and gid");
      if (t.preserveOwner) throw new TypeError("cannot preserve owner in archive and also set owner explicitly");
      this.uid = t.uid, this.gid = t.gid, this.setOwner = true;
    } else this.uid = void 0, this.gid = void 0, this.setOwner = false;
    this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === true, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(R.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
  }
  warn(t, e, i = {}) {
    return (t === "TAR_BAD_ARCHIVE" || t === "TAR_ABORT") && (i.recoverable = false), super.warn(t, e, i);
  }
  [bs]() {
    this[gs] && this[Ri] === 0 && (this.emit("prefinish"), this.emit("finish"), this.emit("end"));
  }
  [Rs](t, e) {
    let i = t[e], { type: r } = t;
    if (!i || this.preservePaths) return true;
    let [n, o] = ce(i), h = o.replaceAll(/\\/g, "/").split("/");
    if (h.includes("..") || Te && /^[a-z]:\.\.$/i.test(h[0] ?? "")) {
      if (e === "path" || r === "Link") return this.warn("TAR_ENTRY_ERROR", `${e} contains '..'`, { entry: t, [e]: i }), false;
      let a = R.posix.dirname(t.path), l = R.posix.normalize(R.posix.join(a, h.join("/")));
      if (l.startsWith("../") || l === "..") return this.warn("TAR_ENTRY_ERROR", `${e} escapes extraction directory`, { entry: t, [e]: i }), false;
    }
    return n && (t[e] = String(o), this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute ${e}`, { entry: t, [e]: i })), true;
  }
  [Fr](t) {
    let e = f(t.path), i = e.split("/");
    if (this.strip) {
      if (i.length < this.strip) return false;
      if (t.type === "Link") {
        let r = f(String(t.linkpath)).split("/");
        if (r.length >= this.strip) t.linkpath = r.slice(this.strip).join("/");
        else return false;
      }
      i.splice(0, this.strip), t.path = i.join("/");
    }
    if (isFinite(this.maxDepth) && i.length > this.maxDepth) return this.warn("TAR_ENTRY_ERROR", "path excessively deep", { entry: t, path: e, depth: i.length, maxDepth: this.maxDepth }), false;
    if (!this[Rs](t, "path") || !this[Rs](t, "linkpath")) return false;
    if (t.absolute = R.isAbsolute(t.path) ? f(R.resolve(t.path)) : f(R.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), false;
    if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return false;
    if (this.win32) {
      let { root: r } = R.win32.parse(String(t.absolute));
      t.absolute = r + ts(String(t.absolute).slice(r.length));
      let { root: n } = R.win32.parse(t.path);
      t.path = n + ts(t.path.slice(n.length));
    }
    return true;
  }
  [Dr](t) {
    if (!this[Fr](t)) return t.resume();
    switch (fo.equal(typeof t.absolute, "string"), t.type) {
      case "Directory":
      case "GNUDumpDir":
        t.mode && (t.mode = t.mode | 448);
      case "File":
      case "OldFile":
      case "ContiguousFile":
      case "Link":
      case "SymbolicLink":
        return this[_s](t);
      default:
        return this[Cr](t);
    }
  }
  [O](t, e) {
    t.name === "CwdError" ? this.emit("error", t) : (this.warn("TAR_ENTRY_ERROR", t, { entry: e }), this[Vt](), e.resume());
  }
  [yt](t, e, i) {
    gr(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e }, i);
  }
  [ge](t) {
    return this.forceChown || this.preserveOwner && (typeof t.uid == "number" && t.uid !== this.processUid || typeof t.gid == "number" && t.gid !== this.processGid) || typeof this.uid == "number" && this.uid !== this.processUid || typeof this.gid == "number" && this.gid !== this.processGid;
  }
  [be](t) {
    return Mr(this.uid, t.uid, this.processUid);
  }
  [_e](t) {
    return Mr(this.gid, t.gid, this.processGid);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = new et(String(t.absolute), { flags: us(t.size), mode: i, autoClose: false });
    r.on("error", (a) => {
      r.fd && m.close(r.fd, () => {
      }), r.write = () => true, this[O](a, t), e();
    });
    let n = 1, o = (a) => {
      if (a) {
        r.fd && m.close(r.fd, () => {
        }), this[O](a, t), e();
        return;
      }
      --n === 0 && r.fd !== void 0 && m.close(r.fd, (l) => {
        l ? this[O](l, t) : this[Vt](), e();
      });
    };
    r.on("finish", () => {
      let a = String(t.absolute), l = r.fd;
      if (typeof l == "number" && t.mtime && !this.noMtime) {
        n++;
        let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
        m.futimes(l, c, d, (y) => y ? m.utimes(a, c, d, (T) => o(T && y)) : o());
      }
      if (typeof l == "number" && this[ge](t)) {
        n++;
        let c = this[be](t), d = this[_e](t);
        typeof c == "number" && typeof d == "number" && m.fchown(l, c, d, (y) => y ? m.chown(a, c, d, (T) => o(T && y)) : o());
      }
      o();
    });
    let h = this.transform && this.transform(t) || t;
    h !== t && (h.on("error", (a) => {
      this[O](a, t), e();
    }), t.pipe(h)), h.pipe(r);
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode;
    this[yt](String(t.absolute), i, (r) => {
      if (r) {
        this[O](r, t), e();
        return;
      }
      let n = 1, o = () => {
        --n === 0 && (e(), this[Vt](), t.resume());
      };
      t.mtime && !this.noMtime && (n++, m.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, m.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
    });
  }
  [Cr](t) {
    t.unsupported = true, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
  }
  [Ar](t, e) {
    let i = f(R.relative(this.cwd, R.resolve(R.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
    this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
      this[O](r, t), e();
    });
  }
  [Ir](t, e) {
    let i = f(R.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
    this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
      this[O](n, t), e();
    });
  }
  [Re](t, e, i, r, n) {
    let o = i.shift();
    if (this.preservePaths || o === void 0) return r();
    let h = R.resolve(e, o);
    m.lstat(h, (a, l) => {
      if (a) return r();
      if (l?.isSymbolicLink()) return n(new St(h, R.resolve(h, i.join("/"))));
      this[Re](t, h, i, r, n);
    });
  }
  [kr]() {
    this[Ri]++;
  }
  [Vt]() {
    this[Ri]--, this[bs]();
  }
  [Ls](t) {
    this[Vt](), t.resume();
  }
  [Os](t, e) {
    return t.type === "File" && !this.unlink && e.isFile() && e.nlink <= 1 && !Te;
  }
  [_s](t) {
    this[kr]();
    let e = [t.path];
    t.linkpath && e.push(t.linkpath), this.reservations.reserve(e, (i) => this[Nr](t, i));
  }
  [Nr](t, e) {
    let i = (h) => {
      e(h);
    }, r = () => {
      this[yt](this.cwd, this.dmode, (h) => {
        if (h) {
          this[O](h, t), i();
          return;
        }
        this[Oe] = true, n();
      });
    }, n = () => {
      if (t.absolute !== this.cwd) {
        let h = f(R.dirname(String(t.absolute)));
        if (h !== this.cwd) return this[yt](h, this.dmode, (a) => {
          if (a) {
            this[O](a, t), i();
            return;
          }
          o();
        });
      }
      o();
    }, o = () => {
      m.lstat(String(t.absolute), (h, a) => {
        if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
          this[Ls](t), i();
          return;
        }
        if (h || this[Os](t, a)) return this[P](null, t, i);
        if (a.isDirectory()) {
          if (t.type === "Directory") {
            let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
            return l ? m.chmod(String(t.absolute), Number(t.mode), c) : c();
          }
          if (t.absolute !== this.cwd) return m.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
        }
        if (t.absolute === this.cwd) return this[P](null, t, i);
        po(String(t.absolute), (l) => this[P](l ?? null, t, i));
      });
    };
    this[Oe] ? n() : r();
  }
  [P](t, e, i) {
    if (t) {
      this[O](t, e), i();
      return;
    }
    switch (e.type) {
      case "File":
      case "OldFile":
      case "ContiguousFile":
        return this[Ts](e, i);
      case "Link":
        return this[Ir](e, i);
      case "SymbolicLink":
        return this[Ar](e, i);
      case "Directory":
      case "GNUDumpDir":
        return this[xs](e, i);
    }
  }
  [gi](t, e, i, r) {
    m[i](e, String(t.absolute), (n) => {
      n ? this[O](n, t) : (this[Vt](), t.resume()), r();
    });
  }
};
var ye = (s3) => {
  try {
    return [null, s3()];
  } catch (t) {
    return [t, null];
  }
};
var xe = class extends Xt {
  sync = true;
  [P](t, e) {
    return super[P](t, e, () => {
    });
  }
  [_s](t) {
    if (!this[Oe]) {
      let n = this[yt](this.cwd, this.dmode);
      if (n) return this[O](n, t);
      this[Oe] = true;
    }
    if (t.absolute !== this.cwd) {
      let n = f(R.dirname(String(t.absolute)));
      if (n !== this.cwd) {
        let o = this[yt](n, this.dmode);
        if (o) return this[O](o, t);
      }
    }
    let [e, i] = ye(() => m.lstatSync(String(t.absolute)));
    if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
    if (e || this[Os](t, i)) return this[P](null, t);
    if (i.isDirectory()) {
      if (t.type === "Directory") {
        let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
          m.chmodSync(String(t.absolute), Number(t.mode));
        }) : [];
        return this[P](h, t);
      }
      let [n] = ye(() => m.rmdirSync(String(t.absolute)));
      this[P](n, t);
    }
    let [r] = t.absolute === this.cwd ? [] : ye(() => Eo(String(t.absolute)));
    this[P](r, t);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
      let a;
      try {
        m.closeSync(n);
      } catch (l) {
        a = l;
      }
      (h || a) && this[O](h || a, t), e();
    }, n;
    try {
      n = m.openSync(String(t.absolute), us(t.size), i);
    } catch (h) {
      return r(h);
    }
    let o = this.transform && this.transform(t) || t;
    o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
      try {
        m.writeSync(n, h, 0, h.length);
      } catch (a) {
        r(a);
      }
    }), o.on("end", () => {
      let h = null;
      if (t.mtime && !this.noMtime) {
        let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
        try {
          m.futimesSync(n, a, l);
        } catch (c) {
          try {
            m.utimesSync(String(t.absolute), a, l);
          } catch {
            h = c;
          }
        }
      }
      if (this[ge](t)) {
        let a = this[be](t), l = this[_e](t);
        try {
          m.fchownSync(n, Number(a), Number(l));
        } catch (c) {
          try {
            m.chownSync(String(t.absolute), Number(a), Number(l));
          } catch {
            h = h || c;
          }
        }
      }
      r(h);
    });
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode, r = this[yt](String(t.absolute), i);
    if (r) {
      this[O](r, t), e();
      return;
    }
    if (t.mtime && !this.noMtime) try {
      m.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
    } catch {
    }
    if (this[ge](t)) try {
      m.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
    } catch {
    }
    e(), t.resume();
  }
  [yt](t, e) {
    try {
      return _r(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e });
    } catch (i) {
      return i;
    }
  }
  [Re](t, e, i, r, n) {
    if (this.preservePaths || i.length === 0) return r();
    let o = e;
    for (let h of i) {
      o = R.resolve(o, h);
      let [a, l] = ye(() => m.lstatSync(o));
      if (a) return r();
      if (l.isSymbolicLink()) return n(new St(o, R.resolve(e, i.join("/"))));
    }
    r();
  }
  [gi](t, e, i, r) {
    let n = `${i}Sync`;
    try {
      m[n](e, String(t.absolute)), r(), t.resume();
    } catch (o) {
      return this[O](o, t);
    }
  }
};
var wo = (s3) => {
  let t = new xe(s3), e = s3.file, i = Br.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
  new Be(e, { readSize: r, size: i.size }).pipe(t);
};
var So = (s3, t) => {
  let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("close", o), Br.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var yo = K(wo, So, (s3) => new xe(s3), (s3) => new Xt(s3), (s3, t) => {
  t?.length && Qi(s3, t);
});
var Ro = (s3, t) => {
  let e = new kt(s3), i = true, r, n;
  try {
    try {
      r = M.openSync(s3.file, "r+");
    } catch (a) {
      if (a?.code === "ENOENT") r = M.openSync(s3.file, "w+");
      else throw a;
    }
    let o = M.fstatSync(r), h = Buffer.alloc(512);
    t: for (n = 0; n < o.size; n += 512) {
      for (let c = 0, d = 0; c < 512; c += d) {
        if (d = M.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
        if (!d) break t;
      }
      let a = new F(h);
      if (!a.cksumValid) break;
      let l = 512 * Math.ceil((a.size || 0) / 512);
      if (n + l + 512 > o.size) break;
      n += l, s3.mtimeCache && a.mtime && s3.mtimeCache.set(String(a.path), a.mtime);
    }
    i = false, go(s3, e, n, r, t);
  } finally {
    if (i) try {
      M.closeSync(r);
    } catch {
    }
  }
};
var go = (s3, t, e, i, r) => {
  let n = new Wt(s3.file, { fd: i, start: e });
  t.pipe(n), _o(t, r);
};
var bo = (s3, t) => {
  t = Array.from(t);
  let e = new wt(s3), i = (n, o, h) => {
    let a = (T, D) => {
      T ? M.close(n, (E) => h(T)) : h(null, D);
    }, l = 0;
    if (o === 0) return a(null, 0);
    let c = 0, d = Buffer.alloc(512), y = (T, D) => {
      if (T || D === void 0) return a(T);
      if (c += D, c < 512 && D) return M.read(n, d, c, d.length - c, l + c, y);
      if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
      if (c < 512) return a(null, l);
      let E = new F(d);
      if (!E.cksumValid) return a(null, l);
      let x = 512 * Math.ceil((E.size ?? 0) / 512);
      if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
      s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, M.read(n, d, 0, 512, l, y);
    };
    M.read(n, d, 0, 512, l, y);
  };
  return new Promise((n, o) => {
    e.on("error", o);
    let h = "r+", a = (l, c) => {
      if (l && l.code === "ENOENT" && h === "r+") return h = "w+", M.open(s3.file, h, a);
      if (l || !c) return o(l);
      M.fstat(c, (d, y) => {
        if (d) return M.close(c, () => o(d));
        i(c, y.size, (T, D) => {
          if (T) return o(T);
          let E = new et(s3.file, { fd: c, start: D });
          e.pipe(E), E.on("error", o), E.on("close", n), Oo(e, t);
        });
      });
    };
    M.open(s3.file, h, a);
  });
};
var _o = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: Pr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var Oo = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: Pr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  s3.end();
};
var Mt = K(Ro, bo, () => {
  throw new TypeError("file is required");
}, () => {
  throw new TypeError("file is required");
}, (s3, t) => {
  if (!Bs(s3)) throw new TypeError("file is required");
  if (s3.gzip || s3.brotli || s3.zstd || s3.file.endsWith(".br") || s3.file.endsWith(".tbr")) throw new TypeError("cannot append to compressed archives");
  if (!t?.length) throw new TypeError("no paths specified to add/replace");
});
var To = K(Mt.syncFile, Mt.asyncFile, Mt.syncNoFile, Mt.asyncNoFile, (s3, t = []) => {
  Mt.validate?.(s3, t), xo(s3);
});
var xo = (s3) => {
  let t = s3.filter;
  s3.mtimeCache || (s3.mtimeCache = /* @__PURE__ */ new Map()), s3.filter = t ? (e, i) => t(e, i) && !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0)) : (e, i) => !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0));
};

// src/adapters/npm-tarball.ts
var REGULAR2 = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile"]);
function stripped(path) {
  const parts = path.replace(/^\.\//, "").split("/").filter((p2) => p2 !== "" && p2 !== ".");
  if (parts.length < 2 || parts.includes("..")) return void 0;
  return parts.slice(1).join("/");
}
function tarFiles(tarball2) {
  const out = /* @__PURE__ */ new Map();
  const problems = [];
  const parser = new rt({
    strict: true,
    onwarn: (_code, message) => problems.push(String(message)),
    onReadEntry: (entry) => {
      const path = REGULAR2.has(entry.type) ? stripped(entry.path) : void 0;
      if (path === void 0) return entry.resume();
      const chunks = [];
      entry.on("data", (c) => chunks.push(c));
      entry.on("end", () => out.set(path, Buffer.concat(chunks)));
    }
  });
  parser.on("error", (err) => problems.push(err.message));
  parser.end(Buffer.from(tarball2));
  if (problems.length > 0) throw new Error(`the tarball does not read whole: ${problems[0]}`);
  return out;
}

// src/adapters/npm-verify.ts
var SHOWN = 3;
var sha512Of = (integrity) => integrity.split(/\s+/).filter((h) => h.startsWith("sha512-")).map((h) => Buffer.from(h.slice("sha512-".length), "base64").toString("hex"));
function tarball(caches, hex) {
  for (const cache2 of caches) {
    const file = join4(cache2, "_cacache", "content-v2", "sha512", hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
    let bytes;
    try {
      bytes = readFileSync2(file);
    } catch {
      continue;
    }
    if (createHash2("sha512").update(bytes).digest("hex") === hex) return bytes;
  }
  return void 0;
}
function installedFiles(dir) {
  const files2 = /* @__PURE__ */ new Map();
  const odd = [];
  const walk2 = (rel) => {
    for (const name of readdirSync3(join4(dir, rel))) {
      const path = rel === "" ? name : `${rel}/${name}`;
      if (path === "node_modules") continue;
      const st2 = lstatSync3(join4(dir, path));
      if (st2.isDirectory()) walk2(path);
      else if (st2.isFile()) files2.set(path, join4(dir, path));
      else odd.push(path);
    }
  };
  walk2("");
  return { files: files2, odd };
}
function strangers(root, pin, known) {
  const nested = `${pin.path}/node_modules`;
  const list = (rel) => {
    try {
      return readdirSync3(join4(root, rel));
    } catch {
      return [];
    }
  };
  return list(nested).flatMap((n) => {
    if (n === ".bin" || n.startsWith(".package-lock")) return [];
    const names = n.startsWith("@") ? list(`${nested}/${n}`).map((s3) => `${n}/${s3}`) : [n];
    return names.map((x) => `${nested}/${x}`).filter((k2) => !known.has(k2));
  });
}
var checked = (problems) => ({ kind: "checked", problems });
function uncachedLine(missing, caches) {
  if (missing.length === 0) return [];
  const shown = missing.slice(0, SHOWN).join(", ") + (missing.length > SHOWN ? ` and ${missing.length - SHOWN} more` : "");
  return [`the tarball of ${shown} (by the base lockfile's sha512) is in no npm cache seedgate read (${caches.join(", ")})`];
}
function packageProblems(root, pin, known, caches) {
  const dir = join4(root, pin.path);
  const at2 = `${pin.name}@${pin.version}`;
  let st2;
  try {
    st2 = lstatSync3(dir);
  } catch {
    return checked(pin.optional ? [] : [`${pin.path} (${at2}) is not installed`]);
  }
  if (!st2.isDirectory()) return checked([`${pin.path} is not a directory (a link?): install ${at2} with npm ci`]);
  const [real, workspace] = [realpathSync2(dir), realpathSync2(root)];
  if (real !== join4(workspace, pin.path) && real.startsWith(`${workspace}/`))
    return checked([`${pin.path} is reached through a link into the workspace (its real path is ${real}): install ${at2} with npm ci`]);
  if (pin.installScript) return checked(strangers(root, pin, known).map((k2) => `${k2} is not in the base's package-lock.json`));
  const hexes = sha512Of(pin.integrity ?? "");
  const bytes = hexes.map((h) => tarball(caches, h)).find((b2) => b2 !== void 0);
  if (bytes === void 0) return { kind: "uncached", at: `${at2} (${hexes[0]?.slice(0, 16) ?? "no sha512"}…)` };
  const want = tarFiles(bytes);
  const { files: files2, odd } = installedFiles(dir);
  const bad = [
    ...[...want].flatMap(([p2, b2]) => {
      const have = files2.get(p2);
      if (have === void 0) return [`${pin.path}/${p2} is missing`];
      return readFileSync2(have).equals(b2) ? [] : [`${pin.path}/${p2} differs from ${at2}'s tarball`];
    }),
    ...[...files2.keys()].filter((p2) => !want.has(p2) && !p2.startsWith("node_modules/")).map((p2) => `${pin.path}/${p2} is not in ${at2}'s tarball`),
    ...odd.map((p2) => `${pin.path}/${p2} is not a regular file`),
    ...strangers(root, pin, known).map((k2) => `${k2} is not in the base's package-lock.json`)
  ];
  return checked(bad.length <= SHOWN ? bad : [...bad.slice(0, SHOWN), `${bad.length - SHOWN} more in ${pin.path}`]);
}
function frameworkFiles(root, closure, caches) {
  const present = closure.pins.filter((p2) => !p2.optional || existsSync4(join4(root, p2.path)));
  const found = present.map((pin) => packageProblems(root, pin, closure.known, caches));
  const missing = found.flatMap((f2) => f2.kind === "uncached" ? [f2.at] : []);
  return {
    problems: [...uncachedLine(missing, caches), ...found.flatMap((f2) => f2.kind === "checked" ? f2.problems : [])],
    uncached: missing.length,
    verified: present.filter((p2) => !p2.installScript).length,
    unverified: present.filter((p2) => p2.installScript).map((p2) => `${p2.name}@${p2.version}`)
  };
}

// src/adapters/oracle-copy.ts
import { createHash as createHash3 } from "node:crypto";
import { chmodSync, mkdirSync as mkdirSync3, mkdtempSync as mkdtempSync2, readdirSync as readdirSync4, readFileSync as readFileSync3, rmSync as rmSync2, writeFileSync } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join5 } from "node:path";
var sha256 = (b2) => createHash3("sha256").update(b2).digest("hex");
var ancestors = (path) => path.split("/").slice(0, -1).map((_2, i, segs) => segs.slice(0, i + 1).join("/"));
async function entriesOf(git, base, parts) {
  const folders = [...new Set(parts.folders)];
  const inits = new Set(
    [...folders, ...parts.files.map((f2) => f2.slice(0, Math.max(0, f2.lastIndexOf("/"))))].filter((p2) => p2 !== "").flatMap((p2) => [...ancestors(`${p2}/x`)].map((d) => `${d}/__init__.py`))
  );
  const exact = /* @__PURE__ */ new Set([...parts.files, ...inits]);
  if (folders.length === 0 && exact.size === 0) return [];
  const listed = folders.includes("") ? await git.lsTree(base) : await git.lsTree(base, [...folders, ...exact]);
  const inFolder = (path) => folders.some((f2) => f2 === "" || path === f2 || path.startsWith(`${f2}/`));
  return listed.filter((e) => e.type !== "tree" && inFolder(e.path) || exact.has(e.path));
}
async function materialiseOracle(git, base, parts) {
  const root = mkdtempSync2(join5(tmpdir2(), "tests-"));
  const entries = await entriesOf(git, base, parts);
  const blobs = entries.filter((e) => e.type === "blob" && e.mode !== "120000");
  const skipped = entries.filter((e) => !blobs.includes(e)).map((e) => e.path);
  const bytes = await git.readBlobs(blobs.map((e) => e.oid));
  const digests = /* @__PURE__ */ new Map();
  for (const e of blobs) {
    const abs = join5(root, e.path);
    mkdirSync3(join5(abs, ".."), { recursive: true });
    const b2 = bytes.get(e.oid);
    writeFileSync(abs, b2, { mode: 292 });
    digests.set(e.path, sha256(b2));
  }
  setDirModes(root, 365);
  return {
    root,
    digests,
    skipped,
    verify: () => changedPaths(root, digests),
    dispose: () => (setDirModes(root, 493), rmSync2(root, { recursive: true, force: true }))
  };
}
function setDirModes(dir, mode) {
  try {
    chmodSync(dir, mode === 493 ? mode : 493);
    for (const d of readdirSync4(dir, { withFileTypes: true })) if (d.isDirectory()) setDirModes(join5(dir, d.name), mode);
    chmodSync(dir, mode);
  } catch {
  }
}
function listFiles(root, rel = "", out = []) {
  for (const d of readdirSync4(join5(root, rel), { withFileTypes: true })) {
    const p2 = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) listFiles(root, p2, out);
    else out.push(p2);
  }
  return out;
}
function changedPaths(root, digests) {
  const changed = [];
  let present;
  try {
    present = listFiles(root);
  } catch {
    return ["(the whole copy is gone)"];
  }
  for (const p2 of present) if (!digests.has(p2)) changed.push(p2);
  for (const [p2, digest] of digests) {
    try {
      if (sha256(readFileSync3(join5(root, p2))) !== digest) changed.push(p2);
    } catch {
      changed.push(p2);
    }
  }
  return changed.sort();
}

// src/adapters/packages-dir.ts
import { createHash as createHash4 } from "node:crypto";
import { chmodSync as chmodSync2, mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync3, readdirSync as readdirSync5, readFileSync as readFileSync4, rmSync as rmSync3, statSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join6 } from "node:path";
var sha2562 = (b2) => createHash4("sha256").update(b2).digest("hex");
function files(root, rel = "", out = []) {
  for (const d of readdirSync5(join6(root, rel), { withFileTypes: true })) {
    const p2 = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) files(root, p2, out);
    else out.push(p2);
  }
  return out;
}
function packagesDir(requirements) {
  const root = mkdtempSync3(join6(tmpdir3(), "wheels-"));
  const site = join6(root, "site-packages");
  mkdirSync4(site);
  const file = join6(root, "requirements.txt");
  writeFileSync2(file, requirements, { mode: 292 });
  let digests = /* @__PURE__ */ new Map();
  return {
    requirements: file,
    site,
    seal() {
      digests = new Map(files(site).map((p2) => [p2, sha2562(readFileSync4(join6(site, p2)))]));
      for (const p2 of digests.keys()) chmodSync2(join6(site, p2), statSync(join6(site, p2)).mode & 365);
      setDirModes(root, 365);
    },
    verify: () => changedPaths(site, digests),
    dispose: () => (setDirModes(root, 493), rmSync3(root, { recursive: true, force: true }))
  };
}

// src/adapters/sealed-restore.ts
import { chmodSync as chmodSync3, lstatSync as lstatSync4, mkdirSync as mkdirSync5, readdirSync as readdirSync6, rmSync as rmSync4, symlinkSync as symlinkSync2, writeFileSync as writeFileSync3 } from "node:fs";
import { join as join7 } from "node:path";

// src/core/seal/pathspecs.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var GIT_SAFE = /^[^{}()!+@\\\x80-\u{10ffff}]*$/u;
var asciiRoot = (base) => {
  const parts = base.split("/");
  const first = parts.findIndex((p2) => /[^\x00-\x7f]/.test(p2));
  return first === -1 ? base : parts.slice(0, first).join("/");
};
var literalBase = (glob) => import_picomatch2.default.scan(glob).base.replace(/\\(.)/g, "$1");
function sealedPathspecs(patterns) {
  const roots = /* @__PURE__ */ new Set();
  const anywhere = /* @__PURE__ */ new Set();
  const ancestors2 = /* @__PURE__ */ new Set();
  for (const p2 of patterns) {
    const glob = foldPath(p2.glob);
    const base = asciiRoot(literalBase(glob));
    if (base === "" || base === ".") {
      anywhere.add(GIT_SAFE.test(glob) ? `:(glob,icase)${glob}` : ":(glob)**");
      continue;
    }
    roots.add(`:(literal,icase)${base}`);
    const parts = base.split("/");
    for (let i = 1; i < parts.length; i++) ancestors2.add(parts.slice(0, i).join("/"));
  }
  return { roots: [...roots], anywhere: [...anywhere], ancestors: [...ancestors2] };
}

// src/adapters/sealed-restore.ts
function realDir(root, dir) {
  let cur = root;
  for (const seg of dir.split("/").filter(Boolean)) {
    cur = join7(cur, seg);
    const st2 = lstatOrNull(cur);
    if (st2 !== null && !st2.isDirectory()) rmSync4(cur, { force: true, recursive: true });
    if (st2 === null || !st2.isDirectory()) mkdirSync5(cur);
    else if ((st2.mode & 128) === 0) chmodSync3(cur, 493);
  }
}
var lstatOrNull = (p2) => {
  try {
    return lstatSync4(p2);
  } catch {
    return null;
  }
};
function walk(root, rel, out) {
  for (const d of readdirSync6(join7(root, rel), { withFileTypes: true })) {
    const p2 = `${rel}/${d.name}`;
    if (d.isDirectory()) walk(root, p2, out);
    else out.push(p2);
  }
}
async function presentUnder(git, root, matcher) {
  if (git.workingFiles === void 0) throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list working files (workingFiles)");
  const specs = sealedPathspecs(matcher.patterns);
  const [rooted, anywhere] = await Promise.all([git.workingFiles(root, specs.roots), git.workingFiles(root, specs.anywhere)]);
  const out = [];
  const nested = [];
  const notDirs = [];
  for (const a of [...specs.ancestors].sort()) {
    if (notDirs.some((d) => a.startsWith(`${d}/`))) continue;
    const st2 = lstatOrNull(join7(root, a));
    if (st2 === null) continue;
    if (!st2.isDirectory()) {
      notDirs.push(a);
      out.push(a);
    } else if (lstatOrNull(join7(root, a, ".git")) !== null) nested.push(a);
  }
  for (const p2 of [...rooted, ...anywhere]) {
    const dir = p2.endsWith("/") ? p2.slice(0, -1) : lstatOrNull(join7(root, p2))?.isDirectory() ? p2 : null;
    if (dir === null) out.push(p2);
    else nested.push(dir);
  }
  for (const dir of new Set(nested)) if (lstatOrNull(join7(root, dir))?.isDirectory() && !notDirs.some((d) => dir.startsWith(`${d}/`))) walk(root, dir, out);
  return [...new Set(out)];
}
async function restoreSealed(git, root, baseSha, matcher) {
  if (git.treeMatching === void 0)
    throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list a tree by pathspec (treeMatching)");
  const specs = sealedPathspecs(matcher.patterns);
  const [listed, present] = await Promise.all([git.treeMatching(baseSha, [...specs.roots, ...specs.anywhere]), presentUnder(git, root, matcher)]);
  const base = listed.filter((e) => e.type === "blob" && matcher.match(e.path) !== null);
  const keep = new Set(base.map((e) => e.path));
  const removed = present.filter((p2) => !keep.has(p2) && matcher.match(p2) !== null && lstatOrNull(join7(root, p2)) !== null);
  for (const p2 of removed) rmSync4(join7(root, p2), { force: true });
  const blobs = await git.readBlobs(base.map((e) => e.oid));
  for (const e of base) {
    const slash = e.path.lastIndexOf("/");
    realDir(root, slash === -1 ? "" : e.path.slice(0, slash));
    const abs = join7(root, e.path);
    rmSync4(abs, { force: true, recursive: true });
    if (e.mode === "120000") symlinkSync2(blobs.get(e.oid).toString("utf8"), abs);
    else writeFileSync3(abs, blobs.get(e.oid), { mode: e.mode === "100755" ? 365 : 292 });
  }
  return { restored: base.length, removed };
}

// src/adapters/sealed-pin.ts
var late = (what) => new SeedgateError("internal", `the pinned sealed restore asked git for ${what} after pull-request code ran; it may only replay what it read before`, {
  hint: "a change to the sealed restore must ask git the same questions on both runs (adapters/sealed-pin.ts)"
});
function recordedGit(git) {
  const listings = /* @__PURE__ */ new Map();
  const blobs = /* @__PURE__ */ new Map();
  const key = (rev, prefix) => JSON.stringify([rev, prefix ?? null]);
  const live = {
    ...git,
    async lsTree(rev, prefix) {
      const out = await git.lsTree(rev, prefix);
      listings.set(key(rev, prefix), out);
      return out;
    },
    async readBlobs(oids) {
      const out = await git.readBlobs(oids);
      for (const [oid, b2] of out) blobs.set(oid, b2);
      return out;
    },
    ...git.treeMatching === void 0 ? {} : {
      async treeMatching(rev, pathspecs) {
        const out = await git.treeMatching(rev, pathspecs);
        listings.set(key(rev, ["treeMatching", ...pathspecs]), out);
        return out;
      }
    }
  };
  const refuse = (what) => () => Promise.reject(late(what));
  const replay = () => ({
    root: git.root,
    resolve: refuse("a revision"),
    mergeBase: refuse("a merge base"),
    diffRaw: refuse("a diff"),
    mergeTree: refuse("a merge"),
    readFile: refuse("a file"),
    isShallow: refuse("its depth"),
    fetch: refuse("a fetch"),
    async lsTree(rev, prefix) {
      const out = listings.get(key(rev, prefix));
      if (out === void 0) throw late(`a listing of ${rev} it had not made`);
      return out;
    },
    async treeMatching(rev, pathspecs) {
      const out = listings.get(key(rev, ["treeMatching", ...pathspecs]));
      if (out === void 0) throw late(`a listing of ${rev} it had not made`);
      return out;
    },
    ...git.workingFiles === void 0 ? {} : { workingFiles: (dir, pathspecs) => git.workingFiles(dir, pathspecs) },
    async readBlobs(oids) {
      const missing = oids.find((o) => !blobs.has(o));
      if (missing !== void 0) throw late(`blob ${missing}`);
      return new Map(oids.map((o) => [o, blobs.get(o)]));
    }
  });
  return { live, replay };
}
async function pinnedRestore(git, dir, rev, matcher) {
  const record = recordedGit(git);
  const first = await restoreSealed(record.live, dir, rev, matcher);
  const replay = record.replay();
  return { first, again: () => restoreSealed(replay, dir, rev, matcher) };
}

// src/adapters/worktree.ts
import { existsSync as existsSync5, mkdtempSync as mkdtempSync4, realpathSync as realpathSync3, rmSync as rmSync5, symlinkSync as symlinkSync3 } from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import { join as join8 } from "node:path";
var reraise = (signal) => void process.kill(process.pid, signal);
function removeWorktree(repoRoot, dir, parent) {
  const git = (args) => {
    try {
      gitSync(repoRoot, args);
    } catch {
    }
  };
  git(["worktree", "remove", "--force", "--force", dir]);
  rmSync5(parent, { recursive: true, force: true });
  git(["worktree", "prune"]);
}
async function withWorktree(repoRoot, sha, fn, opts = {}) {
  const parent = mkdtempSync4(join8(tmpdir4(), "worktree-"));
  const dir = join8(parent, "tree");
  const signals = opts.signals ?? process;
  let removed = false;
  const cleanup = () => {
    if (removed) return;
    removed = true;
    signals.removeListener("SIGINT", onInt);
    signals.removeListener("SIGTERM", onTerm);
    removeWorktree(repoRoot, dir, parent);
  };
  const on = (signal) => () => {
    cleanup();
    (opts.onSignal ?? reraise)(signal);
  };
  const onInt = on("SIGINT");
  const onTerm = on("SIGTERM");
  signals.once("SIGINT", onInt);
  signals.once("SIGTERM", onTerm);
  try {
    await runGit(repoRoot, ["-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", dir, sha]);
    return await fn(dir);
  } finally {
    cleanup();
  }
}
function linkNodeModules(root, dir) {
  const installed = join8(root, "node_modules");
  if (existsSync5(installed) && !existsSync5(join8(dir, "node_modules"))) {
    symlinkSync3(realpathSync3(installed), join8(dir, "node_modules"), "junction");
    linked.add(join8(dir, "node_modules"));
  }
}
var linked = /* @__PURE__ */ new Set();
function unlinkNodeModules(dir) {
  const link = join8(dir, "node_modules");
  if (linked.delete(link)) rmSync5(link, { force: true });
}

// src/adapters/writable-digest.ts
import { createHash as createHash5 } from "node:crypto";
import { lstat as lstat2, readdir as readdir2, readFile, readlink } from "node:fs/promises";
import { join as join9 } from "node:path";
async function writableDigest(root, paths) {
  const hash = createHash5("sha256");
  const walk2 = async (rel) => {
    const at2 = join9(root, rel);
    const stat = await lstat2(at2).catch(() => null);
    hash.update(`${rel}\0${stat?.mode ?? "absent"}\0`);
    if (stat?.isFile())
      hash.update(
        createHash5("sha256").update(await readFile(at2)).digest("hex")
      );
    else if (stat?.isSymbolicLink()) hash.update(await readlink(at2));
    else if (stat?.isDirectory()) for (const name of (await readdir2(at2)).sort()) await walk2(join9(rel, name));
  };
  for (const p2 of paths) await walk2(p2);
  return hash.digest("hex");
}

// src/adapters/trees.ts
function gitTrees(git, opts = {}) {
  return {
    restoreSealed: (dir, rev, matcher) => restoreSealed(git, dir, rev, matcher),
    pinSealed: (dir, rev, matcher) => pinnedRestore(git, dir, rev, matcher),
    copyOracle: (rev, parts) => materialiseOracle(git, rev, parts),
    withWorktree: (sha, fn) => withWorktree(git.root, sha, fn, opts.signals ? { signals: opts.signals } : {}),
    linkInstall: (dir) => linkNodeModules(git.root, dir),
    unlinkInstall: unlinkNodeModules,
    installed: installedPackage,
    frameworkFiles,
    scratch: hostDisk.scratch,
    packagesDir,
    writableDigest
  };
}
function installedPackage(root, name) {
  const dir = join10(root, "node_modules", name);
  let kind;
  try {
    kind = lstatSync5(dir).isSymbolicLink() ? "link" : "directory";
  } catch {
    return { name, kind: "absent", version: void 0 };
  }
  try {
    const version = JSON.parse(readFileSync5(join10(dir, "package.json"), "utf8")).version;
    return { name, kind, version: typeof version === "string" ? version : void 0 };
  } catch {
    return { name, kind, version: void 0 };
  }
}

// src/adapters/host-ports.ts
var hostRowPorts = (git) => ({
  git,
  exec: processExec,
  disk: hostDisk,
  sandboxes: hostSandboxes,
  files: hostFiles,
  trees: gitTrees(git),
  clock: systemClock,
  cores: hostCores(),
  workspaceAt
});

export {
  gitBlobDigests,
  verifyRoot,
  manifestCheckWith,
  verifyManifestAt,
  hostFiles,
  withWorktree,
  linkNodeModules,
  hostRowPorts
};
