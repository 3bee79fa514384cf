// Before any row: can the configured interpreter run, and does it import pytest and
// Hypothesis (a fast-check row: do the project's vitest and fast-check resolve)? A
// broken environment is then one error naming the interpreter and the module, on
// every row of the property, instead of each row saying its process never reported.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Exec } from "../ports/local.js";
import type { Disk } from "../ports/scratch.js";
import { explained } from "./error-line.js";
import { parseSelector, projectVitest } from "./fast-check/fast-check.js";

const MODULES = ["pytest", "hypothesis"];
// -I: no cwd on sys.path, so a repository file named pytest.py cannot answer for the framework.
const PROBE = `import importlib.util, json\nprint(json.dumps([m for m in ${JSON.stringify(MODULES)} if importlib.util.find_spec(m) is None]))`;

/** Answers by interpreter and tree, one probe for all rows; an undecided one (null: a timeout) is asked again. */
const answers = new Map<string, Promise<string | undefined | null>>();

export interface PreflightPlace {
  readonly exec: Exec;
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Why no row of a Python preset (hypothesis, sealed-python: the runner table's entries
 * ask) can run with `python` here, or undefined (fine, or not known to be broken).
 */
export function pythonPreflight(place: PreflightPlace, python: string): Promise<string | undefined> {
  const key = `${python}\0${place.root}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = pythonProblem(place, python);
    answers.set(key, answer);
    void answer.then(
      (a) => a === null && answers.delete(key),
      () => answers.delete(key),
    ); // the row's own call sees the rejection
  }
  return answer.then((a) => a ?? undefined);
}

async function pythonProblem(place: PreflightPlace, python: string): Promise<string | undefined | null> {
  const env = Object.fromEntries(Object.entries(place.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith("PYTHON")));
  const r = await place.exec.run({ command: python, args: ["-I", "-c", PROBE], cwd: place.root, env, timeoutMs: 120_000 });
  const output = `${r.stdoutTail}${r.stderrTail}`;
  if (r.timedOut) return null; // a loaded machine, not a broken interpreter: the rows decide
  if (r.exitCode !== 0) {
    return explained(
      `the interpreter ${python} does not run (${r.exitCode === null ? (r.signal ?? "not started") : `exit ${r.exitCode}`}): set runners.python or SEEDGATE_PYTHON to a Python with pytest and Hypothesis`,
      output,
    );
  }
  let missing: unknown;
  try {
    missing = JSON.parse(r.stdoutTail.trim().split("\n").at(-1) ?? "");
  } catch {
    return null; // it ran but printed something else (a wrapper's banner): the rows decide
  }
  if (!Array.isArray(missing) || missing.length === 0) return undefined;
  const names = missing.map(String);
  return `the interpreter ${python} cannot import ${names.join(" or ")} (No module named '${names[0]}'): install ${names.join(" and ")} into it (e.g. ${python} -m pip install ${names.join(" ")}), or set runners.python / SEEDGATE_PYTHON to a Python that has them`;
}

/** Why no fast-check row of `selector` can run here: the project's vitest, or fast-check from the test's folder, missing. */
export const fastCheckPreflight = (disk: Pick<Disk, "exists">, root: string, selector: string): string | undefined =>
  nodePreflight(root, selector, { name: "vitest", found: projectVitest(disk, root) !== undefined });

/** Why no row of a fast-check `selector` can run here: the project's test runner (vitest, jest), or fast-check from the test's folder, missing. */
export function nodePreflight(root: string, selector: string, runner: { readonly name: string; readonly found: boolean }): string | undefined {
  if (!runner.found)
    return `${runner.name} is not installed under ${join(root, "node_modules")}: install the project's dependencies (npm ci) before seedgate runs`;
  const file = parseSelector(selector)?.file ?? "package.json";
  try {
    // Resolved as the test file's own `import "fast-check"` is (a workspace package may have its own copy).
    createRequire(join(root, file)).resolve("fast-check/package.json");
    return undefined;
  } catch {
    return `fast-check does not resolve from ${join(root, dirname(file))} (Cannot find module 'fast-check'): install the project's dependencies (npm ci) before seedgate runs`;
  }
}
