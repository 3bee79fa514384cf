import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MANIFEST_NAME,
  parseManifest
} from "./chunk-26V5R3ZX.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/adapters/blob-hash.ts
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// src/adapters/blob-hash-worker.ts
var HASH_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { spawn } = require("node:child_process");
const { createHash } = require("node:crypto");
const { root, oids } = workerData;
const digests = [];
let failure = null;
let stderr = "";
let index = 0, header = "", remaining = -1, hash = null;
function parse(chunk) {
  let pos = 0;
  while (pos < chunk.length) {
    if (remaining < 0) {
      const nl = chunk.indexOf(10, pos);
      header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
      if (nl === -1) return;
      pos = nl + 1;
      const [oid, type, size] = header.split(" ");
      if (oid !== oids[index] || type !== "blob") throw new Error("object " + oids[index] + " is not a readable blob (" + header + ")");
      header = "";
      remaining = Number(size);
      hash = createHash("sha256");
    }
    const take = Math.min(remaining, chunk.length - pos);
    hash.update(chunk.subarray(pos, pos + take));
    pos += take;
    remaining -= take;
    if (remaining === 0 && pos < chunk.length) {
      pos++;
      digests.push([oids[index++], hash.digest("hex")]);
      remaining = -1;
    }
  }
}
const child = spawn("git", ["cat-file", "--batch"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
child.stdout.on("data", (chunk) => {
  try { parse(chunk); } catch (err) { failure = failure || err.message; child.kill(); }
});
child.stderr.on("data", (b) => (stderr += b));
child.on("error", (err) => parentPort.postMessage({ failure: "could not run git cat-file: " + err.message }));
child.on("close", (code) => {
  if (failure) return parentPort.postMessage({ failure });
  if (code !== 0 || digests.length !== oids.length) return parentPort.postMessage({ failure: "git cat-file --batch failed (exit " + code + "): " + (stderr.trim() || "incomplete output") });
  parentPort.postMessage({ digests });
});
child.stdin.on("error", () => undefined);
child.stdin.end(oids.join("\n") + "\n");
`;

// src/adapters/blob-hash.ts
var SPLIT_FROM = 256;
async function hashBlobs(root, oids) {
  const unique = [...new Set(oids)];
  const streams = unique.length < SPLIT_FROM ? 1 : Math.max(1, Math.min(2, availableParallelism()));
  if (streams === 1) return hashStream(root, unique);
  const parts = Array.from({ length: streams }, (_, k) => unique.filter((_2, i) => i % streams === k));
  const parted = await Promise.all(parts.map((part) => hashInWorker(root, part)));
  return new Map(parted.flat());
}
function hashInWorker(root, oids) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HASH_WORKER_SOURCE, { eval: true, workerData: { root, oids } });
    let settled = false;
    worker.once("message", (m) => {
      settled = true;
      if (m.digests !== void 0) resolve(m.digests);
      else reject(new SeedgateError("git", m.failure ?? "the blob-hashing worker answered nothing"));
      void worker.terminate();
    });
    worker.once("error", (cause) => (settled = true, reject(new SeedgateError("git", `the blob-hashing worker failed: ${cause.message}`, { cause }))));
    worker.once("exit", (code) => {
      if (!settled) reject(new SeedgateError("git", `the blob-hashing worker exited (${code}) without an answer`));
    });
  });
}
function hashStream(root, oids) {
  const unique = [...new Set(oids)];
  const result = /* @__PURE__ */ new Map();
  if (unique.length === 0) return Promise.resolve(result);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    const parser = batchParser(unique, result);
    let stderr = "";
    let failure;
    child.stdout.on("data", (chunk) => {
      try {
        parser(chunk);
      } catch (err) {
        failure ??= err;
        child.kill();
      }
    });
    child.stderr.on("data", (b) => stderr += b);
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git cat-file: ${cause.message}`, { cause })));
    child.on("close", (code) => {
      if (failure) return reject(failure);
      if (code !== 0 || result.size !== unique.length) {
        return reject(new SeedgateError("git", `git cat-file --batch failed (exit ${code}): ${stderr.trim() || "incomplete output"}`));
      }
      resolve(result);
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(unique.join("\n") + "\n");
  });
}
function batchParser(oids, out) {
  let index = 0;
  let header = "";
  let remaining = -1;
  let hash;
  return (chunk) => {
    let pos = 0;
    while (pos < chunk.length) {
      if (remaining < 0) {
        const nl = chunk.indexOf(10, pos);
        header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
        if (nl === -1) return;
        pos = nl + 1;
        const [oid, type, size] = header.split(" ");
        if (oid !== oids[index] || type !== "blob") throw new SeedgateError("git", `object ${oids[index]} is not a readable blob (${header})`);
        header = "";
        remaining = Number(size);
        hash = createHash("sha256");
      }
      const take = Math.min(remaining, chunk.length - pos);
      hash.update(chunk.subarray(pos, pos + take));
      pos += take;
      remaining -= take;
      if (remaining === 0 && pos < chunk.length) {
        pos++;
        out.set(oids[index++], hash.digest("hex"));
        remaining = -1;
      }
    }
  };
}

// src/modes/manifest/manifest.ts
var REGULAR = /* @__PURE__ */ new Set(["100644", "100755"]);
async function rootTree(git, rev, root, listed) {
  const all = await (listed ?? git.lsTree(rev, root));
  const prefix = root === "" ? "" : `${root}/`;
  const rootEntry = all.find((e) => e.path === root && e.type !== "tree");
  const below = all.filter((e) => e.type !== "tree" && e.path.startsWith(prefix)).map((e) => ({ ...e, rel: e.path.slice(prefix.length) }));
  return { manifest: below.find((e) => e.rel === MANIFEST_NAME), files: below.filter((e) => e.rel !== MANIFEST_NAME), rootEntry };
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
async function digestsOf(git, trees) {
  const oids = trees.flatMap((t) => t.files.filter((f) => REGULAR.has(f.mode)).map((f) => f.oid));
  return hashBlobs(git.root, oids);
}
async function verifyRoot(git, root, baseSha, headSha, listed) {
  const file = root === "" ? MANIFEST_NAME : `${root}/${MANIFEST_NAME}`;
  const base = await rootTree(git, baseSha, root, listed?.base);
  if (base.manifest === void 0) return { root, status: "absent", entries: 0, findings: [] };
  const head = baseSha === headSha ? base : await rootTree(git, headSha, root, listed?.head);
  const hashing = digestsOf(git, [base, head]);
  hashing.catch(() => void 0);
  const bytes = (await git.readBlobs([base.manifest.oid])).get(base.manifest.oid);
  const parsed = parseManifest(file, bytes);
  const digests = await hashing;
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
async function manifestCheck(git, roots, baseSha, headSha) {
  const named = roots.filter((r) => r !== "");
  const listed = named.length === roots.length && roots.length > 1 ? { base: git.lsTree(baseSha, roots), head: git.lsTree(headSha, roots) } : void 0;
  listed?.head.catch(() => void 0);
  const out = [];
  for (const root of roots) out.push(await verifyRoot(git, root, baseSha, headSha, listed));
  return out;
}
async function verifyManifestAt(git, dir, rev) {
  const sha = await git.resolve(rev);
  const report = await verifyRoot(git, dir, sha, sha);
  if (report.status === "absent") {
    throw new SeedgateError("input", `no ${MANIFEST_NAME} in ${dir || "."} at ${rev}`, {
      file: dir,
      hint: "write one with `seedgate manifest write DIR` and commit it"
    });
  }
  return report;
}

export {
  verifyRoot,
  manifestCheck,
  verifyManifestAt
};
