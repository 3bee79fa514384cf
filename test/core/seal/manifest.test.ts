import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { parseManifest, renderManifest } from "../../../src/core/seal/manifest.js";

const H = (s: string) => createHash("sha256").update(s).digest("hex");
const codes = (bytes: string) => parseManifest("m/MANIFEST.sha256", Buffer.from(bytes)).findings.map((f) => [f.code, f.line]);

test("JSON and sha256sum forms round-trip, names with newlines included", () => {
  const entries = [
    { path: "b.bin", sha256: H("b") },
    { path: "a dir/x\ny.json", sha256: H("a") },
    { path: "é.txt", sha256: H("e") },
  ];
  for (const format of ["json", "sha256sum"] as const) {
    const text = renderManifest(entries, format);
    const parsed = parseManifest("MANIFEST.sha256", Buffer.from(text));
    expect(parsed.format).toBe(format);
    expect(parsed.findings).toEqual([]);
    expect(parsed.entries.map((e) => e.path)).toEqual(["a dir/x\ny.json", "b.bin", "é.txt"]);
  }
});

test("seed 003's JSON rendering: sorted, indent 2, trailing newline", () => {
  expect(
    renderManifest(
      [
        { path: "z", sha256: H("z") },
        { path: "a", sha256: H("a") },
      ],
      "json",
    ),
  ).toBe(`{\n  "a": "${H("a")}",\n  "z": "${H("z")}"\n}\n`);
});

test("duplicated entries are findings in both forms", () => {
  expect(codes(`{\n  "a": "${H("a")}",\n  "a": "${H("b")}"\n}\n`)).toEqual([["manifest.duplicate", 3]]);
  expect(codes(`${H("a")}  a\n${H("b")}  a\n`)).toEqual([["manifest.duplicate", 2]]);
});

test("malformed lines, non-hex and short digests are findings with their line", () => {
  expect(codes(`${H("a")}  a\nnot a line\n${H("a").toUpperCase()}  b\n${H("a").slice(2)}  c\n`).map((c) => c[1])).toEqual([2, 3, 4]);
  expect(codes(`{"a": "${H("a").toUpperCase()}", "b": 7}`).map((c) => c[0])).toEqual(["manifest.malformed", "manifest.malformed"]);
  expect(codes("{ not json")[0]![0]).toBe("manifest.malformed");
});

test.each(["/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a\\b", "MANIFEST.sha256"])("unsafe path %j is refused", (path) => {
  const json = parseManifest("M", Buffer.from(JSON.stringify({ [path]: H("x") })));
  const text = parseManifest("M", Buffer.from(`${H("x")}  ${path}\n`));
  for (const p of [json, text]) {
    expect(p.entries).toEqual([]);
    expect(p.findings.map((f) => f.code)).toContain("manifest.unsafe-path");
  }
});
