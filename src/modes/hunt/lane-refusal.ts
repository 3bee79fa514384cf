// The hunt is the lane (issue 47 item 7): what a lane would refuse, the hunt refuses
// before its first seed, in the lane's own words. Under isolation: process a lane's
// production code comes from runners.pythonPaths only (an editable install's .pth makes
// no production root), so a sealed test importing the repository's `src/mylib` with no
// `pythonPaths: [src]` makes every lane row an error (seedgate_origin.py, origin.ts's
// misplacedSaid). The check reads what seedgate_origin.py reads: the test's top-level
// imports, the import roots, and the layouts it looks beside them.
import { SeedgateError } from "../../core/errors.js";
import type { Config } from "../../core/inputs/config.js";
import { pythonImports } from "../../core/edits/mutations.js";
import type { ModuleOrigin } from "../../core/row.js";
import type { Workspace } from "../../ports/workspace.js";
import { misplacedSaid } from "../../runners/hypothesis/origin.js";

/** seedgate_origin.py's _LAYOUTS: where a same-named package is looked for beside a root. */
const LAYOUTS = ["src", "lib", "python", ""];

/** Throws the lane's refusal when the test at `testFile` (in `test`) imports a package the tree holds outside every import root. */
export function refuseAsTheLane(config: Config, test: Workspace, testFile: string, tree: Workspace): void {
  const source = test.readFile(testFile)?.toString("utf8") ?? "";
  const roots = (config.runners.pythonPaths ?? ["."]).map(clean);
  const names = [...new Set(pythonImports(source).map((i) => i.module.split(".")[0]!))];
  const origins: ModuleOrigin[] = names.flatMap((module) => {
    if (roots.some((r) => holds(tree, r, module) !== undefined)) return [];
    const local = localCopy(tree, roots, module);
    return local === undefined ? [] : [{ module, file: null, inside: false, local }];
  });
  const said = misplacedSaid(origins);
  if (said === undefined) return;
  throw new SeedgateError("config", `a lane would refuse this property: ${said}`, {
    field: "runners.pythonPaths",
    hint: "the hunt runs as the lanes do (isolation: process): production code is imported from runners.pythonPaths only, and an editable install's .pth names no import root; `seedgate init` writes pythonPaths from the layout",
  });
}

/** The package or module `name` directly under `dir` (repository-relative), as its path, or undefined. */
function holds(tree: Workspace, dir: string, name: string): string | undefined {
  const at = dir === "" ? name : `${dir}/${name}`;
  if (tree.readFile(`${at}/__init__.py`) !== null) return at;
  return tree.readFile(`${at}.py`) !== null ? `${at}.py` : undefined;
}

/** seedgate_origin.py's _local_copy: a same-named package under a root or beside it, relative to where it was found. */
function localCopy(tree: Workspace, roots: readonly string[], name: string): string | undefined {
  for (const root of roots)
    for (const top of new Set([root, parentOf(root)]))
      for (const layout of LAYOUTS) {
        const base = [top, layout].filter((p) => p !== "").join("/");
        const found = holds(tree, base, name);
        if (found !== undefined) return top === "" ? found : found.slice(top.length + 1);
      }
  return undefined;
}

const clean = (p: string): string => (p === "." ? "" : p.replace(/^(\.\/)+/, "").replace(/\/+$/, ""));
const parentOf = (p: string): string => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");
