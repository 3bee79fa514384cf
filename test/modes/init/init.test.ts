// `seedgate init` in a real git repository: it writes the plan, refuses an existing file
// unless --force, and even with --force never replaces uncommitted or untracked work.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { init, type InitSettings } from "../../../src/modes/init/init.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

let repo: TempRepo;
const settings = (extra: Partial<InitSettings> = {}): InitSettings => ({
  root: repo.dir,
  shape: "quick",
  selector: "tests/properties/test_chunks.py::test_rejoin",
  owner: "@alice",
  pin: "v0",
  force: false,
  ...extra,
});
const read = (p: string) => readFileSync(join(repo.dir, p), "utf8");

function refusal(fn: () => unknown): SeedgateError {
  try {
    fn();
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

beforeEach(() => {
  repo = tempRepo();
  repo.write("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n");
  repo.commit("a property");
});
afterEach(() => repo.cleanup());

test("writes the config, the workflows, the journal and CODEOWNERS, and reports each", () => {
  const r = init(settings());
  expect(r.written).toEqual([
    { path: ".github/seedgate.yml", how: "create" },
    { path: ".github/workflows/seedgate.yml", how: "create" },
    { path: ".github/workflows/seedgate-rehunt.yml", how: "create" },
    { path: "oracles/rejoin.json", how: "create" },
    { path: ".github/CODEOWNERS", how: "create" },
  ]);
  expect(JSON.parse(read("oracles/rejoin.json")).state).toBe("proposed");
  expect(read(".github/workflows/seedgate.yml")).toContain("uses: seedgate-dev/seedgate@v0");
  expect(read(".github/CODEOWNERS")).toContain("/tests/properties/test_chunks.py @alice");
});

test("an existing file is refused, and nothing at all is written", () => {
  repo.write(".github/seedgate.yml", "owners: [bob]\n");
  repo.commit("a config");
  const e = refusal(() => init(settings()));
  expect(e.message).toContain(".github/seedgate.yml already exists");
  expect(e.file).toBe(".github/seedgate.yml");
  expect(repo.git("status", "--porcelain")).toBe("");
});

test("--force replaces a committed, unchanged file, never an edited or untracked one", () => {
  repo.write(".github/seedgate.yml", "owners: [bob]\n");
  repo.commit("a config");
  expect(init(settings({ force: true })).written[0]).toEqual({ path: ".github/seedgate.yml", how: "replace" });
  repo.git("checkout", "-q", "--", ".");
  repo.git("clean", "-qfd");
  repo.write(".github/seedgate.yml", "owners: [bob]   # mid-edit\n");
  const dirty = refusal(() => init(settings({ force: true })));
  expect(dirty.message).toContain(".github/seedgate.yml has uncommitted changes");
  expect(read(".github/seedgate.yml")).toBe("owners: [bob]   # mid-edit\n");
  repo.git("checkout", "-q", "--", ".");
  repo.write("oracles/rejoin.json", "{}\n");
  expect(refusal(() => init(settings({ force: true }))).message).toContain("oracles/rejoin.json has uncommitted changes (or is untracked)");
  expect(read("oracles/rejoin.json")).toBe("{}\n");
});

test("an existing CODEOWNERS keeps its lines and gets ours appended", () => {
  repo.write("CODEOWNERS", "* @bob\n");
  repo.commit("owners");
  expect(init(settings()).written.at(-1)).toEqual({ path: "CODEOWNERS", how: "append" });
  expect(read("CODEOWNERS")).toMatch(/^\* @bob\n\n# seedgate: sealed paths.*\n\/\.github\/ @alice\n[\s\S]*\/CODEOWNERS @alice\n$/);
});

test("a selector whose test file is missing, and a directory outside git, are refused", () => {
  expect(refusal(() => init(settings({ selector: "tests/properties/test_nope.py::test_x" })))).toMatchObject({ file: "tests/properties/test_nope.py" });
  expect(refusal(() => init(settings({ root: "/" }))).message).toContain("not inside a git repository");
});
