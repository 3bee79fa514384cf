// `seedgate lock` over an in-memory working tree (test/fakes/workspace.ts): finds the
// property's journal by id through the config's glob, locks the hunt's proposal in place
// (or from --proposal), refuses a missing or linked fixture or a ledger property by name,
// and the CLI refuses in CI and without a terminal.
import { beforeEach, expect, test } from "vitest";
import { main } from "../../../src/cli/dispatch.js";
import type { CliIo } from "../../../src/cli/io.js";
import { lock } from "../../../src/modes/lock/lock.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { proposedJournal } from "../../../src/core/edits/init-plan.js";
import { fakeWorkspace, type FakeWorkspace } from "../../fakes/workspace.js";

const PARENT = "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392";
const SELECTOR = "tests/properties/test_chunks.py::test_rejoin";
const proposal = {
  id: "rejoin",
  selector: SELECTOR,
  parent_sha: PARENT,
  environment: { runtime: "CPython 3.11.2" },
  replay: { seeds: [2, 3], fixtures: ["oracles/rejoin/2.json"], hits: 2, last_hit_at: "2026-12-04T12:00:00Z" },
  holdout: { seeds: [4164, 268, 419], generator_saw: false },
  state: "hit",
};
const json = (v: unknown) => JSON.stringify(v, null, 2) + "\n";

let ws: FakeWorkspace;
beforeEach(() => {
  ws = fakeWorkspace()
    .put(".github/seedgate.yml", 'journals: "props/*.json"\n')
    .put("props/chunks.json", json(proposedJournal("rejoin", SELECTOR)))
    .put("props/other.json", "not json at all");
});
const ports = () => ({ workspace: ws });
/** --proposal as the face reads it. */
const named = (file: string) => ({ file, bytes: ws.readFile(file) });

async function refusal(p: Promise<unknown>): Promise<SeedgateError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

test("the proposal the hunt wrote over the journal is locked in place, found by id through the configured glob", async () => {
  ws.put("props/chunks.json", json(proposal));
  ws.put("oracles/rejoin/2.json", "[[1, 2, 3], 2]\n");
  const r = await lock({ property: "rejoin" }, ports());
  expect(r).toMatchObject({ journal: "props/chunks.json", state: "locked", replay: [2, 3], holdout: [4164, 268, 419], changes: ['state: "hit" → "locked"'] });
  expect(JSON.parse(ws.text("props/chunks.json")!)).toEqual({ ...proposal, state: "locked" });
});

test("--proposal FILE is locked into the journal; a fixture it names must be in the tree", async () => {
  ws.put("out/proposal.json", json(proposal));
  const missing = await refusal(lock({ property: "rejoin", proposal: named("out/proposal.json") }, ports()));
  expect(missing).toMatchObject({ file: "out/proposal.json", field: "/replay/fixtures/0" });
  expect(JSON.parse(ws.text("props/chunks.json")!).state).toBe("proposed");
  ws.put("oracles/rejoin/2.json", "[[1, 2, 3], 2]\n");
  const r = await lock({ property: "rejoin", proposal: named("out/proposal.json") }, ports());
  expect(r.changes).toContain("replay.seeds: [] → [2,3]");
});

test("an unknown property is refused; a ledger property points to promote", async () => {
  expect((await refusal(lock({ property: "nope" }, ports()))).message).toContain(
    'no journal with id "nope" matches props/*.json in the working tree (no id could be read from props/other.json: run seedgate validate)',
  );
  ws.put(
    "seed_ledger.json",
    json({
      properties: [{ id: "parse.no_throw", fn: "tests/test_p.py::test_p", seed_budget: 8, pre_fix_failing_seeds: [1], status: "owned" }],
      fixtures: [],
      freezes: [],
      draft: [],
    }),
  );
  expect((await refusal(lock({ property: "parse.no_throw" }, ports()))).hint).toContain("seedgate promote SEED parse.no_throw");
});

test("a fixture that is a link, or under one, is refused; a proposal that does not exist is refused by name", async () => {
  ws.put("props/chunks.json", json(proposal));
  ws.link("oracles/rejoin/2.json");
  expect((await refusal(lock({ property: "rejoin" }, ports()))).message).toBe("fixture oracles/rejoin/2.json is not in the working tree");
  ws.remove("oracles");
  ws.link("oracles");
  expect((await refusal(lock({ property: "rejoin" }, ports()))).message).toBe("oracles/rejoin/2.json is under oracles, a symlink");
  expect(JSON.parse(ws.text("props/chunks.json")!).state).toBe("hit");
  expect(await refusal(lock({ property: "rejoin", proposal: named("out/none.json") }, ports()))).toMatchObject({
    message: "the proposal out/none.json does not exist",
    file: "out/none.json",
  });
});

function io(): CliIo & { stderr: string[] } {
  const stderr: string[] = [];
  return { stderr, out: () => undefined, err: (t) => void stderr.push(t), isTTY: false, color: false };
}

test("the CLI refuses in CI and without a terminal, before reading anything", async () => {
  const saved = { CI: process.env.CI, GITHUB_ACTIONS: process.env.GITHUB_ACTIONS };
  try {
    process.env.CI = "true";
    const ci = io();
    expect(await main(["lock", "rejoin", "--cwd", "/"], ci)).toBe(2);
    expect(ci.stderr.join("\n")).toContain("lock refuses to run in CI");
    delete process.env.CI;
    delete process.env.GITHUB_ACTIONS;
    const pipe = io();
    expect(process.stdin.isTTY).toBeFalsy();
    expect(await main(["lock", "rejoin", "--cwd", "/"], pipe)).toBe(2);
    expect(pipe.stderr.join("\n")).toContain("lock refuses to run without a terminal");
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});
