// A narrowed production bound under fast-check (issue 44 item 4), vitest and jest, through
// the CLI under `isolation: process` (dist/cli.js; run `npm run build` first). The sealed test takes
// its array's maxLength from a production constant (`fc.array(..., { maxLength:
// codec.MAX_LEN })`); the bug lives past 8 elements. A pull request that keeps the bug and
// sets MAX_LEN = 8 never reaches it: every seed passes. The hunt on the parent recorded
// each fc.assert argument's arbitrary as printed (journal `sealed_inputs`), so the lane's
// rows are errors naming the argument and both texts. The journal keeps no fixture: only
// the seeds stand between the bug and main, and the same journal without the record
// shows the narrowing green (what the check adds).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { frameworkLock } from "./table-fastcheck.js";

const VITEST = {
  runner: "vitest",
  codec: (max: number, bug: boolean) =>
    `export const MAX_LEN = ${max};\n\nexport function encode(xs) {\n  return ${bug ? "xs.slice(0, 8)" : "[...xs]"};\n}\n\nexport function decode(ys) {\n  return [...ys];\n}\n`,
  file: "test/codec.test.ts",
  test: `import fc from "fast-check";
import { expect, test } from "vitest";
import * as codec from "../src/codec.js";

test("round trip", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: codec.MAX_LEN }), (xs) => {
      expect(codec.decode(codec.encode(xs))).toEqual(xs);
    }),
    { numRuns: 200 },
  );
});
`,
  project: (repo: TempRepo) => {
    repo.write("package.json", readFileSync(resolve("examples/fast-check/project/package.json"), "utf8"));
    repo.write("package-lock.json", frameworkLock());
    repo.write(".github/seedgate.yml", "owners: [maintainer]\nrunners:\n  isolation: process\n");
  },
};
const JEST = {
  runner: "jest",
  codec: (max: number, bug: boolean) =>
    `exports.MAX_LEN = ${max};\n\nexports.encode = function (xs) {\n  return ${bug ? "xs.slice(0, 8)" : "[...xs]"};\n};\n\nexports.decode = function (ys) {\n  return [...ys];\n};\n`,
  file: "test/codec.test.js",
  test: `const fc = require("fast-check");
const codec = require("../src/codec.js");

test("round trip", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: codec.MAX_LEN }), (xs) => {
      expect(codec.decode(codec.encode(xs))).toEqual(xs);
    }),
    { numRuns: 200 },
  );
});
`,
  project: (repo: TempRepo) => {
    repo.write("package.json", readFileSync(resolve("examples/jest/project/package.json"), "utf8"));
    repo.write(".github/seedgate.yml", 'owners: [maintainer]\nrunners:\n  isolation: process\n  rules:\n    - match: "test/**"\n      preset: jest\n');
  },
};
type Flavour = typeof VITEST;
const JOURNAL = "oracles/codec.json";
const ARGUMENT = "fc.assert #1 argument 1";

interface Project {
  readonly repo: TempRepo;
  readonly base: string;
  /** The same base with the journal as locked before seedgate recorded the sealed inputs. */
  readonly unrecorded: string;
  readonly recorded: Record<string, string> | undefined;
}

