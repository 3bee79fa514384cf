// The mutations `seedgate mutate` numbers: deterministic, in source order, only in the
// functions the test imports, never inside a string, a comment or a docstring.
import { expect, test } from "vitest";
import { applyMutation, codeOf, functionSpans, mutations, pythonImports, reExports } from "../../../src/core/edits/mutations.js";

const CHUNKY = `"""Chunks."""
import math


def chunks(items, size):
    """Split items into lists of at most \`size\` items, in order (a < b)."""
    # a comment: i + 1 <= 2
    return [items[i:i + size] for i in range(0, len(items), size)]


def helper(x):
    return x >= 0 and True
`;

test("the test's imports: from-imports with their names, plain imports, the frameworks left out", () => {
  const test = "from hypothesis import given, strategies as st\nimport pytest\nfrom chunky import chunks, helper as h\nimport chunky.extra\n";
  expect(pythonImports(test)).toEqual([
    { module: "chunky", names: ["chunks", "helper"] },
    { module: "chunky.extra", names: [] },
  ]);
  expect(reExports("from .core import chunks, other as alias\n")).toEqual(
    new Map([
      ["chunks", ".core"],
      ["alias", ".core"],
    ]),
  );
});

test("a function's lines leave out its docstring and comments", () => {
  expect(functionSpans(CHUNKY)).toEqual([
    { name: "chunks", lines: [7] },
    { name: "helper", lines: [11] },
  ]);
  expect(codeOf(`x = "a < b" + y  # c > d`)).toBe(`x = "     " + y  `);
});

test("the named function's mutations, numbered kind by kind (a wrong answer before a crash) in source order, each one line changed", () => {
  const all = mutations(CHUNKY, ["chunks"]);
  expect(all.map((m) => [m.index, m.line, m.kind, m.before, m.after])).toEqual([
    [1, 8, "off-by-one", "len(items)", "len(items) - 1"],
    [2, 8, "arithmetic", "+", "-"],
  ]);
  const mutated = applyMutation(CHUNKY, all[0]!);
  expect(mutated.split("\n")[7]).toBe("    return [items[i:i + size] for i in range(0, len(items) - 1, size)]");
  expect(mutated.split("\n").filter((l, i) => l !== CHUNKY.split("\n")[i])).toHaveLength(1);
  // The same input, the same list: what makes --pick N name one commit.
  expect(mutations(CHUNKY, ["chunks"])).toEqual(all);
});

test("comparisons, booleans and constants flip; a name the file does not define means every function", () => {
  expect(mutations(CHUNKY, ["helper"]).map((m) => `${m.before}→${m.after}`)).toEqual([">=→>", "True→False", "and→or"]);
  expect(mutations(CHUNKY, ["nowhere"])).toHaveLength(5);
  const cmp = mutations("def f(a, b):\n    return a < b or a == b or a -> b\n", ["f"]);
  expect(cmp.map((m) => `${m.before}→${m.after}`)).toEqual(["<→<=", "==→!=", "or→and", "or→and"]);
});
