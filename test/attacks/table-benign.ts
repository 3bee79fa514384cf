// The benign matrix: ordinary pull requests that must stay green through the same
// CLI (`seedgate check`, real lanes) and the same action run as the attacks — so a
// gate that said no to everything would fail here.
import type { ReviewSeed } from "../support/fake-github/state.js";
import type { TempRepo } from "../support/repo.js";
import type { World } from "./world.js";

export interface BenignRow {
  readonly name: string;
  readonly pr: (w: World) => string;
  /** Reviews on the pull request (head SHA given). */
  readonly reviews?: (head: string) => ReviewSeed[];
  /** Reasons a local `check` must still give (a local run cannot approve a sealed change); none by default. */
  readonly localCodes?: readonly string[];
}

const edit = (w: World, name: string, f: (r: TempRepo) => void) => w.pr(name, f);

export const BENIGN: readonly BenignRow[] = [
  { name: "a docs-only change", pr: (w) => edit(w, "b-docs", (r) => r.write("docs/usage.md", "# Usage\n\nCall balance().\n")) },
  {
    name: "a production fix",
    pr: (w) =>
      edit(w, "b-fix", (r) =>
        r.write(
          "src/ledger.py",
          "def balance(amounts):\n    total = 0\n    for a in amounts:\n        total += a\n    return total\n\n\ndef credit(amounts, x):\n    return balance(amounts) + x\n",
        ),
      ),
  },
  {
    name: "a new test outside sealed paths",
    pr: (w) =>
      edit(w, "b-test", (r) =>
        r.write("tests/examples/test_credit.py", "from src.ledger import balance\n\n\ndef test_two():\n    assert balance([1, 1]) == 2\n"),
      ),
  },
  {
    name: "a dependency bump whose fixtures still pass",
    pr: (w) => edit(w, "b-deps", (r) => r.write("requirements.txt", "hypothesis>=6.67.1,<7\npytest>=7.2.1,<8\n")),
  },
  {
    name: "a sealed-only journal change approved by a sealed owner on its head",
    pr: (w) =>
      edit(w, "b-approved", (r) => {
        const j = JSON.parse(r.git("show", "HEAD:oracles/balance.json"));
        j.holdout.seeds.push(9);
        r.write("oracles/balance.json", JSON.stringify(j, null, 2) + "\n");
      }),
    reviews: (head) => [{ user: "maintainer", state: "APPROVED", commitId: head }],
    localCodes: ["seal.sealed-path", "seal.approval"],
  },
];
