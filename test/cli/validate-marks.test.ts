// `validate` marks only what turns it red with ✗: a notice (listed holdouts) is advice
// beside a valid input, and the closing line counts errors, not notes.
import { afterEach, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import { journal } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

async function run(...argv: string[]) {
  const stdout: string[] = [];
  const code = await main(argv, { out: (t) => void stdout.push(t), err: (t) => void stdout.push(t), isTTY: false, color: false });
  return { code, text: stdout.join("\n") };
}

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

test("a journal with listed holdouts is valid: its notice carries no ✗", async () => {
  repo = tempRepo();
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2) + "\n");
  repo.commit("journal");
  const r = await run("validate", "--cwd", repo.dir);
  expect(r.code).toBe(0);
  expect(r.text).toContain('note: oracles/balance.json: "balance" lists its 2 holdout seeds');
  expect(r.text).not.toContain("✗");
  expect(r.text).toMatch(/✓ valid \(1 note\)$/);
});

test("an error is still ✗, counted apart from the notes", async () => {
  repo = tempRepo();
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2) + "\n");
  repo.write("oracles/broken.json", JSON.stringify({ ...journal, id: "broken", replay: { seeds: [] } }, null, 2) + "\n");
  repo.commit("journals");
  const r = await run("validate", "--cwd", repo.dir);
  expect(r.code).toBe(1);
  expect(r.text).toMatch(/^ {2}✗ oracles\/broken\.json/m);
  expect(r.text).toMatch(/✗ \d+ problems? \(1 note\)$/);
});
