// The harness's rooms and their floors, read from the files: what runs inside the lane's
// interpreter is Python, ES modules and CommonJS, which no TypeScript check reads.
//
// The floors, lowest first: protocol < boundary < evidence < start. A file imports only
// from its own room and the rooms below it: the protocol imports no other room, the
// boundary only the protocol, evidence never start (start may import evidence: a zygote
// preloads the plugins its children run).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { cycles, filesUnder, moduleName, pythonGraph, read, scriptGraph, type Graph, type Source } from "./import-graph.js";

export const HARNESS = "src/harness";
export const ROOMS = ["protocol", "boundary", "evidence", "start"] as const;
export type Room = (typeof ROOMS)[number];

const PYTHON = [".py"];
const SCRIPTS = [".mjs", ".cjs", ".js"];

/** Every source file in the rooms (Python, ES modules, CommonJS). */
export const harnessSources = (root = HARNESS): Source[] =>
  read(ROOMS.map((room) => `${root}/${room}`).flatMap((dir) => (existsSync(dir) ? filesUnder(dir, [...PYTHON, ...SCRIPTS]) : [])));

/** What sits at the top of the harness besides its trust map and its four rooms. */
export const looseEntries = (root = HARNESS): string[] =>
  readdirSync(root)
    .filter((name) => name !== "README.md" && !(ROOMS as readonly string[]).includes(name))
    .sort();

/**
 * The module names each Python file imports, read by Python's own parser (a docstring
 * that mentions `import x` is no import): `import a.b`, `from a import b` (absolute
 * only: the harness's modules are flat names), and `__import__("a")` /
 * `importlib.import_module("a")` with a literal name, the lazy imports start-up uses.
 */
const PY_IMPORTS = String.raw`
import ast, json, sys
out = {}
for path, text in json.load(sys.stdin).items():
    names = set()
    for node in ast.walk(ast.parse(text, path)):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            f = node.func
            callee = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if callee in ("__import__", "import_module"):
                names.add(node.args[0].value.split(".")[0])
    out[path] = sorted(names)
json.dump(out, sys.stdout)
`;

export const pythonImports = (sources: readonly Source[]): Map<string, string[]> => {
  const input = JSON.stringify(Object.fromEntries(sources.map((s) => [s.path, s.text])));
  const output = execFileSync("/usr/bin/python3", ["-c", PY_IMPORTS], { input, encoding: "utf8" });
  return new Map(Object.entries(JSON.parse(output) as Record<string, string[]>));
};

/** One graph over the harness: Python modules by flat name across the rooms, JS by relative specifier. */
export const harnessGraph = (sources: readonly Source[]): Graph => {
  const py = sources.filter((s) => s.path.endsWith(".py"));
  const js = sources.filter((s) => SCRIPTS.some((x) => s.path.endsWith(x)));
  return new Map([...pythonGraph(py, pythonImports(py)), ...scriptGraph(js)]);
};

export const harnessCycles = (graph: Graph): string[] => cycles(graph);

export const roomOf = (path: string, root = HARNESS): Room | undefined => ROOMS.find((room) => path.startsWith(`${root}/${room}/`));

/** Every import that climbs a floor: `file imports target (room above room)`. */
export const floorBreaches = (graph: Graph, root = HARNESS): string[] =>
  [...graph].flatMap(([file, targets]) => {
    const from = roomOf(file, root);
    if (from === undefined) return [`${file} is in no room`];
    return targets
      .filter((target) => ROOMS.indexOf(roomOf(target, root)!) > ROOMS.indexOf(from))
      .map((target) => `${file} imports ${shortName(target)} (${roomOf(target, root)} is above ${from})`);
  });

const shortName = (path: string): string => (path.endsWith(".py") ? moduleName(path) : path.replace(/^.*\//, ""));
