// Sealed by default: local actions, scripts that sealed workflows run, and the folders
// of the ledger's fixtures. Real git, the seal command as the gate runs it.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { manifestCheck } from "../../../src/cli/wiring.js";
import { seal } from "../../../src/modes/seal/seal.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const warnings: string[] = [];
const log: Log = { info() {}, warn: (m) => void warnings.push(m), error() {}, debug() {}, group: (_n, fn) => fn() };

const WORKFLOW = [
  "on: pull_request",
  "jobs:",
  "  gate:",
  "    runs-on: ubuntu-latest",
  "    steps:",
  "      - uses: actions/checkout@v4",
  "      - uses: ./tools/setup-gate",
  "      - run: bash scripts/gate.sh && python ci/verify.py",
].join("\n");

let repo: TempRepo;
let base: string;

beforeEach(() => {
  warnings.length = 0;
  repo = tempRepo();
  repo.write(".github/workflows/gate.yml", WORKFLOW + "\n");
  repo.write("tools/setup-gate/action.yml", "runs:\n  using: composite\n  steps:\n    - run: ./hack/prepare.sh\n      shell: bash\n");
  repo.write(".github/actions/cache/action.yml", "runs:\n  using: node20\n  main: index.js\n");
  repo.write("scripts/gate.sh", "exit 0\n");
  repo.write("scripts/other.sh", "exit 0\n");
  repo.write("ci/verify.py", "print('ok')\n");
  repo.write("hack/prepare.sh", "true\n");
  repo.write("src/app.py", "x = 1\n");
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

const run = () => seal({ base, head: "HEAD", fetch: false }, { git: gitAt(repo.dir), log, manifests: manifestCheck });
const edited = async (path: string) => {
  repo.write(path, "# edited by the pull request\n");
  repo.commit(`edit ${path}`);
  return run();
};

test.each([
  ["tools/setup-gate/action.yml", "a local action a sealed workflow runs"],
  ["tools/setup-gate/extra.sh", "a local action a sealed workflow runs"],
  [".github/actions/cache/index.js", "local actions run inside workflows with their tokens"],
  ["scripts/gate.sh", "a script a sealed workflow runs"],
  ["ci/verify.py", "a script a sealed workflow runs"],
  ["hack/prepare.sh", "a script a sealed workflow runs"],
])("editing %s is red", async (path, reason) => {
  const r = await edited(path);
  expect(r.verdict).toBe("failure");
  expect(r.hits.map((h) => [h.path, h.pattern.reason])).toEqual([[path, reason]]);
});

test("a script no sealed workflow runs stays free", async () => {
  const r = await edited("scripts/other.sh");
  expect(r.verdict).toBe("success");
  expect(warnings).toEqual([]);
});

test("a base workflow that is not YAML is warned about", async () => {
  repo.write(".github/workflows/broken.yml", "jobs: [unclosed\n");
  base = repo.commit("broken workflow");
  await edited("src/app.py");
  expect(warnings.join("\n")).toContain(".github/workflows/broken.yml");
});

test("a ledger promote (ledger edit plus a new fixture next to the old ones) is sealed-only", async () => {
  const sha = (s: string) => createHash("sha256").update(s).digest("hex");
  const ledger = (fixtures: { seed: number; bytes: string }[]) =>
    JSON.stringify({
      properties: [{ id: "p", fn: "tests/properties/test_p.py::prop", seed_budget: 64, pre_fix_failing_seeds: fixtures.map((f) => f.seed), status: "owned" }],
      fixtures: fixtures.map((f) => ({
        id: `fx-${f.seed}`,
        property_id: "p",
        seed: f.seed,
        sha256: sha(f.bytes),
        locked_by: "human",
        path: `tests/fixtures/${f.seed}.bin`,
      })),
      freezes: [],
      draft: [],
    });
  repo.write("tests/properties/test_p.py", "def prop():\n    pass\n");
  repo.write("tests/fixtures/1.bin", "one\n");
  repo.write("seed_ledger.json", ledger([{ seed: 1, bytes: "one\n" }]));
  base = repo.commit("ledger");
  repo.write("tests/fixtures/2.bin", "two\n");
  repo.write(
    "seed_ledger.json",
    ledger([
      { seed: 1, bytes: "one\n" },
      { seed: 2, bytes: "two\n" },
    ]),
  );
  repo.commit("promote seed 2");
  const r = await run();
  expect(r.sealedOnly).toBe(true);
  expect(r.hits.map((h) => [h.path, h.pattern.reason])).toEqual([
    ["seed_ledger.json", "seed ledger"],
    ["tests/fixtures/2.bin", "the folder of the ledger's fixtures"],
  ]);
});

test("the first promote (a draft moved to owned, its first fixture) is sealed-only too", async () => {
  const sha = createHash("sha256").update("first\n").digest("hex");
  const draft = { id: "p", fn: "tests/properties/test_p.py::prop", seed_budget: 64 };
  repo.write("tests/properties/test_p.py", "def prop():\n    pass\n");
  repo.write("seed_ledger.json", JSON.stringify({ properties: [], fixtures: [], freezes: [], draft: [draft] }));
  base = repo.commit("ledger with a draft");
  repo.write("tests/fixtures/7.bin", "first\n");
  repo.write(
    "seed_ledger.json",
    JSON.stringify({
      properties: [{ ...draft, pre_fix_failing_seeds: [7], status: "owned" }],
      fixtures: [{ id: "fx-7", property_id: "p", seed: 7, sha256: sha, locked_by: "human", path: "tests/fixtures/7.bin" }],
      freezes: [],
      draft: [],
    }),
  );
  repo.commit("promote seed 7");
  const r = await run();
  expect(r.sealedOnly).toBe(true);
  expect(r.hits.map((h) => h.path)).toEqual(["seed_ledger.json", "tests/fixtures/7.bin"]);
});

test("without a ledger at the base, tests/fixtures stays free", async () => {
  const r = await edited("tests/fixtures/data.bin");
  expect(r.verdict).toBe("success");
});
