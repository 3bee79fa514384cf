// The Python the presets run: a relative runners.python with a slash (the venv runners.setup
// makes) is the repository root's, whatever directory a probe or a row starts in.
import { expect, test } from "vitest";
import { pythonInterpreter } from "../../../src/core/inputs/interpreter.js";

const runners = (python?: string) => ({ runners: { python } }) as unknown as Parameters<typeof pythonInterpreter>[0];

test("runners.python .venv/bin/python is read from the repository root; a bare name or an absolute path is kept", () => {
  expect(pythonInterpreter(runners(".venv/bin/python"), {}, "/w/repo")).toBe("/w/repo/.venv/bin/python");
  expect(pythonInterpreter(runners("./.venv/bin/python"), {}, "/w/repo/")).toBe("/w/repo/.venv/bin/python");
  expect(pythonInterpreter(runners("python3.12"), {}, "/w/repo")).toBe("python3.12");
  expect(pythonInterpreter(runners("/usr/bin/python3"), {}, "/w/repo")).toBe("/usr/bin/python3");
});

test("without runners.python: $SEEDGATE_PYTHON as given, else python3", () => {
  expect(pythonInterpreter(runners(), { SEEDGATE_PYTHON: "py/bin/python" }, "/w/repo")).toBe("py/bin/python");
  expect(pythonInterpreter(runners(), {}, "/w/repo")).toBe("python3");
});
