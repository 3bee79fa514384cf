import { expect, test } from "vitest";
import { sealedPathspecs } from "../../../src/core/seal/pathspecs.js";

const p = (...globs: string[]) => sealedPathspecs(globs.map((glob) => ({ glob, reason: "t" })));

test("a literal root is a case-blind prefix; the directories above it are named for the nested-repository check", () => {
  expect(p("Tests/Props/test_x.py", "oracles/**")).toEqual({
    roots: [":(literal,icase)tests/props/test_x.py", ":(literal,icase)oracles"],
    anywhere: [],
    ancestors: ["tests", "tests/props"],
  });
});

test("an any-depth name is a git glob; a glob git reads otherwise than picomatch falls back to every path", () => {
  expect(p("**/.gitattributes", "**/*.{py,json}", "*.lock").anywhere).toEqual([":(glob,icase)**/.gitattributes", ":(glob)**", ":(glob,icase)*.lock"]);
});

test("a root past ASCII is cut before that segment: git's icase would miss DONNÉES/ and an NFD données/, the matcher does not", () => {
  expect(p("data/Données/**", "Données/x.json", "**/café.txt")).toEqual({
    roots: [":(literal,icase)data"],
    anywhere: [":(glob)**"],
    ancestors: [],
  });
});
