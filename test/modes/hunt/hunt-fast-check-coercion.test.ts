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
const TEST = (runner: string) => `import fc from "fast-check";
${runner}import { Version, bump } from "../../src/version";

test("bump moves a version up", () => {
  fc.assert(fc.property(fc.nat(5), fc.nat(20), (major, minor) => {
    const v = new Version(major, minor);
    expect(bump(v) > v).toBe(true);
  }));
});
`;
const IDS = ["vitest", "jest"] as const;
const journal = (id: string) =>
  JSON.stringify(
    {
      id,
      selector: `test/${id}/version.test.ts::bump moves a version up`,
      replay: { seeds: [], hits: 0 },
      holdout: { seeds: [], generator_saw: false },
      state: "proposed",
    },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
const runs = new Map<string, HuntRun>();
let locked: string;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => new Date() }, log: quiet, env: ENV, cores: 2, workspaceAt });
/** The replay lane's rows of `property` on `head`, checked out as a lane's checkout is. */
const laneRows = async (property: string, base: string, head: string, env: Record<string, string | undefined> = ENV) => {
  repo.git("checkout", "-q", "-f", head);
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property } }, { ...ports(), env, environment: {} });
  return r.results.rows.map((x) => [x.kind, x.outcome, x.detail ?? ""] as const);
};
let prs = 0;
/** A pull request from the locked base with src/version.ts as given. */
const pr = (lib: string) => {
  repo.git("checkout", "-q", "-f", "-B", `pr/${++prs}`, locked);
  repo.write("src/version.ts", lib);
  return repo.commit(`pr ${prs}`);
};
const red = (rows: readonly (readonly [string, string, string])[], said: RegExp) => {
  expect(rows.length).toBeGreaterThan(0);
  expect(
    rows.every((r) => r[1] === "error" || r[1] === "fail"),
    JSON.stringify(rows),
  ).toBe(true);
  expect(
    rows.some((r) => said.test(r[2])),
    JSON.stringify(rows),
  ).toBe(true);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-fc-coercion-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "versions", private: true }));
  repo.write("tsconfig.json", JSON.stringify({ compilerOptions: { target: "es2022", module: "commonjs", strict: true } }));
  repo.write("src/version.ts", BUG);
  repo.write("test/vitest/version.test.ts", TEST('import { expect, test } from "vitest";\n'));
  repo.write("test/jest/version.test.ts", TEST(""));
  const rules = "  rules:\n    - match: test/jest/**\n      preset: jest\n";
  repo.write(".github/seedgate.yml", `sealed:\n  - oracles/**\n  - test/**\n  - tsconfig.json\nrunners:\n  timeout: 120\n  sandbox: none\n${rules}`);
  for (const id of IDS) repo.write(`oracles/${id}.json`, journal(id));
  const parent = repo.commit("parent: bump wraps the minor");
  for (const id of IDS) runs.set(id, await hunt({ parent, property: id, seeds: [1, 2], concurrency: 2 }, ports()));
  repo.write("src/version.ts", FIX);
  for (const [id, run] of runs) {
    const doc = run.proposal?.document as { replay: object } | undefined;
    const fixtures = (run.proposal?.fixtures ?? []).map((f) => f.path);
    repo.write(`oracles/${id}.json`, JSON.stringify({ ...doc, state: "locked", replay: { ...doc?.replay, fixtures } }, null, 2) + "\n");
  }
  locked = repo.commit("fix, and the hunts' journals locked");
}, 600_000);
afterAll(() => repo.cleanup());

describe.each(IDS)("under %s", (id) => {
  test("the hunt finds the bug through the coerced comparison and records the class it coerced", () => {
    const run = runs.get(id)!;
    expect(run.errors).toEqual([]);
    expect(run.hits).toEqual([1, 2]);
    const doc = run.proposal!.document as { shapes?: unknown[] };
    expect(doc.shapes).toEqual([{ class: "src/version.ts#Version", operator: "<", against: "primitive" }]);
  });

  test("locked, the lane forwards the recorded class's coercion: green on the fix", async () => {
    const rows = await laneRows(id, locked, locked);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[1])).toEqual(rows.map(() => "pass"));
  }, 300_000);

  test("a lying valueOf of a class the hunt never saw coerced is refused: red, not the lie's pass", async () => {
    const lying = pr(LYING);
    red(await laneRows(id, locked, lying), /coercing a production src\/version.ts#Newer to a primitive.*never saw that class coerced/);
    // A lane never records, so never lets every class answer, whatever its environment names.
    const recordingEnv = { ...ENV, SEEDGATE_SHAPES_OUT: join(repo.dir, "..", `shapes-${id}.json`) };
    red(await laneRows(id, locked, lying, recordingEnv), /never saw that class coerced/);
  }, 300_000);

  test("a recorded class whose coercion answers a string is refused", async () => {
    const stringly = FIX.replace("return this.major * 1000 + this.minor;", "return `${this.major * 1000 + this.minor}` as unknown as number;");
    red(await laneRows(id, locked, pr(stringly)), /src\/version.ts#Version to a primitive .*not a number/);
  }, 300_000);
});
