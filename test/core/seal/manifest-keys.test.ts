// The JSON manifest's key scan (lines, duplicates, escapes) against the tokenizing
// regex it replaced, on generated manifests: odd keys, nested values, any layout.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { expect, test } from "vitest";
import { parseManifest } from "../../../src/core/seal/manifest.js";

const H = (s: string) => createHash("sha256").update(s).digest("hex");

/** The earlier scan, kept as the model: a regex over tokens, JSON.parse per key. */
function modelKeys(text: string): { key: string; line: number }[] {
  const out: { key: string; line: number }[] = [];
  const token = /"(?:[^"\\]|\\.)*"|[{}[\]:,]|\n/g;
  let depth = 0;
  let line = 1;
  let expectKey = false;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) {
    const t = m[0];
    if (t === "\n") line++;
    else if (t === "{" || t === "[") (depth++, (expectKey = depth === 1 && t === "{"));
    else if (t === "}" || t === "]") depth--;
    else if (t === ",") expectKey = depth === 1;
    else if (t === ":") expectKey = false;
    else if (expectKey) out.push({ key: JSON.parse(t) as string, line });
  }
  return out;
}

// Keys that stress the scan: quotes, backslashes, braces, colons, newlines, non-ASCII.
const key = fc.stringMatching(/^[a-z"\\{}[\]:,\n é\u2028/]{1,8}$/);
const value = fc.oneof(fc.constantFrom(H("a"), H("b")), fc.constant("NOT HEX"), fc.constant({ 'nested "key"': ["x\\", "{", 1] }), fc.integer());
const gap = fc.constantFrom("", " ", "\n", "\n  ", "\t");

test("keys, their lines and duplicates match the model on any valid manifest", () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(key, value, gap, gap), { maxLength: 12 }), gap, (pairs, tail) => {
      const body = pairs.map(([k, v, g1, g2]) => `${g1}${JSON.stringify(k)}${g2}:${g1}${JSON.stringify(v)}`).join(",");
      const text = `{${body}${tail}}`;
      const parsed = parseManifest("M", Buffer.from(text));
      const model = modelKeys(text);
      const seen = new Set<string>();
      const firsts = model.filter(({ key: k }) => !seen.has(k) && seen.add(k));
      const last = new Map(pairs.map(([k, v]) => [k, v])); // JSON.parse keeps the last copy
      const wanted = firsts.filter(({ key: k }) => typeof last.get(k) === "string" && /^[0-9a-f]{64}$/.test(last.get(k) as string));
      const safe = parsed.entries.map((e) => [e.path, e.line]);
      const unsafe = parsed.findings.filter((f) => f.code === "manifest.unsafe-path").map((f) => f.line);
      expect([...safe.map(([, l]) => l), ...unsafe].sort()).toEqual(wanted.map((w) => w.line).sort());
      for (const [p, l] of safe) expect(wanted).toContainEqual({ key: p, line: l });
      const dups = parsed.findings.filter((f) => f.code === "manifest.duplicate").map((f) => f.line);
      expect(dups).toEqual(model.filter((m) => !firsts.includes(m)).map((m) => m.line));
    }),
    { numRuns: 400 },
  );
});

test("a key with escapes is read as JSON reads it", () => {
  const text = `{\n  "a\\"b\\u00e9\\/c": "${H("x")}"\n}\n`;
  expect(parseManifest("M", Buffer.from(text)).entries).toEqual([{ path: 'a"bé/c', sha256: H("x"), line: 2 }]);
});
