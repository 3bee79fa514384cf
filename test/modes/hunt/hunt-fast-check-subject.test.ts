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
  const rules = "  rules:\n    - match: shared/**\n      preset: fast-check\n      isolation: shared\n    - match: jest/**\n      preset: jest\n";
  repo.write(
    ".github/seedgate.yml",
    `sealed:\n  - oracles/**\n  - vitest/**\n  - shared/**\n  - jest/**\n  - tsconfig.json\nrunners:\n  timeout: 120\n  sandbox: none\n${rules}`,
  );
  repo.write("oracles/vitest.json", journal("vitest", "vitest/square.test.ts::square is n times n"));
  repo.write("oracles/jest.json", journal("jest", "jest/square.test.ts::square is n times n"));
  repo.write("oracles/shared.json", journal("shared", "shared/square.test.ts::square is n times n"));
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

test("an oracle whose package-lock.json pins another fast-check is refused before any seed, in the lane's words", async () => {
  const installed = JSON.parse(readFileSync(resolve("node_modules/fast-check/package.json"), "utf8")) as { version: string };
  const pins = (fc: string) => ({
    name: "memo-square",
    lockfileVersion: 3,
    packages: { "node_modules/fast-check": { version: fc }, "node_modules/vitest": { version: vitest } },
  });
  const vitest = (JSON.parse(readFileSync(resolve("node_modules/vitest/package.json"), "utf8")) as { version: string }).version;
  rmSync(MARK(), { force: true });
  repo.git("checkout", "-q", "-f", "-B", "wrong-lock", parent);
  repo.write("package-lock.json", JSON.stringify(pins("0.0.1")));
  const wrong = repo.commit("the oracle pins another fast-check");
  const refused = hunt({ parent, oracle: wrong, property: "vitest", seeds: [1], concurrency: 1 }, ports());
  await expect(refused).rejects.toThrow(
    /a lane would refuse this property: the installed fast-check framework is not the oracle's lockfile's: node_modules\/fast-check is version .*, the base's package-lock.json pins 0\.0\.1/,
  );
  expect(existsSync(MARK())).toBe(false); // no seed ran
  repo.write("package-lock.json", JSON.stringify(pins(installed.version)));
  const right = repo.commit("the oracle pins the installed fast-check");
  expect((await hunt({ parent, oracle: right, property: "vitest", seeds: [1], concurrency: 1 }, ports())).hits).toEqual([1]);
}, 300_000);
