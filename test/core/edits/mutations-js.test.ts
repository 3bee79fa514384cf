// `seedgate mutate` on a fast-check property's code: relative imports resolved as a
// TypeScript-aware resolver does, functions by their braces, sites only where a formatter
// puts spaces (never a generic, an arrow, a string or a comment).
import { expect, test } from "vitest";
import { applyMutation, mutations } from "../../../src/core/edits/mutations.js";
import { JAVASCRIPT, jsCandidates, jsCodeOf, jsFunctionSpans, jsImports, jsReExports } from "../../../src/core/edits/mutations-js.js";

const CHUNKS = `// Split items into arrays of at most \`size\` items, in order.
export function chunks<T>(items: Array<T>, size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out; // "a < b"
}

export const isEmpty = (xs: unknown[]): boolean => {
  return xs.length === 0 && true;
};
`;

test("the test's relative imports and their names; type-only imports and packages left out", () => {
  const src = `import fc from "fast-check";\nimport { expect, test } from "vitest";\nimport { chunks, isEmpty as empty } from "../src/chunks.js";\nimport type { T } from "../src/types.js";\nimport * as all from "./helpers";\n`;
  expect(jsImports(src)).toEqual([
    { module: "../src/chunks.js", names: ["chunks", "isEmpty"] },
    { module: "./helpers", names: [] },
  ]);
  expect(jsCandidates("test/chunks.test.ts", "../src/chunks.js")).toEqual(["src/chunks.js", "src/chunks.ts", "src/chunks.tsx"]);
  expect(jsCandidates("test/a/x.test.ts", "../../lib/util")).toContain("lib/util/index.ts");
  expect(jsReExports(`export { chunks } from "./chunks.js";\nexport { a as b } from "../a.js";\n`)).toEqual(
    new Map([
      ["chunks", "./chunks.js"],
      ["b", "../a.js"],
    ]),
  );
});

test("a function's lines run to its closing brace; strings and comments are blanked", () => {
  expect(jsFunctionSpans(CHUNKS)).toEqual([
    { name: "chunks", lines: [2, 3, 4, 5] },
    { name: "isEmpty", lines: [8, 9] },
  ]);
  expect(jsCodeOf("const s = `a < ${b}` + 'c > d'; // e < f")).toBe("const s = `        ` + '     '; ");
});

test("the named function's mutations, kind by kind in source order; a generic, an arrow and a string never are sites", () => {
  const all = mutations(CHUNKS, ["chunks"], JAVASCRIPT);
  expect(all.map((m) => [m.index, m.line, m.kind, m.before, m.after])).toEqual([
    [1, 4, "comparison", "<", "<="],
    [2, 4, "off-by-one", ".length", ".length - 1"],
    [3, 4, "arithmetic", "+", "-"],
  ]);
  expect(applyMutation(CHUNKS, all[0]!).split("\n")[3]).toBe("  for (let i = 0; i <= items.length; i += size) out.push(items.slice(i, i + size));");
  expect(mutations(CHUNKS, ["isEmpty"], JAVASCRIPT).map((m) => `${m.before}→${m.after}`)).toEqual(["===→!==", ".length→.length - 1", "true→false", "&&→||"]);
});
