// The write-set's diff names every changed path of the repository, wherever git runs and
// whatever `diff.relative` says: a setting must not narrow what the seal sees.
import { afterAll, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { parseDiffRaw } from "../../src/core/seal/write-set.js";
import { tempRepo } from "../support/repo.js";

const repo = tempRepo();
afterAll(() => repo.cleanup());

test("diff.relative=true and a subdirectory as git's cwd: the sealed change outside it is still in the diff", async () => {
  repo.write("src/app.py", "x = 1\n");
  repo.write("oracles/balance.json", "{}\n");
  const base = repo.commit("base");
  repo.write("src/app.py", "x = 2\n");
  repo.write("oracles/balance.json", '{"edited": true}\n');
  const head = repo.commit("edit both");
  repo.git("config", "diff.relative", "true");
  const paths = parseDiffRaw(await gitAt(`${repo.dir}/src`).diffRaw(base, head)).map((e) => e.path);
  expect(paths.sort()).toEqual(["oracles/balance.json", "src/app.py"]);
});
