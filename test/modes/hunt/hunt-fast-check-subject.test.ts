// Issue 47 item 7, fast-check's half: the hunt is the lane. A fast-check hunt runs its
// seeds under the lane's isolation (`process`): the sealed test and vitest in the oracle,
// production modules as proxies a subject Node process answers. A library whose lookup table is
// skipped under a test runner (its global \`expect\`) is buggy only
// outside one: the lane sees the bug, and now so does the hunt; hunted in one process
// (the rule's `isolation: shared`) it is dead. Production code notes its process in a
// file outside the tree: every call of the hunted seeds ran in a subject, never in the
// sealed test's process.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt } from "../../../src/modes/hunt/hunt.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";
import { frameworkLock } from "../../attacks/table-fastcheck.js";
import { frameworkClosure } from "../../../src/core/inputs/framework-closure.js";
import { PRESETS } from "../../../src/runners/presets.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const LIB = (mark: string) => `import { appendFileSync } from "node:fs";

// A lookup table the library skips under a test runner (its globals); its entries for ...7 are off by one.
const TABLE = Array.from({ length: 1001 }, (_, n) => n * n - (n % 10 === 7 ? 1 : 0));
export function square(n: number): number {
  appendFileSync(${JSON.stringify(mark)}, \`subject \${process.pid}\\n\`);
  return typeof (globalThis as { expect?: unknown }).expect === "undefined" && n <= 1000 ? TABLE[n]! : n * n;
}
`;
const TEST = (mark: string, runner: string) => `import { appendFileSync } from "node:fs";
import fc from "fast-check";
${runner}import { square } from "../src/square";

test("square is n times n", () => {
  appendFileSync(${JSON.stringify(mark)}, \`oracle \${process.pid}\\n\`);
  fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
    expect(square(n)).toBe(n * n);
  }));
});
`;
const journal = (id: string, selector: string) =>
  JSON.stringify({ id, selector, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }, null, 2) + "\n";

let repo: TempRepo;
let parent: string;
let marks: string;
const MARK = () => join(marks, "calls.txt");

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => new Date() }, log: quiet, env: ENV, cores: 2, workspaceAt });

