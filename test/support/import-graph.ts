// Import graphs for the architecture tests: every arrow from a file to a file it imports,
// type-only imports, re-exports and lazy `import()` included (eslint's import-x/no-cycle
// skips `import type`, and a type-only loop is still two files that cannot be read apart).
// TypeScript and JavaScript are read by the compiler's own import scanner
// (`ts.preProcessFile`), not a regex, so comments and strings do not count.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";

/** file → the files it imports (paths as given, relative to the repository). */
export type Graph = Map<string, string[]>;

export type Source = { path: string; text: string };

/** Every file under `dir` whose name ends with one of `exts`, sorted. */
export const filesUnder = (dir: string, exts: readonly string[]): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && exts.some((x) => e.name.endsWith(x)))
    .map((e) => join(e.parentPath, e.name))
    .sort();

export const read = (paths: readonly string[]): Source[] => paths.map((path) => ({ path, text: readFileSync(path, "utf8") }));

/** The relative specifiers a TS or JS file imports: `import`, `import type`, `export … from`, `import()`, `require()`. */
export const relativeSpecifiers = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith("./") || s.startsWith("../"));

/**
 * The graph of TS/JS sources over relative specifiers. TypeScript names a `.ts` file by
 * its `.js` output, so `./x.js` resolves to `x.ts` when that is one of the sources; a
 * specifier naming no source (JSON data, a file outside the set) draws no arrow.
 */
export const scriptGraph = (sources: readonly Source[]): Graph => {
  const known = new Set(sources.map((s) => s.path));
  const resolve = (from: string, spec: string): string | undefined => {
    const target = normalize(join(dirname(from), spec));
    return [target, target.replace(/\.js$/, ".ts")].find((p) => known.has(p));
  };
  return new Map(sources.map((s) => [s.path, unique(relativeSpecifiers(s.text).flatMap((spec) => resolve(s.path, spec) ?? []))]));
};

/**
 * The graph of Python sources whose modules are flat names, resolved by file name across
 * every folder given (the harness puts each room on sys.path). `imports` maps a file to
 * the module names it imports; names of no source (the standard library) draw no arrow.
 */
export const pythonGraph = (sources: readonly Source[], imports: ReadonlyMap<string, readonly string[]>): Graph => {
  const byName = new Map(sources.map((s) => [moduleName(s.path), s.path]));
  return new Map(sources.map((s) => [s.path, unique((imports.get(s.path) ?? []).flatMap((name) => byName.get(name) ?? []))]));
};

export const moduleName = (path: string): string => path.replace(/^.*\//, "").replace(/\.py$/, "");

/**
 * Every loop of the graph, one per strongly connected component (Tarjan), each written
 * as a path from its first file (sorted) back to itself: `a -> b -> a`.
 */
export const cycles = (graph: Graph): string[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(loopThrough(graph, new Set(component)));
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort();
};

/** The shortest path from the component's first file back to itself, staying inside it. */
const loopThrough = (graph: Graph, component: ReadonlySet<string>): string => {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      if (w === start) return [...walkBack(cameFrom, start), start].join(" -> ");
      queue.push(w);
    }
  }
  return start;
};

const walkBack = (cameFrom: ReadonlyMap<string, string>, start: string): string[] => {
  const path: string[] = [];
  for (let v = cameFrom.get(start)!; v !== start; v = cameFrom.get(v)!) path.unshift(v);
  return [start, ...path];
};

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
