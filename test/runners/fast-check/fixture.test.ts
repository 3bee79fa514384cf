// Fixtures under the fast-check preset, against the real vitest and fast-check of
// small projects in temporary git repositories: a seed run with SEEDGATE_FIXTURE_OUT
// captures the shrunk counterexample, and a fixture row replays it as the only input.
// The examples/fast-check story closes it: a hit's fixture fails on the bug and
// passes on the fix.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { huntSeed } from "../../../src/modes/hunt/seeds.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import { runRow } from "../../../src/runners/dispatch.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import { fastCheckCapture, runFastCheckFixture } from "../../../src/runners/fast-check/fixture.js";
import { harnessPath } from "../../../src/runners/harness-path.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const BUGGY =
  "export function balance(amounts: number[]): number {\n  // Seeded bug: an amount above 1000 is dropped.\n  return amounts.filter((a) => a <= 1000).reduce((s, a) => s + a, 0);\n}\n";
const FIXED = "export function balance(amounts: number[]): number {\n  return amounts.reduce((s, a) => s + a, 0);\n}\n";
const PROPS = `import fc from "fast-check";
import { appendFileSync } from "node:fs";
import { expect, test } from "vitest";
import { balance } from "../src/ledger.js";

const amounts = fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 5 });
const sum = (xs: number[]) => xs.reduce((s, a) => s + a, 0);
const record = (x: unknown) => {
  if (process.env.SEEDGATE_RECORD) appendFileSync(process.env.SEEDGATE_RECORD, JSON.stringify(x) + "\\n");
};

test("balance is the sum", () => {
  // Its own numRuns: a replay must still run the fixture alone.
  fc.assert(fc.property(amounts, fc.record({ memo: fc.string({ maxLength: 3 }), b: fc.nat(9), a: fc.nat(9) }), (xs, meta) => {
    record([xs, meta]);
    expect(balance(xs)).toBe(sum(xs));
  }), { numRuns: 50 });
});

test("async balance is the sum", async () => {
  await fc.assert(fc.asyncProperty(amounts, async (xs) => {
    await Promise.resolve();
    expect(balance(xs)).toBe(sum(xs));
  }));
});

test("big amounts", () => {
  fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => n < 1000n));
});

test("dated entries", () => {
  fc.assert(fc.property(fc.record({ amount: fc.nat(5000), at: fc.date() }), (e) => balance([e.amount]) === e.amount));
});

test("no property", () => {
  expect(balance([1, 2])).toBe(3);
});

test("own examples", () => {
  fc.assert(fc.property(amounts, (xs) => balance(xs) === sum(xs)), { examples: [[[1]]] });
});

test("two properties", () => {
  fc.assert(fc.property(amounts, (xs) => sum(xs) >= 0));
  fc.assert(fc.property(amounts, (xs) => balance(xs) === sum(xs)));
});

test("a precondition", () => {
  fc.assert(fc.property(amounts, (xs) => {
    fc.pre(xs.length !== 1);
    return balance(xs) === sum(xs);
  }));
});
`;

