// `seedgate init` over an in-memory working tree (test/fakes/workspace.ts): it writes the
// plan, refuses an existing file unless --force, never writes through a link; and in a real
// git repository (git is the point there) --force never replaces uncommitted or untracked work.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { init, type InitPorts, type InitSettings } from "../../../src/modes/init/init.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { gitAt } from "../../../src/adapters/git.js";
import { shippedWorkflowsDir } from "../../../src/adapters/shipped.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { main } from "../../../src/cli/dispatch.js";
import type { CliIo } from "../../../src/cli/io.js";
import { fakeWorkspace, type FakeWorkspace } from "../../fakes/workspace.js";
import { nextSteps } from "../../../src/core/edits/init-steps.js";
import { parseConfig } from "../../../src/core/inputs/config.js";
import { parseLedger } from "../../../src/core/formats/ledger.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { parse } from "yaml";
import { REHUNT_SETUP } from "../../../src/core/edits/init-plan.js";
import { adoptedRule } from "../../../src/runners/adopt.js";
import { ruleFor } from "../../../src/runners/dispatch.js";

const settings = (extra: Partial<InitSettings> = {}): InitSettings => ({
  shape: "quick",
  selector: "tests/properties/test_chunks.py::test_rejoin",
  owner: "@alice",
  pin: "v0",
  force: false,
  ...extra,
});
const shipped = workspaceAt(shippedWorkflowsDir());
/** The fake's git: the paths a test marks as uncommitted. */
const fakePorts = (ws: FakeWorkspace, dirty: readonly string[] = []): InitPorts => ({
  workspace: ws,
  shipped,
  git: { uncommitted: async () => new Set(dirty) },
});

async function refusal(p: Promise<unknown>): Promise<SeedgateError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

let ws: FakeWorkspace;
beforeEach(() => {
  ws = fakeWorkspace().put("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n");
});

test("writes the config, the workflows, the journal and CODEOWNERS, and reports each", async () => {
  const r = await init(settings(), fakePorts(ws));
  expect(r.written).toEqual([
    { path: ".github/seedgate.yml", how: "create" },
    { path: ".github/workflows/seedgate.yml", how: "create" },
    { path: ".github/workflows/seedgate-rehunt.yml", how: "create" },
    { path: "oracles/rejoin.json", how: "create" },
    { path: ".github/CODEOWNERS", how: "create" },
  ]);
  expect(JSON.parse(ws.text("oracles/rejoin.json")!).state).toBe("proposed");
  expect(ws.text(".github/workflows/seedgate.yml")).toContain("uses: seedgate-dev/seedgate@v0");
  expect(ws.text(".github/CODEOWNERS")).toContain("/tests/properties/test_chunks.py @alice");
});

test("an existing file is refused, and nothing at all is written", async () => {
  ws.put(".github/seedgate.yml", "owners: [bob]\n");
  const before = new Map(ws.files);
  const e = await refusal(init(settings(), fakePorts(ws)));
  expect(e.message).toContain(".github/seedgate.yml already exists");
  expect(e.file).toBe(".github/seedgate.yml");
  expect(ws.files).toEqual(before);
});

test("--force replaces a committed file; one git reports as uncommitted is refused, with every refusal at once", async () => {
  ws.put(".github/seedgate.yml", "owners: [bob]\n");
  expect((await init(settings({ force: true }), fakePorts(ws))).written[0]).toEqual({ path: ".github/seedgate.yml", how: "replace" });
  ws.put(".github/seedgate.yml", "owners: [bob]   # mid-edit\n");
  const e = await refusal(init(settings({ force: true }), fakePorts(ws, [".github/seedgate.yml", "oracles/rejoin.json"])));
  expect(e.message).toContain(".github/seedgate.yml has uncommitted changes (or is untracked); oracles/rejoin.json has uncommitted changes");
  expect(ws.text(".github/seedgate.yml")).toBe("owners: [bob]   # mid-edit\n");
});

