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
} from "./chunk-PES6QGLW.js";
import {
  MANIFEST_NAME,
  parseManifest
} from "./chunk-ZARIGTK5.js";
import {
  isSubreaper
} from "./chunk-X7SYXGFI.js";
import {
  checkPin,
  gitEnv,
  gitSync,
  pinOf,
  settledPinOf
} from "./chunk-MDI7LH3O.js";
import {
  foldPath
} from "./chunk-NO57KOES.js";
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
  SeedgateError,
  describeError
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
  const helpers = Array.from({ length: count }, (_, k) => startHelper(root, shared, k + 1));
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
function shareReader(fs2, crypto2, root, oids, paths, shared) {
  const ROOM = 32;
  const CHUNK = 1 << 20;
  const LARGEST = 1 << 26;
  const flags = fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW | fs2.constants.O_NONBLOCK;
  const buffer = Buffer.allocUnsafe(ROOM + CHUNK);
  const plain = (path) => !/(?:^|\/)\.{0,2}(?:\/|$)|\0/.test(path);
  const digest = (alg, bytes) => typeof crypto2.hash === "function" ? crypto2.hash(alg, bytes, "hex") : crypto2.createHash(alg).update(bytes).digest("hex");
  const hashOne = (oid, file) => {
    const format = oid.length === 40 ? "sha1" : "sha256";
    const fd = fs2.openSync(file, flags);
    try {
      const n = fs2.readSync(fd, buffer, ROOM, CHUNK, null);
      if (n < CHUNK) {
        const header = `blob ${n}\0`;
        const start = ROOM - header.length;
        buffer.write(header, start, "latin1");
        return digest(format, buffer.subarray(start, ROOM + n)) === oid ? digest("sha256", buffer.subarray(ROOM, ROOM + n)) : void 0;
      }
      const stat = fs2.fstatSync(fd);
      if (!stat.isFile() || stat.size > LARGEST) return void 0;
      const id = crypto2.createHash(format).update(`blob ${stat.size}\0`, "latin1");
      const sha = crypto2.createHash("sha256");
      let total = 0;
      for (let chunk = buffer.subarray(ROOM, ROOM + n); chunk.length > 0 && total <= stat.size; ) {
        id.update(chunk);
        sha.update(chunk);
        total += chunk.length;
        chunk = buffer.subarray(ROOM, ROOM + fs2.readSync(fd, buffer, ROOM, CHUNK, null));
      }
      return total === stat.size && id.digest("hex") === oid ? sha.digest("hex") : void 0;
    } finally {
      fs2.closeSync(fd);
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
        const sha2562 = hashOne(oid, `${root}/${path}`);
        if (sha2562 !== void 0) found.push([i, sha2562]);
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
  const parts = Array.from({ length: count }, (_, k) => unique.filter((_2, i) => i % count === k));
  const children = [];
  try {
    const pin = await pinOf(root);
    checkPin(pin);
    const env = gitEnv(pin);
    const maps = await Promise.all(parts.map((part) => hashStream(root, part, children, env)));
    return new Map(maps.flatMap((m) => [...m]));
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
    child.stderr.on("data", (b) => stderr += b);
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
  const files = [];
  for (const { mode, type, oid, path } of all) {
    if (type === "tree") continue;
    if (path === root) rootEntry = { mode, type, oid, path };
    else if (path.startsWith(prefix)) {
      const entry = { mode, type, oid, path, rel: path.slice(prefix.length) };
      if (entry.rel === MANIFEST_NAME) manifest = entry;
      else files.push(entry);
    }
  }
  return { manifest, files, rootEntry };
}
function compare(file, entries, tree, digests, code = "") {
  const c = (name) => code === "" ? `manifest.${name}` : code;
  const findings = [];
  const byPath = new Map(tree.files.map((f) => [f.rel, f]));
  for (const e of entries) {
    const f = byPath.get(e.path);
    const at = { file, ...e.line === void 0 ? {} : { line: e.line } };
    if (f === void 0)
      findings.push(
        error(c("missing"), `${JSON.stringify(e.path)} is in the manifest but not in the tree`, {
          ...at,
          hint: "restore the file, or have a human rewrite the manifest"
        })
      );
    else if (!REGULAR.has(f.mode))
      findings.push(
        error(
          c("not-regular"),
          `${JSON.stringify(e.path)} is a ${f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode}`}, not a regular file`,
          at
        )
      );
    else if (digests.get(f.oid) !== e.sha256)
      findings.push(
        error(c("mismatch"), `${JSON.stringify(e.path)} has sha256 ${digests.get(f.oid)}, the manifest pins ${e.sha256}`, {
          ...at,
          hint: "fixture bytes changed; only a human may re-lock them"
        })
      );
  }
  const listed = new Set(entries.map((e) => e.path));
  for (const f of tree.files) {
    if (listed.has(f.rel)) continue;
    const kind = REGULAR.has(f.mode) ? "file" : f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode} entry`;
    findings.push(
      error(c("extra"), `${JSON.stringify(f.rel)} (${kind}) is in the tree but not in the manifest`, {
        file,
        hint: "every file under a manifest root is listed"
      })
    );
  }
  return findings;
}
async function digestsOf(git, digests, trees) {
  const files = trees.flatMap((t) => t.files.filter((f) => REGULAR.has(f.mode)));
  const checkedOut = /* @__PURE__ */ new Map();
  for (const f of files) if (!checkedOut.has(f.oid)) checkedOut.set(f.oid, f.path);
  const oids = files.map((f) => f.oid);
  return digests.sha256(git.root, oids, checkedOut);
}
async function verifyRoot(git, blobs, root, baseSha, headSha, listed) {
  const file = root === "" ? MANIFEST_NAME : `${root}/${MANIFEST_NAME}`;
  const base = await rootTree(git, baseSha, root, listed?.base);
  if (base.manifest === void 0) return { root, status: "absent", entries: 0, findings: [] };
  const head2 = baseSha === headSha ? base : await rootTree(git, headSha, root, listed?.head);
  const manifestOid = base.manifest.oid;
  const parsing = git.readBlobs([manifestOid]).then((blobs2) => parseManifest(file, blobs2.get(manifestOid)));
  parsing.catch(() => void 0);
  const digests = await digestsOf(git, blobs, head2 === base ? [head2] : [head2, base]);
  const parsed = await parsing;
  const findings = [...parsed.findings];
  if (head2.rootEntry !== void 0)
    findings.push(error("manifest.not-regular", `${root} is no longer a directory at head (mode ${head2.rootEntry.mode})`, { file: root }));
  findings.push(...compare(file, parsed.entries, head2, digests));
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

// src/adapters/subject-request.ts
function withSubject(req, argv, env) {
  const { subject, ...oracle } = req;
  if (subject === void 0) return req;
  let boot;
  try {
    boot = JSON.parse(req.env.SEEDGATE_BOOT ?? "");
  } catch {
    boot = void 0;
  }
  if (boot === null || typeof boot !== "object" || Array.isArray(boot))
    throw new SeedgateError("internal", "an oracle request must carry its SEEDGATE_BOOT JSON object (runners/subject.ts)");
  const placed = { ...boot, subject: { argv, env, cwd: subject.cwd } };
  return { ...oracle, env: { ...req.env, SEEDGATE_BOOT: JSON.stringify(placed) } };
}

// src/adapters/exec.ts
import { spawn as spawn2 } from "node:child_process";

// src/adapters/survivors.ts
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
var MARKER_KEY = "SEEDGATE_RUN";
var RUN_MARKER = randomBytes(16).toString("hex");
var MAX_ROUNDS = 40;
var SIGKILL_BIT = 1n << 8n;
function sweepSurvivors(opts = {}) {
  const proc = opts.procRoot ?? "/proc";
  if (!existsSync(`${proc}/self/environ`)) return { available: false, killed: 0 };
  const entry = Buffer.from(`${opts.marker ?? `${MARKER_KEY}=${RUN_MARKER}`}\0`);
  const spared = lineage(proc);
  const sparedGroups = new Set([...spared].map((pid) => statOf(proc, pid)?.pgrp));
  const below = opts.descendants ?? isSubreaper();
  const rounds = opts.maxRounds ?? MAX_ROUNDS;
  const killed = /* @__PURE__ */ new Set();
  const kill = (pid) => {
    if (!dying(proc, pid)) killed.add(pid);
    const group = statOf(proc, pid)?.pgrp;
    for (const target of [pid, ...group && !sparedGroups.has(group) ? [-group] : []]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
      }
    }
  };
  for (let round = 1, empty = 0; round <= rounds; round++) {
    empty = eachMarked(proc, entry, spared, below, kill).length === 0 ? empty + 1 : 0;
    if (empty === 2) return { available: true, killed: killed.size };
    pause(Math.min(5 * round, 50));
  }
  const left = eachMarked(proc, entry, spared, below, () => {
  });
  if (left.length === 0) return { available: true, killed: killed.size };
  throw new SeedgateError(
    "internal",
    `${left.length} process(es) started by the code under test still run after ${rounds} rounds of SIGKILL (pid ${left.slice(0, 10).join(", ")})`,
    {
      hint: "a process stuck in uninterruptible sleep, or one that forks faster than it is killed, could still change the files this step writes; run lanes on an ephemeral runner, in a container or VM"
    }
  );
}
function eachMarked(proc, entry, spared, below, found) {
  const out = [];
  const take = (pid) => {
    out.push(pid);
    found(pid);
  };
  const pids = readdirSync(proc).filter((n) => /^\d+$/.test(n)).map(Number).filter((pid) => !spared.has(pid)).sort((a, b) => b - a);
  const young = below ? descendants(proc, pids) : /* @__PURE__ */ new Set();
  young.forEach(take);
  for (const pid of pids) {
    if (young.has(pid)) continue;
    let env;
    try {
      env = readFileSync(`${proc}/${pid}/environ`);
    } catch {
      continue;
    }
    if (carries(env, entry)) take(pid);
  }
  return out;
}
function descendants(proc, pids) {
  const children = /* @__PURE__ */ new Map();
  for (const pid of pids) {
    const stat = statOf(proc, pid);
    if (stat === null || stat.state === "Z" || stat.state === "X") continue;
    children.set(stat.ppid, [...children.get(stat.ppid) ?? [], pid]);
  }
  const out = /* @__PURE__ */ new Set();
  const queue = [process.pid];
  while (queue.length > 0) for (const c of children.get(queue.shift()) ?? []) if (!out.has(c)) out.add(c), queue.push(c);
  return out;
}
function carries(env, entry) {
  for (let i = env.indexOf(entry); i !== -1; i = env.indexOf(entry, i + 1)) if (i === 0 || env[i - 1] === 0) return true;
  return false;
}
function lineage(proc) {
  const out = /* @__PURE__ */ new Set();
  for (let pid = process.pid; pid > 0 && !out.has(pid); pid = parentOf(proc, pid)) out.add(pid);
  return out;
}
var parentOf = (proc, pid) => statOf(proc, pid)?.ppid ?? 0;
function statOf(proc, pid) {
  try {
    const stat = readFileSync(`${proc}/${pid}/stat`, "utf8");
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: state ?? "", ppid: Number(ppid) || 0, pgrp: Number(pgrp) || 0 };
  } catch {
    return null;
  }
}
function dying(proc, pid) {
  try {
    const status = readFileSync(`${proc}/${pid}/status`, "utf8");
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & SIGKILL_BIT) !== 0n);
  } catch {
    return true;
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
var pause = (ms) => void Atomics.wait(sleeper, 0, 0, ms);

// src/adapters/exec.ts
var DEFAULT_TAIL = 8 * 1024;
var CHANNEL_CAP = 16 * 1024 * 1024;
function channelSink() {
  const chunks = [];
  let size = 0;
  let over = false;
  return {
    push(b) {
      if (over) return false;
      size += b.length;
      if (size > CHANNEL_CAP) {
        over = true;
        chunks.length = 0;
        return false;
      }
      chunks.push(b);
      return true;
    },
    get over() {
      return over;
    },
    text: () => Buffer.concat(chunks).toString("utf8")
  };
}
function head(limit) {
  const chunks = [];
  let size = 0;
  return {
    push(b) {
      if (size < limit) chunks.push(b.subarray(0, limit - size));
      size += b.length;
    },
    text: () => Buffer.concat(chunks).toString("utf8")
  };
}
var WATCHDOG_CAP = 64 * 1024;
function tail(limit) {
  let chunks = [];
  let size = 0;
  return {
    push(b) {
      chunks.push(b);
      size += b.length;
      while (size - chunks[0].length >= limit) size -= chunks.shift().length;
    },
    text: () => {
      const all = Buffer.concat(chunks);
      chunks = [];
      return all.subarray(Math.max(0, all.length - limit)).toString("utf8");
    }
  };
}
function killGroup(pid) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
var RUNNER_ONLY = /^(INPUT_|ACTIONS_)|^(GITHUB_TOKEN|GH_TOKEN|GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_PATH|GITHUB_STEP_SUMMARY|SEEDGATE_HOLDOUT_SECRET|SEEDGATE_SUBREAPER)$/i;
function childProcessEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && !RUNNER_ONLY.test(k)) out[k] = v;
  out[MARKER_KEY] = RUN_MARKER;
  return out;
}
var live = /* @__PURE__ */ new Set();
var hooked = false;
function killAll() {
  live.forEach(killGroup);
  try {
    const r = sweepSurvivors();
    if (r.killed > 0) process.stderr.write(`seedgate: killed ${r.killed} process(es) the code under test left running
`);
  } catch (err) {
    process.stderr.write(`seedgate: ${describeError(err)}
`);
  }
}
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on("exit", killAll);
  for (const sig of ["SIGINT", "SIGTERM"]) {
    const onSignal = () => {
      killAll();
      if (process.listenerCount(sig) === 1) {
        process.removeListener(sig, onSignal);
        process.kill(process.pid, sig);
      }
    };
    process.on(sig, onSignal);
  }
}
var plainSubject = (req) => req.subject === void 0 ? req : withSubject(req, [req.subject.command, ...req.subject.args], childProcessEnv(req.subject.env));
var warnedUnavailable = false;
var processExec = {
  run(asked) {
    const req = plainSubject(asked);
    const started = process.hrtime.bigint();
    const out = tail(req.tailBytes ?? DEFAULT_TAIL);
    const err = tail(req.tailBytes ?? DEFAULT_TAIL);
    const channel = req.channel ? channelSink() : void 0;
    const watchdog = req.watchdog ? head(WATCHDOG_CAP) : void 0;
    return new Promise((resolve2) => {
      hookExit();
      const stdio = ["ignore", "pipe", "pipe"];
      if (channel || watchdog) stdio.push(channel ? "pipe" : "ignore");
      if (watchdog) stdio.push("pipe");
      const child = spawn2(req.command, [...req.args], { cwd: req.cwd, env: childProcessEnv(req.env), detached: true, stdio });
      if (child.pid !== void 0) live.add(child.pid);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, req.timeoutMs);
      child.stdout?.on("data", (b) => out.push(b));
      child.stderr?.on("data", (b) => err.push(b));
      if (channel) {
        const fd3 = child.stdio[3];
        fd3?.on("data", (b) => {
          if (!channel.push(b)) killGroup(child.pid);
        });
      }
      child.stdio[4]?.on("data", (b) => watchdog?.push(b));
      const finish = (exitCode, signal, spawnError) => {
        clearTimeout(timer);
        killGroup(child.pid);
        if (child.pid !== void 0) live.delete(child.pid);
        resolve2({
          exitCode,
          signal,
          timedOut,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          stdoutTail: out.text(),
          stderrTail: spawnError ? `${err.text()}could not start ${req.command}: ${spawnError.message}` : channel?.over ? `${err.text()}seedgate: the result channel (fd 3) passed ${CHANNEL_CAP} bytes; the run was killed and its rows discarded` : err.text(),
          ...channel && !channel.over && !spawnError ? { channel: channel.text() } : {},
          ...watchdog ? { watchdog: watchdog.text() } : {}
        });
      };
      child.on("error", (e) => finish(null, null, e));
      child.on("close", (code, signal) => finish(code, signal));
    });
  },
  async sweep(log) {
    if (live.size > 0) throw new SeedgateError("internal", `the survivor sweep was called while ${live.size} run(s) were still going`);
    const r = sweepSurvivors();
    if (!r.available) {
      if (!warnedUnavailable)
        log.warn(
          `no /proc on ${process.platform}: seedgate cannot find processes the code under test left running outside its process group (daemons), so none was killed`
        );
      warnedUnavailable = true;
    } else if (r.killed > 0)
      log.warn(
        `killed ${r.killed} process(es) the code under test left running outside its process group (a daemon?), before anything they could touch was read or written`
      );
    else log.debug("sweep: no process started by the code under test outlived it");
    return r;
  }
};

