// The harness's Python as its checkers see it (mypy.ini, run by .ci/run):
// boundary/ and protocol/ are strict, and the two proxy modules no longer import each
// other (seedgate_proxy registers its module maker with the oracle's side), so which of
// them a process imports first decides nothing.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { HARNESS_PYTHONPATH, harnessFile } from "../support/harness.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

/** Imports `first` then `second`, then decodes an object, a class and a module handle as the subject sends them. */
function decodeAfter(first: string, second: string): string {
  const script = `
import importlib, sys
importlib.import_module(sys.argv[1]); importlib.import_module(sys.argv[2])
from seedgate_oracle import SIDE
for tree in (["H", 1, "o"], ["H", 2, "t", "pkg.mod", "Thing"], ["H", 3, "m", "pkg"]):
    v = SIDE.resolve(SIDE.codec, tree, 0)
    print(type(v).__module__ + "." + type(v).__qualname__)
`;
  const r = spawnSync(PY, ["-c", script, first, second], { encoding: "utf8", env: { PATH: process.env.PATH, PYTHONPATH: HARNESS_PYTHONPATH } });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}

test.each([
  ["seedgate_proxy", "seedgate_remote"],
  ["seedgate_remote", "seedgate_proxy"],
])("importing %s before %s: an object, a class and a module cross as the same proxies", (first, second) => {
  expect(decodeAfter(first, second)).toBe("seedgate_remote.Remote\nseedgate_remote.RemoteType\nseedgate_proxy.ProxyModule\n");
});

test("seedgate_remote imports nothing above it: no import of seedgate_proxy, not even a lazy one", () => {
  const source = readFileSync(harnessFile("seedgate_remote.py"), "utf8");
  expect(source).not.toMatch(/^\s*(import|from)\s+seedgate_proxy\b/m);
});

test("mypy's strict section names every Python module of boundary/ and protocol/, and no other", () => {
  const ini = readFileSync("mypy.ini", "utf8");
  const strict = /^\[mypy-(seedgate_channel,[^\]]*)\]\n(?:[a-z_]+ = True\n)*disallow_untyped_defs = True/m.exec(ini);
  expect(strict, "the strict section starts at seedgate_channel and turns on disallow_untyped_defs").not.toBeNull();
  const rooms = ["boundary", "protocol"].flatMap((room) => readdirSync(`src/harness/${room}`).filter((f) => f.endsWith(".py")));
  expect(strict![1]!.split(",").sort()).toEqual(rooms.map((f) => f.replace(/\.py$/, "")).sort());
});
