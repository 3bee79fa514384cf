// The sealed tests' pinned packages (issue 44 item 5), without a process: the file is read
// from the base through git (never the workspace), pip is asked for hashed wheels only into
// the packages folder, and a failure or a missing file refuses every Python preset's rows
// with the file named. The real install runs in test/attacks/sealed-requirements.test.ts.
import { afterEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import { installSealedPackages, sealedPackagesRefusals } from "../../../src/modes/lane/sealed-requirements.js";
import type { ExecRequest } from "../../../src/ports/local.js";
import { hostDisk } from "../../../src/adapters/disk.js";
import { quietLog } from "../../support/gate-fixture.js";
import { fakeTrees, type Journal } from "../../fakes/trees.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

const withPins = (file?: string): Config => ({ ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, sealedRequirements: file } });

function setUp(exitCode: number, stderr = "") {
  repo = tempRepo("seedgate-sealed-requirements-");
  repo.write("tests/pins.txt", "tinysorted==1.0 --hash=sha256:abc\n");
  const base = repo.commit("base");
  repo.write("tests/pins.txt", "tinysorted==6.6 --hash=sha256:def\n"); // the workspace after the base: never read
  const journal: Journal = [];
  const asked: ExecRequest[] = [];
  const exec = {
    run: async (req: ExecRequest) => (asked.push(req), { exitCode, signal: null, timedOut: false, durationMs: 1, stdoutTail: "", stderrTail: stderr }),
  };
  const ports = { git: gitAt(repo.dir), trees: fakeTrees(journal), exec, disk: hostDisk, log: quietLog, env: { PIP_NO_INDEX: "1", PYTHONPATH: "/x" } };
  return { base, journal, asked, ports };
}

test("without runners.sealedRequirements nothing is installed", async () => {
  const { base, asked, ports } = setUp(0);
  expect(await installSealedPackages(ports, withPins(undefined), base)).toBeUndefined();
  expect(asked).toEqual([]);
});

test("pip installs the base's file, hashed wheels only, no dependencies, into the packages folder; then it is sealed", async () => {
  const { base, journal, asked, ports } = setUp(0);
  const pinned = await installSealedPackages(ports, withPins("tests/pins.txt"), base);
  expect(pinned).toMatchObject({ site: "/fake/wheels/site" });
  expect(pinned?.refusal).toBeUndefined();
  expect(asked[0]!.args).toEqual(expect.arrayContaining(["--require-hashes", "--no-deps", "--only-binary=:all:", "--target", "/fake/wheels/site"]));
  expect(asked[0]!.args.slice(-2)).toEqual(["-r", "/fake/wheels/requirements.txt"]);
  // The runner's pip settings pass; no PYTHON* variable does.
  expect(asked[0]!.env).toMatchObject({ PIP_NO_INDEX: "1" });
  expect(asked[0]!.env.PYTHONPATH).toBeUndefined();
  expect(journal).toEqual(["packages seal"]);
});

test("a pip failure refuses every Python preset's rows, naming the file and pip's reason", async () => {
  const reason =
    "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n    tinysorted==1.0 from file:///w/x.whl (from -r /fake/wheels/requirements.txt (line 1)):";
  const { base, journal, ports } = setUp(1, `WARNING: root\n${reason}\n`);
  const pinned = await installSealedPackages(ports, withPins("tests/pins.txt"), base);
  expect(pinned?.refusal).toContain("runners.sealedRequirements: tests/pins.txt");
  expect(pinned?.refusal).toContain("tinysorted==1.0 from file:///w/x.whl (from -r tests/pins.txt (line 1))");
  expect(pinned?.refusal).not.toContain("WARNING");
  expect(journal).toEqual(["packages dispose"]);
  const config: Config = {
    ...withPins("tests/pins.txt"),
    runners: { ...withPins("tests/pins.txt").runners, rules: [{ match: "**/*.py", preset: "hypothesis" }] },
  };
  const byId = new Map([["p", { id: "p", selector: "tests/test_x.py::test_x" } as Property]]);
  const plan = [{ property: "p", kind: "seed", key: "1" } as PlanRow];
  expect(sealedPackagesRefusals(pinned, config, plan, byId)).toEqual(new Map([["hypothesis", pinned!.refusal]]));
  expect(sealedPackagesRefusals(undefined, config, plan, byId).size).toBe(0);
});

test("a file the base does not hold is a refusal naming it", async () => {
  const { base, asked, ports } = setUp(0);
  const pinned = await installSealedPackages(ports, withPins("tests/missing.txt"), base);
  expect(pinned?.refusal).toMatch(/runners.sealedRequirements names tests\/missing.txt, which the base commit does not hold/);
  expect(asked).toEqual([]);
});
