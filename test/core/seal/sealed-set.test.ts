import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, test } from "vitest";
import { DEFAULT_CONFIG, parseConfig, type Config } from "../../../src/core/inputs/config.js";
import { compileSealedMatcher, foldPath, sealedPatterns } from "../../../src/core/seal/sealed-set.js";

const matcher = (config: Config = DEFAULT_CONFIG, extra: string[] = []) => compileSealedMatcher(sealedPatterns(config, extra));

describe("always-sealed set", () => {
  test.each([
    [".github/workflows/ci.yml", ".github/workflows/**"],
    [".github/seedgate.yml", ".github/seedgate.yml"],
    [".gitattributes", "**/.gitattributes"],
    ["src/deep/.gitattributes", "**/.gitattributes"],
    [".gitmodules", "**/.gitmodules"],
    ["vendor/x/.lfsconfig", "**/.lfsconfig"],
    ["CODEOWNERS", "**/CODEOWNERS"],
    [".github/CODEOWNERS", "**/CODEOWNERS"],
    [".sealed/oracle/seeds.json", ".sealed/**"],
    ["oracles/parse.json", "oracles/**"],
    ["seed_ledger.json", "seed_ledger.json"],
  ])("%s is sealed by %s", (path, glob) => {
    expect(matcher().match(path)?.pattern.glob).toBe(glob);
  });

  test.each(["src/parser.py", "tests/examples/test_x.py", "README.md", ".github/dependabot.yml", "docs/oracles.md"])("%s is not sealed", (path) =>
    expect(matcher().match(path)).toBeNull(),
  );
});

describe("lookalikes", () => {
  test.each([".SEALED/oracle/seeds.json", ".Github/Workflows/ci.yml", "ORACLES/x.json", "Seed_Ledger.JSON", "codeowners"])(
    "case variant %s is sealed",
    (path) => expect(matcher().match(path)).not.toBeNull(),
  );

  test("an NFD spelling of an NFC sealed glob is sealed", () => {
    const parsed = parseConfig("c.yml", 'sealed: ["fixtures/caf\u00e9/**"]');
    if (!parsed.ok) throw new Error("config should parse");
    expect(matcher(parsed.config).match("fixtures/cafe\u0301/a.bin")).not.toBeNull();
    expect(matcher(parsed.config).match("fixtures/CAFE\u0301/a.bin")).not.toBeNull();
  });

  test("ß and its capital fold together", () => {
    expect(foldPath("STRASSE")).toBe(foldPath("straße"));
  });
});

describe("ancestors of sealed roots", () => {
  test.each([".sealed", ".sealed/oracle", ".github", ".github/workflows", "oracles"])("%s (a file or link replacing the directory) is sealed", (path) =>
    expect(matcher().match(path)).not.toBeNull(),
  );

  test("a directory above every sealed glob is sealed as an ancestor", () => {
    expect(matcher().match(".github")).toMatchObject({ ancestor: true });
    expect(matcher().match(".github/")).toMatchObject({ ancestor: true });
  });

  test("a sibling of an ancestor is not sealed", () => {
    expect(matcher().match(".sealedx")).toBeNull();
    expect(matcher().match(".github/ISSUE_TEMPLATE.md")).toBeNull();
  });
});

test("selector files are sealed literally, glob characters included", () => {
  const m = matcher(DEFAULT_CONFIG, ["tests/properties/test_[x].py"]);
  expect(m.match("tests/properties/test_[x].py")?.pattern.reason).toBe("a file a sealed property points at (selector or fixture)");
  expect(m.match("tests/properties/test_x.py")).toBeNull();
});

test("the joined matcher agrees with per-glob picomatch on folded paths", () => {
  const globs = ["src/**/*.py", "a/*/b/**", "**/*.snap", "**/*.tar.gz", "**/k?.md", "x?y/**", "lib/{one,two}/*.ts"];
  const parsed = parseConfig("c.yml", JSON.stringify({ sealed: globs }));
  if (!parsed.ok) throw new Error("config should parse");
  const m = matcher(parsed.config);
  const all = sealedPatterns(parsed.config).map((p) => picomatch(foldPath(p.glob), { dot: true }));
  const segment = fc.constantFrom(
    "src",
    "a",
    "b",
    "x1y",
    "lib",
    "one",
    "two",
    "Z.py",
    "t.snap",
    "m.ts",
    ".sealed",
    "oracles",
    "q",
    "a.tar.gz",
    "b.gz",
    "k1.md",
    "CODEOWNERS",
  );
  fc.assert(
    fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segs) => {
      const path = segs.join("/");
      const reference = all.some((isMatch) => isMatch(foldPath(path)));
      const got = m.match(path);
      return reference ? got !== null && !got.ancestor : got === null || got.ancestor;
    }),
    { numRuns: 2000 },
  );
});

test("runners.sealedRequirements is sealed like the journals: the sealed tests' pinned packages", () => {
  const r = parseConfig(".github/seedgate.yml", "runners:\n  sealedRequirements: tests/requirements-sealed[1].txt\n");
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  expect(matcher(r.config).match("tests/requirements-sealed[1].txt")?.pattern.reason).toMatch(/runners.sealedRequirements/);
  expect(matcher(r.config).match("tests/requirements-sealed1.txt")).toBeNull();
  expect(matcher().match("tests/requirements-sealed[1].txt")).toBeNull();
});
