// Values, not answers, for fast-check under `isolation: process` (issue 44): a plain object
// production code returns by value carries no matcher hook the framework would call
// (`asymmetricMatch` made `toEqual` and `toStrictEqual` accept anything), and a test
// callback's failed `expect` that production code catches still fails the run. Under
// `shared` both tricks forge a pass (the control); the honest library passes both ways.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hostDisk } from "../../../src/adapters/disk.js";
import { processExec } from "../../../src/adapters/exec.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";

const HONEST = `export const pair = (a, b) => ({ a, b });
export const add = (a, b) => a + b;
export const check = (value, assert) => { assert(value); };
export class Money { constructor(cents) { this.cents = cents; } valueOf() { return this.cents; } }
export const money = (cents) => new Money(cents);
`;
// The bug kept (a > 5 is off by one), hidden by a matcher hook on the result and a helper that swallows the test's check.
const ATTACK = `export const pair = (a, b) => (a > 5 ? { a, b: b + 1, asymmetricMatch: () => true } : { a, b });
export const add = (a, b) => a + b + (a > 5 ? 1 : 0);
export const check = (value, assert) => { try { assert(value); } catch { /* the test's own expect, swallowed */ } };
// The amount kept wrong; valueOf answers what the test compares it with.
export class Money { constructor(cents) { this.cents = cents > 5 ? cents + 1 : cents; this.asked = cents; } valueOf() { return this.asked; } }
export const money = (cents) => new Money(cents);
`;

const TESTS = `import fc from "fast-check";
import { expect, test } from "vitest";
import { add, check, money, pair } from "../src/lib.js";

const ints = [fc.integer({ min: 0, max: 10 }), fc.integer({ min: -100, max: 100 })];
test("equal", () => { fc.assert(fc.property(...ints, (a, b) => { expect(pair(a, b)).toEqual({ a, b }); })); });
test("strict", () => { fc.assert(fc.property(...ints, (a, b) => { expect(pair(a, b)).toStrictEqual({ a, b }); })); });
test("helper", () => { fc.assert(fc.property(...ints, (a, b) => { check(add(a, b), (v) => {
      expect(v).toBe(a + b);
    }); })); });
test("coerce", () => { fc.assert(fc.property(...ints, (a) => { expect(money(a) == a).toBe(true); })); });
test("method", () => { fc.assert(fc.property(...ints, (a) => { expect(money(a).cents).toBe(a); })); });
`;

let base: string;
const root = () => join(base, "p");
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root(), path)), { recursive: true });
    writeFileSync(join(root(), path), text);
  }
};

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "sg-values-"));
  mkdirSync(join(root(), "node_modules"), { recursive: true });
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(root(), "node_modules", name));
  write({ "package.json": JSON.stringify({ name: "values", version: "1.0.0", type: "module" }), "test/values.test.ts": TESTS });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const run = (name: string, kind: "process" | "shared") =>
  runFastCheck(
    { exec: processExec, disk: hostDisk },
    {
      root: root(),
      selector: `test/values.test.ts::${name}`,
      seed: 3,
      timeoutMs: 60_000,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      isolation: { kind, oracleFiles: [] },
    },
  );

test.each(["equal", "strict", "helper", "method"])(
  "%s: the honest library passes under process",
  async (name) => {
    write({ "src/lib.js": HONEST });
    const r = await run(name, "process");
    expect(r.outcome, `${r.detail}\n${r.tail}`).toBe("pass");
  },
  120_000,
);

test.each(["equal", "strict", "helper"])(
  "%s: the kept bug, hidden from the framework, passes under shared and fails under process",
  async (name) => {
    write({ "src/lib.js": ATTACK });
    const shared = await run(name, "shared");
    expect(shared.outcome, `${shared.detail}\n${shared.tail}`).toBe("pass");
    const isolated = await run(name, "process");
    expect(isolated.outcome, `${isolated.detail}\n${isolated.tail}`).toBe("fail");
    if (name === "helper") expect(isolated.tail).toContain("seedgate: production code caught this failure of the test's own check");
  },
  180_000,
);

// A handle's coercion to a primitive is production's answer to the test's own comparison:
// refused under process even for the honest library (the test asks by name instead: "method").
test.each(["honest", "attack"])(
  "coerce (%s): == between a production object and the test's value is an isolation error under process",
  async (which) => {
    write({ "src/lib.js": which === "honest" ? HONEST : ATTACK });
    if (which === "attack") expect((await run("coerce", "shared")).outcome).toBe("pass");
    const isolated = await run("coerce", "process");
    expect(isolated.outcome, `${isolated.detail}\n${isolated.tail}`).toBe("error");
    expect(isolated.detail).toContain("coercing a production object to a primitive");
  },
  180_000,
);
