// Seed 002: "Property never fails on parent; budget exhausted → unearned → Block if
// this was the only new check". Real git worktrees and real Hypothesis run the PR's
// new `@given` tests on the buggy parent and the fixed head; the judge then reads the
// earned report. Only unearned new checks: red with that reason. One earned: no block.
import { cpSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { checkClaims } from "../../../src/core/judge/claims.js";
import { earned } from "../../../src/modes/earned/earned.js";
import { judge } from "../../../src/core/judge/judge.js";
import { FIXED, PYTHON, quietLog } from "../../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PYTHON };
const TAUTOLOGY = "from hypothesis import given, strategies as st\n\n\n@given(st.integers())\ndef test_tautology(n):\n    assert n == n\n";
const SEES_BUG =
  "from hypothesis import given, settings, strategies as st\nfrom src.ledger import balance\n\n\n@settings(database=None, deadline=None)\n@given(st.lists(st.integers(min_value=0, max_value=10**6), max_size=5))\ndef test_balance_is_sum(amounts):\n    assert balance(amounts) == sum(amounts)\n";

let repo: TempRepo;
let base: string;
afterAll(() => repo.cleanup());
beforeAll(() => {
  repo = tempRepo("seedgate-earned-vote-");
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  base = repo.commit("base: the bug");
});

/** A head on top of base with the fix and `tests`, its earned report, and the judge's verdict on it alone. */
async function judgedWith(tests: Record<string, string>) {
  repo.git("checkout", "-q", "-f", "-B", `pr-${Date.now()}`, base);
  repo.write("src/ledger.py", FIXED);
  for (const [path, text] of Object.entries(tests)) repo.write(path, text);
  const head = repo.commit("agent: the fix, with new property checks");
  const run = await earned(
    { base, head, seeds: [1, 2, 3], concurrency: 2 },
    { ...hostPorts(gitAt(repo.dir)), exec: processExec, log: quietLog, env: ENV, cores: 2 },
  );
  const claims = checkClaims({ base, head, shards: 1, plans: { replay: [], holdout: [] } }, []);
  const j = judge({ seal: { findings: [], sealedOnly: false }, approval: null, model: [], properties: new Map(), claims, intake: [], nonVoting: [run.report] });
  return { labels: run.report.properties.map((p) => [p.id, p.label]), j };
}

describe("a pull request whose new property checks are all unearned", () => {
  test("is red: its only new check never fails on the parent", async () => {
    const { labels, j } = await judgedWith({ "tests/test_tautology.py": TAUTOLOGY });
    expect(labels).toEqual([["tests/test_tautology.py::test_tautology", "unearned"]]);
    expect(j.verdict).toBe("failure");
    const reason = j.reasons.find((r) => r.code === "earned.only-unearned");
    expect(reason?.message).toContain("only new property checks are unearned (none fails on the parent): tests/test_tautology.py::test_tautology");
    expect(reason?.message).toContain("Block if this was the only new check");
  }, 240_000);

  test("is not blocked for it when one new check is earned (fails on the parent, passes on the fix)", async () => {
    const { labels, j } = await judgedWith({ "tests/test_tautology.py": TAUTOLOGY, "tests/test_balance_new.py": SEES_BUG });
    expect(labels).toContainEqual(["tests/test_balance_new.py::test_balance_is_sum", "earned"]);
    expect(j.reasons.map((r) => r.code)).not.toContain("earned.only-unearned");
  }, 240_000);
});
