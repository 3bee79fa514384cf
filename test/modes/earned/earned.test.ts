// `seedgate earned` with real git worktrees and real Hypothesis: the base commit has
// the ledger project's bug (amounts ≡ 13 mod 97 are dropped), the head has the fix
// and new draft properties. One that sees the bug is earned; a tautology and a
// property of code the bug does not touch are unearned. Never voting.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { main } from "../../../src/cli/dispatch.js";
import { earned, type EarnedRun } from "../../../src/modes/earned/earned.js";
import type { EarnedProperty } from "../../../src/core/judge/earned.js";
import { parseNonVoting } from "../../../src/core/judge/non-voting.js";
import { earnedMarkdown } from "../../../src/modes/earned/render.js";
import { FIXED, PYTHON, quietLog } from "../../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { pullRequestEvent } from "../../support/events.js";
import { runAction } from "../../support/runner.js";
import { hostPorts } from "../../support/host-ports.js";

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PYTHON };
const SEEDS = [1, 2, 3];
const LEDGER_TEST = "tests/properties/test_ledger.py::test_balance_invariant";

const SEES_BUG =
  "from hypothesis import given, settings, strategies as st\nfrom src.ledger import balance\n\n\n@settings(database=None, deadline=None)\n@given(\n    st.lists(st.integers(min_value=0, max_value=10**6), max_size=5),\n)\ndef test_balance_is_sum(amounts):\n    assert balance(amounts) == sum(amounts)\n\n\ndef test_plain_example():\n    assert balance([1, 2]) == 3\n";
const TAUTOLOGY = "from hypothesis import given, strategies as st\n\n\n@given(st.integers())\ndef test_tautology(n):\n    assert n == n\n";
const UNTOUCHED =
  "from hypothesis import given, settings, strategies as st\nfrom src.fmt import money\n\n\n@settings(database=None)\n@given(st.integers(min_value=0, max_value=10**6))\ndef test_money_has_two_decimals(n):\n    assert money(n).split('.')[1].__len__() == 2\n";
const FMT = "def money(cents):\n    return f'{cents // 100}.{cents % 100:02d}'\n";

let repo: TempRepo;
let base: string;
let head: string;
let run: EarnedRun;
const byId = (id: string): EarnedProperty => run.report.properties.find((p) => p.id === id)!;

beforeAll(async () => {
  repo = tempRepo("seedgate-earned-");
  cpSync("test/fixtures/projects/ledger", repo.dir, { recursive: true });
  repo.write("src/fmt.py", FMT);
  base = repo.commit("base: the bug");
  repo.write("src/ledger.py", FIXED);
  repo.write("tests/test_balance_new.py", SEES_BUG);
  repo.write("tests/test_tautology.py", TAUTOLOGY);
  repo.write("tests/test_fmt.py", UNTOUCHED);
  repo.write(
    "seed_ledger.json",
    JSON.stringify({ properties: [], fixtures: [], freezes: [], draft: [{ id: "ledger.draft", fn: LEDGER_TEST }] }, null, 2) + "\n",
  );
  // A proposed journal naming the PR's tautology: one draft, from the journal (the first source wins).
  repo.write(
    "oracles/taut.json",
    JSON.stringify(
      {
        id: "taut",
        selector: "tests/test_tautology.py::test_tautology",
        replay: { seeds: [], hits: 0 },
        holdout: { seeds: [], generator_saw: false },
        state: "proposed",
      },
      null,
      2,
    ) + "\n",
  );
  head = repo.commit("head: the fix and drafts");
  run = await earned({ base, head, seeds: SEEDS, concurrency: 2 }, { ...hostPorts(gitAt(repo.dir)), exec: processExec, log: quietLog, env: ENV, cores: 2 });
}, 240_000);
afterAll(() => repo.cleanup());

