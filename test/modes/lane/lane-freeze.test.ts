// A flaky replay seed with real Hypothesis and pytest, end to end through lane and
// gate: red without a freeze; reported, not voted, under an active freeze (while the
// fixture still runs and votes); red again once the freeze has expired.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { gate } from "../../../src/modes/gate/gate.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { BUGGY, FIXED, gateProject, journal, PYTHON, quietLog, type GateProject } from "../../support/gate-fixture.js";
import { hostPorts } from "../../support/host-ports.js";
import { hostFiles } from "../../../src/adapters/files.js";

const ACTIVE = new Date("2026-12-01T00:00:00Z");
const EXPIRED = new Date("2026-12-20T00:00:00Z");
const scratch = mkdtempSync(join(tmpdir(), "seedgate-flaky-"));
let p: GateProject;

/**
 * Production code that fails every other run of seed 1 (a real flake, counted in a file
 * under `.flake/`, the one workspace folder the base config lets the sandboxed code
 * write). It learns its seed at its first call, once per run: under the fork server no
 * seed is in the environment at import.
 */
const flaky = (counter: string, bug: boolean) =>
  `import os\n\ndef _flip():\n    if os.environ.get("SEEDGATE_SEED") != "1":\n        return False\n    n = int(open(${JSON.stringify(counter)}).read() or 0) if os.path.exists(${JSON.stringify(counter)}) else 0\n    open(${JSON.stringify(counter)}, "w").write(str(n + 1))\n    return n % 2 == 0\n\n_WRONG = None\n\ndef balance(amounts):\n    global _WRONG\n    if _WRONG is None:\n        _WRONG = _flip()\n    if _WRONG:\n        return sum(amounts) + 1\n    return sum(a for a in amounts if a % 97 != 13) if ${bug ? "True" : "False"} else sum(amounts)\n`;

function withJournal(freeze: boolean): string {
  p.repo.git("checkout", "-q", "-f", "main");
  p.repo.write("oracles/balance/13.json", '{"amounts": [13]}\n');
  const flake = freeze
    ? { replay_flakes: 1, holdout_flakes: 0, freeze_replay_until: "2026-12-10T00:00:00Z", frozen_seeds: [1] }
    : { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null };
  p.repo.write(
    "oracles/balance.json",
    JSON.stringify(
      { ...journal, replay: { ...journal.replay, fixtures: ["oracles/balance/13.json"] }, flake, state: freeze ? "replay-frozen" : "locked" },
      null,
      2,
    ) + "\n",
  );
  p.repo.write("src/ledger.py", FIXED);
  return p.repo.commit(freeze ? "freeze seed 1 (a known flake)" : "no freeze");
}

async function judgeAt(base: string, source: string, now: Date) {
  const counter = join(p.repo.dir, ".flake", `count-${Date.now()}-${Math.random()}`);
  p.repo.git("checkout", "-q", "-f", "-B", `pr-${Date.now()}`, base);
  p.repo.write("src/ledger.py", source.replaceAll("COUNTER", counter));
  const head = p.repo.commit("agent: a change");
  const git = gitAt(p.repo.dir);
  const dir = mkdtempSync(join(scratch, "results-"));
  const rows: Record<string, string> = {};
  const details: Record<string, string> = {};
  for (const name of ["replay", "holdout"] as const) {
    const r = await lane(
      { lane: name, base, head, shard: { index: 1, total: 1 }, runId: "t" },
      {
        ...hostPorts(git),
        exec: processExec,
        clock: { now: () => now },
        log: quietLog,
        env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
        environment: {},
        cores: 2,
      },
    );
    for (const x of r.results.rows) ((rows[`${name}:${x.kind}:${x.key}`] = x.outcome), (details[`${name}:${x.kind}:${x.key}`] = `${x.attempts}: ${x.detail}`));
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "r.json"), JSON.stringify(r.results));
  }
  const g = await gate(
    { base, head, results: dir, fetch: false },
    { git, log: quietLog, clock: { now: () => now }, manifests: manifestCheck, files: hostFiles },
  );
  return { rows, details, verdict: g.verdict, reasons: g.judgement.reasons.map((f) => f.code), notes: g.judgement.notes.map((f) => f.code) };
}

beforeAll(() => {
  // The production code here reads the row's seed, which only `isolation: shared` shows it: under `process` the
  // subject carries no variable of seedgate's (issue 44 item 7). This test is about freezing a flaky seed, not the isolation.
  p = gateProject("runners:\n  writable: [.flake]\n  isolation: shared\n");
});
afterAll(() => {
  p.repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe("a flaky replay seed", () => {
  test("without a freeze it is red after one run: flaky or consistent it blocks, so it is not rerun", async () => {
    const r = await judgeAt(withJournal(false), flaky("COUNTER", false), ACTIVE);
    expect(r.rows["replay:seed:1"]).toBe("fail");
    expect(r.details["replay:seed:1"]).toMatch(/^1: .*\(not rerun: the verdict is already red\)$/s);
    expect(r.verdict).toBe("failure");
    expect(r.reasons).toContain("lane.replay.fail");
  }, 120_000);

  test("under an active freeze it is reported without voting, and the fixture still runs", async () => {
    const r = await judgeAt(withJournal(true), flaky("COUNTER", false), ACTIVE);
    expect(r.rows["replay:seed:1"]).toBe("frozen");
    expect(r.details["replay:seed:1"]).toMatch(/^3: /); // the freeze's vote waits on its reruns: still run
    expect(r.rows["replay:fixture:oracles/balance/13.json"]).toBe("pass");
    expect(r.verdict).toBe("success");
    expect(r.notes).toContain("lane.replay.reported");
  }, 120_000);

  test("under an active freeze a failing fixture still blocks", async () => {
    const r = await judgeAt(withJournal(true), flaky("COUNTER", true), ACTIVE);
    expect(r.rows["replay:fixture:oracles/balance/13.json"]).toBe("fail");
    expect(r.verdict).toBe("failure");
    expect(r.reasons).toContain("lane.replay.fail");
  }, 120_000);

  test("under an active freeze a seed that fails every attempt is not unstable: it blocks (seed 000: only the unstable seeds are skipped)", async () => {
    const r = await judgeAt(withJournal(true), BUGGY, ACTIVE);
    expect(r.rows["replay:seed:1"]).toBe("fail");
    expect(r.verdict).toBe("failure");
    expect(r.reasons).toContain("lane.replay.fail");
  }, 120_000);

  test("after the freeze expires it votes again: red", async () => {
    const r = await judgeAt(withJournal(true), flaky("COUNTER", false), EXPIRED);
    expect(r.rows["replay:seed:1"]).toBe("fail");
    expect(r.details["replay:seed:1"]).toContain("not rerun");
    expect(r.verdict).toBe("failure");
  }, 120_000);
});
