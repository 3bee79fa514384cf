// MANIFEST.sha256 round trips, both formats: rendering then parsing gives back the
// same entries for any names a file system allows (spaces, newlines, leading "*",
// Unicode), unsafe names are each one finding (never silently renamed), duplicates
// are each one finding, and GNU sha256sum's own output parses to the files it names.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { byteOrder, parseManifest, renderManifest, unsafePath, type ManifestFormat } from "../../src/core/seal/manifest.js";
import "./seeded.js";

const FORMATS: readonly ManifestFormat[] = ["json", "sha256sum"];
const hex = fc.array(fc.constantFrom(..."0123456789abcdef"), { minLength: 64, maxLength: 64 }).map((a) => a.join(""));
/** One path segment: never empty, ".", "..", and without "/", NUL or backslash. */
const segment = fc
  .oneof(
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }),
    fc.constantFrom(
      "a b",
      " lead",
      "trail ",
      "new\nline",
      "\n",
      "*star",
      "tab\t",
      "cr\r",
      "\u00e9",
      "e\u0301",
      "{}",
      '"q"',
      ":",
      "\u2028",
      "MANIFEST.sha256",
      "-",
    ),
  )
  .map((s) => s.replace(/[/\0\\]/g, "_"))
  .filter((s) => s !== "" && s !== "." && s !== "..");
const pathOf = (seg: fc.Arbitrary<string>) =>
  fc
    .array(seg, { minLength: 1, maxLength: 3 })
    .map((s) => s.join("/"))
    .filter((p) => unsafePath(p) === null);
/** JavaScript's line terminators other than "\n": "." in a RegExp does not match them. */
const LINE_BREAKS = /[\r\u2028\u2029]/g;
const oneLine = segment.map((s) => s.replace(LINE_BREAKS, "_"));
const safePath = pathOf(segment);
/** Names every format carries; see the KNOWN BUG below for the others in sha256sum form. */
const portablePath = (format: ManifestFormat) => (format === "json" ? safePath : pathOf(oneLine));
const entry = (path: fc.Arbitrary<string>) => fc.record({ path, sha256: hex });
const uniqueEntries = (path: fc.Arbitrary<string>) => fc.uniqueArray(entry(path), { maxLength: 12, selector: (e) => e.path });
const sorted = <T extends { path: string }>(es: readonly T[]) => [...es].sort((a, b) => byteOrder(a.path, b.path));
const parse = (text: string) => parseManifest("m/MANIFEST.sha256", Buffer.from(text, "utf8"));

describe.each(FORMATS)("%s manifests", (format) => {
  test("render then parse gives the same entries, in byte order, each on its own line", () => {
    fc.assert(
      fc.property(uniqueEntries(portablePath(format)), (entries) => {
        const parsed = parse(renderManifest(entries, format));
        expect(parsed.findings).toEqual([]);
        expect(parsed.format).toBe(format);
        expect(parsed.entries.map(({ path, sha256 }) => ({ path, sha256 }))).toEqual(sorted(entries));
        // sha256sum: line i; JSON: "{" is line 1, so entry i is on line i + 1.
        expect(parsed.entries.map((e) => e.line)).toEqual(parsed.entries.map((_, i) => (format === "json" ? i + 2 : i + 1)));
      }),
    );
  });

  test("render is a fixed point: parse then render gives the same bytes", () => {
    fc.assert(
      fc.property(uniqueEntries(portablePath(format)), (entries) => {
        const text = renderManifest(entries, format);
        expect(renderManifest(parse(text).entries, format)).toBe(text);
      }),
    );
  });

  test("every unsafe name is exactly one unsafe-path finding naming it, and the safe ones survive", () => {
    const unsafe = fc.oneof(
      fc.tuple(portablePath(format), portablePath(format)).map(([a, b]) => `${a}\\${b}`),
      portablePath(format).map((p) => `/${p}`),
      portablePath(format).map((p) => `${p}/../x`),
      portablePath(format).map((p) => `./${p}`),
      portablePath(format).map((p) => `${p}//x`),
      portablePath(format).map((p) => `${p}/`),
      fc.constant("MANIFEST.sha256"),
    );
    fc.assert(
      fc.property(uniqueEntries(portablePath(format)), uniqueEntries(unsafe), (good, bad) => {
        fc.pre(!bad.some((b) => good.some((g) => g.path === b.path)));
        const parsed = parse(renderManifest([...good, ...bad], format));
        expect(parsed.entries.map((e) => e.path)).toEqual(sorted(good).map((e) => e.path));
        const findings = parsed.findings.filter((f) => f.code === "manifest.unsafe-path");
        expect(findings).toHaveLength(bad.length);
        expect(parsed.findings).toHaveLength(bad.length);
        for (const b of bad)
          expect(
            findings.some((f) => f.message.startsWith(`entry ${JSON.stringify(b.path)} `)),
            b.path,
          ).toBe(true);
      }),
    );
  });

  test("every extra copy of a name is one duplicate finding; the first copy is kept", () => {
    fc.assert(
      fc.property(
        uniqueEntries(portablePath(format)).filter((e) => e.length > 0),
        fc.array(fc.tuple(fc.nat(), hex), { minLength: 1, maxLength: 5 }),
        (entries, copies) => {
          const extra = copies.map(([i, sha256]) => ({ path: entries[i % entries.length]!.path, sha256 }));
          // renderManifest sorts stably: each original stays before its copies.
          const text = renderManifest([...entries, ...extra], format);
          const parsed = parse(text);
          expect(parsed.findings.map((f) => f.code)).toEqual(extra.map(() => "manifest.duplicate"));
          expect(parsed.entries.map((e) => e.path)).toEqual(sorted(entries).map((e) => e.path));
          // Each finding points at its own line, after the first copy's.
          const lines = parsed.findings.map((f) => f.line!);
          expect(new Set(lines).size).toBe(lines.length);
          expect(Math.min(...lines)).toBeGreaterThan(Math.min(...parsed.entries.map((e) => e.line!)));
          expect(Math.max(...lines)).toBeLessThanOrEqual(text.split("\n").length);
          // The line-by-line form keeps the first copy's digest. (The JSON form reports the
          // digest JSON.parse kept, the last copy's, on the first copy's line: an error is
          // reported either way, so only the paths are compared there.)
          if (format === "sha256sum") expect(parsed.entries.map(({ path, sha256 }) => ({ path, sha256 }))).toEqual(sorted(entries));
        },
      ),
    );
  });
});

