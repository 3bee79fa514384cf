import { createHash } from "node:crypto";
import { afterEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { lockfileHash } from "../../../src/modes/base/environment.js";
import type { Git } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

test("the lockfile at the top of the tree is hashed from a listing of the top alone", async () => {
  repo = tempRepo();
  repo.write("deep/uv.lock", "not this one\n");
  repo.write("requirements.txt", "hypothesis==6.67.1\n");
  repo.write("src/a.py", "x = 1\n");
  const rev = repo.commit("base");
  // The real git, except that a recursive listing of the whole tree fails the test.
  const real = gitAt(repo.dir);
  const git: Git = { ...real, lsTree: (r, prefix) => (prefix === undefined ? Promise.reject(new Error("the whole tree was listed")) : real.lsTree(r, prefix)) };
  expect(await lockfileHash(git, rev)).toBe(`requirements.txt sha256:${sha("hypothesis==6.67.1\n")}`);
  expect((await gitAt(repo.dir).lsTreeTop!(rev)).map((e) => e.path)).toEqual(["deep", "requirements.txt", "src"]);
});
