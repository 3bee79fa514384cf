// Issue 44's value classes through the CLI (dist/cli.js; run `npm run build` first): each
// sealed test is red with the bug kept under `runners.isolation: process`, where production
// answers about the test's values are refused or its swallowing is seen across the process
// line. The harness-level tests (test/harness/py/test_shapes.py, test_swallow.py,
// test_attacks.py) show the same below the CLI; their payloads and sealed tests are reused
// here. Controls: the same pull request forges a green under `isolation: shared`, the bug
// alone is red, and the genuine fix is green. The journals are hand-written (the hunt is not
// the point): no shapes recorded, seeds that hit the bug.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PY = "test/harness/py/projects";
const read = (p: string) => readFileSync(join(PY, p), "utf8");
/** The harness tests' sealed tests, importing production from the repository's src/. */
const sealed = (p: string, module: string) => read(p).replace(`import ${module}\n`, `from src import ${module}\n`);
const CODEC = { honest: read("shapes/repo_honest/codec.py"), bug: read("shapes/repo_bug/codec.py") };
const LEDGER = { honest: read("swallow/repo_honest/ledger.py"), bug: read("swallow/repo_bug/ledger.py"), swallow: read("swallow/repo_swallow/ledger.py") };
const CALC = { honest: "def add(a, b):\n    return a + b\n", bug: read("attacks/repo_plain/calc.py"), truthy: read("attacks/repo_truthy_eq/calc.py") };
/** The bug kept, with one production function's swallowing taken from repo_swallow. */
const SUPPRESSING_EXIT = LEDGER.bug.replace("return False\n", "return True  # suppresses the sealed assertion\n");
const SWALLOWING_HELPER = LEDGER.bug.replace(
  "def check_with(check, value):\n    check(value)\n",
  LEDGER.swallow.match(/def check_with[\s\S]*?pass[^\n]*\n/)![0],
);

interface Class {
  readonly name: string;
  readonly id: string;
  readonly selector: string;
  /** What a process row's detail names. */
  readonly named: string;
}
const CLASSES: Class[] = [
  {
    name: "a result whose ordering lies",
    id: "smallest",
    selector: "tests/properties/test_shapes.py::test_smallest_is_a_lower_bound",
    named: "`>` answered by production class src.codec._Low against the test's int",
  },
  {
    name: "a list sent by value holding lying elements",
    id: "round-trip",
    selector: "tests/properties/test_shapes.py::test_round_trip",
    named: "`==` answered by production class src.codec._Same against the test's int",
  },
  {
    name: "a joker that satisfies `in` and `set()`",
    id: "dedupe",
    selector: "tests/properties/test_shapes.py::test_dedupe_keeps_every_value",
    named: "`==` answered by production class src.codec._Joker against the test's int",
  },
  {
    name: "a comparison that returns a truthy object",
    id: "add",
    selector: "tests/properties/test_attacks.py::test_add",
    named: "`==` answered by production class src.calc.Total against the test's int",
  },
  {
    name: "a suppressing __exit__",
    id: "context",
    selector: "tests/properties/test_swallow.py::test_inside_a_production_context",
    named: "production code's __exit__ returned true for this sealed failure",
  },
  {
    name: "a helper that swallows the sealed check's AssertionError",
    id: "helper",
    selector: "tests/properties/test_swallow.py::test_checked_by_a_production_helper",
    named: "production code caught this sealed failure",
  },
];
const ATTACKED = {
  "src/codec.py": CODEC.bug + ["lying_order", "lying_elements", "joker"].map((a) => read(`shapes/repo_${a}.append.py`)).join("\n"),
  "src/calc.py": CALC.truthy,
  "src/ledger.py": SUPPRESSING_EXIT,
};
const HELPER_ATTACK = { ...ATTACKED, "src/ledger.py": SWALLOWING_HELPER };
const BUG = { "src/codec.py": CODEC.bug, "src/calc.py": CALC.bug, "src/ledger.py": LEDGER.bug };
const FIX = { "src/codec.py": CODEC.honest, "src/calc.py": CALC.honest, "src/ledger.py": LEDGER.honest };
type Files = Readonly<Record<string, string>>;