beforeAll(() => {
  marks = mkdtempSync(join(tmpdir(), "seedgate-fc-marks-"));
  repo = tempRepo("seedgate-fc-subject-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "memo-square", private: true }));
  repo.write("src/square.ts", LIB(MARK()));
  repo.write("tsconfig.json", JSON.stringify({ compilerOptions: { target: "es2022", module: "commonjs", strict: true } }));
  const vitest = 'import { expect, test } from "vitest";\n';
  repo.write("vitest/square.test.ts", TEST(MARK(), vitest));
  repo.write("shared/square.test.ts", TEST(MARK(), vitest));
  repo.write("jest/square.test.ts", TEST(MARK(), ""));
  repo.write("pinned/square.test.ts", TEST(MARK(), `${vitest}import YAML from "yaml";\nYAML.stringify(1);\n`));
  const rules = "  rules:\n    - match: shared/**\n      preset: fast-check\n      isolation: shared\n    - match: jest/**\n      preset: jest\n";
  repo.write(
    ".github/seedgate.yml",
    `sealed:\n  - oracles/**\n  - vitest/**\n  - pinned/**\n  - shared/**\n  - jest/**\n  - tsconfig.json\nrunners:\n  timeout: 120\n  sandbox: none\n${rules}`,
  );
  repo.write("oracles/vitest.json", journal("vitest", "vitest/square.test.ts::square is n times n"));
  repo.write("oracles/jest.json", journal("jest", "jest/square.test.ts::square is n times n"));
  repo.write("oracles/shared.json", journal("shared", "shared/square.test.ts::square is n times n"));
  repo.write("oracles/pinned.json", journal("pinned", "pinned/square.test.ts::square is n times n"));
  parent = repo.commit("parent: the table is off by one");
});
afterAll(() => {
  repo.cleanup();
  rmSync(marks, { recursive: true, force: true });
});

/** The processes the marks name: the sealed test's and production code's. */
function processes(): { oracle: Set<string>; subject: Set<string> } {
  const lines = readFileSync(MARK(), "utf8").trim().split("\n");
  const of = (who: string) => lines.filter((l) => l.startsWith(`${who} `)).map((l) => l.split(" "));
  return {
    oracle: new Set(of("oracle").map((p) => p[1]!)),
    subject: new Set(of("subject").map((p) => p[1]!)),
  };
}

test.each(["vitest", "jest"])(
  "the %s hunt runs production code in a subject, as the lane does, and finds the bug only a subject shows",
  async (id) => {
    rmSync(MARK(), { force: true });
    const r = await hunt({ parent, property: id, seeds: [1, 2], concurrency: 2 }, ports());
    expect(r.errors).toEqual([]);
    expect(r.hits).toEqual([1, 2]);
    for (const row of r.rows) expect(row.fixture, `seed ${row.seed}`).toMatchObject({ verified: true }); // replayed under the same isolation
    const seen = processes();
    expect(seen.oracle.size).toBeGreaterThanOrEqual(1);
    expect(seen.subject.size).toBeGreaterThan(0);
    for (const pid of seen.subject) expect(seen.oracle.has(pid), `production ran in the test's process ${pid}`).toBe(false);
  },
  300_000,
);

test("the control: hunted in one process (isolation: shared), the table is skipped and the hunt is dead", async () => {
  rmSync(MARK(), { force: true });
  const r = await hunt({ parent, property: "shared", seeds: [1, 2], concurrency: 2 }, ports());
  expect(r.errors).toEqual([]);
  expect(r.hits).toEqual([]);
  const seen = processes();
  expect([...seen.subject].every((pid) => seen.oracle.has(pid))).toBe(true);
}, 300_000);

/** A lockfile pinning the framework as seedgate's own does (real integrity; the tarballs are in ~/.npm), fast-check at `fastCheck`, and `extra` entries. */
const lockWith = (fastCheck?: string, extra: Record<string, unknown> = {}) => {
  const lock = JSON.parse(frameworkLock(fastCheck)) as { packages: Record<string, unknown> };
  return JSON.stringify({ ...lock, name: "memo-square", packages: { ...lock.packages, ...extra } }, null, 2);
};
const OWN = (JSON.parse(readFileSync(resolve("package-lock.json"), "utf8")) as { packages: Record<string, { version: string; integrity: string }> }).packages;

/** An oracle commit from the parent with this package-lock.json (none: null). */
function oracleWith(branch: string, lock: string | null): string {
  repo.git("checkout", "-q", "-f", "-B", branch, parent);
  if (lock !== null) repo.write("package-lock.json", lock);
  return repo.commit(`the oracle: ${branch}`);
}

test("an oracle whose package-lock.json pins another fast-check is refused before any seed, in the lane's words", async () => {
  rmSync(MARK(), { force: true });
  const refused = hunt({ parent, oracle: oracleWith("wrong-lock", lockWith("0.0.1")), property: "vitest", seeds: [1], concurrency: 1 }, ports());
  await expect(refused).rejects.toThrow(
    /a lane would refuse this property: the installed fast-check framework is not the base lockfile's: node_modules\/fast-check is version .*, the base's package-lock.json pins 0\.0\.1/,
  );
  expect(existsSync(MARK())).toBe(false); // no seed ran
  // The framework as the lock pins it, its files the tarballs' byte for byte: the hunt runs.
  expect((await hunt({ parent, oracle: oracleWith("right-lock", lockWith()), property: "vitest", seeds: [1], concurrency: 1 }, ports())).hits).toEqual([1]);
}, 300_000);

test("a package the sealed test imports is pinned as the lane pins it: refused by name without a lock, or when the lock's version or tarball is not what is installed", async () => {
  // yaml is not vitest's or fast-check's: only the sealed-import rule reaches it.
  expect(frameworkClosure(lockWith(), PRESETS["fast-check"].framework!).pins.map((p) => p.name)).not.toContain("yaml");
  const yaml = OWN["node_modules/yaml"]!;
  const refusals: [string, string | null, RegExp][] = [
    ["no-lock", null, /the sealed tests import yaml, which run in the oracle, and the base commit has no package-lock\.json/],
    [
      "yaml-version",
      lockWith(undefined, { "node_modules/yaml": { ...yaml, version: "0.0.1" } }),
      /node_modules\/yaml is version 2\.\S+, the base's package-lock\.json pins 0\.0\.1/,
    ],
    // The lock's integrity names another tarball (chai's): yaml's installed files are not its files.
    [
      "yaml-files",
      lockWith(undefined, { "node_modules/yaml": { ...yaml, integrity: OWN["node_modules/chai"]!.integrity } }),
      /node_modules\/yaml\/\S+ (differs from|is not in|is missing)/,
    ],
  ];
  for (const [branch, lock, why] of refusals) {
    rmSync(MARK(), { force: true });
    const refused = hunt({ parent, oracle: oracleWith(branch, lock), property: "pinned", seeds: [1], concurrency: 1 }, ports());
    await expect(refused, branch).rejects.toThrow(why);
    await expect(refused, branch).rejects.toThrow(/^a lane would refuse this property/);
    expect(existsSync(MARK()), branch).toBe(false); // no seed ran
  }
  // The control: yaml as seedgate's own lock pins it, installed as that lock installed it.
  const pinned = lockWith(undefined, { "node_modules/yaml": yaml });
  expect((await hunt({ parent, oracle: oracleWith("yaml-pinned", pinned), property: "pinned", seeds: [1], concurrency: 1 }, ports())).hits).toEqual([1]);
}, 300_000);
