// A removed enum member (issue 44 item 4 for st.sampled_from(ProdEnum)), under isolation:
// process. The sealed test draws `st.sampled_from(Color)` from production; the bug lives on
// BLUE. Hypothesis prints the strategy as `sampled_from(kindlib.Color)` whatever members the
// class holds, so a pull request that drops BLUE and keeps the bug would keep that text and
// every seed would pass. The hunt on the parent records the members too (journal
// sealed_inputs), so the lane's seed rows are errors naming the input and both texts. The
// journal keeps no fixture (a typed fixture naming BLUE would catch it too): only the seeds
// stand between the bug and main. A journal recorded before the members were listed (the
// text before the mark) still holds a genuine fix green.
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { workspaceAt } from "../../src/adapters/workspace.js";
import { gitAt } from "../../src/adapters/git.js";
import { hunt } from "../../src/modes/hunt/hunt.js";
import { lane } from "../../src/modes/lane/lane.js";
import { MEMBERS_MARK } from "../../src/runners/hypothesis/sealed-inputs.js";
import type { Log } from "../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { hostPorts } from "../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const MEMBERS = { all: `    RED = "r"\n    GREEN = "g"\n    BLUE = "b"\n`, noBlue: `    RED = "r"\n    GREEN = "g"\n` };
/** `warm` for RED; the bug: BLUE ("b") is warm too. */
const BODY = {
  bug: `return "warm" if color.value in ("r", "b") else "cool"`,
  fix: `return "warm" if color.value == "r" else "cool"`,
  rewritten: `return {"r": "warm"}.get(color.value, "cool")`,
};
const LIB = (members: string, body: string) => `import enum\n\n\nclass Color(enum.Enum):\n${members}\n\ndef describe(color):\n    ${body}\n`;
const TEST = `from hypothesis import given, settings, strategies as st

from kindlib import Color, describe


@settings(max_examples=100, database=None, deadline=None)
@given(color=st.sampled_from(Color))
def test_shade(color):
    assert describe(color) == ("warm" if color is Color.RED else "cool")
`;
const JOURNAL = "oracles/shade.json";
const CLASS = "sampled_from(kindlib.Color)";
const RECORDED = `${CLASS}${MEMBERS_MARK}kindlib.Color (3) [RED='r', GREEN='g', BLUE='b']`;
const NARROWED = `${CLASS}${MEMBERS_MARK}kindlib.Color (2) [RED='r', GREEN='g']`;

let repo: TempRepo;
let base: string;
let older: string;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });
/** A pull request from `from` with kindlib as given: its replay lane's seed rows. */
async function seedRows(from: string, lib: string, name: string) {
  repo.git("checkout", "-q", "-f", "-B", `pr/${name}`, from);
  repo.write("src/kindlib/__init__.py", lib);
  const head = repo.commit(`pr: ${name}`);
  const r = await lane(
    { lane: "replay", base: from, head, shard: { index: 1, total: 1 }, runId: "t", only: { property: "shade" } },
    { ...ports(), environment: {} },
  );
  return r.results.rows.map((x) => ({ kind: x.kind, outcome: x.outcome, detail: String(x.detail) }));
}

beforeAll(async () => {
  repo = tempRepo("seedgate-enum-members-");
  repo.write("pyproject.toml", '[project]\nname = "kindlib"\nversion = "0.1"\n');
  repo.write("src/kindlib/__init__.py", LIB(MEMBERS.all, BODY.bug));
  repo.write("tests/properties/test_shade.py", TEST);
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n  isolation: process\n");
  const proposed = {
    id: "shade",
    selector: "tests/properties/test_shade.py::test_shade",
    replay: { seeds: [], hits: 0 },
    holdout: { seeds: [], generator_saw: false },
  };
  repo.write(JOURNAL, JSON.stringify({ ...proposed, state: "proposed" }));
  const parent = repo.commit("parent: BLUE is warm");
  const run = await hunt({ parent, property: "shade", seeds: [1, 2, 3], concurrency: 1 }, ports());
  if (run.status !== "hit") throw new Error(`hunt: ${JSON.stringify(run.errors)}`);
  const doc = run.proposal!.document as { replay: object; sealed_inputs?: Record<string, string> };
  const locked = { ...doc, state: "locked", replay: { ...doc.replay, fixtures: undefined } };
  repo.write(JOURNAL, JSON.stringify(locked, null, 2) + "\n");
  repo.write("src/kindlib/__init__.py", LIB(MEMBERS.all, BODY.fix));
  base = repo.commit("fix, and lock the hunted journal (seeds only)");
  // The same journal as a hunt before the members were listed recorded it: the text before the mark.
  repo.write(JOURNAL, JSON.stringify({ ...locked, sealed_inputs: { color: CLASS } }, null, 2) + "\n");
  older = repo.commit("the journal's older sealed_inputs text");
}, 600_000);
afterAll(() => repo.cleanup());

test("the hunt records the members the strategy draws, after the class Hypothesis prints", () => {
  expect(JSON.parse(repo.git("show", `${base}:${JOURNAL}`)).sealed_inputs).toEqual({ color: RECORDED });
});

test("a pull request that removes BLUE with the bug kept is red: each seed row an error naming the input and both texts", async () => {
  const rows = await seedRows(base, LIB(MEMBERS.noBlue, BODY.bug), "removed");
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.outcome, row.detail).toBe("error");
    expect(row.detail).toContain(`the sealed input color was ${JSON.stringify(NARROWED)} where the hunt recorded ${JSON.stringify(RECORDED)}`);
  }
}, 300_000);

test("a genuine change that keeps the members is green", async () => {
  const rows = await seedRows(base, LIB(MEMBERS.all, BODY.rewritten), "genuine");
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((r) => r.outcome)).toEqual(rows.map(() => "pass"));
}, 300_000);

test("a journal with the older text (no members) still holds the genuine change green", async () => {
  const rows = await seedRows(older, LIB(MEMBERS.all, BODY.rewritten), "genuine-older");
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((r) => r.outcome)).toEqual(rows.map(() => "pass"));
}, 300_000);

test("that older journal does not hold the members: the removal passes there until the property is re-hunted (docs/formats.md)", async () => {
  const rows = await seedRows(older, LIB(MEMBERS.noBlue, BODY.bug), "removed-older");
  expect(rows.map((r) => r.outcome)).toEqual(rows.map(() => "pass"));
}, 300_000);
