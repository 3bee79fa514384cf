import { expect, test } from "vitest";
import { fromApiFiles, parseDiffRaw } from "../../../src/core/seal/write-set.js";

const Z = "0".repeat(40);
const A = "a".repeat(40);
const B = "b".repeat(40);
const raw = (...recs: [string, string][]) => Buffer.from(recs.map(([m, p]) => `${m}\0${p}\0`).join(""));

test("parses every change kind from raw records", () => {
  const entries = parseDiffRaw(
    raw(
      [`:000000 100644 ${Z} ${A} A`, "new file"],
      [`:100644 000000 ${A} ${Z} D`, "gone"],
      [`:100644 100644 ${A} ${B} M`, "edited"],
      [`:100644 120000 ${A} ${B} T`, "now a link"],
      [`:100644 100755 ${A} ${A} M`, "chmod"],
      [`:000000 160000 ${Z} ${A} A`, "sub"],
    ),
  );
  expect(entries.map((e) => [e.path, e.kind])).toEqual([
    ["new file", "added"],
    ["gone", "deleted"],
    ["edited", "modified"],
    ["now a link", "type-change"],
    ["chmod", "mode-change"],
    ["sub", "added"],
  ]);
  expect(entries[5]!.newMode).toBe("160000");
});

test("paths with newlines, tabs and quotes survive NUL separation", () => {
  const weird = 'a\nb\t"c" $(rm -rf) ;|&.txt';
  expect(parseDiffRaw(raw([`:000000 100644 ${Z} ${A} A`, weird]))[0]!.path).toBe(weird);
});

test("an unknown status is an error, never skipped", () => {
  expect(() => parseDiffRaw(raw([`:100644 100644 ${A} ${B} U`, "x"]))).toThrow(/unexpected git diff status U/);
  expect(() => parseDiffRaw(Buffer.from("garbage\0x\0"))).toThrow(/unparsable/);
});

test("an API rename contributes both paths", () => {
  const entries = fromApiFiles([{ filename: "src/new.py", status: "renamed", previous_filename: ".sealed/oracle/properties.py" }]);
  expect(entries.map((e) => [e.path, e.kind])).toEqual([
    ["src/new.py", "added"],
    [".sealed/oracle/properties.py", "deleted"],
  ]);
});
