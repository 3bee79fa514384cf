// Seed 003's executor 2 through dist/: the sealed properties.py checks each case of
// seeds.json against the PR's production code, one row per case id.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
let base: string;
beforeEach(() => {
  repo = tempRepo();
  repo.write(
    ".sealed/oracle/seeds.json",
    JSON.stringify({
      cases: [
        { id: "empty-buf", n: 0, flag: false },
        { id: "one-block", n: 4096, flag: true },
        { id: "odd-align", n: 7, flag: false },
      ],
    }),
  );
  repo.write(
    ".sealed/oracle/properties.py",
    "from src.buf import padded\n\ndef check(case):\n    assert padded(case['n']) % 8 == 0, f\"padded({case['n']}) is not 8-aligned\"\n",
  );
  repo.write("src/__init__.py", "");
  repo.write("src/buf.py", "def padded(n):\n    return n + (8 - n % 8) % 8 if n < 4096 else n + 1\n");
  base = repo.commit("base: a sealed oracle and a bug at one block");
});
afterEach(() => repo.cleanup());

const lane = () => {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "lane", "replay", "--base", base, "--json"], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3" },
  });
  return { status: r.status, rows: (JSON.parse(r.stdout) as { results: { rows: { key: string; outcome: string; detail: string }[] } }).results.rows };
};

test("the failing case is red with the property's message; the others pass", () => {
  const r = lane();
  expect(r.status).toBe(1);
  expect(r.rows.map((x) => `${x.key}:${x.outcome}`)).toEqual(["empty-buf:pass", "one-block:fail", "odd-align:pass"]);
  expect(r.rows[1]!.detail).toContain("padded(4096) is not 8-aligned");
});

test("a fix is green; os._exit(0) at import is an error, never a pass", () => {
  repo.write("src/buf.py", "def padded(n):\n    return n + (8 - n % 8) % 8\n");
  repo.commit("fix");
  expect(lane()).toMatchObject({ status: 0 });
  repo.write("src/buf.py", "import os\nos._exit(0)\n");
  repo.commit("agent exits early");
  const r = lane();
  expect(r.status).toBe(1);
  expect(new Set(r.rows.map((x) => x.outcome))).toEqual(new Set(["error"]));
});
