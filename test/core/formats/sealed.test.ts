import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseSeeds } from "../../../src/core/formats/sealed.js";
import { parseLocated } from "../../../src/core/located.js";
import { schemaFindings } from "../../../src/core/schema-check.js";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");
const FILE = ".sealed/oracle/seeds.json";
const codes = (cases: unknown[]) => parseSeeds(FILE, JSON.stringify({ cases })).findings.map((f) => [f.code, f.pointer]);

describe("seeds.json", () => {
  test("the seed-003 sample parses into cases with lines", () => {
    const r = parseSeeds(FILE, fixture("seeds.json"));
    expect(r.findings).toEqual([]);
    expect(r.cases!.map((c) => c.id)).toEqual(["empty-buf", "one-block", "odd-align"]);
    expect(r.cases![1]).toMatchObject({ value: { id: "one-block", n: 4096, flag: true }, source: { file: FILE, pointer: "/cases/1", line: 4 } });
  });
  test("lists of values are values", () => {
    expect(codes([{ id: "a", xs: [1, "b", [true]] }])).toEqual([]);
  });
  test.each([
    ["an object", { id: "a", v: { nested: 1 } }],
    ["null", { id: "a", v: null }],
    ["a list holding an object", { id: "a", v: [{}] }],
  ])("values only: %s is refused", (_what, c) => {
    expect(codes([c]).map(([code, at]) => [code, at!.replace(/\/0$/, "")])).toEqual([["seeds.schema", "/cases/0/v"]]);
  });
  test("ids are required strings and unique", () => {
    expect(codes([{ n: 1 }])).toEqual([["seeds.schema", "/cases/0"]]);
    expect(codes([{ id: 3 }])).toEqual([["seeds.schema", "/cases/0/id"]]);
    expect(codes([{ id: "a" }, { id: "a" }])).toEqual([["seeds.duplicate-id", "/cases/1/id"]]);
  });
});

describe("quarantine.json schema", () => {
  const check = (text: string) => schemaFindings("https://seedgate.dev/schemas/quarantine.schema.json", parseLocated("q.json", text, "json"), "quarantine.schema");
  test("a full entry passes", () => {
    expect(check(fixture("quarantine.json"))).toEqual([]);
  });
  test("the article's truncated digest and a missing reason are refused", () => {
    const bad = { entries: [{ nodeid: "t.py::x", file_sha256: "6b1d..." }] };
    expect(check(JSON.stringify(bad)).map((f) => f.pointer)).toEqual(["/entries/0", "/entries/0/file_sha256"]);
  });
});
