// The npm packages a sealed JS file imports (issue 44 item 5): read from its text as
// data, never run. A sealed fast-check test or seed-003 `properties.mjs` runs in the
// oracle, and so does every package it imports by name: those packages are pinned to the
// base lockfile like the framework (src/modes/lane/sealed-packages.ts). Pure.

// Comments first: an import in a comment imports nothing.
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/g;
// `import x from "s"`, `import "s"`, `export * from "s"`, `import("s")`, `require("s")`; not `import type`.
const STATIC = /\b(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/g;
const DYNAMIC = /\b(?:import|require)\s*\(\s*["']([^"'\n]+)["']\s*\)/g;

/** Every module specifier `source` imports, in order of first appearance. */
export function importSpecifiers(source: string): string[] {
  const text = source.replace(COMMENTS, "$1");
  const found = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].sort((a, b) => a.index - b.index).map((m) => m[1]!);
  return [...new Set(found)];
}

/** The package a bare specifier names (`@scope/pkg/sub` is `@scope/pkg`), or undefined for a path, URL, `node:` or `#import`. */
export function packageName(specifier: string): string | undefined {
  if (/^(?:[./#]|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? `${parts[0]}/${parts[1] ?? ""}` : parts[0]!;
  return NPM_NAME.test(name) ? name : undefined;
}

// npm's rule for a package name: an alias (`@/lib`, `~/x`) is none.
const NPM_NAME = /^(?:@[a-z0-9-][a-z0-9-._~]*\/)?[a-z0-9-][a-z0-9-._~]*$/;

const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];

/** Repository paths a relative specifier in `from` may name, most likely first; none for a bare one or one leaving the tree. */
export function relativeCandidates(from: string, specifier: string): string[] {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return [];
  const parts = from.split("/").slice(0, -1);
  for (const p of specifier.split("/")) {
    if (p === "..") {
      if (parts.length === 0) return [];
      parts.pop();
    } else if (p !== "." && p !== "") parts.push(p);
  }
  const path = parts.join("/");
  // TypeScript's `.js` specifier of a `.ts` file, as vite resolves it.
  const swapped = /\.[cm]?js$/.test(path) ? [path.replace(/js$/, "ts"), path.replace(/\.js$/, ".tsx")] : [];
  return [...new Set([path, ...swapped, ...EXTENSIONS.map((e) => path + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)])];
}