function cli(repo: TempRepo, args: string[]) {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], { cwd: repo.dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** A pull request from `from` with src/codec.js as given: its check's exit and rows. */
function check(p: Project, name: string, codec: string, from: string) {
  p.repo.git("checkout", "-q", "-f", "-B", `pr/${name}`, from);
  p.repo.write("src/codec.js", codec);
  const head = p.repo.commit(`pr: ${name}`);
  const results = join(p.repo.dir, "..", `${name}-results-${head.slice(0, 8)}`);
  const r = cli(p.repo, ["check", "--base", from, "--head", head, "--results", results]);
  p.repo.git("checkout", "-q", "-f", "--detach", from);
  const rows = ["replay", "holdout"].flatMap((lane) => JSON.parse(readFileSync(join(results, `${lane}-1-of-1.json`), "utf8")).rows);
  return { ...r, rows: rows as { outcome: string; detail: string }[] };
}

/** Parent with the bug, hunted through the CLI; base: the fix and the hunt's journal, locked with its seeds only (no fixture). */
function project(f: Flavour): Project {
  const repo = tempRepo("seedgate-sealed-inputs-fc-");
  repo.write(".gitignore", "node_modules/\n");
  repo.symlink("node_modules", resolve("node_modules"));
  f.project(repo);
  repo.write("src/codec.js", f.codec(12, true));
  repo.write(f.file, f.test);
  const proposed = { id: "codec", selector: `${f.file}::round trip`, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false } };
  repo.write(JOURNAL, JSON.stringify({ ...proposed, state: "proposed" }));
  const parent = repo.commit("parent: the bug past 8 elements");
  const hunt = cli(repo, ["hunt", "--parent", parent, "--property", "codec", "--seeds", "1..3", "--out", JOURNAL]);
  if (hunt.status !== 0) throw new Error(`hunt: ${hunt.out}`);
  const hunted = JSON.parse(readFileSync(join(repo.dir, JOURNAL), "utf8"));
  const locked = { ...hunted, state: "locked", replay: { ...hunted.replay, fixtures: undefined } };
  repo.remove("oracles/codec");
  repo.write(JOURNAL, JSON.stringify(locked, null, 2) + "\n");
  repo.write("src/codec.js", f.codec(12, false));
  const base = repo.commit("fix, and lock the hunted journal");
  repo.write(JOURNAL, JSON.stringify({ ...locked, sealed_inputs: undefined }, null, 2) + "\n");
  const unrecorded = repo.commit("the journal without sealed_inputs");
  repo.git("checkout", "-q", "-f", "--detach", base);
  return { repo, base, unrecorded, recorded: hunted.sealed_inputs };
}

const projects: Project[] = [];
afterAll(() => projects.forEach((p) => p.repo.cleanup()));

describe.each([VITEST, JEST])("$runner", (f) => {
  let p: Project;
  beforeAll(() => {
    p = project(f);
    projects.push(p);
  }, 600_000);

  test("the hunt on the parent records the argument's arbitrary as printed, the production bound by value", () => {
    expect(Object.keys(p.recorded ?? {})).toEqual([ARGUMENT]);
    expect(p.recorded![ARGUMENT]).toMatch(/^AlwaysShrinkableArbitrary\{arb: ArrayArbitrary\{arb: IntegerArbitrary\{min: 0, max: 9, .*maxLength: 12,/);
  });

  test("isolation: process: a narrowed production bound with the bug kept is red, each row an error naming the argument and both texts", () => {
    const r = check(p, "narrowed", f.codec(8, true), p.base);
    expect(r.status, r.out).toBe(1);
    expect(r.out).not.toContain("sealed inputs not checked");
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      expect(row.outcome, row.detail).toBe("error");
      expect(row.detail).toContain(`the sealed input ${ARGUMENT} was "AlwaysShrinkableArbitrary{arb: ArrayArbitrary{arb: IntegerArbitrary{min: 0, max: 9,`);
      expect(row.detail).toMatch(/maxLength: 8,.* where the hunt recorded .*maxLength: 12,/);
      expect(row.detail).toContain("re-hunted on the parent and proposed in a sealed-only pull request");
    }
  }, 600_000);

  test("a genuine change that keeps the bound stays green", () => {
    const r = check(p, "genuine", f.codec(12, false).replace("return [...xs];", "return xs.map((x) => x);"), p.base);
    expect(r.rows.map((x) => x.outcome)).toEqual(r.rows.map(() => "pass"));
    expect(r.status, r.out).toBe(0);
  }, 600_000);

  test("a journal locked before sealed_inputs existed is not checked: the same narrowing is green there (the documented default; re-hunt to record them)", () => {
    const r = check(p, "narrowed-unrecorded", f.codec(8, true), p.unrecorded);
    expect(r.rows.map((x) => x.outcome)).toEqual(r.rows.map(() => "pass"));
    expect(r.status, r.out).toBe(0);
    expect(r.out).toContain("sealed inputs not checked for codec: the journal records no sealed_inputs");
  }, 600_000);
});
