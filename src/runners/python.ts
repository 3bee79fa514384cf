// What every Python process a preset starts shares: where it imports from (the
// layout seedgate_boot.py applies), its start-up argv, its environment, and where a
// failure's frame is in pytest's output.
import type { BoundaryShape } from "../core/inputs/model.js";
import { childEnv } from "./child-env.js";
import { harnessPath } from "./harness-path.js";

/**
 * Where a lane's Python imports from: `oracle`, the sealed copy of the base commit's
 * oracle (absent for a hunt, which runs the parent's own tree), then the standard
 * library, then `roots` (production code), then site-packages (seedgate_boot.py).
 */
export interface PythonLayout {
  readonly oracle?: string;
  readonly roots: readonly string[];
  /** The top-level modules the roots held at the base commit (a lane): the only names the oracle sends to a subject. */
  readonly names?: readonly string[];
  /** The sealed tests' pinned packages (runners.sealedRequirements): on the oracle's sys.path after the standard library, never the subject's. */
  readonly packages?: string;
  /** A hunt: import locations inside the user's checkout are read as the tree's (seedgate_mirror.py). */
  readonly mirror?: { readonly checkout: string; readonly tree: string };
  /** The property's recorded shapes (journal `shapes`): the operators a handle may answer against a test value (seedgate_shapes.py). */
  readonly shapes?: readonly BoundaryShape[];
}

export const layoutOf = (run: { readonly root: string; readonly layout?: PythonLayout }): PythonLayout => run.layout ?? { roots: [run.root] };

/** Every lane Python starts in seedgate_boot.py, with no user site; `target` is `-m pytest ...` or a harness script. */
export const bootArgs = (target: readonly string[]): string[] => ["-s", harnessPath("start/seedgate_boot.py"), ...target];

/**
 * The oracle process's argv under isolation: process: `-S` too, so its interpreter's start-up
 * processes no site directory, and no `.pth` import line of a venv (one outside the checkout
 * that SEEDGATE_PYTHON names, an editable install's finder) or of a site folder setup could
 * write runs in the process that decides the row (issue 44 item 5). seedgate_boot.py then adds
 * the interpreter's base site directories as plain paths (seedgate_layout.base_site_dirs).
 */
export const oracleArgs = (args: readonly string[]): string[] => ["-S", ...args];

/** A `-c` probe of the oracle's interpreter (run with -S, as the oracle is): first its base site directories as plain paths, where the boot finds the framework. */
export const ORACLE_SITES = "import site, sys\nsys.path += site.getsitepackages([sys.base_prefix, sys.base_exec_prefix])";

/** The prefix of a run's pycache when it owns no scratch directory (Disk.nowhere: a path nothing creates). */
export const PYCACHE = "seedgate-pycache-";

/**
 * The environment of every Python process the presets start: childEnv without any
 * PYTHON* variable of the caller's (PYTHONPATH, PYTHONSTARTUP, PYTHONUSERBASE, ...),
 * no plugin autoloading (an installed or editable package's pytest11 entry point), no
 * user site, bytecode read and written only under `pycache` (the run's scratch, or a
 * path nothing creates; never a `__pycache__` in the tree), and the layout for seedgate_boot.py.
 */
export function pythonEnv(base: Readonly<Record<string, string | undefined>>, seed: number, pycache: string, layout: PythonLayout): Record<string, string> {
  const env = Object.fromEntries(Object.entries(childEnv(base, seed)).filter(([k]) => !k.startsWith("PYTHON") && k !== "PYTEST_PLUGINS"));
  return {
    ...env,
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONHASHSEED: "0",
    PYTHONNOUSERSITE: "1",
    PYTHONPYCACHEPREFIX: pycache,
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
    SEEDGATE_BOOT: JSON.stringify({
      oracle: layout.oracle,
      roots: layout.roots,
      names: layout.names,
      packages: layout.packages,
      mirror: layout.mirror,
      shapes: layout.shapes,
    }),
  };
}

/** The last `file.py:LINE` pytest printed for a failure, for annotations. */
export function locate(output: string): { file: string; line: number } | undefined {
  // Repository-relative only: a frame inside the interpreter (/usr/lib/...) is no place to annotate.
  const all = [...output.matchAll(/^([^\s:/][^:\n]*\.py):(\d+): /gm)].filter((m) => !m[1]!.split("/").includes(".."));
  const m = all.at(-1);
  return m ? { file: m[1]!, line: Number(m[2]) } : undefined;
}
