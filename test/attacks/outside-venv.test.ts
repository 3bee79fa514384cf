// Issue 44 item 5: the oracle process never runs a `.pth` of a venv outside the checkout.
// The interpreter SEEDGATE_PYTHON (or runners.python) names may be a venv the workflow or
// setup made outside the workspace (under /tmp, an editable install's finder and `.pth`
// pointing at the checkout). Started plainly, its site-packages' `.pth` import lines run
// at the oracle's start-up: setup's code, and the import hooks it installs, inside the
// process that decides the row. Here such a venv's `.pth` marks builtins; the base's
// sealed test asserts the mark is absent. Under `isolation: process` a genuine fix is
// green (the oracle starts with -S; the subject keeps the venv); under `shared` the same
// venv marks the one process (the control: the payload has teeth).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { pythonEnvironment } from "../../src/modes/base/environment.js";
import { pythonPreflight } from "../../src/runners/preflight.js";
import { cli, CONFIG, FIXED, makeWorld, type World } from "./world.js";

const TEST = "tests/properties/test_ledger.py";
const MARK = "SEEDGATE_PTH_RAN";
/** The fixture's sealed test, asserting no `.pth` import line ran in its process. */
const sealedTest = () =>
  readFileSync(`test/fixtures/projects/ledger/${TEST}`, "utf8")
    .replace("import os\n", "import builtins\nimport os\n")
    .replace("    assert balance(", `    assert not getattr(builtins, "${MARK}", False), "a .pth import line ran in this process"\n    assert balance(`);

let w: World;
let python: string;
let outside: string;
beforeAll(() => {
  w = makeWorld();
  // Outside /tmp, as a workflow's /opt/venv: bubblewrap's private /tmp would hide it from the subject.
  outside = mkdtempSync("/var/tmp/seedgate-outside-venv-");
  const venv = join(outside, "venv");
  execFileSync("/usr/bin/python3", ["-m", "venv", "--without-pip", "--system-site-packages", venv]);
  const lib = join(venv, "lib");
  const site = join(
    lib,
    readdirSync(lib).find((n) => n.startsWith("python3"))!,
    "site-packages",
  );
  writeFileSync(join(site, "zz_mark.pth"), `import builtins; builtins.${MARK} = True\n`);
  // A file, for a process that reports no row (the preflight): touched where SEEDGATE_PTH_FILE says.
  writeFileSync(
    join(site, "zz_file.pth"),
    `import os, pathlib; os.environ.get("SEEDGATE_PTH_FILE") and pathlib.Path(os.environ["SEEDGATE_PTH_FILE"]).touch()\n`,
  );
  python = join(venv, "bin", "python3");
  // The payload has teeth: the venv's interpreter runs it at start-up.
  expect(execFileSync(python, ["-s", "-c", `import builtins; print(getattr(builtins, "${MARK}", False))`], { encoding: "utf8" }).trim()).toBe("True");
}, 120_000);
afterAll(() => {
  w?.cleanup();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

function check(isolation: string) {
  const base = w.pr(`outside-venv-base-${isolation}`, (r) => {
    r.write(".github/seedgate.yml", `${CONFIG}runners:\n  sandbox: bwrap\n  isolation: ${isolation}\n`);
    r.write(TEST, sealedTest());
  });
  const head = w.pr(`outside-venv-fix-${isolation}`, (r) => r.write("src/ledger.py", FIXED), base);
  const results = w.tmp();
  const r = cli(["check", "--base", base, "--head", head, "--results", results, "--json"], w.worktree(head), { SEEDGATE_PYTHON: python });
  const rows = readdirSync(results)
    .filter((f) => /^(replay|holdout)-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(results, f), "utf8")).rows as { outcome: string; detail: string }[]);
  return { r, rows, why: `${r.stderr.slice(-2000)}\n${JSON.stringify(rows).slice(0, 2000)}` };
}

test("SEEDGATE_PYTHON names a venv outside the checkout: under isolation: process no .pth of it runs in the oracle, and a genuine fix is green", () => {
  const { r, rows, why } = check("process");
  expect(rows.length, why).toBe(4);
  expect(
    rows.map((x) => x.outcome),
    why,
  ).toEqual(["pass", "pass", "pass", "pass"]);
  expect(r.json?.verdict, why).toBe("success");
}, 300_000);

test("the same venv under isolation: shared runs its .pth in the one process (the control)", () => {
  const { rows, why } = check("shared");
  expect(rows.length, why).toBe(4);
  for (const row of rows) expect(row, why).toMatchObject({ outcome: "fail", detail: expect.stringContaining("a .pth import line ran") });
}, 300_000);

test("the preflight asks the oracle's interpreter as the oracle starts: no .pth of its venv runs, pytest and Hypothesis found in the base site", async () => {
  const marks = [join(outside, "oracle-ran"), join(outside, "shared-ran")];
  const place = (file: string) => ({ exec: processExec, root: w.tmp(), env: { PATH: process.env.PATH, SEEDGATE_PTH_FILE: file } });
  expect(await pythonPreflight(place(marks[0]!), python, true)).toBeUndefined();
  expect(existsSync(marks[0]!)).toBe(false);
  // The control: asked as a shared row's interpreter (the venv is that process's), the .pth runs.
  expect(await pythonPreflight(place(marks[1]!), python, false)).toBeUndefined();
  expect(existsSync(marks[1]!)).toBe(true);
}, 120_000);

test("the environment a lane records is asked of the oracle's interpreter as it starts: no .pth runs, the base site's Hypothesis answers", async () => {
  const [oracle, shared] = [join(outside, "probe-oracle-ran"), join(outside, "probe-shared-ran")];
  const env = (file: string) => ({ PATH: process.env.PATH ?? "", SEEDGATE_PTH_FILE: file });
  const asked = await pythonEnvironment(processExec, python, w.tmp(), env(oracle), true);
  expect(asked.property_library).toMatch(/^hypothesis \d/);
  expect(existsSync(oracle)).toBe(false);
  expect(await pythonEnvironment(processExec, python, w.tmp(), env(shared), false)).toEqual(asked);
  expect(existsSync(shared)).toBe(true);
}, 120_000);