/** A project whose node_modules holds its own fast-check copy and links to the rest. */
function project(files: Record<string, string>): TempRepo {
  const repo = tempRepo("seedgate-fcfx-");
  const here = resolve("node_modules");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(here)) {
    if (name === "fast-check") cpSync(join(here, name), join(repo.dir, "node_modules", name), { recursive: true });
    else symlinkSync(join(here, name), join(repo.dir, "node_modules", name));
  }
  repo.write(".gitignore", "node_modules/\n");
  repo.write("package.json", JSON.stringify({ name: "fc-fixtures", private: true, type: "module" }));
  for (const [path, text] of Object.entries(files)) repo.write(path, text);
  repo.commit("a project with properties");
  return repo;
}

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const FILE = "test/props.test.ts";
let bug: TempRepo;
let fixed: TempRepo;
/** Fixture-out files and the hunt's scratch: outside the projects, as the hunt keeps them. */
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "seedgate-fcfx-out-"));
  bug = project({ "src/ledger.ts": BUGGY, [FILE]: PROPS });
  fixed = project({ "src/ledger.ts": FIXED, [FILE]: PROPS });
});
afterAll(() => {
  bug.cleanup();
  fixed.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** A seed run with SEEDGATE_FIXTURE_OUT, as the hunt makes it; returns the outcome and what the setup file left. */
async function capture(repo: TempRepo, name: string, seed = 1, extra: Record<string, string> = {}) {
  const out = join(scratch, `${repo.dir.split("/").pop()}-${name.replace(/\W/g, "_")}-${seed}.out`);
  const outcome = await runFastCheck(
    { exec: processExec, disk: hostDisk },
    {
      root: repo.dir,
      selector: `${FILE}::${name}`,
      seed,
      timeoutMs: 60_000,
      baseEnv: { ...ENV, ...extra, SEEDGATE_FIXTURE_OUT: out },
    },
  );
  return { outcome, capture: fastCheckCapture(hostDisk, out) };
}

const replay = (repo: TempRepo, name: string, fixture: string, baseEnv: Record<string, string | undefined> = ENV) =>
  runFastCheckFixture({ exec: processExec, disk: hostDisk }, { root: repo.dir, selector: `${FILE}::${name}`, fixture, timeoutMs: 60_000, baseEnv });

/** Writes `bytes` into both projects at `path` (as the hunt writes a fixture where the format keeps it). */
function place(path: string, bytes: Buffer | string): string {
  for (const repo of [bug, fixed]) repo.write(path, bytes);
  return path;
}

describe("capture and replay of a sync property", () => {
  let bytes: Buffer;
  beforeAll(async () => {
    const { outcome, capture: c } = await capture(bug, "balance is the sum");
    expect(outcome.outcome).toBe("fail");
    if (!c.ok) throw new Error(c.reason);
    bytes = c.bytes;
  });

  test("the bytes are the shrunk counterexample fast-check printed, as compact JSON with the keys in their own order", async () => {
    const value = JSON.parse(bytes.toString("utf8")) as [number[], Record<string, unknown>];
    expect(value[0]).toEqual([1001]); // shrunk: the smallest amount the bug drops
    expect(Object.keys(value[1])).toEqual(["memo", "b", "a"]); // fc.record's order, not sorted
    expect(bytes.toString("utf8")).toBe(JSON.stringify(value));
    const { outcome } = await capture(bug, "balance is the sum");
    expect(outcome.detail).toContain(`Counterexample: ${bytes.toString("utf8")}`);
  });

  test("the test fails exactly as it does without capture: same message", async () => {
    const plain = await runFastCheck(
      { exec: processExec, disk: hostDisk },
      { root: bug.dir, selector: `${FILE}::balance is the sum`, seed: 1, timeoutMs: 60_000, baseEnv: ENV },
    );
    const { outcome } = await capture(bug, "balance is the sum");
    expect(outcome.outcome).toBe("fail");
    expect(outcome.detail).toBe(plain.detail);
    expect(outcome.location).toEqual(plain.location);
  });

  test("the fixture fails on the bug and passes on the fix, running the fixture as the only input", async () => {
    const path = place("oracles/balance/1.json", bytes);
    const onBug = await replay(bug, "balance is the sum", path);
    expect(onBug.outcome).toBe("fail");
    expect(onBug.detail).toContain(`Counterexample: ${bytes.toString("utf8")}`);
    const record = join(fixed.dir, "replayed.jsonl");
    const onFix = await replay(fixed, "balance is the sum", path, { ...ENV, SEEDGATE_RECORD: record });
    expect(onFix).toMatchObject({ outcome: "pass", detail: "passed", exitCode: 0 });
    // The fc.assert sets numRuns: 50; the replay still ran one input, the fixture.
    expect(readFileSync(record, "utf8")).toBe(`${bytes.toString("utf8")}\n`);
  });

  test("a fixture row with a vitest selector runs through runRow", async () => {
    const path = place("oracles/balance/row.json", bytes);
    const property = { id: "balance", selector: `${FILE}::balance is the sum` } as Property; // runRow reads only the selector
    const row = { lane: "replay" as const, property: "balance", kind: "fixture" as const, key: path, frozen: false };
    const ctx = (repo: TempRepo) => ({ root: repo.dir, config: DEFAULT_CONFIG, exec: processExec, disk: hostDisk, env: ENV, isSealed: () => false });
    expect((await runRow(ctx(bug), property, row)).outcome).toBe("fail");
    expect((await runRow(ctx(fixed), property, row)).outcome).toBe("pass");
  });

  test("an input the fix still rejects is still a failure", async () => {
    const path = place("oracles/balance/negative.json", JSON.stringify([[1, 2], { memo: "", b: 0, a: 0 }]));
    expect((await replay(fixed, "balance is the sum", path)).outcome).toBe("pass");
    const big = place("oracles/balance/big.json", JSON.stringify([[5, 1500], { memo: "x", b: 1, a: 2 }]));
    expect((await replay(bug, "balance is the sum", big)).outcome).toBe("fail");
  });
});

test("an async property: captured, and replayed on the bug and the fix", async () => {
  const { outcome, capture: c } = await capture(bug, "async balance is the sum");
  expect(outcome.outcome).toBe("fail");
  expect(outcome.detail).toContain("Counterexample: [[1001]]");
  expect(c).toMatchObject({ ok: true, source: "fixture-out" });
  const path = place("oracles/async/1.json", c.ok ? c.bytes : "");
  expect((await replay(bug, "async balance is the sum", path)).outcome).toBe("fail");
  expect((await replay(fixed, "async balance is the sum", path)).outcome).toBe("pass");
});

describe("a counterexample JSON cannot carry is stored typed (fast-check-typed.cjs); what the test cannot replay is refused with the reason", () => {
  test("a BigInt: the typed form, which replays the very value", async () => {
    const { outcome, capture: c } = await capture(bug, "big amounts");
    expect(outcome.outcome).toBe("fail");
    expect(outcome.detail).toContain("Counterexample: [1000n]");
    expect(c).toMatchObject({ ok: true, source: "fixture-out", failure: { type: "Error", where: "" } });
    expect(c.ok ? c.bytes.toString("utf8") : "").toBe('{"$seedgate-fixture":1,"arguments":[["I","1000"]]}');
    const path = place("oracles/big/1.json", c.ok ? c.bytes : "");
    const red = await replay(bug, "big amounts", path);
    expect(red).toMatchObject({ outcome: "fail", failure: { type: "Error" } });
    expect(red.detail).toContain("Counterexample: [1000n]");
  });

  test("a Date inside a record: red on the bug, green on the fix", async () => {
    const { outcome, capture: c } = await capture(bug, "dated entries");
    expect(outcome.outcome).toBe("fail");
    expect(c).toMatchObject({ ok: true });
    const doc = JSON.parse(c.ok ? c.bytes.toString("utf8") : "{}") as { arguments: unknown[][] };
    expect(doc.arguments[0]![0]).toBe("D");
    expect((doc.arguments[0] as unknown[]).indexOf("at")).toBeGreaterThan(0);
    const path = place("oracles/dated/1.json", c.ok ? c.bytes : "");
    expect((await replay(bug, "dated entries", path)).outcome).toBe("fail");
    expect((await replay(fixed, "dated entries", path)).outcome).toBe("pass");
  });

  test("the failing fc.assert is not the test's first", async () => {
    const { outcome, capture: c } = await capture(bug, "two properties");
    expect(outcome.outcome).toBe("fail");
    expect(c.ok).toBe(false);
    expect(c.ok ? "" : c.reason).toContain("number 2 of its test");
  });

  test("a failure outside fc.assert leaves no fixture and says why", async () => {
    const broken = project({ "src/ledger.ts": "export function balance(): number {\n  return -1;\n}\n", [FILE]: PROPS });
    const { outcome, capture: c } = await capture(broken, "no property");
    broken.cleanup();
    expect(outcome.outcome).toBe("fail");
    expect(c.ok ? "" : c.reason).toContain("recorded no counterexample");
  });
});

describe("a replay without evidence that the fixture was the input is an error, never a pass", () => {
  let path: string;
  beforeAll(() => {
    path = place("oracles/any/1.json", JSON.stringify([[1001]]));
  });

  test("a test that runs no fc.assert", async () => {
    const r = await replay(fixed, "no property", path);
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("no fc.assert reported running the fixture");
  });

  test("an fc.assert with examples of its own", async () => {
    const r = await replay(fixed, "own examples", path);
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("examples of its own");
  });

  test("a test with two fc.assert calls", async () => {
    const r = await replay(fixed, "two properties", path);
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("ran 2 fc.assert calls");
  });

  test("a fixture a precondition rejects", async () => {
    const r = await replay(fixed, "a precondition", place("oracles/any/one.json", "[[7]]"));
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("fc.pre");
  });

  test("a fixture that is not a JSON array, or is missing, fails before vitest starts", async () => {
    const notArray = await replay(fixed, "balance is the sum", place("oracles/any/object.json", '{"xs":[1]}'));
    expect(notArray).toMatchObject({ outcome: "error", exitCode: null });
    expect(notArray.detail).toContain("not a JSON array");
    expect((await replay(fixed, "balance is the sum", place("oracles/any/bad.json", "[1,"))).detail).toContain("not readable JSON");
    expect((await replay(fixed, "balance is the sum", "oracles/any/missing.json")).detail).toContain("does not exist");
  });

  test("fixture variables inherited from the lane's environment do not turn a seed row into a replay", async () => {
    const r = await runFastCheck(
      { exec: processExec, disk: hostDisk },
      {
        root: bug.dir,
        selector: `${FILE}::balance is the sum`,
        seed: 1,
        timeoutMs: 60_000,
        baseEnv: { ...ENV, SEEDGATE_FIXTURE_IN: join(bug.dir, "oracles/balance/negative.json") },
      },
    );
    expect(r.outcome).toBe("fail");
    expect(r.detail).toContain("seed: 1,");
  });
});

describe("the hunt's capture branch", () => {
  test("huntSeed on a fast-check hit returns the fixture bytes the setup file wrote", async () => {
    const property = { id: "balance", selector: `${FILE}::balance is the sum` } as Property;
    const ctx = { root: bug.dir, config: DEFAULT_CONFIG, exec: processExec, disk: hostDisk, env: ENV, isSealed: () => false };
    const run = await huntSeed(
      ctx,
      property,
      { lane: "replay", property: "balance", kind: "seed", key: "1", frozen: false },
      workspaceAt(join(scratch, "hunt")),
      "/usr/bin/python3",
    );
    expect(run.outcome.outcome).toBe("fail");
    expect(run.capture).toMatchObject({ ok: true, source: "fixture-out" });
    expect(JSON.parse(run.capture?.ok ? run.capture.bytes.toString("utf8") : "null")[0]).toEqual([1001]);
  });
});

describe("examples/fast-check: a hit's fixture fails on the bug and passes on the fix", () => {
  test("seed 3 hits the parent; its fixture replays the failure there and passes on the real fix", async () => {
    const files = (dir: string): Record<string, string> => Object.fromEntries(walk(dir).map((p) => [p.slice(dir.length + 1), readFileSync(p, "utf8")]));
    const parent = project(files("examples/fast-check/project"));
    const fix = project({ ...files("examples/fast-check/project"), ...files("examples/fast-check/fix") });
    const agent = project({ ...files("examples/fast-check/project"), ...files("examples/fast-check/agent") });
    const selector = "test/intervals.test.ts::merge > covers the same points";
    try {
      const out = join(scratch, "example-3.out");
      const hit = await runFastCheck(
        { exec: processExec, disk: hostDisk },
        { root: parent.dir, selector, seed: 3, timeoutMs: 60_000, baseEnv: { ...ENV, SEEDGATE_FIXTURE_OUT: out } },
      );
      expect(hit.outcome).toBe("fail");
      const c = fastCheckCapture(hostDisk, out);
      if (!c.ok) throw new Error(c.reason);
      const path = "oracles/merge_covers/3.json";
      for (const repo of [parent, fix, agent]) repo.write(path, c.bytes);
      const run = (repo: TempRepo) =>
        runFastCheckFixture({ exec: processExec, disk: hostDisk }, { root: repo.dir, selector, fixture: path, timeoutMs: 60_000, baseEnv: ENV });
      expect((await run(parent)).outcome).toBe("fail");
      expect((await run(agent)).outcome).toBe("fail"); // an example test is no fix
      expect(await run(fix)).toMatchObject({ outcome: "pass", detail: "passed" });
    } finally {
      for (const repo of [parent, fix, agent]) repo.cleanup();
    }
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

describe("what JSON cannot carry (fast-check-fixture.mjs on its own)", () => {
  type Found = { what: string; at: string } | undefined;
  let unjsonable: (value: unknown) => Found;
  beforeAll(async () => {
    // A path, not a literal: the harness is plain JavaScript without type declarations.
    ({ unjsonable } = (await import(pathToFileURL(harnessPath("evidence/fast-check-fixture.mjs")).href)) as { unjsonable: (value: unknown) => Found });
  });

  test("plain JSON values pass, with any key order and awkward strings", () => {
    expect(unjsonable([[1, -2.5, 1e300], { b: null, a: [true, "\ud800 lone"], __proto__: 1 }, "", 0])).toBeUndefined();
  });

  test.each([
    [[undefined], "undefined", "counterexample[0]"],
    [[1n], "a BigInt", "counterexample[0]"],
    [[Number.NaN], "NaN", "counterexample[0]"],
    [[[-Infinity]], "-Infinity", "counterexample[0][0]"],
    [[-0], "-0", "counterexample[0]"],
    [[new Map()], "a Map", "counterexample[0]"],
    [[{ s: new Set([1]) }], "a Set", "counterexample[0].s"],
    [[{ "a b": new Date(0) }], "a Date", 'counterexample[0]["a b"]'],
    [[new Uint8Array(2)], "a Uint8Array", "counterexample[0]"],
    [[() => 1], "a function", "counterexample[0]"],
    [[Symbol("s")], "a Symbol", "counterexample[0]"],
    [[Object.create(null)], "an object with a null prototype", "counterexample[0]"],
    [[new (class Money {})()], "an instance of Money", "counterexample[0]"],
    [[[1, , 3]], "a sparse array (a hole)", "counterexample[0][1]"],
    [
      [
        {
          get x() {
            return 1;
          },
        },
      ],
      "a getter",
      "counterexample[0].x",
    ],
  ])("%o holds %s at %s", (value, what, at) => {
    expect(unjsonable(value)).toEqual({ what, at });
  });

  test("the same object twice is refused: JSON would make two copies", () => {
    const shared = { n: 1 };
    expect(unjsonable([shared, shared])?.what).toContain("the same object twice");
    expect(unjsonable([{ n: 1 }, { n: 1 }])).toBeUndefined();
  });
});
