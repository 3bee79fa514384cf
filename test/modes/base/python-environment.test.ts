// The environment tuple's Python probe (src/modes/base/environment.ts), against the real
// interpreter: it names the same Hypothesis the rows import, without importing it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { pythonEnvironment } from "../../../src/modes/base/environment.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-env-probe-"));
  dirs.push(dir);
  return dir;
}

const imported = (code: string) => spawnSync(PY, ["-c", code], { encoding: "utf8" }).stdout.trim();

test("the probe names the runtime and the installed Hypothesis, as importing them does", async () => {
  const out = await pythonEnvironment(processExec, PY, scratch(), { PATH: process.env.PATH ?? "" });
  expect(out).toEqual({
    runtime: imported("import platform; print(platform.python_implementation() + ' ' + platform.python_version())"),
    property_library: `hypothesis ${imported("import hypothesis; print(hypothesis.__version__)")}`,
  });
});

test("it reads version.py alone: a Hypothesis whose package fails to import is still named; without version.py the import decides", async () => {
  const site = scratch();
  mkdirSync(join(site, "hypothesis"));
  writeFileSync(join(site, "hypothesis", "__init__.py"), "raise ImportError('the package was imported')\n");
  writeFileSync(join(site, "hypothesis", "version.py"), "__version_info__ = (9, 8, 7)\n__version__ = '.'.join(map(str, __version_info__))\n");
  const env = { PATH: process.env.PATH ?? "", PYTHONPATH: site };
  expect(await pythonEnvironment(processExec, PY, scratch(), env)).toMatchObject({ property_library: "hypothesis 9.8.7" });

  // A package with no version.py: the import answers, and here it fails, so no library is named.
  rmSync(join(site, "hypothesis", "version.py"));
  const broken = await pythonEnvironment(processExec, PY, scratch(), env);
  expect(broken.runtime).toMatch(/^CPython 3\./);
  expect(broken.property_library).toBeUndefined();
});
