// Issue 47 item 1, fast-check's half: fixtures keep their types. One library, one property
// over a Map of BigInts and two Dates, tested twice: under vitest (the fast-check preset,
// default isolation) and under jest (@fast-check/jest, TypeScript through ts-jest). On the
// buggy parent the hunt writes the typed fixture ({"$seedgate-fixture":1,...}: the wire's
// tags), which replays the same failure there (verified); locked, the lane's fixture row
// passes on the fix and fails on a regression. A property over class instances is refused
// at hunt time, naming the argument and its type.
import { readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import { lane } from "../../../src/modes/lane/lane.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const LIB = (bug: boolean) => `// The sum of the entries while \`at\` is not after \`until\`, else 0n.
export function total(entries: Map<string, bigint>, at: Date, until: Date): bigint {
  if (!(at.getTime() <= until.getTime())) return 0n;
${bug ? "  let s = 0;\n  for (const v of entries.values()) s += Number(v); // loses digits past 2^53\n  return BigInt(s);" : "  let s = 0n;\n  for (const v of entries.values()) s += v;\n  return s;"}
}
`;
const BODY = `  let want = 0n;
  for (const v of entries.values()) want += v;
  expect(total(entries, at, until)).toBe(at.getTime() <= until.getTime() ? want : 0n);`;
const ENTRIES = "fc.array(fc.tuple(fc.string({ maxLength: 2 }), fc.bigInt()), { maxLength: 4 }).map((e) => new Map(e))";
const VITEST = `import fc from "fast-check";
import { expect, test } from "vitest";
import { total } from "../../src/total";

class Money {
  constructor(readonly cents: bigint) {}
}

test("total sums the entries until the cutoff", () => {
  fc.assert(fc.property(${ENTRIES}, fc.date(), fc.date(), (entries, at, until) => {
${BODY}
  }));
});

test("money is positive", () => {
  fc.assert(fc.property(fc.bigInt().map((c) => new Money(c)), (m) => m.cents >= 0n));
});
`;
const JEST = `import { fc, test } from "@fast-check/jest";
import { total } from "../../src/total";

test.prop([${ENTRIES}, fc.date(), fc.date()])("total sums the entries until the cutoff", (entries: Map<string, bigint>, at: Date, until: Date) => {
${BODY}
});
`;
const NAME = "total sums the entries until the cutoff";
const SELECTORS = { vitest: `test/vitest/total.test.ts::${NAME}`, jest: `test/jest/total.test.ts::${NAME}` };
const journal = (id: string, selector: string, extra: object = {}) =>
  JSON.stringify({ id, selector, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed", ...extra }, null, 2) + "\n";

let repo: TempRepo;
let parent: string;
const hunted = new Map<string, HuntRun>();

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });
const fixtureRows = async (base: string, head: string, property: string) => {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property } }, { ...ports(), environment: {} });
  return r.results.rows.filter((x) => x.kind === "fixture").map((x) => [x.outcome, x.detail]);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-fc-typed-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "typed-ledger", private: true }));
  repo.write("tsconfig.json", JSON.stringify({ compilerOptions: { target: "es2022", module: "commonjs", strict: true } }));
  repo.write("src/total.ts", LIB(true));
  repo.write("test/vitest/total.test.ts", VITEST);
  repo.write("test/jest/total.test.ts", JEST);
  const sealed = "sealed:\n  - oracles/**\n  - test/**\n  - tsconfig.json\n";
  repo.write(".github/seedgate.yml", `${sealed}runners:\n  timeout: 120\n  rules:\n    - match: test/jest/**\n      preset: jest\n`);
  parent = repo.commit("parent: the bug");
  repo.write("src/total.ts", LIB(false));
  for (const [id, selector] of Object.entries(SELECTORS)) repo.write(`oracles/${id}.json`, journal(id, selector));
  repo.write("oracles/money.json", journal("money", "test/vitest/total.test.ts::money is positive"));
  repo.commit("fix + journals");
  for (const id of Object.keys(SELECTORS)) hunted.set(id, await hunt({ parent, property: id, seeds: [1, 2], concurrency: 2 }, ports()));
}, 400_000);
afterAll(() => repo.cleanup());

describe.each(Object.keys(SELECTORS))("a property over a Map of BigInts and Dates under %s", (id) => {
  test("the hunt writes a typed fixture that replays the same failure on the parent", () => {
    const run = hunted.get(id)!;
    expect(run.errors).toEqual([]);
    expect(run.hits.length).toBeGreaterThan(0);
    for (const r of run.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `seed ${r.seed}`).toMatchObject({ verified: true });
    const doc = JSON.parse(readFileSync(join(repo.dir, run.proposal!.fixtures[0]!.path), "utf8")) as { "$seedgate-fixture": number; arguments: unknown[][] };
    expect(doc["$seedgate-fixture"]).toBe(1);
    expect(doc.arguments.map((a) => a[0])).toEqual(["M", "t", "t"]); // a Map and two Dates, not their JSON
    expect(JSON.stringify(doc.arguments[0])).toContain('["I",'); // its values are BigInts
  });

  test("locked, the fixture passes on the fix and fails on a regression", async () => {
    const run = hunted.get(id)!;
    const fx = run.proposal!.fixtures.map((f) => f.path);
    const doc = run.proposal!.document as { replay: object };
    repo.write(`oracles/${id}.json`, JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures: fx } }, null, 2) + "\n");
    const human = repo.commit(`a human locks ${id}`);
    expect((await fixtureRows(human, human, id)).map((r) => r[0])).toEqual(fx.map(() => "pass"));
    repo.write("src/total.ts", LIB(true));
    const regression = repo.commit("a PR that brings the bug back");
    expect((await fixtureRows(human, regression, id)).map((r) => r[0])).toEqual(fx.map(() => "fail"));
    repo.write("src/total.ts", LIB(false));
    repo.commit("fixed again");
  }, 300_000);
});

test("a property over class instances is refused at hunt time, naming the argument and its type", async () => {
  const r = await hunt({ parent, property: "money", seeds: [1], concurrency: 1 }, ports());
  expect(r.hits).toEqual([1]);
  const f = r.rows[0]!.fixture as { error?: string };
  expect(f.error).toMatch(/fixture not writable: argument 1 \(an instance of Money\).*hint:/);
  expect(r.proposal?.fixtures ?? []).toEqual([]);
}, 120_000);