const config = (isolation: string) => `owners: [maintainer]\nrunners:\n  isolation: ${isolation}\n`;
const journal = (c: Class) => ({
  id: c.id,
  selector: c.selector,
  parent_sha: "0".repeat(40),
  replay: { seeds: [1], fixtures: [], hits: 1, last_hit_at: "2026-12-01T00:00:00Z" },
  holdout: { seeds: [2], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "locked",
});

let repo: TempRepo;
/** Bases: the fix, the locked journals, and the isolation named in the base's config. */
const bases = { process: "", shared: "" };

beforeAll(() => {
  repo = tempRepo("seedgate-values-cli-");
  repo.write("tests/properties/test_shapes.py", sealed("shapes/oracle/tests/test_shapes.py", "codec"));
  repo.write("tests/properties/test_attacks.py", sealed("attacks/oracle/tests/test_calc.py", "calc"));
  repo.write("tests/properties/test_swallow.py", sealed("swallow/oracle/tests/test_swallow.py", "ledger"));
  for (const [p, text] of Object.entries(FIX)) repo.write(p, text);
  for (const c of CLASSES) repo.write(`oracles/${c.id}.json`, JSON.stringify(journal(c), null, 2) + "\n");
  repo.write(".github/seedgate.yml", config("process"));
  bases.process = repo.commit("fix, and lock the journals (isolation: process)");
  repo.write(".github/seedgate.yml", config("shared"));
  bases.shared = repo.commit("the same base under isolation: shared");
});
afterAll(() => repo?.cleanup());

type Row = { property: string; outcome: string; detail: string; tail: string };
/** A pull request from the base under `isolation` with `files`: the check's exit, output and rows by property. */
function check(name: string, isolation: "process" | "shared", files: Files) {
  repo.git("checkout", "-q", "-f", "-B", `pr/${name}-${isolation}`, bases[isolation]);
  for (const [p, text] of Object.entries(files)) repo.write(p, text);
  const head = repo.commit(`pr: ${name}`);
  const results = join(repo.dir, "..", `${name}-${isolation}-results-${head.slice(0, 8)}`);
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "check", "--base", bases[isolation], "--head", head, "--results", results, "--json"], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
    maxBuffer: 64 * 1024 * 1024,
  });
  const rows: Row[] = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows);
  const of = (id: string) => rows.filter((x) => x.property === id);
  return { status: r.status, out: r.stdout + r.stderr, rows, of };
}

describe("controls", () => {
  test("the genuine fix is green under process: every sealed test passes", () => {
    const r = check("fix", "process", { "src/codec.py": CODEC.honest.replace("return min(xs)", "return sorted(xs)[0]") });
    expect(r.rows.length, r.out).toBe(2 * CLASSES.length);
    expect(r.rows.map((x) => x.outcome)).toEqual(r.rows.map(() => "pass"));
    expect(r.status, r.out).toBe(0);
  }, 600_000);

  test("the bug alone is red under shared: every sealed test fails at its seeds", () => {
    const r = check("bug", "shared", BUG);
    for (const c of CLASSES)
      expect(
        r.of(c.id).map((x) => x.outcome),
        `${c.id}: ${r.out}`,
      ).toEqual(["fail", "fail"]);
    expect(r.status, r.out).toBe(1);
  }, 600_000);

  test("isolation: shared: each payload, the bug kept, forges a pass (what the process line stops)", () => {
    for (const [name, files] of [
      ["attacked", ATTACKED],
      ["helper", HELPER_ATTACK],
    ] as const) {
      const r = check(name, "shared", files);
      const forged = name === "helper" ? CLASSES.filter((c) => c.id !== "context") : CLASSES.filter((c) => c.id !== "helper");
      for (const c of forged)
        expect(
          r.of(c.id).map((x) => x.outcome),
          `${c.id}: ${r.out}`,
        ).toEqual(["pass", "pass"]);
    }
  }, 600_000);
});

describe("isolation: process, the bug kept: red through the CLI", () => {
  let runs: Record<"attacked" | "helper", ReturnType<typeof check>>;
  beforeAll(() => {
    runs = { attacked: check("attacked", "process", ATTACKED), helper: check("helper", "process", HELPER_ATTACK) };
  }, 900_000);

  test.each(CLASSES)("$name: no row passes, each names the lie", (c) => {
    const r = c.id === "helper" ? runs.helper : runs.attacked;
    const rows = r.of(c.id);
    expect(rows.length, r.out).toBe(2);
    for (const row of rows) {
      expect(["fail", "error"], row.detail).toContain(row.outcome);
      expect(row.detail + row.tail).toContain(c.named);
    }
    expect(r.status, r.out).toBe(1);
  });
});
