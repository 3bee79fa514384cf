// Before any row: can the configured interpreter run, and does it import pytest and
// Hypothesis (a fast-check row: do the project's vitest and fast-check resolve)? A
// broken environment is then one error naming the interpreter and the module, on
// every row of the property, instead of each row saying its process never reported.
// A framework outside the support matrix (support.ts) is refused the same way: one
// error naming the package, the version found, the range and the fix.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Exec } from "../ports/local.js";
import type { Disk } from "../ports/scratch.js";
import { explained } from "./error-line.js";
import { parseSelector, projectVitest } from "./fast-check/fast-check.js";
import { ORACLE_SITES } from "./python.js";
import { versionProblem } from "./support.js";

const MODULES = ["pytest", "hypothesis"];
// -I: no cwd on sys.path, so a repository file named pytest.py cannot answer for the framework.
// The versions come from the distributions' metadata: importing Hypothesis costs each lane about 0.2 s.
const PROBE = [
  "import importlib.util, json, platform",
  `missing = [m for m in ${JSON.stringify(MODULES)} if importlib.util.find_spec(m) is None]`,
  "versions = {'Python': platform.python_version()}",
  "if not missing:",
  "    import importlib.metadata as md",
  `    for m in ${JSON.stringify(MODULES)}:`,
  "        try: versions[m] = md.version(m)",
  "        except Exception: pass",
  "print(json.dumps({'missing': missing, 'versions': versions}))",
].join("\n");

// The oracle of isolation: process starts with -S (python.ts oracleArgs): asked the same way, no `.pth` of its
// venv runs here either (this process is outside the sandbox), and the framework is looked for where the
// oracle's boot finds it, in the interpreter's base site directories, added as plain paths (ORACLE_SITES).

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
 * `oracle`: `python` starts the oracle of isolation: process (asked as it starts, with -S).
 */
export function pythonPreflight(place: PreflightPlace, python: string, oracle = false): Promise<string | undefined> {
  const key = `${python}\0${place.root}\0${String(oracle)}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = pythonProblem(place, python, oracle);
    answers.set(key, answer);
    void answer.then(
      (a) => a === null && answers.delete(key),
      () => answers.delete(key),
    ); // the row's own call sees the rejection
  }
  return answer.then((a) => a ?? undefined);
}

async function pythonProblem(place: PreflightPlace, python: string, oracle: boolean): Promise<string | undefined | null> {
  const env = Object.fromEntries(Object.entries(place.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith("PYTHON")));
  const r = await place.exec.run({
    command: python,
    args: oracle ? ["-I", "-S", "-c", `${ORACLE_SITES}\n${PROBE}`] : ["-I", "-c", PROBE],
    cwd: place.root,
    env,
    timeoutMs: 120_000,
  });
  const output = `${r.stdoutTail}${r.stderrTail}`;
  if (r.timedOut) return null; // a loaded machine, not a broken interpreter: the rows decide
  if (r.exitCode !== 0) {
    return explained(
      `the interpreter ${python} does not run (${r.exitCode === null ? (r.signal ?? "not started") : `exit ${r.exitCode}`}): set runners.python or SEEDGATE_PYTHON to a Python with pytest and Hypothesis`,
      output,
    );
  }
  let answer: { missing?: unknown; versions?: Record<string, unknown> };
  try {
    answer = JSON.parse(r.stdoutTail.trim().split("\n").at(-1) ?? "") as typeof answer;
  } catch {
    return null; // it ran but printed something else (a wrapper's banner): the rows decide
  }
  const missing = Array.isArray(answer?.missing) ? answer.missing.map(String) : [];
  if (missing.length > 0)
    return `the interpreter ${python} cannot import ${missing.join(" or ")} (No module named '${missing[0]}'): install ${missing.join(" and ")} into it (e.g. ${python} -m pip install ${missing.join(" ")}), or set runners.python / SEEDGATE_PYTHON to a Python that has them`;
  const versions = answer?.versions ?? {};
  const why = ["Python", ...MODULES].map((m) => versionProblem(m, typeof versions[m] === "string" ? versions[m] : undefined)).find((p) => p !== undefined);
  return why === undefined ? undefined : `the interpreter ${python}: ${why}`;
}

/** Why no fast-check row of `selector` can run here: the project's vitest, or fast-check from the test's folder, missing. */
export const fastCheckPreflight = (disk: Pick<Disk, "exists">, root: string, selector: string): string | undefined =>
  nodePreflight(root, selector, { name: "vitest", found: projectVitest(disk, root) !== undefined });

/** What a runner's rows load from the test's folder besides the runner itself, each checked against the support matrix. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = { vitest: ["fast-check"], jest: ["@fast-check/jest", "fast-check"] };

/** Why no row of a fast-check `selector` can run here: the project's test runner (vitest, jest), or fast-check from the test's folder, missing or of an unsupported version. */
export function nodePreflight(root: string, selector: string, runner: { readonly name: string; readonly found: boolean }): string | undefined {
  // The rows run on this Node (process.execPath), so it is checked with the runner.
  const own = versionProblem("Node", process.version) ?? versionProblem(runner.name, installedVersion(join(root, "node_modules", runner.name, "package.json")));
  if (own !== undefined) return own;
  if (!runner.found)
    return `${runner.name} is not installed under ${join(root, "node_modules")}: install the project's dependencies (npm ci) before seedgate runs`;
  const file = parseSelector(selector)?.file ?? "package.json";
  // Resolved as the test file's own `import "fast-check"` is (a workspace package may have its own copy).
  const from = createRequire(join(root, file));
  for (const name of COMPANIONS[runner.name] ?? ["fast-check"]) {
    let manifest: string;
    try {
      manifest = from.resolve(`${name}/package.json`);
    } catch {
      if (name !== "fast-check") continue; // @fast-check/jest missing: the jest rows name it
      return `fast-check does not resolve from ${join(root, dirname(file))} (Cannot find module 'fast-check'): install the project's dependencies (npm ci) before seedgate runs`;
    }
    const why = versionProblem(name, installedVersion(manifest)) ?? ownFastCheckProblem(name, manifest);
    if (why !== undefined) return why;
  }
  return undefined;
}

/** @fast-check/jest's test.prop runs the fast-check it resolves itself (a nested copy, if npm gave it one): that one is checked too. */
function ownFastCheckProblem(name: string, manifest: string): string | undefined {
  if (name !== "@fast-check/jest") return undefined;
  let own: string;
  try {
    own = createRequire(manifest).resolve("fast-check/package.json");
  } catch {
    return undefined; // the test's own fast-check is checked next; a missing one, the rows name
  }
  const why = versionProblem("fast-check", installedVersion(own));
  return why === undefined ? undefined : `@fast-check/jest resolves its own copy: ${why}`;
}

/** The `version` of a package.json, read afresh (a later check of the same tree may follow an install), or undefined. */
function installedVersion(manifest: string): string | undefined {
  const load = createRequire(manifest);
  try {
    const version = (load(manifest) as { version?: unknown }).version;
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined; // absent or not JSON: the runner's own check decides
  } finally {
    delete load.cache[manifest];
  }
}
