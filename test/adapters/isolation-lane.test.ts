// runners.isolation through a real lane and gate (real git, pytest, Hypothesis,
// bubblewrap): `process` runs green with nothing labelled; `shared` is recorded in the
// claims and labelled "in-process (forgeable)" on the title and the body; the docs'
// recipe, a relative runners.python naming a venv runners.setup made, starts (issue 26.4)
// and under `process` feeds only the subject.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { gitAt } from "../../src/adapters/git.js";
import { gate } from "../../src/modes/gate/gate.js";
import { lane } from "../../src/modes/lane/lane.js";
import { manifestCheck } from "../../src/cli/wiring.js";
import { gateMarkdown, gateTitle } from "../../src/modes/gate/render.js";
import { hostFiles } from "../../src/adapters/files.js";
import { hostPorts } from "../support/host-ports.js";
import { FIXED, gateProject, PYTHON, quietLog, type GateProject } from "../support/gate-fixture.js";

const NOW = new Date("2026-12-01T00:00:00Z");
let p: GateProject | undefined;
afterEach(() => p?.repo.cleanup());

async function lanesAndGate(project: GateProject) {
  project.repo.git("checkout", "-q", "-f", "-B", "pr", project.base);
  project.repo.write("src/ledger.py", FIXED + "\n# agent: a change\n");
  const head = project.repo.commit("agent: a change");
  const git = gitAt(project.repo.dir);
  const dir = mkdtempSync(join(tmpdir(), "isolation-lane-results-"));
  const lanes = [];
  for (const name of ["replay", "holdout"] as const) {
    const r = await lane(
      { lane: name, base: project.base, head, shard: { index: 1, total: 1 }, runId: "t" },
      {
        ...hostPorts(git),
        exec: processExec,
        clock: { now: () => NOW },
        log: quietLog,
        env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
        environment: {},
        cores: 2,
      },
    );
    lanes.push(r);
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "r.json"), JSON.stringify(r.results));
  }
  const g = await gate(
    { base: project.base, head, results: dir, fetch: false },
    { git, log: quietLog, clock: { now: () => NOW }, manifests: manifestCheck, files: hostFiles },
  );
  rmSync(dir, { recursive: true, force: true });
  return { lanes, verdict: g.verdict, notes: g.judgement.notes, title: gateTitle(g), markdown: gateMarkdown(g) };
}

test("isolation: process: green, no property in-process, nothing labelled", async () => {
  p = gateProject("runners:\n  isolation: process\n");
  const r = await lanesAndGate(p);
  for (const x of r.lanes.flatMap((l) => l.results.rows)) expect(x.outcome, x.detail).toBe("pass");
  expect(r.lanes.map((l) => l.results.inProcess)).toEqual([[], []]);
  expect(r.verdict).toBe("success");
  expect(r.title).not.toMatch(/in-process/);
  expect(r.markdown).not.toMatch(/in-process/);
}, 180_000);

test("isolation: shared: green, recorded, and labelled in-process (forgeable) on the title and the body", async () => {
  p = gateProject("runners:\n  isolation: shared\n");
  const r = await lanesAndGate(p);
  expect(r.lanes.map((l) => l.results.inProcess)).toEqual([["balance"], ["balance"]]);
  expect(r.verdict).toBe("success");
  expect(r.notes.find((n) => n.code === "claims.in-process")?.message).toMatch(/in-process \(forgeable\): 1 property .*\(balance\)/);
  expect(r.title).toMatch(/^seedgate: green .*\(in-process, forgeable\)$/);
  expect(r.markdown).toMatch(/\*\*Isolation:\*\* ⚠️ in-process \(forgeable\)/);
}, 180_000);

test("the docs' recipe: a relative runners.python naming a venv runners.setup made starts, under process", async () => {
  const venv = "[/usr/bin/python3, -m, venv, --without-pip, --system-site-packages, .venv]";
  p = gateProject(`runners:\n  isolation: process\n  python: .venv/bin/python3\n  setup: [${venv}]\n`);
  const r = await lanesAndGate(p);
  const rows = r.lanes.flatMap((l) => l.results.rows);
  expect(rows.length).toBeGreaterThan(0);
  for (const x of rows) expect(x.outcome, x.detail).toBe("pass");
  expect(r.verdict).toBe("success");
}, 180_000);
