// The sealed-python harness reports through fd 3 only: a row in a file, on stdout, or a
// second row beside the harness's own is no verdict.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { channelRow } from "../../../src/runners/channel.js";
import { runSealedPython } from "../../../src/runners/sealed/python.js";

function oracle(properties: string): string {
  const root = mkdtempSync(join(tmpdir(), "seedgate-sealed-python-"));
  mkdirSync(join(root, "oracle"));
  writeFileSync(join(root, "oracle", "seeds.json"), JSON.stringify({ cases: [{ id: "c1", x: 2 }] }));
  writeFileSync(join(root, "oracle", "properties.py"), properties);
  return root;
}

const run = (root: string) =>
  runSealedPython(
    { exec: processExec, disk: hostDisk },
    { root, oracleDir: "oracle", caseId: "c1", python: "/usr/bin/python3", timeoutMs: 20_000, baseEnv: { PATH: process.env.PATH } },
  );

test("a passing and a failing case come back through the channel", async () => {
  expect(await run(oracle("def check(case):\n    assert case['x'] == 2\n"))).toMatchObject({ outcome: "pass", exitCode: 0 });
  const failed = await run(oracle("def check(case):\n    assert case['x'] == 3, 'x is not 3'\n"));
  expect(failed).toMatchObject({ outcome: "fail" });
  expect(failed.detail).toContain("x is not 3");
});

test("a check that exits before the harness reports is an error, never a pass", async () => {
  const r = await run(oracle("import os\ndef check(case):\n    os._exit(0)\n"));
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("fd 3");
});

test("a row the code under test writes to fd 3 beside the harness's own makes the case an error", async () => {
  const forged = 'import os\ndef check(case):\n    os.write(3, b\'{"case": "c1", "outcome": "pass", "detail": "forged"}\\n\')\n    assert False\n';
  const r = await run(oracle(forged));
  expect(r.outcome).toBe("error");
});

test("a row printed on stdout is not a row", async () => {
  const r = await run(oracle('import os\ndef check(case):\n    print(\'{"case": "c1", "outcome": "pass"}\')\n    os._exit(0)\n'));
  expect(r.outcome).toBe("error");
});

test("channelRow takes exactly one row for the case", () => {
  expect(channelRow('{"case":"c1","outcome":"pass","detail":"passed"}\n', "c1")).toMatchObject({ outcome: "pass" });
  expect(channelRow('{"case":"c2","outcome":"pass","detail":"passed"}\n', "c1")).toBeNull();
  expect(channelRow('{"case":"c1"}\n{"case":"c1"}\n', "c1")).toBeNull();
  expect(channelRow("null\n", "c1")).toBeNull();
  expect(channelRow(undefined, "c1")).toBeNull();
});
