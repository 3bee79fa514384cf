// promote is the human's command: refused in CI and without a terminal; under a real
// terminal (a pty from `script`) it writes the fixture and a digest equal to sha256sum's.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
const cli = resolve("dist/cli.js");
const humanEnv = () => {
  const env = { ...process.env };
  delete env.CI;
  delete env.GITHUB_ACTIONS;
  return env;
};

beforeEach(() => {
  repo = tempRepo();
  repo.write(
    "seed_ledger.json",
    JSON.stringify(
      { properties: [], fixtures: [], freezes: [], draft: [{ id: "parse.no_throw", fn: "tests/properties/test_parse.py::prop_no_throw", seed_budget: 64 }] },
      null,
      2,
    ),
  );
  repo.write("hunt/180229.bin", Buffer.from([0x00, 0xff, 0x10, 0x0a]));
  repo.commit("ledger with a draft");
});
afterEach(() => repo.cleanup());

test("promote refuses under CI", () => {
  const r = spawnSync(process.execPath, [cli, "promote", "180229", "parse.no_throw", "--fixture", "hunt/180229.bin"], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...humanEnv(), CI: "true" },
  });
  expect(r.status).toBe(2);
  expect(r.stderr).toContain("refuses to run in CI");
});

test("promote refuses without a terminal", () => {
  const r = spawnSync(process.execPath, [cli, "promote", "180229", "parse.no_throw", "--fixture", "hunt/180229.bin"], {
    cwd: repo.dir,
    encoding: "utf8",
    env: humanEnv(),
    stdio: ["pipe", "pipe", "pipe"],
  });
  expect(r.status).toBe(2);
  expect(r.stderr).toContain("without a terminal");
});

test("under a terminal it locks the fixture with a digest equal to sha256sum, and validate is green", () => {
  const cmd = `${process.execPath} ${cli} promote 180229 parse.no_throw --fixture hunt/180229.bin`;
  const r = spawnSync("script", ["-qec", cmd, "/dev/null"], { cwd: repo.dir, encoding: "utf8", env: humanEnv() });
  expect(r.status).toBe(0);
  const ledger = JSON.parse(readFileSync(join(repo.dir, "seed_ledger.json"), "utf8"));
  const expected = execFileSync("sha256sum", ["tests/fixtures/180229.bin"], { cwd: repo.dir, encoding: "utf8" }).split(" ")[0];
  expect(ledger.fixtures).toEqual([
    { id: "fx-180229", property_id: "parse.no_throw", seed: 180229, sha256: expected, locked_by: "human", path: "tests/fixtures/180229.bin" },
  ]);
  expect(ledger.properties[0]).toMatchObject({ id: "parse.no_throw", pre_fix_failing_seeds: [180229], status: "owned" });
  expect(ledger.draft).toEqual([]);
  repo.commit("promote");
  expect(spawnSync(process.execPath, [cli, "validate"], { cwd: repo.dir, encoding: "utf8" }).status).toBe(0);
});

test("without --fixture it takes the bytes the ledger hunt captured, and refuses when their digest changed", () => {
  const bytes = Buffer.from([0x01, 0x02, 0x03]);
  const sha = execFileSync("sha256sum", ["-"], { input: bytes, encoding: "utf8" }).split(" ")[0];
  const ledger = {
    properties: [],
    fixtures: [],
    freezes: [],
    draft: [
      { id: "parse.no_throw", fn: "tests/properties/test_parse.py::prop_no_throw" },
      { hunt: "parse.no_throw", state: "hit", hits: [7], fixtures: [{ seed: 7, path: "tests/fixtures/7.bin", sha256: sha }] },
    ],
  };
  repo.write("seed_ledger.json", JSON.stringify(ledger, null, 2));
  repo.write("tests/fixtures/7.bin", Buffer.from([0x09]));
  const run = () =>
    spawnSync("script", ["-qec", `${process.execPath} ${cli} promote 7 parse.no_throw`, "/dev/null"], { cwd: repo.dir, encoding: "utf8", env: humanEnv() });
  const refused = run();
  expect(refused.status).toBe(2);
  expect(refused.stdout).toContain("no longer hashes to the sha256 the hunt recorded");
  repo.write("tests/fixtures/7.bin", bytes);
  expect(run().status).toBe(0);
  const after = JSON.parse(readFileSync(join(repo.dir, "seed_ledger.json"), "utf8"));
  expect(after.fixtures).toEqual([{ id: "fx-7", property_id: "parse.no_throw", seed: 7, sha256: sha, locked_by: "human", path: "tests/fixtures/7.bin" }]);
  expect(after.properties[0]).toMatchObject({ id: "parse.no_throw", pre_fix_failing_seeds: [7], status: "owned" });
});
