// `isolation: process` for fast-check (issue 25) against the real vitest and fast-check:
// production modules are proxies in vitest's worker, answered by a subject Node process.
// Real-shaped properties pass; what the boundary cannot serve is an error row with the
// hint; production code's tampering at import reaches only the subject.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const LIB = `export class LibError extends Error {
  constructor(message: string) { super(message); this.name = "LibError"; }
}
export class Version {
  constructor(readonly major: number, readonly minor: number) {}
  static parse(text: string): Version {
    const m = /^(\\d+)\\.(\\d+)$/.exec(text);
    if (m === null) throw new LibError(\`not a version: \${text}\`);
    return new Version(Number(m[1]), Number(m[2]));
  }
  compare(other: Version): number { return this.major - other.major || this.minor - other.minor; }
  toString(): string { return \`\${this.major}.\${this.minor}\`; }
}
export const sortBy = <T>(xs: T[], key: (x: T) => number): T[] => [...xs].sort((a, b) => key(a) - key(b));
export const stats = (xs: number[]) => ({ count: xs.length, total: xs.reduce((s, x) => s + x, 0), tags: new Set(xs.map((x) => x % 3)) });
export const sortInPlace = (xs: number[]): number[] => xs.sort((a, b) => a - b);
export const same = <T>(x: T): T => x;
export async function later(n: number): Promise<number> { return n * 2; }
export const pid = process.pid;
export class Liar { right = false; asymmetricMatch() { return true; } }
export const liar = () => new Liar();
export const big = (n: bigint): bigint => n * 2n;
`;

const TESTS = `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LibError, Version, sortBy, stats, sortInPlace, same, later, big, pid, liar } from "../src/lib.js";

const ints = fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 6 });
describe("real", () => {
  test("production code runs in another process", () => {
    fc.assert(fc.property(fc.nat(), () => {
      expect(typeof pid).toBe("number");
      expect(pid).not.toBe(process.pid);
    }));
  });
  test("a class with methods", () => {
    fc.assert(fc.property(fc.nat(20), fc.nat(20), (a, b) => {
      const v = Version.parse(\`\${a}.\${b}\`);
      expect(v).toBeInstanceOf(Version);
      expect(v.compare(new Version(a, b))).toBe(0);
      expect(String(v)).toBe(\`\${a}.\${b}\`);
      expect(v.major).toBe(a);
    }));
  });
  test("a library error", () => {
    fc.assert(fc.property(fc.string().filter((s) => !/^\\d+\\.\\d+$/.test(s)), (s) => {
      expect(() => Version.parse(s)).toThrow(LibError);
      expect(() => Version.parse(s)).toThrow(Error);
      expect(() => Version.parse(s)).toThrow("not a version");
    }));
  });
  test("a callback", () => {
    fc.assert(fc.property(ints, (xs) => {
      expect(sortBy(xs, (x) => -x)).toEqual([...xs].sort((a, b) => b - a));
    }));
  });
  test("an object result", () => {
    fc.assert(fc.property(ints, (xs) => {
      expect(stats(xs)).toEqual({ count: xs.length, total: xs.reduce((s, x) => s + x, 0), tags: new Set(xs.map((x) => x % 3)) });
      const x = { xs };
      expect(same(x)).toBe(x);
      expect(big(BigInt(xs.length))).toBe(BigInt(xs.length) * 2n);
    }));
  });
  test("an async function", async () => {
    await fc.assert(fc.asyncProperty(fc.integer(), async (n) => {
      expect(await later(n)).toBe(n * 2);
    }));
  });
});
describe("forgery", () => {
  test("a production object's matcher hook", () => {
    fc.assert(fc.property(fc.nat(), () => {
      expect(liar()).toEqual({ right: true });
    }));
  });
});
describe("unservable", () => {
  test("an argument mutated in place", () => {
    fc.assert(fc.property(ints, (xs) => {
      const copy = [...xs];
      sortInPlace(copy);
      expect(copy).toEqual([...xs].sort((a, b) => a - b));
    }));
  });
  test("a class extending a production class", () => {
    fc.assert(fc.property(fc.nat(), (n) => {
      class Mine extends Version {}
      expect(new Mine(n, 0).major).toBe(n);
    }));
  });
});
`;

const SYMLINKED = `import fc from "fast-check";
import { expect, test } from "vitest";
import { pid as packagePid } from "seed-tiny";
import { pid } from "../src/pid.js";

test("a package by name runs here, production code through a symlink into node_modules does not", () => {
  fc.assert(fc.property(fc.nat(), () => {
    expect(packagePid).toBe(process.pid);
    expect(pid).not.toBe(process.pid);
  }));
});
`;

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-fc-iso-");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  repo.write("package.json", JSON.stringify({ name: "fc-iso", private: true, type: "module" }));
  repo.write("src/lib.ts", LIB);
  repo.write("test/lib.test.ts", TESTS);
  // A package the test imports by name (runs in the oracle), and a production path that
  // is a symlink into a node_modules folder (production code all the same).
  repo.write("node_modules/seed-tiny/package.json", JSON.stringify({ name: "seed-tiny", type: "module", exports: "./index.js" }));
  repo.write("node_modules/seed-tiny/index.js", "export const pid = process.pid;\n");
  repo.write("src/node_modules/evil/package.json", JSON.stringify({ name: "evil", type: "module" }));
  repo.write("src/node_modules/evil/pid.js", "export const pid = process.pid;\n");
  repo.symlink("src/pid.js", "node_modules/evil/pid.js");
  repo.write("test/sym.test.ts", SYMLINKED);
  repo.commit("a library with properties");
});
afterAll(() => repo.cleanup());

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const run = (name: string, kind: "process" | "shared" = "process") =>
  runFastCheck(
    { exec: processExec, disk: hostDisk },
    {
      root: repo.dir,
      selector: `test/lib.test.ts::${name}`,
      seed: 7,
      timeoutMs: 60_000,
      baseEnv: ENV,
      isolation: { kind, oracleFiles: [] },
    },
  );

test("production code runs in the subject process, not vitest's worker (and in the worker under shared)", async () => {
  expect((await run("real > production code runs in another process")).outcome).toBe("pass");
  expect((await run("real > production code runs in another process", "shared")).outcome).toBe("fail");
}, 60_000);

for (const name of ["a class with methods", "a library error", "a callback", "an object result", "an async function"])
  test(`passes under process: ${name}`, async () => {
    const r = await run(`real > ${name}`);
    expect(r, r.tail).toMatchObject({ outcome: "pass" });
  }, 60_000);

test("an argument mutated in place is an isolation error with the hint", async () => {
  const r = await run("unservable > an argument mutated in place");
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(/isolation: process could not serve.*changed, in place, an argument/);
}, 60_000);

test("a class extending a production class is an isolation error", async () => {
  const r = await run("unservable > a class extending a production class");
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(/class extending a production class/);
}, 60_000);

test("a production object answering the matcher protocol (asymmetricMatch) forges toEqual under shared, not under process", async () => {
  expect((await run("forgery > a production object's matcher hook", "shared")).outcome).toBe("pass");
  expect((await run("forgery > a production object's matcher hook")).outcome).toBe("fail");
}, 60_000);

test("under shared the mutation is simply observed (the same property passes)", async () => {
  expect((await run("unservable > an argument mutated in place", "shared")).outcome).toBe("pass");
}, 60_000);

test("a production path that is a symlink into a node_modules folder is still production code (a package by name is not)", async () => {
  const at = (kind: "process" | "shared") =>
    runFastCheck(
      { exec: processExec, disk: hostDisk },
      {
        root: repo.dir,
        selector: "test/sym.test.ts::a package by name runs here, production code through a symlink into node_modules does not",
        seed: 7,
        timeoutMs: 60_000,
        baseEnv: ENV,
        isolation: { kind, oracleFiles: [] },
      },
    );
  const isolated = await at("process");
  expect(isolated.outcome, `${isolated.detail}\n${isolated.tail}`).toBe("pass");
  expect((await at("shared")).outcome).toBe("fail");
}, 60_000);
