import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/adapters/blob-hash.ts
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
function hashBlobs(root, oids) {
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

// src/core/manifest.ts
var MANIFEST_NAME = "MANIFEST.sha256";
var MANIFEST_SCHEMA_ID = "https://seedgate.dev/schemas/manifest.schema.json";
var HEX64 = /^[0-9a-f]{64}$/;
var detectFormat = (bytes) => /^\s*\{/.test(bytes.subarray(0, 64).toString("utf8")) ? "json" : "sha256sum";
function parseManifest(file, bytes) {
  const format = detectFormat(bytes);
  const parsed = format === "json" ? parseJson(file, bytes) : parseSha256sum(file, bytes);
  const unsafe = parsed.entries.filter((e) => unsafePath(e.path) !== null);
  const findings = [
    ...parsed.findings,
    ...unsafe.map(
      (e) => error("manifest.unsafe-path", `entry ${JSON.stringify(e.path)} ${unsafePath(e.path)}`, at(file, e.line, "entries name files below the manifest's directory"))
    )
  ];
  return { file, format, entries: parsed.entries.filter((e) => !unsafe.includes(e)), findings };
}
function parseJson(file, bytes) {
  const text = bytes.toString("utf8");
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { entries: [], findings: [error("manifest.malformed", `malformed JSON: ${err.message}`, at(file, void 0, "fix the syntax, or rewrite it with `seedgate manifest write`"))] };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { entries: [], findings: [error("manifest.malformed", "the manifest must be a JSON object of path → sha256", at(file, 1, `see ${MANIFEST_SCHEMA_ID}`))] };
  }
  const map = value;
  const entries = [];
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const { key, line } of topLevelKeys(text)) {
    if (seen.has(key)) {
      findings.push(error("manifest.duplicate", `${JSON.stringify(key)} is listed twice`, at(file, line, "list each file once")));
      continue;
    }
    seen.add(key);
    const sha256 = map[key];
    if (typeof sha256 === "string" && HEX64.test(sha256)) entries.push({ path: key, sha256, line });
    else findings.push(error("manifest.malformed", `${JSON.stringify(key)}: the digest must be 64 lowercase hex digits`, at(file, line, `see ${MANIFEST_SCHEMA_ID}`)));
  }
  return { entries, findings };
}
function topLevelKeys(text) {
  const out = [];
  const token = /"(?:[^"\\]|\\.)*"|[{}[\]:,]|\n/g;
  let depth = 0;
  let line = 1;
  let expectKey = false;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) {
    const t = m[0];
    if (t === "\n") line++;
    else if (t === "{" || t === "[") depth++, expectKey = depth === 1 && t === "{";
    else if (t === "}" || t === "]") depth--;
    else if (t === ",") expectKey = depth === 1;
    else if (t === ":") expectKey = false;
    else if (expectKey) out.push({ key: JSON.parse(t), line });
  }
  return out;
}
function parseSha256sum(file, bytes) {
  const entries = [];
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  const lines = bytes.toString("utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, i) => {
    const line = i + 1;
    const m = /^(\\?)([0-9a-f]{64}) [ *](.+)$/.exec(raw);
    if (!m) return void findings.push(error("manifest.malformed", `line ${line} is not "<sha256>  <path>"`, at(file, line, "each line is 64 lowercase hex digits, two spaces, a path")));
    const path = m[1] ? unescapeName(m[3]) : m[3];
    if (seen.has(path)) return void findings.push(error("manifest.duplicate", `${JSON.stringify(path)} is listed twice`, at(file, line, "list each file once")));
    seen.add(path);
    entries.push({ path, sha256: m[2], line });
  });
  return { entries, findings };
}
var unescapeName = (s) => s.replace(/\\(\\|n)/g, (_, c) => c === "n" ? "\n" : "\\");
var escapeName = (s) => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
function unsafePath(path) {
  if (path === "" || path.includes("\0")) return "is empty or holds a NUL byte";
  if (path.startsWith("/")) return "is absolute";
  if (path.includes("\\")) return "holds a backslash";
  const segs = path.split("/");
  if (segs.some((s) => s === ".." || s === "." || s === "")) return "has an empty, '.' or '..' segment";
  if (path === MANIFEST_NAME) return "names the manifest itself";
  return null;
}
var byteOrder = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
function renderManifest(entries, format) {
  const sorted = [...entries].sort((a, b) => byteOrder(a.path, b.path));
  if (format === "json") {
    if (sorted.length === 0) return "{}\n";
    return `{
${sorted.map((e) => `  ${JSON.stringify(e.path)}: ${JSON.stringify(e.sha256)}`).join(",\n")}
}
`;
  }
  return sorted.map((e) => /[\\\n]/.test(e.path) ? `\\${e.sha256}  ${escapeName(e.path)}` : `${e.sha256}  ${e.path}`).join("\n") + (sorted.length ? "\n" : "");
}
var at = (file, line, hint) => ({ file, ...line === void 0 ? {} : { line }, ...hint === void 0 ? {} : { hint } });

