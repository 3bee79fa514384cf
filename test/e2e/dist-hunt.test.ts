// command: hunt through dist/index.js on workflow_dispatch: the re-hunt writes a
// proposal (never a lock) and its fixtures into the workspace for one sealed-only PR.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseJournal } from "../../src/core/formats/journal.js";
import { FIXED, gateProject, journal, PYTHON, type GateProject } from "../support/gate-fixture.js";
import { runAction } from "../support/runner.js";

let p: GateProject;
beforeAll(() => {
  p = gateProject();
  // The locked journal records the buggy parent; the library changed since (a re-hunt).
  p.repo.write("oracles/balance/13.json", '{"amounts": [13]}\n');
  p.repo.write(
    "oracles/balance.json",
    JSON.stringify(
      {
        ...journal,
        replay: { ...journal.replay, fixtures: ["oracles/balance/13.json"] },
        parent_sha: p.parent,
        environment: { runtime: "CPython 3.9.0", property_library: "hypothesis 6.0.0", lockfile: "absent" },
      },
      null,
      2,
    ) + "\n",
  );
  p.repo.write("src/ledger.py", FIXED);
  p.repo.commit("record the parent");
});
afterAll(() => p.repo.cleanup());

test("a dispatched re-hunt proposes today's hits on the recorded parent, with verified fixtures, and never locks", async () => {
  const r = await runAction({
    inputs: { command: "hunt", token: "" },
    workspace: p.repo.dir,
    event: { name: "workflow_dispatch", payload: { inputs: { properties: "balance", seeds: "1..6", parent: "" } } },
    env: { SEEDGATE_PYTHON: PYTHON, GITHUB_SHA: p.repo.git("rev-parse", "HEAD").trim() },
  });
  expect(r.stderr).toBe("");
  expect(r.exitCode, r.stdout).toBe(0);
  const out = JSON.parse(r.outputs.json!) as { proposed: string[]; runs: { hits: number[]; parent: string }[] };
  expect(out.proposed).toEqual(["balance"]);
  expect(r.outputs.changed).toBe("true");
  expect(out.runs[0]!.parent).toBe(p.parent);
  expect(out.runs[0]!.hits).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  const text = readFileSync(join(p.repo.dir, "oracles/balance.json"), "utf8");
  const proposed = JSON.parse(text) as { state: string; replay: { seeds: number[]; fixtures: string[] }; environment: Record<string, string> };
  expect(proposed.state).toBe("hit");
  expect(text).not.toMatch(/"locked"|locked_by|cannot_gate/);
  expect(proposed.replay.seeds).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  expect(proposed.environment.property_library).toMatch(/^hypothesis 6\./);
  expect(proposed.environment.property_library).not.toBe("hypothesis 6.0.0");
  expect(proposed.replay.fixtures).toContain("oracles/balance/13.json"); // earlier fixtures are kept
  expect(proposed.replay.fixtures.length).toBeGreaterThan(1);
  for (const f of proposed.replay.fixtures) expect(existsSync(join(p.repo.dir, f))).toBe(true);
  expect(parseJournal("oracles/balance.json", text).findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(r.summary).toContain("seedgate re-hunt");
  expect(r.summary).toContain("```diff");
}, 120_000);

test("the same re-hunt across two matrix shards, then the merge job, writes the same proposal and fixtures (rehunt.yml's shards)", async () => {
  const file = join(p.repo.dir, "oracles/balance.json");
  const single = readFileSync(file, "utf8");
  const fixtures = (JSON.parse(single) as { replay: { fixtures: string[] } }).replay.fixtures.map((f) => [f, readFileSync(join(p.repo.dir, f), "utf8")]);
  p.repo.git("checkout", "-q", "--", ".");
  p.repo.git("clean", "-fdq");
  const partials = mkdtempSync(join(tmpdir(), "seedgate-partials-"));
  const dispatch = { name: "workflow_dispatch", payload: { inputs: { properties: "balance", seeds: "1..6", parent: "" } } };
  const env = { SEEDGATE_PYTHON: PYTHON, GITHUB_SHA: p.repo.git("rev-parse", "HEAD").trim() };
  try {
    for (const shard of ["2/2", "1/2"]) {
      const r = await runAction({ inputs: { command: "hunt", token: "", shard, results: partials }, workspace: p.repo.dir, event: dispatch, env });
      expect(r.exitCode, r.stdout + r.stderr).toBe(0);
      expect(r.outputs.changed).toBe("false");
      expect(r.outputs["results-path"]).toBe(partials);
    }
    expect(readdirSync(partials).sort()).toEqual(["balance.shard-1-of-2.json", "balance.shard-2-of-2.json"]);
    // The shard jobs write nothing into the workspace: only the merge proposes.
    expect(p.repo.git("status", "--porcelain")).toBe("");
    const merged = await runAction({ inputs: { command: "hunt", token: "", results: partials }, workspace: p.repo.dir, event: dispatch, env });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.outputs.changed).toBe("true");
    const untimed = (t: string) => t.replace(/"last_hit_at": "[^"]+"/, "");
    expect(untimed(readFileSync(file, "utf8"))).toBe(untimed(single));
    for (const [f, text] of fixtures) expect(readFileSync(join(p.repo.dir, f!), "utf8")).toBe(text);
  } finally {
    rmSync(partials, { recursive: true, force: true });
  }
}, 240_000);

test("once a human locks that proposal, the same re-hunt reproduces it: changed=false, nothing written, no pull request", async () => {
  const file = join(p.repo.dir, "oracles/balance.json");
  p.repo.write("oracles/balance.json", JSON.stringify({ ...(JSON.parse(readFileSync(file, "utf8")) as object), state: "locked" }, null, 2) + "\n");
  p.repo.git("add", "-A");
  p.repo.commit("a human locks the re-hunt's proposal");
  const locked = readFileSync(file, "utf8");
  const r = await runAction({
    inputs: { command: "hunt", token: "" },
    workspace: p.repo.dir,
    event: { name: "workflow_dispatch", payload: { inputs: { properties: "balance", seeds: "1..6", parent: "" } } },
    env: { SEEDGATE_PYTHON: PYTHON, GITHUB_SHA: p.repo.git("rev-parse", "HEAD").trim() },
  });
  expect(r.exitCode, r.stdout).toBe(0);
  expect(r.outputs.changed).toBe("false");
  expect((JSON.parse(r.outputs.json!) as { proposed: string[] }).proposed).toEqual([]);
  expect(readFileSync(file, "utf8")).toBe(locked);
  expect(p.repo.git("status", "--porcelain")).toBe("");
  expect(r.summary).toContain("reproduces the locked journal: nothing new");
}, 120_000);