// src/adapters/files.ts
import { constants } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
var kindOf = (e) => e.isSymbolicLink() ? "link" : e.isDirectory() ? "directory" : e.isFile() ? "file" : "other";
var hostFiles = {
  async stat(path) {
    const st = await lstat(path).catch(() => null);
    return st === null ? null : { kind: kindOf(st), size: st.size, mtimeMs: st.mtimeMs };
  },
  async list(dir) {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, kind: kindOf(e) })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
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
import { existsSync as existsSync5, lstatSync as lstatSync2, mkdirSync, readdirSync as readdirSync3, realpathSync } from "node:fs";
import { join as join4, relative as relative3 } from "node:path";

// src/adapters/sandbox-probe.ts
import { spawnSync } from "node:child_process";
import { existsSync as existsSync3 } from "node:fs";

// src/runners/harness-path.ts
import { existsSync as existsSync2 } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function harnessPath(name) {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "harness", name), join(here, "..", "harness", name), join(here, "..", "..", "src", "harness", name)];
  const found = candidates.find((p) => existsSync2(p));
  if (found === void 0) throw new Error(`seedgate harness ${name} not found beside ${here}`);
  return found;
}

// src/adapters/sandbox-probe.ts
var SANDBOX_DENY_ENV = "SEEDGATE_SANDBOX_DENY";
var BWRAP = existsSync3("/usr/bin/bwrap") ? "/usr/bin/bwrap" : "bwrap";
var LAUNCHER_PYTHON = existsSync3("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
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
  ] : [LAUNCHER_PYTHON, ["-I", "-S", harnessPath("landlock_exec.py"), "--probe"]];
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 1e4 });
  const result = r.status === 0 ? { works: true, why: kind === "landlock" ? `Landlock ABI ${r.stdout.trim()}` : "bubblewrap" } : { works: false, why: (r.error?.message ?? r.stderr ?? "").trim().split("\n").slice(-1)[0] || `exit ${r.status}` };
  cache.set(kind, result);
  return result;
}
function chooseSandbox(setting, env) {
  if (setting === "none") return { ok: true, kind: "none", why: "runners.sandbox: none in the base config" };
  const denied = new Set((env[SANDBOX_DENY_ENV] ?? "").split(",").map((s) => s.trim()));
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
import { existsSync as existsSync4, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, isAbsolute as isAbsolute2, join as join3, relative as relative2, sep } from "node:path";

// src/adapters/git-metadata.ts
import { lstatSync, readdirSync as readdirSync2, readFileSync as readFileSync2 } from "node:fs";
import { isAbsolute, join as join2, relative, resolve } from "node:path";
var exists = (p) => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};
var pointer = (file, base, prefix) => {
  try {
    const line = readFileSync2(file, "utf8").split("\n")[0].trim();
    const target = prefix === "" ? line : line.startsWith(prefix) ? line.slice(prefix.length).trim() : "";
    return target === "" ? void 0 : resolve(base, target);
  } catch {
    return void 0;
  }
};
function gitMetadata(workspace) {
  const dotGit = join2(workspace, ".git");
  const pin = settledPinOf(workspace);
  const gitDir = pin?.gitDir ?? pointer(dotGit, workspace, "gitdir:") ?? dotGit;
  const commonDir = pin?.commonDir ?? pointer(join2(gitDir, "commondir"), gitDir, "") ?? gitDir;
  return [.../* @__PURE__ */ new Set([dotGit, gitDir, commonDir])].filter(exists);
}
var inside = (child, parent) => {
  const r = relative(parent, child);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
};
function carveWritable(writable, protectedPaths) {
  const out = [];
  const carve = (w) => {
    if (protectedPaths.some((p) => inside(w, p))) return;
    if (!protectedPaths.some((p) => inside(p, w))) return void out.push(w);
    for (const e of readdirSync2(w, { withFileTypes: true })) if (!e.isSymbolicLink()) carve(join2(w, e.name));
  };
  for (const w of writable) carve(w);
  return out;
}

