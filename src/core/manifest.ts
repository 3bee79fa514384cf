// MANIFEST.sha256 in both forms: seed 003's sorted JSON map and sha256sum text.
// Parsing is strict: a line or key that cannot be read is a finding, never skipped.
import { SeedgateError } from "./errors.js";
import { error, type Finding } from "./findings.js";
import { parseLocated, toPointer } from "./located.js";
import { schemaFindings } from "./schema-check.js";

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
      error("manifest.unsafe-path", `entry ${JSON.stringify(e.path)} ${unsafePath(e.path)}`, at(file, e.line, "entries name files below the manifest's directory")),
    ),
  ];
  return { file, format, entries: parsed.entries.filter((e) => !unsafe.includes(e)), findings };
}

function parseJson(file: string, bytes: Buffer): { entries: ManifestEntry[]; findings: Finding[] } {
  let doc;
  try {
    doc = parseLocated(file, bytes.toString("utf8"), "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    const code = err.message.startsWith("duplicate key") ? "manifest.duplicate" : "manifest.malformed";
    return { entries: [], findings: [error(code, err.message, at(file, err.line, err.hint))] };
  }
  const findings = schemaFindings(MANIFEST_SCHEMA_ID, doc, "manifest.malformed");
  const value = doc.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { entries: [], findings };
  const entries: ManifestEntry[] = [];
  for (const [path, sha256] of Object.entries(value as Record<string, unknown>)) {
    if (typeof sha256 === "string" && HEX64.test(sha256)) entries.push({ path, sha256, line: doc.lineOf(toPointer([path])) });
  }
  return { entries, findings };
}

function parseSha256sum(file: string, bytes: Buffer): { entries: ManifestEntry[]; findings: Finding[] } {
  const entries: ManifestEntry[] = [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const lines = bytes.toString("utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, i) => {
    const line = i + 1;
    // GNU sha256sum escapes names holding "\" or a newline by a leading backslash.
    const m = /^(\\?)([0-9a-f]{64}) [ *](.+)$/.exec(raw);
    if (!m) return void findings.push(error("manifest.malformed", `line ${line} is not "<sha256>  <path>"`, at(file, line, "each line is 64 lowercase hex digits, two spaces, a path")));
    const path = m[1] ? unescapeName(m[3]!) : m[3]!;
    if (seen.has(path)) return void findings.push(error("manifest.duplicate", `${JSON.stringify(path)} is listed twice`, at(file, line, "list each file once")));
    seen.add(path);
    entries.push({ path, sha256: m[2]!, line });
  });
  return { entries, findings };
}

const unescapeName = (s: string): string => s.replace(/\\(\\|n)/g, (_, c: string) => (c === "n" ? "\n" : "\\"));
const escapeName = (s: string): string => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");

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
  return sorted.map((e) => (/[\\\n]/.test(e.path) ? `\\${e.sha256}  ${escapeName(e.path)}` : `${e.sha256}  ${e.path}`)).join("\n") + (sorted.length ? "\n" : "");
}

const at = (file: string, line: number | undefined, hint?: string) => ({ file, ...(line === undefined ? {} : { line }), ...(hint === undefined ? {} : { hint }) });
