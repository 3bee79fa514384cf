// Which bytecode a lane's oracle process reads (src/harness/start/seedgate_bytecode.py and the
// boot's interpreter_bytecode block): the standard library and the framework from the
// interpreter's own caches (each process compiled them from source under the run's
// private PYTHONPYCACHEPREFIX), and everything else still only under that prefix, so no
// `__pycache__` beside a tree's or the oracle copy's file is ever read.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { HARNESS_ROOMS, harnessFile } from "../support/harness.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-bytecode-test-"));
  dirs.push(dir);
  return dir;
}

/** Read from the interpreter's own caches: the boot's first imports, the framework and its plugins. */
const INTERPRETER_OWN = [
  "json",
  "re",
  "enum",
  "collections",
  "sysconfig",
  "pytest",
  "_pytest.junitxml",
  "_pytest.skipping",
  "xml.etree.ElementTree",
  "_hypothesis_pytestplugin",
];

const PROBE = `
import json, sys
import helper_mod  # the oracle copy's own module
names = ${JSON.stringify([...INTERPRETER_OWN, "helper_mod"])}
print(json.dumps({n: sys.modules[n].__cached__ for n in names if n in sys.modules}))
`;

/** The probe through seedgate_boot.py under isolation: process, as a lane's oracle runs: each module's `__cached__`. */
function bootCached(dir: string): Record<string, string> {
  const [oracle, tree, prefix] = [join(dir, "oracle"), join(dir, "tree"), join(dir, "pycache")];
  mkdirSync(oracle);
  mkdirSync(tree);
  writeFileSync(join(oracle, "helper_mod.py"), "VALUE = 1\n");
  writeFileSync(join(oracle, "probe.py"), PROBE);
  writeFileSync(join(tree, "prod.py"), "X = 1\n");
  const subjectEnv = { PATH: "/usr/bin:/bin", PYTHONDONTWRITEBYTECODE: "1", SEEDGATE_SUBJECT: JSON.stringify({ roots: [tree] }) };
  const boot = { oracle, roots: [tree], isolation: "process", subject: { argv: [PY, "-s", harnessFile("seedgate_subject.py")], env: subjectEnv, cwd: tree } };
  const r = spawnSync(PY, ["-s", harnessFile("seedgate_boot.py"), join(oracle, "probe.py")], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
    env: { PATH: "/usr/bin:/bin", PYTHONDONTWRITEBYTECODE: "1", PYTHONPYCACHEPREFIX: prefix, SEEDGATE_BOOT: JSON.stringify(boot) },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as Record<string, string>;
}

test("the boot reads the standard library's and the framework's own bytecode, the oracle copy's only under the private prefix", () => {
  const dir = scratch();
  const cached = bootCached(dir);
  const prefix = join(dir, "pycache");
  for (const name of INTERPRETER_OWN) {
    expect(cached[name], name).toMatch(/\/__pycache__\/[^/]+\.pyc$/);
    expect(cached[name]!.startsWith(prefix), `${name}: ${cached[name]}`).toBe(false);
  }
  // A file beside the tests is never read from its own __pycache__ (a pull request could plant one there).
  expect(cached.helper_mod!.startsWith(join(prefix, dir.slice(1), "oracle", "helper_mod.cpython-")), cached.helper_mod).toBe(true);
});

test("first() imports from the standard library alone, whatever precedes it on sys.path", () => {
  const dir = scratch();
  // A folder put before the standard library (as a .pth line can) holding a json.py that would announce itself.
  mkdirSync(join(dir, "planted"));
  writeFileSync(join(dir, "planted", "json.py"), "raise SystemExit('planted json imported')\n");
  const script = [
    "import sys",
    `sys.path[0:0] = ${JSON.stringify(HARNESS_ROOMS)}`,
    `sys.path.insert(1, ${JSON.stringify(join(dir, "planted"))})`,
    "import seedgate_bytecode",
    "seedgate_bytecode.first()",
    "import json, os",
    "print(json.__file__)",
    "print(os.path.join(os.path.dirname(os.__file__), 'json', '__init__.py'))",
    "print(sys.pycache_prefix)",
    `print(${JSON.stringify(join(dir, "planted"))} in sys.path)`,
  ].join("\n");
  const r = spawnSync(PY, ["-s", "-c", script], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: "/usr/bin:/bin", PYTHONDONTWRITEBYTECODE: "1", PYTHONPYCACHEPREFIX: join(dir, "pycache") },
  });
  expect(r.status, r.stderr).toBe(0);
  const [file, stdlib, prefix, restored] = r.stdout.trim().split("\n");
  expect(file).toBe(stdlib);
  // sys.path and the prefix are as they were: what is imported next still never reads a tree's __pycache__.
  expect(prefix).toBe(join(dir, "pycache"));
  expect(restored).toBe("True");
});