test("an existing CODEOWNERS keeps its lines and gets ours appended", async () => {
  ws.put("CODEOWNERS", "* @bob\n");
  expect((await init(settings(), fakePorts(ws))).written.at(-1)).toEqual({ path: "CODEOWNERS", how: "append" });
  expect(ws.text("CODEOWNERS")).toMatch(/^\* @bob\n\n# seedgate: sealed paths.*\n\/\.github\/ @alice\n[\s\S]*\/CODEOWNERS @alice\n$/);
});

test("a selector whose test file is missing, or is a link, is refused", async () => {
  expect(await refusal(init(settings({ selector: "tests/properties/test_nope.py::test_x" }), fakePorts(ws)))).toMatchObject({
    file: "tests/properties/test_nope.py",
  });
  ws.link("tests/properties/test_link.py");
  expect((await refusal(init(settings({ selector: "tests/properties/test_link.py::test_x" }), fakePorts(ws)))).message).toContain("does not exist");
});

test("a link where init writes is refused, never written through", async () => {
  ws.link(".github");
  const e = await refusal(init(settings({ force: true }), fakePorts(ws)));
  expect(e.message).toMatch(/^\.github\/\S+ is under \.github, a symlink$/);
  expect(ws.kind("oracles/rejoin.json")).toBe("absent");
});

test("--ledger scaffolds a seed 002 ledger with the property as a draft, and a config pointing at it with no journals line", async () => {
  const r = await init(settings({ ledger: true }), fakePorts(ws));
  expect(r.written.map((w) => w.path)).toEqual([
    ".github/seedgate.yml",
    ".github/workflows/seedgate.yml",
    ".github/workflows/seedgate-rehunt.yml",
    "seed_ledger.json",
    ".github/CODEOWNERS",
  ]);
  expect(r).toMatchObject({ journal: "seed_ledger.json", ledger: true });
  expect(ws.kind("oracles/rejoin.json")).toBe("absent");
  const config = parseConfig(".github/seedgate.yml", ws.text(".github/seedgate.yml")!);
  if (!config.ok) throw new Error(JSON.stringify(config.findings));
  expect(config.config).toMatchObject({ ledger: "seed_ledger.json", explicit: new Set(["ledger"]) });
  expect(ws.text(".github/seedgate.yml")).not.toContain("journals:");
  const ledger = parseLedger("seed_ledger.json", ws.text("seed_ledger.json")!);
  expect(ledger.findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(JSON.parse(ws.text("seed_ledger.json")!).draft).toEqual([{ id: "rejoin", fn: "tests/properties/test_chunks.py::test_rejoin", seed_budget: 100 }]);
  expect(ws.text(".github/CODEOWNERS")).toContain("/seed_ledger.json @alice\n/tests/fixtures/ @alice");
  expect(nextSteps(r, "quick").join("\n")).toContain("seedgate promote --hits rejoin");
  expect(nextSteps(r, "quick").join("\n")).toContain("--out seed_ledger.json");
});

test("a src layout is found: the config gets runners.pythonPaths [src] and the venv setup; the journal holds secret holdouts", async () => {
  ws.put("pyproject.toml", '[project]\nname = "chunky"\n[tool.setuptools.packages.find]\nwhere = ["src"]\n')
    .put("src/chunky/__init__.py", "")
    .put("requirements.txt", "hypothesis\n");
  const r = await init(settings(), fakePorts(ws));
  const config = parseConfig(".github/seedgate.yml", ws.text(".github/seedgate.yml")!);
  if (!config.ok) throw new Error(JSON.stringify(config.findings));
  expect(config.config.runners).toMatchObject({ pythonPaths: ["src"], python: ".venv/bin/python", network: "setup" });
  expect(r.layout).toMatchObject({ pythonPathsFrom: "pyproject.toml [tool.setuptools.packages.find] where" });
  expect(JSON.parse(ws.text("oracles/rejoin.json")!).holdout).toEqual({ seeds: [], generator_saw: false, secret: { k: 3 } });
  const steps = nextSteps(r, "quick").join("\n");
  // No environment made by hand: the hunt runs runners.setup in the parent's worktree, as the lanes do.
  expect(steps).not.toMatch(/venv|pip install|make the environment/);
  expect(steps).toContain("seedgate hunt --parent PARENT --property rejoin --budget 30 --out oracles/rejoin.json");
  expect(steps).toContain("gh secret set SEEDGATE_HOLDOUT_SECRET");
  // The re-hunt's hunt runs runners.setup itself (in the parent's worktree, sandboxed): its workflow installs nothing first.
  const rehunt = parse(ws.text(".github/workflows/seedgate-rehunt.yml")!) as {
    jobs: { hunt: { steps: { name?: string; run?: string; with?: { command?: string } }[] } };
  };
  const hunt = rehunt.jobs.hunt.steps;
  expect(hunt.some((x) => x.with?.command === "hunt")).toBe(true);
  expect(hunt.filter((x) => x.run !== undefined)).toEqual([]);
});

test("what setup makes stays out of git: a .gitignore with .venv/ is created, or appended to once, the user's lines kept", async () => {
  ws.put("requirements.txt", "hypothesis\n");
  const r = await init(settings(), fakePorts(ws));
  expect(r.written).toContainEqual({ path: ".gitignore", how: "create" });
  expect(ws.text(".gitignore")).toBe("# seedgate: what runners.setup makes in the checkout\n.venv/\n");
  // A repository with its own .gitignore: appended to, and a second init (--force) adds nothing.
  const own = fakeWorkspace()
    .put("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n")
    .put("requirements.txt", "hypothesis\n")
    .put(".gitignore", "build/\n*.log");
  await init(settings(), fakePorts(own));
  expect(own.text(".gitignore")).toBe("build/\n*.log\n# seedgate: what runners.setup makes in the checkout\n.venv/\n");
  const again = await init(settings({ force: true }), fakePorts(own));
  expect(again.written.map((w) => w.path)).not.toContain(".gitignore");
  expect(own.text(".gitignore")).toBe("build/\n*.log\n# seedgate: what runners.setup makes in the checkout\n.venv/\n");
  // No setup, nothing to ignore: no .gitignore at all.
  const bare = fakeWorkspace().put("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n");
  await init(settings(), fakePorts(bare));
  expect(bare.text(".gitignore")).toBeUndefined();
});

test("the re-hunt workflow's hunt runs this repository's setup itself; only a config without one keeps the shipped install step", async () => {
  const rehuntSteps = async (w: FakeWorkspace, extra: Partial<InitSettings> = {}) => {
    await init(settings(extra), fakePorts(w));
    const doc = parse(w.text(".github/workflows/seedgate-rehunt.yml")!) as { jobs: { hunt: { steps: { name?: string; run?: string }[] } } };
    return doc.jobs.hunt.steps.filter((x) => x.name === "setup, as the lanes run it").map((x) => x.run);
  };
  const node = fakeWorkspace().put("test/sum.test.ts", "").put("package.json", "{}").put("package-lock.json", "{}");
  expect(await rehuntSteps(node, { selector: "test/sum.test.ts::sums" })).toEqual([]);
  ws.put("pyproject.toml", '[project]\nname = "chunky"\n[project.optional-dependencies]\ntest = ["hypothesis"]\n');
  expect(await rehuntSteps(ws)).toEqual([]);
  // No runners.setup: the hunt runs the runner's Python, which the shipped step installs into.
  const bare = fakeWorkspace().put("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n");
  expect(await rehuntSteps(bare)).toEqual(["pip install -r requirements.txt"]);
  // The shipped file keeps its placeholder; nothing else in any workflow changes.
  expect(readFileSync(join(shippedWorkflowsDir(), "rehunt.yml"), "utf8")).toContain(REHUNT_SETUP);
});

test("a jest project gets a rule naming the jest preset, so its .test.js is not run by a vitest it never installed", async () => {
  const configOf = async (deps: Record<string, string>) => {
    const w = fakeWorkspace()
      .put("test/sum.test.js", "")
      .put("package.json", JSON.stringify({ devDependencies: deps }))
      .put("package-lock.json", "{}");
    await init(settings({ selector: "test/sum.test.js::sums" }), fakePorts(w));
    const parsed = parseConfig(".github/seedgate.yml", w.text(".github/seedgate.yml")!);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
    return parsed.config;
  };
  const jest = await configOf({ jest: "^30.0.0", "@fast-check/jest": "^2.3.0", "fast-check": "^4.0.0" });
  expect(jest.runners.rules).toEqual([expect.objectContaining({ match: "test/**", preset: "jest" })]);
  expect(ruleFor(jest, "test/sum.test.js::sums")?.preset).toBe("jest");
  // vitest declared (alone or beside jest): the default claim fits, and no rule is written.
  expect((await configOf({ vitest: "^4.0.0", "fast-check": "^4.0.0" })).runners.rules).toEqual([]);
  expect((await configOf({ vitest: "^4.0.0", jest: "^30.0.0" })).runners.rules).toEqual([]);
});

test("adoptedRule: a root-level test file gets its own escaped name; a Python selector or an unknown runner gets no rule", () => {
  expect(adoptedRule("sum[1].test.js::sums", ["jest"])).toMatchObject({ match: "sum\\[1\\].test.js", preset: "jest" });
  expect(adoptedRule("tests/test_x.py::test_y", ["jest"])).toBeUndefined();
  expect(adoptedRule("test/sum.test.js::sums", ["mocha"])).toBeUndefined();
});

describe_realGit();

function describe_realGit(): void {
  let repo: TempRepo;
  const read = (p: string) => readFileSync(join(repo.dir, p), "utf8");
  const realPorts = (): InitPorts => ({ workspace: workspaceAt(repo.dir), shipped, git: { uncommitted: (p) => gitAt(repo.dir).uncommitted!(p) } });
  beforeEach(() => {
    repo = tempRepo();
    repo.write("tests/properties/test_chunks.py", "def test_rejoin():\n    pass\n");
    repo.commit("a property");
  });
  afterEach(() => repo.cleanup());

  test("real git: --force replaces a committed, unchanged file, never an edited or untracked one", async () => {
    repo.write(".github/seedgate.yml", "owners: [bob]\n");
    repo.commit("a config");
    expect((await init(settings({ force: true }), realPorts())).written[0]).toEqual({ path: ".github/seedgate.yml", how: "replace" });
    repo.git("checkout", "-q", "--", ".");
    repo.git("clean", "-qfd");
    repo.write(".github/seedgate.yml", "owners: [bob]   # mid-edit\n");
    const dirty = await refusal(init(settings({ force: true }), realPorts()));
    expect(dirty.message).toContain(".github/seedgate.yml has uncommitted changes");
    expect(read(".github/seedgate.yml")).toBe("owners: [bob]   # mid-edit\n");
    repo.git("checkout", "-q", "--", ".");
    repo.write("oracles/rejoin.json", "{}\n");
    expect((await refusal(init(settings({ force: true }), realPorts()))).message).toContain("oracles/rejoin.json has uncommitted changes (or is untracked)");
    expect(read("oracles/rejoin.json")).toBe("{}\n");
  });

  test("real git: the CLI writes into the repository, and refuses a directory outside git", async () => {
    const err: string[] = [];
    const io: CliIo = { out: () => undefined, err: (t) => void err.push(t), isTTY: false, color: false };
    expect(await main(["init", "--selector", "tests/properties/test_chunks.py::test_rejoin", "--cwd", repo.dir], io)).toBe(0);
    expect(JSON.parse(read("oracles/rejoin.json")).state).toBe("proposed");
    expect(await main(["init", "--selector", "a.py::t", "--cwd", "/"], io)).toBe(2);
    expect(err.join("\n")).toContain("/ is not inside a git repository");
  });
}
