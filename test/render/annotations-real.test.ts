// With real pytest and Hypothesis: a regression that raises in production code is
// annotated in "Files changed" — at the deepest traceback frame in the file the PR
// changed — and the report shows the falsifying example and a reproduce command for
// the real base. (A wrong return value has no production frame: it is annotated at
// the test and the journal only.)

/** The agent's patch raises for an amount that is 13 modulo 97, inside src/ledger.py. */
const RAISING = "def balance(amounts):\n    return sum(a if a % 97 != 13 else a // 0 for a in amounts)\n";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { gate, type GateResult } from "../../src/modes/gate/gate.js";
import { manifestCheck } from "../../src/cli/wiring.js";
import { gateAnnotations, gateMarkdown } from "../../src/modes/gate/render.js";
import { gateProject, quietLog, runLanes, type GateProject } from "../support/gate-fixture.js";
import { structureProblems } from "./cmark.js";
import { hostFiles } from "../../src/adapters/files.js";

let p: GateProject;
let results: string;
let r: GateResult;

beforeAll(async () => {
  p = gateProject();
  p.repo.write("src/ledger.py", RAISING);
  const head = p.repo.commit("agent: reintroduce the bug");
  results = mkdtempSync(join(tmpdir(), "seedgate-annotations-"));
  await runLanes(p.repo, p.base, results);
  r = await gate(
    { base: p.base, head, results, fetch: false },
    { git: gitAt(p.repo.dir), log: quietLog, clock: { now: () => new Date("2026-12-01T00:00:00Z") }, manifests: manifestCheck, files: hostFiles },
  );
}, 180_000);
afterAll(() => {
  p.repo.cleanup();
  rmSync(results, { recursive: true, force: true });
});

test("the regression is annotated on the changed production file, with a human title and the counterexample", () => {
  expect(r.verdict).toBe("failure");
  const onLedger = gateAnnotations(r).filter((a) => a.path === "src/ledger.py");
  expect(onLedger.length).toBeGreaterThan(0);
  expect(onLedger[0]!.start_line).toBe(2);
  expect(onLedger[0]!.title).toMatch(/^balance (fails|errors) on seed \d+ \(.+\)$/);
  expect(onLedger[0]!.message).toMatch(/counterexample: .*amounts=/);
});

test("the comment: one property line, the falsifying example, the base SHA short, structure intact", () => {
  const md = gateMarkdown(r);
  expect(md.match(/^- \*\*balance\*\*/gm)).toHaveLength(1);
  expect(md).toMatch(/Counterexample \(seed \d+\): `test_balance_invariant\(amounts=\[/);
  expect(md).toContain(`--base ${p.base.slice(0, 12)} `);
  expect(structureProblems(md)).toEqual([]);
});
