// A narrowed production bound (issue 44 item 4), through the CLI under `isolation:
// process` (dist/cli.js; run `npm run build` first). The sealed test takes its list size
// from a production constant, in its strategy (`max_size=codec.MAX_LEN`) or through a
// module-level import its body assumes under; the bug lives past 8 elements. A pull
// request that keeps the bug and sets MAX_LEN = 8 never reaches it: every seed passes.
// The hunt on the parent recorded both (journal `sealed_inputs`), so the lane's rows are
// errors naming the input and both values. The journal keeps no fixture: only the seeds
// stand between the bug and main, and the same journal without the record shows the
// narrowing green (what the check adds).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const CODEC = (max: number, bug: boolean) =>
  `MAX_LEN = ${max}\n\n\ndef encode(xs):\n    return list(xs)${bug ? "[:8]" : ""}\n\n\ndef decode(ys):\n    return list(ys)\n`;
const HEAD = `from hypothesis import assume, given, settings, strategies as st\n\nimport src.codec as codec\nfrom src.codec import MAX_LEN\n\n\n@settings(max_examples=200, database=None, deadline=None)\n`;
/** Two ways the sealed test reads the bound: in its strategy, and as a module-level import its body assumes under. */
const VARIANTS = [
  {
    name: "a strategy bound (max_size=codec.MAX_LEN)",
    test: `${HEAD}@given(st.lists(st.integers(0, 9), max_size=codec.MAX_LEN))\ndef test_roundtrip(xs):\n    assert codec.decode(codec.encode(xs)) == xs\n`,
    recorded: { xs: "lists(integers(min_value=0, max_value=9), max_size=12)", "from src.codec import MAX_LEN": "12" },
    named: `the sealed input xs was "lists(integers(min_value=0, max_value=9), max_size=8)" where the hunt recorded "lists(integers(min_value=0, max_value=9), max_size=12)"`,
  },
  {
    name: "an imported bound the body assumes under (from src.codec import MAX_LEN)",
    test: `${HEAD}@given(st.lists(st.integers(0, 9), max_size=12))\ndef test_roundtrip(xs):\n    assume(len(xs) <= MAX_LEN)\n    assert codec.decode(codec.encode(xs)) == xs\n`,
    recorded: { xs: "lists(integers(min_value=0, max_value=9), max_size=12)", "from src.codec import MAX_LEN": "12" },
    named: `the sealed input from src.codec import MAX_LEN was "8" where the hunt recorded "12"`,
  },
] as const;
const JOURNAL = "oracles/codec.json";

interface Project {
  readonly repo: TempRepo;
  readonly base: string;
  /** The same base with the journal as locked before seedgate recorded the sealed inputs. */
  readonly unrecorded: string;
}

function cli(repo: TempRepo, args: string[]) {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PYTHON },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** A pull request from `from` with src/codec.py as given: its check's exit and rows. */
function check(p: Project, name: string, codec: string, from: string) {
  p.repo.git("checkout", "-q", "-f", "-B", `pr/${name}`, from);
  p.repo.write("src/codec.py", codec);
  const head = p.repo.commit(`pr: ${name}`);
  const results = join(p.repo.dir, "..", `${name}-results-${head.slice(0, 8)}`);
  const r = cli(p.repo, ["check", "--base", from, "--head", head, "--results", results]);
  const rows = ["replay", "holdout"].flatMap((lane) => JSON.parse(readFileSync(join(results, `${lane}-1-of-1.json`), "utf8")).rows);
  return { ...r, rows: rows as { outcome: string; detail: string }[] };
}

/** Parent with the bug, hunted through the CLI; base: the fix and the hunt's journal, locked with its seeds only (no fixture). */
function project(test: string): Project {
  const repo = tempRepo("seedgate-sealed-inputs-");
  repo.write("src/codec.py", CODEC(12, true));
  repo.write("tests/properties/test_codec.py", test);
  repo.write(".github/seedgate.yml", "owners: [maintainer]\nrunners:\n  isolation: process\n");
  const proposed = {
    id: "codec",
    selector: "tests/properties/test_codec.py::test_roundtrip",
    replay: { seeds: [], hits: 0 },
    holdout: { seeds: [], generator_saw: false },
  };
  repo.write(JOURNAL, JSON.stringify({ ...proposed, state: "proposed" }));
  const parent = repo.commit("parent: the bug past 8 elements");
  const hunt = cli(repo, ["hunt", "--parent", parent, "--property", "codec", "--seeds", "1..3", "--out", JOURNAL]);
  if (hunt.status !== 0) throw new Error(`hunt: ${hunt.out}`);
  const hunted = JSON.parse(readFileSync(join(repo.dir, JOURNAL), "utf8"));
  const locked = { ...hunted, state: "locked", replay: { ...hunted.replay, fixtures: undefined } };
  repo.remove("oracles/codec");
  repo.write(JOURNAL, JSON.stringify(locked, null, 2) + "\n");
  repo.write("src/codec.py", CODEC(12, false));
  const base = repo.commit("fix, and lock the hunted journal");
  repo.write(JOURNAL, JSON.stringify({ ...locked, sealed_inputs: undefined }, null, 2) + "\n");
  const unrecorded = repo.commit("the journal without sealed_inputs");
  repo.git("checkout", "-q", "-f", "--detach", base);
  return { repo, base, unrecorded };
}

const projects: Project[] = [];
afterAll(() => projects.forEach((p) => p.repo.cleanup()));

describe.each(VARIANTS)("$name", (v) => {
  let p: Project;
  beforeAll(() => {
    p = project(v.test);
    projects.push(p);
  }, 300_000);

  test("the hunt on the parent records the printed strategies and the imported plain data", () => {
    expect(JSON.parse(p.repo.git("show", `${p.base}:${JOURNAL}`)).sealed_inputs).toEqual(v.recorded);
  });

  test("isolation: process: a narrowed production bound with the bug kept is red, each row an error naming the input and both values", () => {
    const r = check(p, "narrowed", CODEC(8, true), p.base);
    expect(r.status, r.out).toBe(1);
    expect(r.out).not.toContain("sealed inputs not checked");
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      expect(row.outcome, row.detail).toBe("error");
      expect(row.detail).toContain(v.named);
      expect(row.detail).toContain("re-hunted on the parent and proposed in a sealed-only pull request");
    }
  }, 300_000);

  test("a genuine change that keeps the bound stays green", () => {
    const r = check(p, "genuine", CODEC(12, false).replace("return list(xs)\n", "return [x for x in xs]\n"), p.base);
    expect(r.rows.map((x) => x.outcome)).toEqual(r.rows.map(() => "pass"));
    expect(r.status, r.out).toBe(0);
  }, 300_000);

  test("a journal locked before sealed_inputs existed is not checked: the same narrowing is green there (the documented default; re-hunt to record them)", () => {
    const r = check(p, "narrowed-unrecorded", CODEC(8, true), p.unrecorded);
    expect(r.rows.map((x) => x.outcome)).toEqual(r.rows.map(() => "pass"));
    expect(r.status, r.out).toBe(0);
    expect(r.out).toContain("sealed inputs not checked for codec: the journal records no sealed_inputs");
  }, 300_000);
});
