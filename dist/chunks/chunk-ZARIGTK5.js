import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  error
} from "./chunk-RGSGG2WK.js";

// src/core/seal/manifest.ts
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
      (e) => error(
        "manifest.unsafe-path",
        `entry ${JSON.stringify(e.path)} ${unsafePath(e.path)}`,
        at(file, e.line, "entries name files below the manifest's directory")
      )
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
    return {
      entries: [],
      findings: [
        error(
          "manifest.malformed",
          `malformed JSON: ${err.message}`,
          at(file, void 0, "fix the syntax, or rewrite it with `seedgate manifest write`")
        )
      ]
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      entries: [],
      findings: [error("manifest.malformed", "the manifest must be a JSON object of path → sha256", at(file, 1, `see ${MANIFEST_SCHEMA_ID}`))]
    };
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
    else
      findings.push(
        error("manifest.malformed", `${JSON.stringify(key)}: the digest must be 64 lowercase hex digits`, at(file, line, `see ${MANIFEST_SCHEMA_ID}`))
      );
  }
  return { entries, findings };
}
function topLevelKeys(text) {
  const out = [];
  let depth = 0;
  let line = 1;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey) {
        const raw = text.slice(i + 1, end);
        out.push({ key: raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw, line });
      }
      i = end;
    } else if (c === NEWLINE) line++;
    else if (c === 123 || c === 91)
      depth++, expectKey = depth === 1 && c === 123;
    else if (c === 125 || c === 93)
      depth--;
    else if (c === 44)
      expectKey = depth === 1;
    else if (c === 58) expectKey = false;
  }
  return out;
}
var QUOTE = 34;
var NEWLINE = 10;
function stringEnd(text, open) {
  for (let j = text.indexOf('"', open + 1); ; j = text.indexOf('"', j + 1)) {
    if (j === -1) return text.length;
    let slashes = 0;
    while (text.charCodeAt(j - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return j;
  }
}
function parseSha256sum(file, bytes) {
  const entries = [];
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  const lines = bytes.toString("utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, i) => {
    const line = i + 1;
    const m = /^(\\?)([0-9a-f]{64}) [ *]([^]+)$/.exec(raw);
    if (!m)
      return void findings.push(
        error("manifest.malformed", `line ${line} is not "<sha256>  <path>"`, at(file, line, "each line is 64 lowercase hex digits, two spaces, a path"))
      );
    const path = m[1] ? unescapeName(m[3]) : m[3];
    if (seen.has(path))
      return void findings.push(error("manifest.duplicate", `${JSON.stringify(path)} is listed twice`, at(file, line, "list each file once")));
    seen.add(path);
    entries.push({ path, sha256: m[2], line });
  });
  return { entries, findings };
}
var UNESCAPED = { n: "\n", r: "\r", "\\": "\\" };
var unescapeName = (s) => s.replace(/\\([\\nr])/g, (_, c) => UNESCAPED[c]);
var escapeName = (s) => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
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
  return sorted.map((e) => /[\\\n\r]/.test(e.path) ? `\\${e.sha256}  ${escapeName(e.path)}` : `${e.sha256}  ${e.path}`).join("\n") + (sorted.length ? "\n" : "");
}
var at = (file, line, hint) => ({
  file,
  ...line === void 0 ? {} : { line },
  ...hint === void 0 ? {} : { hint }
});

export {
  MANIFEST_NAME,
  parseManifest,
  renderManifest
};
