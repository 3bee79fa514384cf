// Issue 15 item 5: before any row, the configured interpreter must run and import
// pytest and Hypothesis (a fast-check row: vitest and fast-check must resolve). A
// broken environment is one error naming the interpreter and the module on every row,
// in each mode that dispatches rows. Real processes: a missing interpreter, and a real
// Python that cannot see its site-packages (`python3 -S`, no pytest, no Hypothesis).
import { hostDisk } from "../../src/adapters/disk.js";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { DEFAULT_CONFIG, type Config } from "../../src/core/inputs/config.js";
import type { PlanRow } from "../../src/core/plan/lane-plan.js";
import type { Property } from "../../src/core/inputs/model.js";
import type { Exec } from "../../src/ports/local.js";
import { runBatch, runFixtureBatch, runRow, type RowContext } from "../../src/runners/dispatch.js";
import { pythonPreflight } from "../../src/runners/preflight.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
let dir: string;
let bare: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-preflight-"));
  cpSync("test/fixtures/projects/ledger", join(dir, "project"), { recursive: true });
  mkdirSync(join(dir, "project/oracles/ledger"), { recursive: true });
  writeFileSync(join(dir, "project/oracles/ledger/1.json"), '{"amounts":[13]}');
  // A real Python that does not see site-packages: no pytest, no Hypothesis.
  bare = join(dir, "bare-python");
  writeFileSync(bare, `#!/bin/sh\nexec ${PY} -S "$@"\n`);
  chmodSync(bare, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const property = (selector = SELECTOR): Property => ({
  id: "ledger",
  format: "journal",
  selector,
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "oracles/ledger.json", pointer: "" },
});
const ctx = (python: string, root = join(dir, "project"), rules: Config["runners"]["rules"] = []): RowContext => ({
  root,
  config: { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, python, rules } },
  exec: processExec,
  disk: hostDisk,
  env: { PATH: process.env.PATH, HOME: process.env.HOME },
  isSealed: () => false,
});
const seed = (key: string) => ({ kind: "seed", key }) as PlanRow;

test("an interpreter that does not exist: every row says so, naming it", async () => {
  const missing = join(dir, "no-such-python3");
  const r = await runRow(ctx(missing), property(), seed("1"));
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain(`the interpreter ${missing} does not run`);
  expect(r.detail).toContain("ENOENT");
});

test("an interpreter without pytest and Hypothesis: the error names it and the module, per row, batch and fixture batch", async () => {
  const why = `the interpreter ${bare} cannot import pytest or hypothesis (No module named 'pytest')`;
  const one = await runRow(ctx(bare), property(), seed("1"));
  expect(one).toMatchObject({ outcome: "error", detail: expect.stringContaining(why) });
  const batched = await runBatch(ctx(bare, undefined, [{ preset: "hypothesis", batch: true }]), property(), [seed("1"), seed("2")]);
  expect(batched.map((o) => o.detail)).toEqual([expect.stringContaining(why), expect.stringContaining(why)]);
  const fixtures = await runFixtureBatch(ctx(bare), property(), [{ kind: "fixture", key: "oracles/ledger/1.json" } as PlanRow]);
  expect(fixtures?.map((o) => o.outcome)).toEqual(["error"]);
  expect(fixtures?.[0]!.detail).toContain(why);
});

test("a working interpreter passes the preflight and its rows run", async () => {
  expect(await pythonPreflight(ctx(PY), PY)).toBeUndefined();
  const r = await runRow(ctx(PY), property(), seed("1"));
  expect(r.outcome).toBe("fail"); // the ledger bug, seed 1 (test/runners/hypothesis/batch.test.ts)
}, 60_000);

test("a seed batch starts while the preflight runs: a sound environment's answer no longer holds the start", async () => {
  const root = join(dir, "eager"); // a root of its own: the preflight's answer is kept per interpreter and root
  cpSync(join(dir, "project"), root, { recursive: true });
  let batchStarted!: () => void;
  const started = new Promise<boolean>((done) => (batchStarted = () => done(true)));
  let probeSawBatch: boolean | undefined;
  const exec: Exec = {
    async run(req) {
      // The probe answers only once the batch's process has been asked for (or after 5 s, which fails the test).
      if (req.args.some((a) => a.includes("find_spec"))) probeSawBatch = await Promise.race([started, new Promise<boolean>((r) => setTimeout(r, 5000, false))]);
      else batchStarted();
      return processExec.run(req);
    },
  };
  const outs = await runBatch({ ...ctx(PY, root, [{ preset: "hypothesis", batch: true }]), exec }, property(), [seed("1"), seed("2")]);
  expect(probeSawBatch).toBe(true);
  expect(outs[0]!.outcome).toBe("fail"); // the ledger bug, seed 1, as a process of its own finds it
}, 60_000);

test("a fast-check row where vitest resolves but fast-check does not: the error names fast-check", async () => {
  const root = join(dir, "fc");
  mkdirSync(join(root, "node_modules"), { recursive: true });
  mkdirSync(join(root, "test"));
  for (const name of readdirSync(resolve("node_modules")).filter((n) => n !== "fast-check"))
    symlinkSync(resolve("node_modules", name), join(root, "node_modules", name));
  writeFileSync(join(root, "package.json"), '{"name":"fc-none","private":true,"type":"module"}');
  writeFileSync(
    join(root, "test/x.test.ts"),
    'import fc from "fast-check";\nimport { test } from "vitest";\ntest("t", () => fc.assert(fc.property(fc.nat(), () => true)));\n',
  );
  const r = await runRow(ctx(PY, root), property("test/x.test.ts::t"), seed("1"));
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("fast-check does not resolve from");
  expect(r.detail).toContain("Cannot find module 'fast-check'");
});