// src/adapters/sandbox.ts
var BWRAP_HOME = "/tmp/seedgate-home";
function scratchPaths(req, workspace) {
  const tmp = tmpdir();
  const found = new Set(req.sandbox?.writable ?? []);
  for (const value of [...req.args, ...Object.values(req.env)]) {
    for (const token of value.split(/[:=,\s]/)) {
      if (!isAbsolute2(token) || !inside(token, tmp) || token === tmp) continue;
      const top = join3(tmp, relative2(tmp, token).split(sep)[0]);
      const name = relative2(tmp, top);
      if (/^seedgate-[\w-]+$/.test(name) && !name.startsWith("seedgate-oracle-") && !inside(workspace, top) && existsSync4(top)) found.add(top);
    }
  }
  return [...found];
}
var own;
function ownReads() {
  return own ??= findOwnReads();
}
function findOwnReads() {
  let dir = dirname2(harnessPath("seedgate_boot.py"));
  while (dir !== dirname2(dir) && !existsSync4(join3(dir, "package.json"))) dir = dirname2(dir);
  const own2 = [dirname2(harnessPath("seedgate_boot.py")), existsSync4(join3(dir, "package.json")) ? dir : ""];
  return [...new Set(own2)].filter((p) => p !== "" && isAbsolute2(p) && inside(p, "/tmp") && p !== "/tmp" && existsSync4(p));
}
function bwrapArgs(policy, req, writable) {
  const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--dir", BWRAP_HOME];
  for (const p of [...ownReads(), policy.workspace, req.cwd, ...policy.readOnly ?? []]) if (inside(p, "/tmp")) args.push("--ro-bind", p, p);
  for (const p of writable) args.push("--bind", p, p);
  for (const p of policy.gitMetadata ?? []) if (writable.some((w) => inside(p, w))) args.push("--ro-bind", p, p);
  for (const p of req.sandbox?.readOnly ?? []) args.push("--ro-bind", p, p);
  if (!policy.network) args.push("--unshare-net");
  args.push("--unshare-pid", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--chdir", req.cwd, "--", req.command, ...req.args);
  return args;
}
function landlockArgs(policy, req, writable) {
  for (const ro of req.sandbox?.readOnly ?? []) {
    const holder = writable.find((w) => inside(ro, w));
    if (holder) throw new SeedgateError("internal", `the sandbox cannot keep ${ro} read-only inside the writable ${holder} under Landlock`);
  }
  return [
    "-I",
    "-S",
    harnessPath("landlock_exec.py"),
    ...policy.network ? ["--net"] : [],
    ...carveWritable(writable, policy.gitMetadata ?? []).flatMap((w) => ["--write", w]),
    "--",
    req.command,
    ...req.args
  ];
}
async function runLandlocked(inner, policy, req, writable) {
  const home = mkdtempSync(join3(tmpdir(), "seedgate-home-"));
  try {
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
  const home = policy.kind === "landlock" ? mkdtempSync(join3(tmpdir(), "seedgate-home-")) : void 0;
  try {
    const s = req.subject;
    const w = wrapped(policy, { command: s.command, args: s.args, cwd: s.cwd, env: childProcessEnv(s.env), timeoutMs: req.timeoutMs }, home);
    return await inner.run(withSubject(req, w.argv, w.env));
  } finally {
    if (home !== void 0) rmSync(home, { recursive: true, force: true });
  }
}
function sandboxedExec(inner, policy) {
  const run = (req) => {
    if (req.subject !== void 0) return runOracle(inner, policy, { ...req, subject: req.subject });
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
    const p = pattern.replace(/\/+$/, "");
    const refuse = (path) => {
      if (path === ".git" || path.startsWith(".git/") || isSealed(path) || isSealed(`${path}/`)) {
        throw new SeedgateError("config", `runners.writable names ${path}, which is sealed or git's own: pull-request code can never write it`, {
          field: "runners.writable"
        });
      }
    };
    if (!GLOB.test(p)) {
      refuse(p);
      if (!existsSync5(join4(root, p))) mkdirSync(join4(root, p), { recursive: true });
      out.push(join4(root, p));
      continue;
    }
    const match = (0, import_picomatch.default)(p, { dot: true });
    const walk2 = (dir, depth) => {
      for (const e of readdirSync3(dir, { withFileTypes: true })) {
        const abs = join4(dir, e.name);
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
    gitMetadata: gitMetadata(workspace)
  };
  return { ok: true, exec: sandboxedExec(exec, policy), kind: choice.kind, policy };
}
function linkedInstall(workspace) {
  const link = join4(workspace, "node_modules");
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
    const widened = (more) => sandboxedExec(exec, { ...box.policy, writable: [...more.writable, ...box.policy.writable], network: more.network });
    return { ok: true, exec: box.exec, kind: box.kind, widened };
  }
};

// src/adapters/trees.ts
import { cpSync, lstatSync as lstatSync4, mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync4, readFileSync as readFileSync4, rmSync as rmSync5, writeFileSync as writeFileSync3 } from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import { basename, join as join8 } from "node:path";

// src/adapters/oracle-copy.ts
import { createHash as createHash2 } from "node:crypto";
import { chmodSync, mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync2, readdirSync as readdirSync4, readFileSync as readFileSync3, rmSync as rmSync2, writeFileSync } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join5 } from "node:path";
var sha256 = (b) => createHash2("sha256").update(b).digest("hex");
var ancestors = (path) => path.split("/").slice(0, -1).map((_, i, segs) => segs.slice(0, i + 1).join("/"));
async function entriesOf(git, base, parts) {
  const wanted = /* @__PURE__ */ new Map();
  for (const folder of new Set(parts.folders)) for (const e of await git.lsTree(base, folder)) if (e.type !== "tree") wanted.set(e.path, e);
  for (const file of new Set(parts.files)) for (const e of await git.lsTree(base, file)) if (e.path === file) wanted.set(e.path, e);
  const inits = new Set(
    [...parts.folders, ...parts.files.map((f) => f.slice(0, Math.max(0, f.lastIndexOf("/"))))].flatMap(
      (p) => [...ancestors(`${p}/x`)].map((d) => `${d}/__init__.py`)
    )
  );
  for (const init of inits) if (!wanted.has(init)) {
    for (const e of await git.lsTree(base, init)) if (e.path === init) wanted.set(e.path, e);
  }
  return [...wanted.values()];
}
async function materialiseOracle(git, base, parts) {
  const root = mkdtempSync2(join5(tmpdir2(), "seedgate-oracle-"));
  const entries = await entriesOf(git, base, parts);
  const blobs = entries.filter((e) => e.type === "blob" && e.mode !== "120000");
  const skipped = entries.filter((e) => !blobs.includes(e)).map((e) => e.path);
  const bytes = await git.readBlobs(blobs.map((e) => e.oid));
  const digests = /* @__PURE__ */ new Map();
  for (const e of blobs) {
    const abs = join5(root, e.path);
    mkdirSync2(join5(abs, ".."), { recursive: true });
    const b = bytes.get(e.oid);
    writeFileSync(abs, b, { mode: 292 });
    digests.set(e.path, sha256(b));
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
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) listFiles(root, p, out);
    else out.push(p);
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
  for (const p of present) if (!digests.has(p)) changed.push(p);
  for (const [p, digest] of digests) {
    try {
      if (sha256(readFileSync3(join5(root, p))) !== digest) changed.push(p);
    } catch {
      changed.push(p);
    }
  }
  return changed.sort();
}

// src/adapters/sealed-restore.ts
import { chmodSync as chmodSync2, lstatSync as lstatSync3, mkdirSync as mkdirSync3, readdirSync as readdirSync5, rmSync as rmSync3, symlinkSync, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join6 } from "node:path";

// src/core/seal/pathspecs.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var GIT_SAFE = /^[^{}()!+@\\]*$/;
var literalBase = (glob) => import_picomatch2.default.scan(glob).base.replace(/\\(.)/g, "$1");
function sealedPathspecs(patterns) {
  const roots = /* @__PURE__ */ new Set();
  const anywhere = /* @__PURE__ */ new Set();
  const ancestors2 = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    const glob = foldPath(p.glob);
    const base = literalBase(glob);
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
    cur = join6(cur, seg);
    const st = lstatOrNull(cur);
    if (st !== null && !st.isDirectory()) rmSync3(cur, { force: true, recursive: true });
    if (st === null || !st.isDirectory()) mkdirSync3(cur);
    else if ((st.mode & 128) === 0) chmodSync2(cur, 493);
  }
}
var lstatOrNull = (p) => {
  try {
    return lstatSync3(p);
  } catch {
    return null;
  }
};
function walk(root, rel, out) {
  for (const d of readdirSync5(join6(root, rel), { withFileTypes: true })) {
    const p = `${rel}/${d.name}`;
    if (d.isDirectory()) walk(root, p, out);
    else out.push(p);
  }
}
async function presentUnder(git, root, matcher) {
  if (git.workingFiles === void 0) throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list working files (workingFiles)");
  const specs = sealedPathspecs(matcher.patterns);
  const [rooted, anywhere] = await Promise.all([git.workingFiles(root, specs.roots), git.workingFiles(root, specs.anywhere)]);
  const out = [];
  const nested = specs.ancestors.filter((a) => lstatOrNull(join6(root, a, ".git")) !== null);
  for (const p of [...rooted, ...anywhere]) {
    const dir = p.endsWith("/") ? p.slice(0, -1) : lstatOrNull(join6(root, p))?.isDirectory() ? p : null;
    if (dir === null) out.push(p);
    else nested.push(dir);
  }
  for (const dir of new Set(nested)) if (lstatOrNull(join6(root, dir))?.isDirectory()) walk(root, dir, out);
  return [...new Set(out)];
}
async function restoreSealed(git, root, baseSha, matcher) {
  if (git.treeMatching === void 0)
    throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list a tree by pathspec (treeMatching)");
  const specs = sealedPathspecs(matcher.patterns);
  const [listed, present] = await Promise.all([git.treeMatching(baseSha, [...specs.roots, ...specs.anywhere]), presentUnder(git, root, matcher)]);
  const base = listed.filter((e) => e.type === "blob" && matcher.match(e.path) !== null);
  const keep = new Set(base.map((e) => e.path));
  const removed = present.filter((p) => !keep.has(p) && matcher.match(p) !== null && lstatOrNull(join6(root, p)) !== null);
  for (const p of removed) rmSync3(join6(root, p), { force: true });
  const blobs = await git.readBlobs(base.map((e) => e.oid));
  for (const e of base) {
    const slash = e.path.lastIndexOf("/");
    realDir(root, slash === -1 ? "" : e.path.slice(0, slash));
    const abs = join6(root, e.path);
    rmSync3(abs, { force: true, recursive: true });
    if (e.mode === "120000") symlinkSync(blobs.get(e.oid).toString("utf8"), abs);
    else writeFileSync2(abs, blobs.get(e.oid), { mode: e.mode === "100755" ? 365 : 292 });
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
  const live2 = {
    ...git,
    async lsTree(rev, prefix) {
      const out = await git.lsTree(rev, prefix);
      listings.set(key(rev, prefix), out);
      return out;
    },
    async readBlobs(oids) {
      const out = await git.readBlobs(oids);
      for (const [oid, b] of out) blobs.set(oid, b);
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
  return { live: live2, replay };
}
async function pinnedRestore(git, dir, rev, matcher) {
  const record = recordedGit(git);
  const first = await restoreSealed(record.live, dir, rev, matcher);
  const replay = record.replay();
  return { first, again: () => restoreSealed(replay, dir, rev, matcher) };
}

// src/adapters/worktree.ts
import { existsSync as existsSync6, mkdtempSync as mkdtempSync3, realpathSync as realpathSync2, rmSync as rmSync4, symlinkSync as symlinkSync2 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join7 } from "node:path";
var reraise = (signal) => void process.kill(process.pid, signal);
function removeWorktree(repoRoot, dir, parent) {
  const git = (args) => {
    try {
      gitSync(repoRoot, args);
    } catch {
    }
  };
  git(["worktree", "remove", "--force", "--force", dir]);
  rmSync4(parent, { recursive: true, force: true });
  git(["worktree", "prune"]);
}
async function withWorktree(repoRoot, sha, fn, opts = {}) {
  const parent = mkdtempSync3(join7(tmpdir3(), "seedgate-hunt-"));
  const dir = join7(parent, "tree");
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
  const installed = join7(root, "node_modules");
  if (existsSync6(installed) && !existsSync6(join7(dir, "node_modules"))) symlinkSync2(realpathSync2(installed), join7(dir, "node_modules"), "junction");
}

// src/adapters/trees.ts
function gitTrees(git, opts = {}) {
  return {
    restoreSealed: (dir, rev, matcher) => restoreSealed(git, dir, rev, matcher),
    pinSealed: (dir, rev, matcher) => pinnedRestore(git, dir, rev, matcher),
    copyOracle: (rev, parts) => materialiseOracle(git, rev, parts),
    withWorktree: (sha, fn) => withWorktree(git.root, sha, fn, opts.signals ? { signals: opts.signals } : {}),
    linkInstall: (dir) => linkNodeModules(git.root, dir),
    installed: installedPackage,
    scratch
  };
}
function installedPackage(root, name) {
  const dir = join8(root, "node_modules", name);
  let kind;
  try {
    kind = lstatSync4(dir).isSymbolicLink() ? "link" : "directory";
  } catch {
    return { name, kind: "absent", version: void 0 };
  }
  try {
    const version = JSON.parse(readFileSync4(join8(dir, "package.json"), "utf8")).version;
    return { name, kind, version: typeof version === "string" ? version : void 0 };
  } catch {
    return { name, kind, version: void 0 };
  }
}
function scratch(prefix) {
  const dir = mkdtempSync4(join8(tmpdir4(), prefix));
  return {
    dir,
    write(name, text) {
      if (basename(name) !== name || name === "." || name === "..")
        throw new SeedgateError("internal", `scratch file name ${JSON.stringify(name)} is not a plain name`);
      writeFileSync3(join8(dir, name), text, { mode: 384 });
    },
    copyTo(dest) {
      mkdirSync4(dest, { recursive: true });
      cpSync(dir, dest, { recursive: true });
    },
    dispose: () => rmSync5(dir, { recursive: true, force: true })
  };
}

// src/adapters/host-ports.ts
var hostRowPorts = (git) => ({
  git,
  exec: processExec,
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
  processExec,
  hostFiles,
  harnessPath,
  withWorktree,
  linkNodeModules,
  hostRowPorts
};