// src/commands/manifest.ts
var REGULAR = /* @__PURE__ */ new Set(["100644", "100755"]);
async function rootTree(git, rev, root) {
  const all = await git.lsTree(rev, root);
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
    const at2 = { file, ...e.line === void 0 ? {} : { line: e.line } };
    if (f === void 0) findings.push(error(c("missing"), `${JSON.stringify(e.path)} is in the manifest but not in the tree`, { ...at2, hint: "restore the file, or have a human rewrite the manifest" }));
    else if (!REGULAR.has(f.mode)) findings.push(error(c("not-regular"), `${JSON.stringify(e.path)} is a ${f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode}`}, not a regular file`, at2));
    else if (digests.get(f.oid) !== e.sha256) findings.push(error(c("mismatch"), `${JSON.stringify(e.path)} has sha256 ${digests.get(f.oid)}, the manifest pins ${e.sha256}`, { ...at2, hint: "fixture bytes changed; only a human may re-lock them" }));
  }
  const listed = new Set(entries.map((e) => e.path));
  for (const f of tree.files) {
    if (listed.has(f.rel)) continue;
    const kind = REGULAR.has(f.mode) ? "file" : f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode} entry`;
    findings.push(error(c("extra"), `${JSON.stringify(f.rel)} (${kind}) is in the tree but not in the manifest`, { file, hint: "every file under a manifest root is listed" }));
  }
  return findings;
}
async function digestsOf(git, trees) {
  const oids = trees.flatMap((t) => t.files.filter((f) => REGULAR.has(f.mode)).map((f) => f.oid));
  return hashBlobs(git.root, oids);
}
async function verifyRoot(git, root, baseSha, headSha) {
  const file = root === "" ? MANIFEST_NAME : `${root}/${MANIFEST_NAME}`;
  const [base, head] = await Promise.all([rootTree(git, baseSha, root), rootTree(git, headSha, root)]);
  if (base.manifest === void 0) return { root, status: "absent", entries: 0, findings: [] };
  const bytes = (await git.readBlobs([base.manifest.oid])).get(base.manifest.oid);
  const parsed = parseManifest(file, bytes);
  const digests = await digestsOf(git, [base, head]);
  const findings = [...parsed.findings];
  if (head.rootEntry !== void 0) findings.push(error("manifest.not-regular", `${root} is no longer a directory at head (mode ${head.rootEntry.mode})`, { file: root }));
  findings.push(...compare(file, parsed.entries, head, digests));
  const baseDrift = baseSha === headSha ? [] : compare(file, parsed.entries, base, digests, "manifest.base-inconsistent");
  if (baseDrift.length > 0) {
    findings.push(error("manifest.base-inconsistent", `the base commit's manifest does not match the base commit's own tree (${baseDrift.length} difference${baseDrift.length === 1 ? "" : "s"}): ${baseDrift[0].message}`, { file, hint: "fix the manifest on the default branch first: `seedgate manifest write` then commit" }));
  }
  return { root, status: findings.length === 0 ? "verified" : "failed", entries: parsed.entries.length, findings };
}
async function manifestCheck(git, roots, baseSha, headSha) {
  const out = [];
  for (const root of roots) out.push(await verifyRoot(git, root, baseSha, headSha));
  return out;
}
async function verifyManifestAt(git, dir, rev) {
  const sha = await git.resolve(rev);
  const report = await verifyRoot(git, dir, sha, sha);
  if (report.status === "absent") {
    throw new SeedgateError("input", `no ${MANIFEST_NAME} in ${dir || "."} at ${rev}`, { file: dir, hint: "write one with `seedgate manifest write DIR` and commit it" });
  }
  return report;
}

export {
  MANIFEST_NAME,
  renderManifest,
  verifyRoot,
  manifestCheck,
  verifyManifestAt
};
