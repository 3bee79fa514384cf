import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseSeeds } from "../../../src/core/formats/sealed.js";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");
const FILE = ".sealed/oracle/seeds.json";
const codesOf = (text: string) => parseSeeds(FILE, text).findings.map((f) => [f.code, f.pointer]);
const codes = (cases: unknown[]) => codesOf(JSON.stringify({ cases }));

describe("seeds.json", () => {
  test("the seed-003 sample parses into cases with lines", () => {
    const r = parseSeeds(FILE, fixture("seeds.json"));
    expect(r.findings).toEqual([]);
    expect(r.cases!.map((c) => c.id)).toEqual(["empty-buf", "one-block", "odd-align"]);
    expect(r.cases![1]).toMatchObject({ value: { id: "one-block", n: 4096, flag: true }, source: { file: FILE, pointer: "/cases/1", line: 4 } });
  });
  test("numbers, strings, booleans and lists of them are values", () => {
    expect(codes([{ id: "a", xs: [1, "b", [true]], f: 0.1, big: 9007199254740991, neg: -9007199254740991 }])).toEqual([]);
  });
  test.each([
    ["an object", { id: "a", v: { nested: 1 } }],
    ["null", { id: "a", v: null }],
    ["a list holding an object", { id: "a", v: [{}] }],
  ])("values only: %s is refused", (_what, c) => {
    expect(codes([c]).map(([code, at]) => [code, at!.replace(/\/0$/, "")])).toEqual([["seeds.schema", "/cases/0/v"]]);
  });
  test("an integer Node and Python would read differently is refused", () => {
    expect(codesOf('{"cases": [{"id": "a", "n": 9007199254740993}]}')).toEqual([["seeds.schema", "/cases/0/n"]]);
    expect(codesOf('{"cases": [{"id": "a", "n": [1e400]}]}')).toEqual([["seeds.schema", "/cases/0/n/0"]]);
  });
  test("ids are required strings and unique", () => {
    expect(codes([{ n: 1 }])).toEqual([["seeds.schema", "/cases/0"]]);
    expect(codes([{ id: 3 }])).toEqual([["seeds.schema", "/cases/0/id"]]);
    expect(codes([{ id: "a" }, { id: "a" }])).toEqual([["seeds.duplicate-id", "/cases/1/id"]]);
  });
  test("an oracle with no cases would pass by running nothing: refused", () => {
    expect(codes([])).toEqual([["seeds.schema", "/cases"]]);
  });
  test("malformed JSON names the file", () => {
    const r = parseSeeds(FILE, '{"cases": [');
    expect(r.cases).toBeNull();
    expect(r.findings[0]).toMatchObject({ code: "seeds.syntax", file: FILE, severity: "error" });
  });
});
