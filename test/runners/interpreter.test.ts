// Which Python runs which process (issue 25; issue 26.4): a relative runners.python is
// the workspace's file, and the oracle never runs an interpreter in the workspace, even
// when PATH leads there; a venv there feeds the subject its site-packages.
import { hostDisk } from "../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { DEFAULT_CONFIG, type Config } from "../../src/core/inputs/config.js";
import { rowIsolation } from "../../src/runners/dispatch.js";
import type { Property } from "../../src/core/inputs/model.js";
import { inProcess } from "../../src/runners/isolation-label.js";
import { PYTHON_ISOLATION } from "../../src/core/inputs/config-defaults.js";
import { oraclePython, venvSites } from "../../src/runners/interpreter.js";
import { pythonInterpreter } from "../../src/core/inputs/interpreter.js";
import { isolationRefusal, refusing } from "../../src/runners/subject.js";

const ws = mkdtempSync(join(tmpdir(), "interp-ws-"));
afterAll(() => rmSync(ws, { recursive: true, force: true }));
// A venv as `python3 -m venv .venv` lays it out.
mkdirSync(join(ws, ".venv/bin"), { recursive: true });
mkdirSync(join(ws, ".venv/lib/python3.11/site-packages"), { recursive: true });
writeFileSync(join(ws, ".venv/pyvenv.cfg"), "home = /usr/bin\n");
symlinkSync("/usr/bin/python3", join(ws, ".venv/bin/python3"));

const config = (runners: Partial<Config["runners"]>): Config => ({ ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, ...runners } });

test("a relative runners.python names the workspace's file; a bare name and SEEDGATE_PYTHON stay as given", () => {
  expect(pythonInterpreter(config({ python: ".venv/bin/python3" }), {}, ws)).toBe(join(ws, ".venv/bin/python3"));
  expect(pythonInterpreter(config({ python: "python3.11" }), {}, ws)).toBe("python3.11");
  expect(pythonInterpreter(config({}), { SEEDGATE_PYTHON: "/opt/py" }, ws)).toBe("/opt/py");
});

test("the oracle's interpreter is never the workspace's: not the venv's, not one PATH finds there", () => {
  const venv = join(ws, ".venv/bin/python3");
  const env = { PATH: `${join(ws, ".venv/bin")}:/usr/bin` };
  expect(oraclePython(hostDisk, venv, [ws], env)).toBe("/usr/bin/python3");
  expect(oraclePython(hostDisk, "python3", [ws], env)).toBe("/usr/bin/python3");
  expect(oraclePython(hostDisk, venv, [ws], { ...env, SEEDGATE_PYTHON: "/usr/bin/python3" })).toBe("/usr/bin/python3");
  expect(oraclePython(hostDisk, "/usr/bin/python3", [ws], env)).toBe("/usr/bin/python3");
});

test("a venv's site-packages feed the subject; a plain interpreter has none of its own to add", () => {
  expect(venvSites(hostDisk, join(ws, ".venv/bin/python3"))).toEqual([join(ws, ".venv/lib/python3.11/site-packages")]);
  expect(venvSites(hostDisk, "/usr/bin/python3")).toEqual([]);
  expect(venvSites(hostDisk, "python3")).toEqual([]);
});

test("isolation: process by default for hypothesis, sealed-python and sealed-node, a rule's own wins, command runs shared", () => {
  const c = config({});
  expect(rowIsolation(c, { preset: "hypothesis" })).toBe(PYTHON_ISOLATION);
  expect(rowIsolation(c, { preset: "sealed-python" })).toBe(PYTHON_ISOLATION);
  expect(rowIsolation(config({ isolation: "shared" }), { preset: "hypothesis" })).toBe("shared");
  expect(rowIsolation(config({ isolation: "shared" }), { preset: "hypothesis", isolation: "process" })).toBe("process");
  expect(rowIsolation(config({ isolation: "process" }), { preset: "fast-check" })).toBe("process");
  expect(rowIsolation(config({ isolation: "process" }), { preset: "sealed-node" })).toBe("process");
  expect(rowIsolation(c, { preset: "sealed-node" })).toBe(PYTHON_ISOLATION);
  expect(rowIsolation(config({ isolation: "shared" }), { preset: "sealed-node" })).toBe("shared");
  expect(rowIsolation(config({ isolation: "process" }), { preset: "command" })).toBe("shared");
  expect(rowIsolation(c, undefined)).toBe("shared");
});

test("a sealed-node property loses the in-process (forgeable) label under process, keeps it under shared", () => {
  const byId = new Map([["oracle", { id: "oracle", selector: ".sealed/oracle/properties.mjs" } as Property]]);
  const plan = [{ property: "oracle" }];
  expect(inProcess(config({}), plan, byId)).toEqual([]);
  expect(inProcess(config({ isolation: "process" }), plan, byId)).toEqual([]);
  expect(inProcess(config({ isolation: "shared" }), plan, byId)).toEqual(["oracle"]);
  const rule = { match: ".sealed/**", preset: "sealed-node", isolation: "shared" } as const;
  expect(inProcess(config({ rules: [rule] }), plan, byId)).toEqual(["oracle"]);
});

test("an isolation row makes any outcome an error naming what was refused and the hint", () => {
  const channel =
    '{"n": 0, "event": "batch-done"}\n{"n": 1, "event": "isolation", "what": "test_x: setattr on an argument: hint: set runners.isolation: shared"}\n';
  expect(isolationRefusal(channel)).toMatch(/setattr on an argument/);
  expect(isolationRefusal('{"n": 0, "event": "done", "tests": 0, "exitstatus": 0}\n')).toBeUndefined();
  const base = { exitCode: 0, durationMs: 1, tail: "", location: undefined };
  const pass = refusing({ ...base, outcome: "pass", detail: "passed" }, channel);
  expect(pass.outcome).toBe("error");
  expect(pass.detail).toMatch(/^isolation: process could not serve this property: test_x: setattr on an argument: hint: set runners.isolation: shared$/);
  expect(refusing({ ...base, outcome: "fail", detail: "assert 1 == 2" }, channel).outcome).toBe("error");
  expect(refusing({ ...base, outcome: "pass", detail: "passed" }, '{"n": 0, "event": "done", "tests": 0, "exitstatus": 0}\n').outcome).toBe("pass");
});
