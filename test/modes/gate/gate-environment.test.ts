// Issue 14 item 3, end to end with real git, real pytest and real Hypothesis: nothing
// a pull request changes turns a voting failure into a non-voting one. The base's
// journal records the library its seeds were hunted with (an older Hypothesis); the
// lane reports the one it really ran (as after a bump in the requirements the lane job
// installs). Without a re-hunt recorded on the base that is red, bug or no bug.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { gate } from "../../../src/modes/gate/gate.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { BUGGY, gateProject, journal, quietLog, runLanes, type GateProject } from "../../support/gate-fixture.js";
import { hostFiles } from "../../../src/adapters/files.js";

const OLD = { runtime: "CPython 3.11.2", property_library: "hypothesis 6.0.0" };
const scratch = mkdtempSync(join(tmpdir(), "seedgate-env-"));
let p: GateProject;
let installed: string;

beforeAll(async () => {
  p = gateProject();
  installed = (await import("node:child_process"))
    .execFileSync("/usr/bin/python3", ["-c", "import hypothesis; print('hypothesis ' + hypothesis.__version__)"])
    .toString()
    .trim();
});
afterAll(() => {
  p.repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** A base whose journal carries `extra`, then a PR on it that brings the bug back. */
async function judgeBuggyPr(extra: object) {
  p.repo.git("checkout", "-q", "-f", "main");
  p.repo.write("oracles/balance.json", JSON.stringify({ ...journal, environment: OLD, ...extra }, null, 2) + "\n");
  const base = p.repo.commit(`journal ${Date.now()}`);
  p.repo.git("checkout", "-q", "-B", `pr-${Date.now()}`, base);
  p.repo.write("src/ledger.py", BUGGY);
  const head = p.repo.commit("agent: bump hypothesis, keep the bug");
  const dir = mkdtempSync(join(scratch, "results-"));
  await runLanes(p.repo, base, dir);
  const g = await gate(
    { base, head, results: dir, fetch: false },
    { git: gitAt(p.repo.dir), log: quietLog, clock: { now: () => new Date("2026-12-01T00:00:00Z") }, manifests: manifestCheck, files: hostFiles },
  );
  return { verdict: g.verdict, reasons: g.judgement.reasons, notes: g.judgement.notes.map((n) => n.message).join("\n") };
}

describe("a library bump inside the pull request", () => {
  test("with the bug kept is red: 'property library changed', and the failing replay seeds still vote", async () => {
    const r = await judgeBuggyPr({});
    expect(r.verdict).toBe("failure");
    const codes = r.reasons.map((f) => f.code);
    expect(codes).toContain("environment.changed");
    expect(codes).toContain("lane.replay.fail");
    expect(r.reasons.find((f) => f.code === "environment.changed")!.message).toContain(
      `property library changed: re-hunt before merging (property_library hypothesis 6.0.0 → ${installed}`,
    );
  }, 180_000);

  test("when the base records the re-hunt as pending, failing replay seeds are shown as stale while holdouts keep voting", async () => {
    const r = await judgeBuggyPr({ rehunt_pending: { property_library: installed } });
    const codes = r.reasons.map((f) => f.code);
    expect(codes).not.toContain("environment.changed");
    expect(codes).not.toContain("lane.replay.fail");
    expect(r.notes).toContain("stale: re-hunt pending on main");
    expect(r.notes).toContain("examples/workflows/rehunt.yml");
    // The bug is still caught by the holdouts, which never go stale.
    expect(codes).toContain("lane.holdout.fail");
    expect(r.verdict).toBe("failure");
  }, 180_000);
});
