// Production names are listed from the base commit through git (issue 44 item 5): what
// the workspace holds after setup (a folder it wrote, a .pth's target) is never one.
import { afterEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { baseProductionNames } from "../../../src/modes/lane/production-names.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

test("the top-level modules of each root at the base: a nested root, the top, a root the base lacks, one outside the repository", async () => {
  repo = tempRepo("seedgate-production-names-");
  repo.write("src/ledger/__init__.py", "");
  repo.write("src/helpers.py", "");
  repo.write("setup.py", "");
  repo.write("README.md", "");
  const base = repo.commit("base");
  repo.write("sortedcontainers/__init__.py", ""); // the workspace after the base: never a production name
  repo.write("src/sortedcontainers.py", "");
  const git = gitAt(repo.dir);
  expect(await baseProductionNames(git, base, [`${repo.dir}/src`])).toEqual(["helpers", "ledger"]);
  expect(await baseProductionNames(git, base, [repo.dir, `${repo.dir}/lib`, "/elsewhere"])).toEqual(["setup", "src"]);
  // Without the port's top-only listing (a fake), the recursive one stands in.
  const plain = { ...git, lsTreeTop: undefined };
  expect(await baseProductionNames(plain, base, [`${repo.dir}/src`, repo.dir])).toEqual(["helpers", "ledger", "setup", "src"]);
});
