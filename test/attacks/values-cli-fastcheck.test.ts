// Issue 44's fast-check value classes through the CLI (dist/cli.js; run `npm run build`
// first) under `runners.isolation: process`, in the fast-check example's repository: a
// result with `asymmetricMatch` (toEqual, toStrictEqual accept anything under `shared`), and
// a lying `valueOf` on a production class's instance (a handle) and on a plain object. The
// runner-level test (test/runners/fast-check/values.test.ts) shows the same below the CLI;
// its production library is reused here. Each pull request keeps the bug (a > 5 is off by
// one); controls: the same pull request forges a green under `shared`, the bug alone is
// red, the genuine fix is green. Journals are hand-written (no shapes recorded): a
// coercion of any production object is then refused under `process`, honest or not, so the
// coercion tests' green control is the same value asked for by name ("method").
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeFastCheckWorld, type FastCheckWorld } from "./table-fastcheck.js";

const HONEST = `export const pair = (a, b) => ({ a, b });
export class Money { constructor(cents) { this.cents = cents; } valueOf() { return this.cents; } }
export const money = (cents) => new Money(cents);
export const amount = (cents) => ({ cents, valueOf() { return this.cents; } });
`;
const BUG = HONEST.replace("({ a, b })", "(a > 5 ? { a, b: b + 1 } : { a, b })")
  .replace("this.cents = cents;", "this.cents = cents > 5 ? cents + 1 : cents;")
  .replace("({ cents, valueOf", "({ cents: cents > 5 ? cents + 1 : cents, valueOf");
// The bug kept, hidden by a matcher hook on the result and by valueOf answering what the test asked.
const ATTACK = BUG.replace("{ a, b: b + 1 }", "{ a, b: b + 1, asymmetricMatch: () => true }")
  .replace("valueOf() { return this.cents; } }", "valueOf() { return this.asked; } }")
  .replace("this.cents = cents > 5", "this.asked = cents; this.cents = cents > 5")
  .replace("valueOf() { return this.cents; } })", "valueOf() { return cents; } })");
const TESTS = `import fc from "fast-check";
import { expect, test } from "vitest";
import { amount, money, pair } from "../src/values.js";

const ints = [fc.integer({ min: 0, max: 10 }), fc.integer({ min: -100, max: 100 })];
test("equal", () => { fc.assert(fc.property(...ints, (a, b) => { expect(pair(a, b)).toEqual({ a, b }); })); });
test("strict", () => { fc.assert(fc.property(...ints, (a, b) => { expect(pair(a, b)).toStrictEqual({ a, b }); })); });
test("handle", () => { fc.assert(fc.property(...ints, (a) => { expect(money(a) == a).toBe(true); })); });
test("plain", () => { fc.assert(fc.property(...ints, (a) => { expect(amount(a) == a).toBe(true); })); });
test("method", () => { fc.assert(fc.property(...ints, (a) => { expect(money(a).cents).toBe(a); expect(amount(a).cents).toBe(a); })); });
`;
const CLASSES = [
  // The hook does not cross the process line: the kept bug fails the comparison.
  { name: "asymmetricMatch on a decoded object, toEqual", id: "equal", outcome: "fail", named: "to deeply equal" },
  { name: "asymmetricMatch on a decoded object, toStrictEqual", id: "strict", outcome: "fail", named: "to strictly equal" },
  // The handle's coercion is production's answer to the test's comparison: refused.
  { name: "valueOf on a handle (a production class's instance)", id: "handle", outcome: "error", named: "coercing a production object to a primitive" },
  // A plain object crosses by value, its functions left behind: `==` compares the object itself.
  { name: "valueOf on a plain object", id: "plain", outcome: "fail", named: "expected false to be true" },
] as const;
const IDS = [...CLASSES.map((c) => c.id), "method"];
const journal = (id: string) => ({
  id,
  selector: `test/values.test.ts::${id}`,
  parent_sha: "0".repeat(40),
  replay: { seeds: [1], fixtures: [], hits: 1, last_hit_at: "2026-12-01T00:00:00Z" },
  holdout: { seeds: [2], generator_saw: false },
  state: "locked",
});

const scratch = mkdtempSync(join(tmpdir(), "seedgate-values-fc-"));
let w: FastCheckWorld;
const bases = { process: "", shared: "" };
const git = (...args: string[]) => execFileSync("git", args, { cwd: w.dir, encoding: "utf8" }).trim();
beforeAll(() => {
  w = makeFastCheckWorld(scratch);
  for (const isolation of ["process", "shared"] as const) {
    bases[isolation] = w.pr(`values-${isolation}`, (write) => {
      write(".github/seedgate.yml", `runners:\n  isolation: ${isolation}\n`);
      write("src/values.js", HONEST);
      write("test/values.test.ts", TESTS);
      for (const id of IDS) write(`oracles/${id}.json`, JSON.stringify(journal(id), null, 2) + "\n");
    });
    git("rm", "-q", "-r", "oracles/merge_covers.json", "oracles/merge_covers"); // the example's own property is not the point here
    git("commit", "-q", "--amend", "--no-edit");
    bases[isolation] = git("rev-parse", "HEAD");
  }
}, 900_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Row = { property: string; outcome: string; detail: string };
/** A pull request from the base under `isolation` with src/values.js as given: the check's exit, output and rows. */
function check(name: string, isolation: "process" | "shared", values: string) {
  const head = w.pr(`${name}-${isolation}`, (write) => write("src/values.js", values), { from: bases[isolation] });
  const results = join(scratch, `results-${name}-${isolation}`);
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "check", "--base", bases[isolation], "--head", head, "--results", results, "--json"], {
    cwd: w.dir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  git("checkout", "-q", "-f", "--detach", bases[isolation]);
  const rows: Row[] = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows);
  const of = (id: string) => rows.filter((x) => x.property === id).map((x) => x.outcome);
  return { status: r.status, out: `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`, rows, of };
}

describe("controls", () => {
  test("the genuine fix is green under process where nothing is coerced; the bug alone is red under shared", () => {
    const fix = check("fix", "process", HONEST.replace("({ a, b })", "({ b, a })"));
    for (const id of ["equal", "strict", "method"]) expect(fix.of(id), `${id}: ${fix.out}`).toEqual(["pass", "pass"]);
    // Without recorded shapes, a coercion is refused even for the honest library (the test asks by name: "method").
    expect(fix.of("handle"), fix.out).toEqual(["error", "error"]);
    expect(fix.of("plain"), fix.out).toEqual(["fail", "fail"]);
    const bug = check("bug", "shared", BUG);
    for (const id of IDS) expect(bug.of(id), `${id}: ${bug.out}`).toEqual(["fail", "fail"]);
    expect(bug.status, bug.out).toBe(1);
  }, 900_000);

  test("isolation: shared: the payload, the bug kept, forges a pass of every class (what the process line stops)", () => {
    const r = check("attack", "shared", ATTACK);
    for (const c of CLASSES) expect(r.of(c.id), `${c.id}: ${r.out}`).toEqual(["pass", "pass"]);
  }, 900_000);
});

describe("isolation: process, the bug kept: red through the CLI", () => {
  let r: ReturnType<typeof check>;
  beforeAll(() => {
    r = check("attack", "process", ATTACK);
  }, 900_000);

  test.each(CLASSES)("$name: no row passes", (c) => {
    const rows = r.rows.filter((x) => x.property === c.id);
    expect(rows.length, r.out).toBe(2);
    for (const row of rows) {
      expect(row.outcome, row.detail).toBe(c.outcome);
      expect(row.detail).toContain(c.named);
    }
    expect(r.status, r.out).toBe(1);
  });
});
