// `git ls-tree -z` records parsed by index: any path git can store (spaces, tabs,
// newlines, quotes, non-ASCII) comes back whole, and so does a real listing.
import fc from "fast-check";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { parseLsTree } from "../../src/adapters/git-listings.js";
import type { TreeEntry } from "../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const segment = fc.string({ unit: fc.constantFrom("a", "Z", " ", "\t", "\n", '"', "é", "\\", "-", "."), minLength: 1, maxLength: 6 });
const entry: fc.Arbitrary<TreeEntry> = fc.record({
  mode: fc.constantFrom("100644", "100755", "120000", "160000", "040000"),
  type: fc.constantFrom("blob", "tree", "commit"),
  oid: fc.stringMatching(/^[0-9a-f]{40}$/),
  path: fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join("/")),
});

test("every record comes back whole, in order", () => {
  fc.assert(
    fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
      const raw = entries.map((e) => `${e.mode} ${e.type} ${e.oid}\t${e.path}\0`).join("");
      expect(parseLsTree(Buffer.from(raw, "utf8"))).toEqual(entries);
    }),
  );
});

let repo: TempRepo;
beforeEach(() => (repo = tempRepo()));
afterEach(() => repo.cleanup());

test("a real listing with a tab and a newline in names", async () => {
  repo.write("d/a b\tc.txt", "1");
  repo.write("d/line\nbreak", "2");
  repo.commit("odd names");
  const got = await gitAt(repo.dir).lsTree("HEAD", "d");
  expect(got.map((e) => [e.type, e.path])).toEqual([
    ["tree", "d"],
    ["blob", "d/a b\tc.txt"],
    ["blob", "d/line\nbreak"],
  ]);
  expect(got.every((e) => /^[0-9a-f]{40}$/.test(e.oid))).toBe(true);
});
