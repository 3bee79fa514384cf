// MANIFEST.sha256 in both forms: seed 003's sorted JSON map and sha256sum text.
// Parsing is strict: a line or key that cannot be read is a finding, never skipped.
import { error, type Finding } from "../findings.js";

export const MANIFEST_NAME = "MANIFEST.sha256";
export const MANIFEST_SCHEMA_ID = "https://seedgate.dev/schemas/manifest.schema.json";
export type ManifestFormat = "json" | "sha256sum";

export interface ManifestEntry {
  /** Relative to the manifest's directory. */
  readonly path: string;
  readonly sha256: string;
  readonly line: number | undefined;
}

export interface ParsedManifest {
  readonly file: string;
  readonly format: ManifestFormat;
  readonly entries: readonly ManifestEntry[];
  readonly findings: readonly Finding[];
}

const HEX64 = /^[0-9a-f]{64}$/;

export const detectFormat = (bytes: Buffer): ManifestFormat => (/^\s*\{/.test(bytes.subarray(0, 64).toString("utf8")) ? "json" : "sha256sum");

export function parseManifest(file: string, bytes: Buffer): ParsedManifest {
  const format = detectFormat(bytes);
  const parsed = format === "json" ? parseJson(file, bytes) : parseSha256sum(file, bytes);
  const unsafe = parsed.entries.filter((e) => unsafePath(e.path) !== null);
  const findings = [
    ...parsed.findings,
    ...unsafe.map((e) =>
      error(
        "manifest.unsafe-path",
        `entry ${JSON.stringify(e.path)} ${unsafePath(e.path)}`,
        at(file, e.line, "entries name files below the manifest's directory"),
      ),
    ),
  ];
  return { file, format, entries: parsed.entries.filter((e) => !unsafe.includes(e)), findings };
}

/**
 * JSON.parse for the grammar, plus a scan of the top-level keys for lines and
 * duplicates (JSON.parse keeps the last copy silently). The YAML-based locator is
 * quadratic in keys, and a manifest can hold 20,000 of them.
 */
function parseJson(file: string, bytes: Buffer): { entries: ManifestEntry[]; findings: Finding[] } {
  const text = bytes.toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return {
      entries: [],
      findings: [
        error(
          "manifest.malformed",
          `malformed JSON: ${(err as Error).message}`,
          at(file, undefined, "fix the syntax, or rewrite it with `seedgate manifest write`"),
        ),
      ],
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      entries: [],
      findings: [error("manifest.malformed", "the manifest must be a JSON object of path → sha256", at(file, 1, `see ${MANIFEST_SCHEMA_ID}`))],
    };
  }
  const map = value as Record<string, unknown>;
  const entries: ManifestEntry[] = [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
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
        error("manifest.malformed", `${JSON.stringify(key)}: the digest must be 64 lowercase hex digits`, at(file, line, `see ${MANIFEST_SCHEMA_ID}`)),
      );
  }
  return { entries, findings };
}

/**
 * Keys of the outermost object with their lines; the text is known to be valid JSON.
 * A scan by character codes that jumps over strings: a tokenizing regex with a
 * JSON.parse per key cost ~3x more on a 20,000-entry manifest.
 */
function topLevelKeys(text: string): { key: string; line: number }[] {
  const out: { key: string; line: number }[] = [];
  let depth = 0;
  let line = 1;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey) {
        const raw = text.slice(i + 1, end);
        out.push({ key: raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw, line });
      }
      i = end;
    } else if (c === NEWLINE) line++;
    else if (c === 0x7b || c === 0x5b)
      (depth++, (expectKey = depth === 1 && c === 0x7b)); // { [
    else if (c === 0x7d || c === 0x5d)
      depth--; // } ]
    else if (c === 0x2c)
      expectKey = depth === 1; // ,
    else if (c === 0x3a) expectKey = false; // :
  }
  return out;
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/** Index of the quote closing the string opened at `open`: the first one not escaped. */
function stringEnd(text: string, open: number): number {
  for (let j = text.indexOf('"', open + 1); ; j = text.indexOf('"', j + 1)) {
    if (j === -1) return text.length; // unreachable for valid JSON; never loop on bad input
    let slashes = 0;
    while (text.charCodeAt(j - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return j;
  }
}

function parseSha256sum(file: string, bytes: Buffer): { entries: ManifestEntry[]; findings: Finding[] } {
  const entries: ManifestEntry[] = [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const lines = bytes.toString("utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, i) => {
    const line = i + 1;
    // GNU sha256sum escapes names holding "\", a newline or (coreutils >= 9) "\r" by a
    // leading backslash. [^] and not ".": a name may hold "\r", U+2028 or U+2029.
    const m = /^(\\?)([0-9a-f]{64}) [ *]([^]+)$/.exec(raw);
    if (!m)
      return void findings.push(
        error("manifest.malformed", `line ${line} is not "<sha256>  <path>"`, at(file, line, "each line is 64 lowercase hex digits, two spaces, a path")),
      );
    const path = m[1] ? unescapeName(m[3]!) : m[3]!;
    if (seen.has(path))
      return void findings.push(error("manifest.duplicate", `${JSON.stringify(path)} is listed twice`, at(file, line, "list each file once")));
    seen.add(path);
    entries.push({ path, sha256: m[2]!, line });
  });
  return { entries, findings };
}

const UNESCAPED: Record<string, string> = { n: "\n", r: "\r", "\\": "\\" };
const unescapeName = (s: string): string => s.replace(/\\([\\nr])/g, (_, c: string) => UNESCAPED[c]!);
const escapeName = (s: string): string => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r");

/** Why a manifest path is unsafe, or null. */
export function unsafePath(path: string): string | null {
  if (path === "" || path.includes("\0")) return "is empty or holds a NUL byte";
  if (path.startsWith("/")) return "is absolute";
  if (path.includes("\\")) return "holds a backslash";
  const segs = path.split("/");
  if (segs.some((s) => s === ".." || s === "." || s === "")) return "has an empty, '.' or '..' segment";
  if (path === MANIFEST_NAME) return "names the manifest itself";
  return null;
}

/** Byte order of UTF-8, as Python's sorted() and `LC_ALL=C sort` order them. */
export const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

export function renderManifest(entries: readonly { path: string; sha256: string }[], format: ManifestFormat): string {
  const sorted = [...entries].sort((a, b) => byteOrder(a.path, b.path));
  if (format === "json") {
    if (sorted.length === 0) return "{}\n";
    return `{\n${sorted.map((e) => `  ${JSON.stringify(e.path)}: ${JSON.stringify(e.sha256)}`).join(",\n")}\n}\n`;
  }
  return (
    sorted.map((e) => (/[\\\n\r]/.test(e.path) ? `\\${e.sha256}  ${escapeName(e.path)}` : `${e.sha256}  ${e.path}`)).join("\n") + (sorted.length ? "\n" : "")
  );
}

const at = (file: string, line: number | undefined, hint?: string) => ({
  file,
  ...(line === undefined ? {} : { line }),
  ...(hint === undefined ? {} : { hint }),
});
