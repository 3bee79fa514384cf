// Issue 44 item 2, fast-check's half: a handle's coercion to a primitive follows the
// recorded shapes. A sealed test compares two production Versions with `>` (each coerced
// to a number through its valueOf, in the subject). The hunt, under the lane's isolation,
// records the class it saw coerced ({class: "src/version.ts#Version", operator: "<",
// against: "primitive"}) in the journal's `shapes`; locked, the lane forwards that class's
// coercion: green on the fix. A pull request whose bump returns another class with a
// lying valueOf (one the hunt never saw coerced) is red: the coercion is refused, an error
// row, never the lie's pass; so is a Version whose valueOf answers a string.
import { symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
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
const VERSION = (valueOf: string) => `export class Version {
  constructor(readonly major: number, readonly minor: number) {}
  valueOf(): number {
    return ${valueOf};
  }
}
`;
const LIB = (bump: string, extra = "") => `${VERSION("this.major * 1000 + this.minor")}${extra}
export function bump(v: Version): Version {
  return ${bump};
}
`;
const FIX = LIB("new Version(v.major, v.minor + 1)");
const BUG = LIB("new Version(v.major, (v.minor + 1) % 10)"); // the minor wraps and the major stays
const LYING = LIB(
  "new Newer(v.major, (v.minor + 1) % 10)",
  "\nexport class Newer {\n  constructor(readonly major: number, readonly minor: number) {}\n  valueOf(): number {\n    return Infinity;\n  }\n}\n",
);
const TEST = `import fc from "fast-check";
import { expect, test } from "vitest";
import { Version, bump } from "../src/version";

test("bump moves a version up", () => {
  fc.assert(fc.property(fc.nat(5), fc.nat(20), (major, minor) => {
    const v = new Version(major, minor);
    expect(bump(v) > v).toBe(true);
  }));
});
`;
const SELECTOR = "test/version.test.ts::bump moves a version up";
const journal = (extra: object = {}) =>
  JSON.stringify(
    { id: "bump", selector: SELECTOR, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed", ...extra },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
let run: HuntRun;
let locked: string;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => new Date() }, log: quiet, env: ENV, cores: 2, workspaceAt });
const laneRows = async (base: string, head: string) => {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property: "bump" } }, { ...ports(), environment: {} });
  return r.results.rows.map((x) => [x.kind, x.outcome, x.detail ?? ""] as const);
};
/** A pull request from the locked base with src/version.ts as given. */
const pr = (name: string, lib: string) => {
  repo.git("checkout", "-q", "-f", "-B", `pr/${name}`, locked);
  repo.write("src/version.ts", lib);
  return repo.commit(`pr: ${name}`);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-fc-coercion-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "versions", private: true }));
  repo.write("src/version.ts", BUG);
  repo.write("test/version.test.ts", TEST);
  repo.write(".github/seedgate.yml", "sealed:\n  - oracles/**\n  - test/**\nrunners:\n  timeout: 120\n  sandbox: none\n");
  repo.write("oracles/bump.json", journal());
  const parent = repo.commit("parent: bump wraps the minor");
  run = await hunt({ parent, property: "bump", seeds: [1, 2], concurrency: 2 }, ports());
  const doc = run.proposal?.document as { replay: object } | undefined;
  repo.write("src/version.ts", FIX);
  const fixtures = (run.proposal?.fixtures ?? []).map((f) => f.path);
  repo.write("oracles/bump.json", JSON.stringify({ ...doc, state: "locked", replay: { ...doc?.replay, fixtures } }, null, 2) + "\n");
  locked = repo.commit("fix, and the hunt's journal locked");
}, 400_000);
afterAll(() => repo.cleanup());

test("the hunt finds the bug through the coerced comparison and records the class it coerced", () => {
  expect(run.errors).toEqual([]);
  expect(run.hits).toEqual([1, 2]);
  const doc = run.proposal!.document as { shapes?: unknown[] };
  expect(doc.shapes).toEqual([{ class: "src/version.ts#Version", operator: "<", against: "primitive" }]);
});

test("locked, the lane forwards the recorded class's coercion: green on the fix", async () => {
  const rows = await laneRows(locked, locked);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((r) => r[1])).toEqual(rows.map(() => "pass"));
}, 300_000);

test("a lying valueOf of a class the hunt never saw coerced is refused: red, not the lie's pass", async () => {
  const rows = await laneRows(locked, pr("lying", LYING));
  expect(
    rows.every((r) => r[1] === "error" || r[1] === "fail"),
    JSON.stringify(rows),
  ).toBe(true);
  expect(
    rows.some((r) => /coercing a production src\/version.ts#Newer to a primitive.*never saw that class coerced/.test(r[2])),
    JSON.stringify(rows),
  ).toBe(true);
}, 300_000);

test("a recorded class whose coercion answers a string is refused", async () => {
  const rows = await laneRows(
    locked,
    pr("string", FIX.replace("return this.major * 1000 + this.minor;", "return `${this.major * 1000 + this.minor}` as unknown as number;")),
  );
  expect(
    rows.every((r) => r[1] === "error" || r[1] === "fail"),
    JSON.stringify(rows),
  ).toBe(true);
  expect(
    rows.some((r) => /not a number/.test(r[2])),
    JSON.stringify(rows),
  ).toBe(true);
}, 300_000);