// Found by this property: "." in the line pattern matched no "\r", U+2028 or U+2029, so
// seedgate could not read back a manifest it wrote.
test("sha256sum form: names holding \\r, U+2028 or U+2029 round-trip", () => {
  const broken = pathOf(segment).filter((p) => /[\r\u2028\u2029]/.test(p));
  fc.assert(
    fc.property(
      uniqueEntries(broken).filter((e) => e.length > 0),
      (entries) => {
        const parsed = parse(renderManifest(entries, "sha256sum"));
        expect(parsed.findings).toEqual([]);
        expect(parsed.entries.map(({ path, sha256 }) => ({ path, sha256 }))).toEqual(sorted(entries));
      },
    ),
  );
});

/** Names GNU sha256sum writes: it escapes "\\", "\n" and, since coreutils 9, "\r". */
const gnuSegment = (withCR: boolean) =>
  segment.map((s) => (withCR ? s.replace(/[\u2028\u2029]/g, "_") : s.replace(LINE_BREAKS, "_"))).filter((s) => s !== "MANIFEST.sha256");
const gnuNames = (withCR: boolean) =>
  fc
    .uniqueArray(
      fc.array(gnuSegment(withCR), { minLength: 1, maxLength: 2 }).map((s) => s.join("/")),
      { minLength: 1, maxLength: 5, selector: (p) => p.normalize("NFC").toLowerCase() },
    )
    // One name may not be a directory of another.
    .filter((ps) => !ps.some((a) => ps.some((b) => b.startsWith(`${a}/`))));

function gnuRoundTrip(names: readonly string[]) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-manifest-"));
  try {
    names.forEach((n, i) => {
      mkdirSync(dirname(join(dir, n)), { recursive: true });
      writeFileSync(join(dir, n), `content ${i}`);
    });
    const out = execFileSync("sha256sum", ["--", ...names], { cwd: dir });
    const parsed = parseManifest("MANIFEST.sha256", out);
    expect(parsed.findings).toEqual([]);
    expect(parsed.entries.map((e) => e.path).sort()).toEqual([...names].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hasSha256sum = (() => {
  try {
    execFileSync("sha256sum", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasSha256sum)("GNU sha256sum output", () => {
  test("parses to exactly the files it names", () => {
    fc.assert(fc.property(gnuNames(false), gnuRoundTrip), { numRuns: 25 });
  });

  // Found by this property: coreutils >= 9 writes a name holding "\r" as "\\r" on an
  // escaped line, which was once kept as a backslash and refused as unsafe.
  test("parses names holding a carriage return", () => {
    fc.assert(
      fc.property(
        gnuNames(true).filter((ns) => ns.some((n) => n.includes("\r"))),
        gnuRoundTrip,
      ),
      { numRuns: 25 },
    );
  });
});
