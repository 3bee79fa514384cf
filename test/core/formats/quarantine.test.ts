import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { nodeFile, parseQuarantine } from "../../../src/core/formats/quarantine.js";

const FILE = ".sealed/quarantine.json";
const sample = readFileSync(new URL("../../fixtures/formats/quarantine.json", import.meta.url), "utf8");
const entry = (over: Record<string, unknown> = {}) => ({ ...JSON.parse(sample).entries[0], ...over });
const codes = (entries: unknown[]) => parseQuarantine(FILE, JSON.stringify({ entries }, null, 2)).findings.map((f) => [f.code, f.pointer]);

describe("quarantine.json", () => {
  test("a full entry normalises with the file it pins", () => {
    const r = parseQuarantine(FILE, sample);
    expect(r.findings).toEqual([]);
    expect(r.entries).toEqual([
      {
        nodeid: "tests/legacy/test_retry.py::test_backoff_window",
        file: "tests/legacy/test_retry.py",
        fileSha256: "6b1d0000000000000000000000000000000000000000000000000000000000aa",
        reason: "timing depends on host load; do not vote",
        source: { file: FILE, pointer: "/entries/0", line: 3 },
      },
    ]);
  });
  test("an empty catalogue is valid: nothing is quarantined", () => {
    expect(parseQuarantine(FILE, '{"entries": []}')).toEqual({ entries: [], findings: [] });
  });
  test.each([
    ["the article's truncated digest", "6b1d...", "quarantine.bad-digest"],
    ["uppercase hex", "6B1D" + "0".repeat(60), "quarantine.bad-digest"],
    ["the empty-file digest", createHash("sha256").update(Buffer.alloc(0)).digest("hex"), "quarantine.empty-digest"],
  ])("a file_sha256 that is %s", (_what, file_sha256, code) => {
    expect(codes([entry({ file_sha256 })])).toEqual([[code, "/entries/0/file_sha256"]]);
  });
  test("a missing reason is a schema finding", () => {
    const { reason: _reason, ...rest } = entry();
    expect(codes([rest])).toEqual([["quarantine.schema", "/entries/0"]]);
  });
  test("a node listed twice", () => {
    expect(codes([entry(), entry({ reason: "again" })])).toEqual([["quarantine.duplicate-node", "/entries/1/nodeid"]]);
  });
  test.each(["/abs/test_x.py::t", "../up/test_x.py::t", "::t", "tests\\x.py::t", "tests//x.py::t"])("node id %s has no plain relative file", (nodeid) => {
    expect(codes([entry({ nodeid })])).toEqual([["quarantine.bad-node", "/entries/0/nodeid"]]);
  });
  test("the file part is the node id up to ::, parametrised ids included", () => {
    expect(nodeFile("tests/a.py::TestX::test_y[1/../2]")).toBe("tests/a.py");
    expect(nodeFile("tests/a.py")).toBe("tests/a.py");
  });
});
