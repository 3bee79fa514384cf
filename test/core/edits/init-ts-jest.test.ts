// init on a jest + ts-jest project (issue 47 item 4): ts-jest compiles the sealed test with
// the project's tsconfig.json, which a lane takes from the base only when it is sealed
// (src/runners/jest/transform.ts), so init seals it; a JavaScript jest project, or a
// ts-jest one under vitest, keeps the sealed list it had.
import { expect, test } from "vitest";
import { configText } from "../../../src/core/edits/init-config.js";
import type { Layout } from "../../../src/core/edits/init-layout.js";
import { parseConfig } from "../../../src/core/inputs/config.js";

const JEST_RULE = { match: "test/**", preset: "jest", because: "package.json declares jest and no vitest" };
const sealedOf = (layout: Layout): readonly string[] => {
  const parsed = parseConfig(".github/seedgate.yml", configText({ login: "me", ledger: false, layout }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
  return parsed.config.sealed;
};
const node = (dependencies: string[], rules: Layout["rules"]): Layout => ({ language: "node", setup: [], notes: [], dependencies, rules });

test("a jest project with ts-jest seals tsconfig.json", () => {
  expect(sealedOf(node(["jest", "ts-jest", "@fast-check/jest"], [JEST_RULE]))).toEqual([".sealed/**", "oracles/**", "tsconfig.json"]);
});

test("a JavaScript jest project, or ts-jest beside vitest, does not", () => {
  expect(sealedOf(node(["jest", "@fast-check/jest"], [JEST_RULE]))).toEqual([".sealed/**", "oracles/**"]);
  expect(sealedOf(node(["vitest", "ts-jest"], []))).toEqual([".sealed/**", "oracles/**"]);
});
