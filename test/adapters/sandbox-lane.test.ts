// The sandbox through a real lane and gate (real git, pytest, Hypothesis): a host where
// no sandbox works gives error rows and a red gate; `runners.sandbox: none` in the base
// config runs and is labelled "unsandboxed"; a daemon `runners.setup` leaves behind is
// killed before the sealed files are restored; a failing setup makes every row an error.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { gitAt } from "../../src/adapters/git.js";
import { SANDBOX_DENY_ENV } from "../../src/adapters/sandbox-probe.js";
import { gate } from "../../src/modes/gate/gate.js";
import { lane } from "../../src/modes/lane/lane.js";
import { manifestCheck } from "../../src/cli/wiring.js";
import { gateMarkdown, gateTitle } from "../../src/modes/gate/render.js";
import { FIXED, gateProject, PYTHON, quietLog, type GateProject } from "../support/gate-fixture.js";
import { alive } from "../support/process.js";

const NOW = new Date("2026-12-01T00:00:00Z");
let p: GateProject | undefined;
afterEach(() => p?.repo.cleanup());

async function lanesAndGate(project: GateProject, env: Record<string, string> = {}) {
  project.repo.git("checkout", "-q", "-f", "-B", "pr", project.base);
  project.repo.write("src/ledger.py", FIXED + "\n# agent: a change\n");
  const head = project.repo.commit("agent: a change");
  const git = gitAt(project.repo.dir);
  const dir = mkdtempSync(join(tmpdir(), "sandbox-lane-results-"));
  const lanes = [];
  for (const name of ["replay", "holdout"] as const) {
    const r = await lane(
      { lane: name, base: project.base, head, shard: { index: 1, total: 1 }, runId: "t" },
      {
        ...hostPorts(git),
        exec: processExec,
        clock: { now: () => NOW },
        log: quietLog,
        env: { ...process.env, SEEDGATE_PYTHON: PYTHON, ...env },
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
  return { lanes, verdict: g.verdict, reasons: g.judgement.reasons, notes: g.judgement.notes, title: gateTitle(g), markdown: gateMarkdown(g) };
}

describe("which sandbox ran is in the results", () => {
  test("auto on this host: bubblewrap, green, nothing labelled", async () => {
    p = gateProject();
    const r = await lanesAndGate(p);
    expect(r.lanes.map((l) => l.results.sandbox)).toEqual(["bwrap", "bwrap"]);
    expect(r.verdict).toBe("success");
    expect(r.notes.map((n) => n.code)).not.toContain("claims.unsandboxed");
    expect(r.title).not.toMatch(/unsandboxed/);
    expect(r.markdown).not.toMatch(/unsandboxed/);
  }, 120_000);

  test("landlock from the base config: green, recorded", async () => {
    p = gateProject("runners:\n  sandbox: landlock\n");
    const r = await lanesAndGate(p);
    expect(r.lanes.map((l) => l.results.sandbox)).toEqual(["landlock", "landlock"]);
    expect(r.verdict).toBe("success");
  }, 120_000);

  test("no sandbox works on the host: every row is an error with a hint, the gate is red", async () => {
    p = gateProject();
    const r = await lanesAndGate(p, { [SANDBOX_DENY_ENV]: "bwrap,landlock" });
    for (const l of r.lanes) {
      expect(l.results.sandbox).toBe("unavailable");
      expect(l.results.rows.length).toBeGreaterThan(0);
      for (const row of l.results.rows) {
        expect(row.outcome).toBe("error");
        expect(row.detail).toMatch(/no kernel sandbox works.*Hint: install bubblewrap/);
      }
    }
    expect(r.verdict).toBe("failure");
    expect(r.reasons.map((f) => f.code)).toContain("claims.no-sandbox");
  }, 120_000);

  test("runners.sandbox: none in the base config runs (even where none works) and the gate says unsandboxed", async () => {
    p = gateProject("runners:\n  sandbox: none\n");
    const r = await lanesAndGate(p, { [SANDBOX_DENY_ENV]: "bwrap,landlock" });
    expect(r.lanes.map((l) => l.results.sandbox)).toEqual(["none", "none"]);
    expect(r.lanes.flatMap((l) => l.results.rows.map((x) => x.outcome))).not.toContain("error");
    expect(r.verdict).toBe("success");
    const note = r.notes.find((n) => n.code === "claims.unsandboxed");
    expect(note?.message).toMatch(/unsandboxed/);
    // On the check run's title and in the body the comment shares.
    expect(r.title).toMatch(/^seedgate: green .*\(unsandboxed\)$/);
    expect(r.markdown).toMatch(/\*\*Sandbox:\*\* ⚠️ unsandboxed/);
  }, 120_000);
});

/**
 * A setup step that double-forks a daemon (stdio closed, its own session) which keeps appending to a workspace file for 30 s
 * (it could as well rewrite sealed tests). In `build/`, which runners.writable names: under Landlock setup creates no new
 * top-level entry the config does not name (docs/sandbox.md).
 */
const DAEMON = `
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)
        with open("build/daemon.pid", "w") as f:
            f.write(str(os.getpid()))
        for _ in range(600):
            with open("build/daemon.beat", "a") as f:
                f.write(".")
            time.sleep(0.05)
        sys.exit(0)
    os._exit(0)
time.sleep(0.5)
`;
import { hostPorts } from "../support/host-ports.js";
import { hostFiles } from "../../src/adapters/files.js";

describe.each(["bwrap", "landlock"] as const)("runners.setup under %s", (kind) => {
  test("runs before the rows, and the daemon it leaves is killed before they run", async () => {
    const setup = JSON.stringify([["/usr/bin/python3", "-c", DAEMON]]);
    p = gateProject(`runners:\n  sandbox: ${kind}\n  writable: [build]\n  setup: ${setup}\n`);
    const r = await lanesAndGate(p);
    expect(r.verdict).toBe("success");
    // Under bubblewrap the pid is the one inside its pid namespace: only the heartbeat tells.
    if (kind === "landlock") expect(alive(Number(readFileSync(join(p.repo.dir, "build/daemon.pid"), "utf8")))).toBe(false);
    const size = statSync(join(p.repo.dir, "build/daemon.beat")).size;
    await new Promise((done) => setTimeout(done, 300));
    expect(statSync(join(p.repo.dir, "build/daemon.beat")).size).toBe(size);
  }, 120_000);
});

test("a failing setup step makes every row an error that names it", async () => {
  p = gateProject(`runners:\n  setup: [["/usr/bin/python3", "-c", "import sys; print('no such requirement'); sys.exit(3)"]]\n`);
  const r = await lanesAndGate(p);
  for (const row of r.lanes.flatMap((l) => l.results.rows)) {
    expect(row.outcome).toBe("error");
    expect(row.detail).toMatch(/runners.setup command .* exited 3/);
    expect(row.tail).toMatch(/no such requirement/);
  }
  expect(r.verdict).toBe("failure");
  expect(existsSync(join(p.repo.dir, "build/daemon.pid"))).toBe(false);
}, 120_000);
