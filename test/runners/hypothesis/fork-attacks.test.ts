// The attack rows of test/attacks/table-process.ts (production code reaching into the
// process that decides its row) under the fork server, against a process pair per seed:
// the bug kept in src/ledger.py, the attack appended. The same outcome for every seed in
// both modes, and never a pass. Real pytest, Hypothesis and sandbox (support/fork-runs.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { PROCESS_PAYLOADS } from "../../attacks/table-process.js";
import { BUGGY } from "../../support/gate-fixture.js";
import { modes, outcomes } from "../../support/fork-runs.js";

const SEEDS = [1, 2, 3];
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function place(code: string) {
  const workspace = mkdtempSync(join(tmpdir(), "fork-attack-ws-"));
  const oracle = mkdtempSync(join(tmpdir(), "fork-attack-oracle-"));
  dirs.push(workspace, oracle);
  cpSync("test/fixtures/projects/ledger", workspace, { recursive: true });
  cpSync("test/fixtures/projects/ledger/tests", join(oracle, "tests"), { recursive: true });
  writeFileSync(join(workspace, "src/ledger.py"), `${BUGGY}\n${code}`);
  return { workspace, oracle };
}

test("the fixture's property imports production code as the rows expect", () => {
  expect(readFileSync(join("test/fixtures/projects/ledger", SELECTOR.split("::")[0]!), "utf8")).toContain("from src.ledger import balance");
});

test.each(Object.keys(PROCESS_PAYLOADS))(
  "%s: the fork server's outcomes equal a process pair per seed's, and none passes",
  async (slug) => {
    const m = modes(place(PROCESS_PAYLOADS[slug]!), SELECTOR, SEEDS);
    const [forks, perSeed] = [await m.forks(), await m.perSeed()];
    const why = JSON.stringify({ forks: forks.map((o) => o.detail.slice(0, 300)), perSeed: perSeed.map((o) => o.detail.slice(0, 300)) });
    expect(outcomes(forks), why).toEqual(outcomes(perSeed));
    expect(outcomes(forks), why).not.toContain("pass");
  },
  300_000,
);

test("the control: the bug alone fails every seed in both modes, and the fix passes them", async () => {
  const buggy = modes(place(""), SELECTOR, SEEDS);
  expect(outcomes(await buggy.forks())).toEqual(["fail", "fail", "fail"]);
  expect(outcomes(await buggy.perSeed())).toEqual(["fail", "fail", "fail"]);
  const fixed = place("");
  writeFileSync(join(fixed.workspace, "src/ledger.py"), "def balance(amounts):\n    return sum(amounts)\n");
  expect(outcomes(await modes(fixed, SELECTOR, SEEDS).forks())).toEqual(["pass", "pass", "pass"]);
}, 300_000);