describe("earned checks on a buggy parent and its fix", () => {
  test("finds the ledger draft and the PR's @given tests, not its plain tests", () => {
    expect(run.report.properties.map((p) => [p.id, p.source]).sort()).toEqual([
      ["ledger.draft", "ledger-draft"],
      ["taut", "journal-proposed"],
      ["tests/test_balance_new.py::test_balance_is_sum", "pr-test"],
      ["tests/test_fmt.py::test_money_has_two_decimals", "pr-test"],
    ]);
    expect(run.report).toMatchObject({ kind: "earned", votes: false, base, head, seeds: SEEDS });
  });

  test("a property that fails on the buggy parent and passes on the fix is earned, with its seeds", () => {
    for (const id of ["tests/test_balance_new.py::test_balance_is_sum", "ledger.draft"]) {
      const p = byId(id);
      expect(p.label, `${id}: ${p.reason}`).toBe("earned");
      expect(p.earnedSeeds.length).toBeGreaterThan(0);
      expect(p.parent.fail).toEqual(expect.arrayContaining([...p.earnedSeeds]));
      expect(p.head.pass).toEqual(SEEDS);
    }
  });

  test("a tautology and a property of untouched code are unearned: they never fail on the parent", () => {
    for (const id of ["taut", "tests/test_fmt.py::test_money_has_two_decimals"]) {
      const p = byId(id);
      expect(p.label, `${id}: ${p.reason}`).toBe("unearned");
      expect(p.parent).toMatchObject({ pass: SEEDS, fail: [], error: [], timeout: [] });
      expect(p.earnedSeeds).toEqual([]);
    }
  });

  test("the parent tree is the base: its test file and its bug, not the head's", () => {
    // The new test files exist only at head: had the parent run lacked them, every parent row would be an error.
    expect(byId("taut").parent.error).toEqual([]);
    expect(readFileSync(`${repo.dir}/src/ledger.py`, "utf8")).toBe(FIXED);
    expect(
      repo
        .git("worktree", "list", "--porcelain")
        .split("\n")
        .filter((l) => l.startsWith("worktree ")).length,
    ).toBe(1);
  });

  test("the markdown section is labelled non-voting and names what to promote", () => {
    const md = earnedMarkdown(run.report).join("\n");
    expect(md).toContain("(non-voting)");
    expect(md).toContain("never changes the verdict");
    const promote = md.slice(md.indexOf("**Worth promoting**"));
    expect(promote).toContain("`tests/test_balance_new.py::test_balance_is_sum`");
    expect(promote.split("Unearned")[0]).not.toContain("taut");
    expect(md).toMatch(/\| `taut` \| proposed journal \| unearned \|/);
    expect(md).toMatch(/\| `tests\/test_fmt.py::test_money_has_two_decimals` \| test added by this PR \| unearned \|/);
  });

  test("the results file is one the gate reads as non-voting, and one that claims a vote is refused", () => {
    expect(run.results).toMatchObject({ schema: 1, kind: "earned", base, head, runId: "local", report: run.report });
    const r = parseNonVoting(JSON.stringify(run.results), "earned.json");
    expect(r.ok && r.value.report.kind).toBe("earned");
    const voting = parseNonVoting(JSON.stringify({ ...run.results, report: { ...run.report, votes: true } }), "earned.json");
    expect(voting.ok).toBe(false);
    if (!voting.ok) expect(voting.findings[0]!.message).toContain("/report/votes");
    const forged = parseNonVoting(
      JSON.stringify({ ...run.results, report: { ...run.report, properties: [{ ...run.report.properties[0]!, label: "required" }] } }),
      "earned.json",
    );
    expect(forged.ok).toBe(false);
  });
});

describe("seedgate earned (CLI)", () => {
  test("--json prints the report, --out writes the results file the gate reads, and it exits 0 whatever the labels", async () => {
    const outFile = join(mkdtempSync(join(tmpdir(), "seedgate-earned-out-")), "earned.json");
    const out: string[] = [];
    const err: string[] = [];
    const prior = process.env.SEEDGATE_PYTHON;
    process.env.SEEDGATE_PYTHON = PYTHON;
    try {
      const code = await main(["earned", "--cwd", repo.dir, "--base", base, "--head", head, "--seeds", "1", "--json", "--out", outFile], {
        out: (t) => out.push(t),
        err: (t) => err.push(t),
        isTTY: false,
        color: false,
      });
      expect(code, err.join("\n")).toBe(0);
    } finally {
      if (prior === undefined) delete process.env.SEEDGATE_PYTHON;
      else process.env.SEEDGATE_PYTHON = prior;
    }
    const report = JSON.parse(out.join("\n"));
    expect(report).toMatchObject({ kind: "earned", votes: false, seeds: [1] });
    expect(report.properties.find((p: EarnedProperty) => p.id === "taut").label).toBe("unearned");
    const written = parseNonVoting(readFileSync(outFile, "utf8"), "earned.json");
    expect(written.ok && written.value.report).toEqual(report);
  }, 120_000);

  test("--base is required (usage error, exit 2)", async () => {
    const err: string[] = [];
    expect(await main(["earned", "--cwd", repo.dir], { out() {}, err: (t) => err.push(t), isTTY: false, color: false })).toBe(2);
    expect(err.join("\n")).toContain("--base is required");
  });
});

describe("command: earned (dist/index.js, as a runner runs it)", () => {
  test("writes the results file, reports in the step summary, and its verdict is success whatever the labels", async () => {
    // The action runs the default 20 seeds on both sides: one draft (earned, so the parent
    // fails) keeps that to 40 runs; the CLI and the module cover the other labels.
    repo.remove("tests/test_tautology.py");
    repo.remove("tests/test_fmt.py");
    repo.remove("oracles/taut.json");
    repo.write("seed_ledger.json", JSON.stringify({ properties: [], fixtures: [], freezes: [], draft: [] }, null, 2) + "\n");
    const slim = repo.commit("head: the fix and one draft");
    const results = join(mkdtempSync(join(tmpdir(), "seedgate-earned-action-")), "earned.json");
    const r = await runAction({
      inputs: { command: "earned", results },
      workspace: repo.dir,
      event: pullRequestEvent({ number: 3, base, head: slim }),
      env: { SEEDGATE_PYTHON: PYTHON },
    });
    expect(r.exitCode, r.stdout.slice(-2000)).toBe(0);
    expect(r.outputs.verdict).toBe("success");
    expect(r.outputs["results-path"]).toBe(results);
    const parsed = parseNonVoting(readFileSync(results, "utf8"), "earned.json");
    const report = parsed.ok && parsed.value.report.kind === "earned" ? parsed.value.report : undefined;
    expect(report?.properties.map((p) => [p.id, p.label])).toEqual([["tests/test_balance_new.py::test_balance_is_sum", "earned"]]);
    expect(parsed.ok && parsed.value.runId).not.toBe("local");
    expect(JSON.parse(r.outputs.json!).votes).toBe(false);
    expect(r.summary).toContain("Earned checks");
    expect(r.stdout).toContain("earned checks (non-voting):");
  }, 240_000);
});
