// `seedgate mutate` for a fast-check property: the JavaScript and TypeScript side of
// mutations.ts. The test's relative imports name the production file and functions; a
// function is a `function name(` or a `const name = (…) =>` / `= function`, its lines up to
// the brace that closes it. Operators need the spaces a formatter puts around them, so a
// TypeScript generic (`Array<number>`) or an arrow (`=>`) is never a site.
import { swap, type Language, type Operator } from "./mutations.js";

const JS_OPERATORS: readonly Operator[] = [
  { re: /\.length\b/g, kind: "off-by-one", edit: (_code, _at, m) => ({ before: m, after: `${m} - 1` }) },
  swap(/ (===|!==|<=|>=) /g, "comparison", { " === ": " !== ", " !== ": " === ", " <= ": " < ", " >= ": " > " }),
  swap(/ (<|>) /g, "comparison", { " < ": " <= ", " > ": " >= " }),
  swap(/ [+-] (?!=)/g, "arithmetic", { " + ": " - ", " - ": " + " }),
  swap(/\b(true|false)\b/g, "constant", { true: "false", false: "true" }),
  swap(/ (&&|\|\|) /g, "boolean", { " && ": " || ", " || ": " && " }),
];

/** The relative modules a test imports, with the names it takes (none: `* as x` or a default, every function). */
export function jsImports(test: string): { readonly module: string; readonly names: readonly string[] }[] {
  const out: { module: string; names: string[] }[] = [];
  for (const m of test.matchAll(/import\s+(?:type\s+)?([\w*\s{},$]*?)\s*from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    if (/^type\s/.test(m[0].slice(6).trim())) continue;
    const braces = /\{([^}]*)\}/.exec(m[1]!)?.[1];
    const names =
      braces === undefined
        ? []
        : braces.split(",").map(
            (n) =>
              n
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+/)[0]!,
          );
    out.push({ module: m[2]!, names: names.filter(Boolean) });
  }
  return out;
}

/** The files a relative specifier may name, in the order a TypeScript-aware resolver tries them. */
export function jsCandidates(testFile: string, specifier: string): string[] {
  const parts = [...testFile.split("/").slice(0, -1)];
  for (const seg of specifier.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== "." && seg !== "") parts.push(seg);
  }
  const path = parts.join("/");
  const ext = /\.[cm]?[jt]sx?$/.exec(path)?.[0];
  if (ext === undefined) return [".ts", ".tsx", ".js", ".mjs", ".cjs", "/index.ts", "/index.js"].map((e) => path + e);
  const stem = path.slice(0, -ext.length);
  const typed = { ".js": [".ts", ".tsx"], ".mjs": [".mts"], ".cjs": [".cts"], ".jsx": [".tsx"] }[ext] ?? [];
  return [path, ...typed.map((e) => stem + e)];
}

/** Each named function's lines: its declaration line to the line of the brace that closes its body. */
export function jsFunctionSpans(source: string): { readonly name: string; readonly lines: readonly number[] }[] {
  const lines = source.split("\n");
  const spans: { name: string; lines: number[] }[] = [];
  lines.forEach((text, i) => {
    const decl =
      /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+([\w$]+)/.exec(text) ??
      /^\s*(?:export\s+)?(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\(|[\w$]+\s*=>)/.exec(text);
    if (!decl) return;
    const body: number[] = [];
    let depth = 0;
    let opened = false;
    for (let j = i; j < lines.length; j++) {
      const code = jsCodeOf(lines[j]!);
      if (j > i && code.trim() !== "") body.push(j);
      for (const c of code) {
        if (c === "{") (depth++, (opened = true));
        else if (c === "}") depth--;
      }
      if ((opened && depth <= 0) || (!opened && j === i && /=>\s*[^{\s]/.test(code))) break;
    }
    // A one-line function (`const f = (a) => a + 1;`, or `{ … }` closed on its line) is its own line.
    spans.push({ name: decl[1]!, lines: body.length === 0 ? [i] : body });
  });
  return spans;
}

/** The line with string and template literals blanked and a `//` comment cut. */
export function jsCodeOf(line: string): string {
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== null) {
      out += c === quote ? c : " ";
      if (c === "\\") out += line[++i] === undefined ? "" : " ";
      if (c === quote) quote = null;
    } else if (c === "/" && (line[i + 1] === "/" || line[i + 1] === "*")) break;
    else {
      if (c === '"' || c === "'" || c === "`") quote = c;
      out += c;
    }
  }
  return out;
}

export const JAVASCRIPT: Language = {
  operators: JS_OPERATORS,
  spans: jsFunctionSpans,
  codeOf: jsCodeOf,
  declaration:
    /^\s*(import|export\s+\*|\*|\/\/|(export\s+)?(default\s+)?(async\s+)?function\b|(export\s+)?(const|let|var)\s+[\w$]+\s*(:[^=]+)?=\s*(async\s+)?(function\b|\(|[\w$]+\s*=>))/,
};

/** A module's names re-exported from a relative module (`export { chunks } from "./chunks.js"`): name → specifier. */
export function jsReExports(source: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/g))
    for (const n of m[1]!.split(","))
      if (n.trim())
        out.set(
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
          m[2]!,
        );
  return out;
}
