import { expect, test } from "vitest";
import { DEFAULT_CONFIG, configOrThrow, parseConfig } from "../../../src/core/inputs/config.js";
import { SeedgateError } from "../../../src/core/errors.js";

test("an empty file means the defaults", () => {
  const r = parseConfig(".github/seedgate.yml", "");
  expect(r.ok && r.config.sealed).toEqual(DEFAULT_CONFIG.sealed);
});

test("configured keys are explicit; defaults are not", () => {
  const r = parseConfig(".github/seedgate.yml", "ledger: tests/seed_ledger.json\ncheck: { name: gate }\n");
  if (!r.ok) throw new Error("should parse");
  expect(r.config.ledger).toBe("tests/seed_ledger.json");
  expect(r.config.check).toEqual({ name: "gate", annotations: 1000, comment: "always" });
  expect([...r.config.explicit]).toEqual(["ledger"]);
});

test("a schema violation names file, line and field", () => {
  const r = parseConfig(".github/seedgate.yml", "sealed:\n  - ok/**\n  - 42\nrunners:\n  reruns: -1\n");
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.findings.map((f) => [f.pointer, f.line])).toEqual([
    ["/sealed/1", 3],
    ["/runners/reruns", 5],
  ]);
  expect(r.findings[0]!.message).toContain("must be string");
});

test("an unknown top-level key is refused with its name", () => {
  const r = parseConfig("c.yml", "seald: [x]\n");
  expect(!r.ok && r.findings[0]!.message).toContain('unknown field "seald"');
  expect(() => configOrThrow(r)).toThrow(SeedgateError);
});

test("path traversal in a sealed glob is refused", () => {
  const r = parseConfig("c.yml", 'manifests: ["../outside"]\n');
  expect(r.ok).toBe(false);
});

test("duplicate keys and malformed YAML throw naming the file and line", () => {
  expect(() => parseConfig("c.yml", "ledger: a\nledger: b\n")).toThrow(/duplicate key/);
  try {
    parseConfig("c.yml", "sealed: [unclosed\n");
    throw new Error("should throw");
  } catch (err) {
    expect(err).toBeInstanceOf(SeedgateError);
    expect((err as SeedgateError).file).toBe("c.yml");
    expect((err as SeedgateError).line).toBeGreaterThan(0);
  }
});

test("check.comment takes the four modes and refuses anything else, naming the field", () => {
  const ok = parseConfig(".github/seedgate.yml", "check:\n  comment: changes\n");
  expect(ok.ok && ok.config.check.comment).toBe("changes");
  const bad = parseConfig(".github/seedgate.yml", "check:\n  comment: sometimes\n");
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(bad.findings.map((f) => `${f.pointer} ${f.message}`).join()).toMatch(/check\/comment/);
});
