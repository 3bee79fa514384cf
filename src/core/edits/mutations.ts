// The mutations `seedgate mutate` may make in a production file (Python here, JavaScript and
// TypeScript in mutations-js.ts): small, named,
// deterministic edits of one line of a function the property imports (flip a comparison,
// off-by-one a length, swap + and -, True/False, and/or). Pure: the same source and the
// same function names give the same numbered list, kind by kind in source order, every time.
import { SeedgateError } from "../errors.js";

export interface Mutation {
  /** 1-based, by kind (KINDS) then source order: what `--pick N` names. */
  readonly index: number;
  readonly function: string;
  /** 1-based line number in the file. */
  readonly line: number;
  readonly kind: "comparison" | "off-by-one" | "arithmetic" | "boolean" | "constant";
  /** The exact text replaced, and what replaces it, on that line. */
  readonly before: string;
  readonly after: string;
  readonly column: number;
  readonly lineBefore: string;
  readonly lineAfter: string;
}

/** The order of the list: the kinds a property most often catches as a wrong answer (not a crash) first. */
const KINDS: readonly Mutation["kind"][] = ["comparison", "off-by-one", "arithmetic", "constant", "boolean"];

/** One kind of site: where it matches on a line's code (strings blanked) and what it becomes (null: not a site). */
export interface Operator {
  readonly re: RegExp;
  readonly kind: Mutation["kind"];
  readonly edit: (code: string, at: number, match: string) => { readonly before: string; readonly after: string } | null;
}

/** A plain swap of the matched text. */
export const swap = (re: RegExp, kind: Mutation["kind"], to: Readonly<Record<string, string>>): Operator => ({
  re,
  kind,
  edit: (_code, _at, m) => ({ before: m, after: to[m]! }),
});

/** How a language's functions, lines and sites are read. */
export interface Language {
  readonly operators: readonly Operator[];
  readonly spans: (source: string) => { readonly name: string; readonly lines: readonly number[] }[];
  readonly codeOf: (line: string) => string;
  /** A line that declares rather than computes (def, import, a decorator): no site. */
  readonly declaration: RegExp;
}

/** Longest first, so `<=` is one site, never `<` then `=`. */
const PYTHON_OPERATORS: readonly Operator[] = [
  {
    re: /\blen\(/g,
    kind: "off-by-one",
    edit: (code, at, m) => {
      const close = closing(code, at + m.length - 1);
      return close < 0 ? null : { before: code.slice(at, close + 1), after: `${code.slice(at, close + 1)} - 1` };
    },
  },
  swap(/(?<![<>=!])(<=|>=|==|!=)(?!=)/g, "comparison", { "<=": "<", ">=": ">", "==": "!=", "!=": "==" }),
  swap(/(?<![<>=!-])(<|>)(?![<>=])/g, "comparison", { "<": "<=", ">": ">=" }),
  swap(/ [+-] (?!=)/g, "arithmetic", { " + ": " - ", " - ": " + " }),
  swap(/ (and|or) /g, "boolean", { " and ": " or ", " or ": " and " }),
  swap(/\b(True|False)\b/g, "constant", { True: "False", False: "True" }),
];

/** The names a test file imports from modules: `from a.b import x, y as z` and `import a.b`. */
export function pythonImports(test: string): { readonly module: string; readonly names: readonly string[] }[] {
  const out: { module: string; names: string[] }[] = [];
  for (const raw of test.split("\n")) {
    const from = /^from\s+([\w.]+)\s+import\s+\(?([\w\s,]+?)\)?\s*(#.*)?$/.exec(raw);
    if (from)
      out.push({
        module: from[1]!,
        names: from[2]!
          .split(",")
          .map((n) => n.trim().split(/\s+as\s+/)[0]!)
          .filter(Boolean),
      });
    const plain = /^import\s+([\w.]+)(\s+as\s+\w+)?\s*$/.exec(raw);
    if (plain) out.push({ module: plain[1]!, names: [] });
  }
  return out.filter((i) => !/^(hypothesis|pytest|typing|__future__)(\.|$)/.test(i.module));
}

/** A module's names re-exported from a relative import (`from .core import chunks`): name → relative module. */
export function reExports(source: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const raw of source.split("\n")) {
    const m = /^from\s+(\.[\w.]*)\s+import\s+\(?([\w\s,]+?)\)?\s*$/.exec(raw);
    for (const n of m ? m[2]!.split(",") : [])
      out.set(
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        m![1]!,
      );
  }
  return out;
}

/** The lines of each top-level or nested `def` (its body, docstring and comments aside). */
export function functionSpans(source: string): { readonly name: string; readonly lines: readonly number[] }[] {
  const lines = source.split("\n");
  const spans: { name: string; lines: number[] }[] = [];
  lines.forEach((text, i) => {
    const def = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/.exec(text);
    if (!def) return;
    const indent = def[1]!.length;
    const body: number[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j]!;
      if (t.trim() === "") continue;
      if (t.length - t.trimStart().length <= indent) break;
      body.push(j);
    }
    spans.push({ name: def[2]!, lines: withoutDocstrings(lines, body) });
  });
  return spans;
}

function withoutDocstrings(lines: readonly string[], body: readonly number[]): number[] {
  let open: string | null = null;
  return body.filter((j) => {
    const t = lines[j]!.trim();
    if (open !== null) {
      if (t.includes(open)) open = null;
      return false;
    }
    const q = /^[rbuRBU]?("""|''')/.exec(t);
    if (q) {
      if (t.indexOf(q[1]!, q[0].length) < 0) open = q[1]!;
      return false;
    }
    return !t.startsWith("#");
  });
}

/** The line with string literals blanked and any comment cut, so an operator in text is never a site. */
export function codeOf(line: string): string {
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== null) {
      out += c === quote ? c : " ";
      if (c === "\\") out += line[++i] === undefined ? "" : " ";
      if (c === quote) quote = null;
    } else if (c === "#") break;
    else {
      if (c === '"' || c === "'") quote = c;
      out += c;
    }
  }
  return out;
}

/** Every mutation of the named functions (every function when none of them is defined here), numbered in source order. */
export function mutations(source: string, functions: readonly string[], language: Language = PYTHON): Mutation[] {
  const spans = language.spans(source);
  const chosen = spans.some((s) => functions.includes(s.name)) ? spans.filter((s) => functions.includes(s.name)) : spans;
  const lines = source.split("\n");
  const seen = new Set<number>(); // a nested def's lines belong to the outer one too: each line once
  const sites: Omit<Mutation, "index">[] = [];
  for (const span of chosen)
    for (const j of span.lines) {
      if (seen.has(j)) continue;
      seen.add(j);
      sites.push(...lineSites(language, lines[j]!, j + 1, span.name));
    }
  const rank = (m: Omit<Mutation, "index">) => KINDS.indexOf(m.kind);
  return sites.sort((a, b) => rank(a) - rank(b) || a.line - b.line || a.column - b.column).map((m, i) => ({ ...m, index: i + 1 }));
}

function lineSites(language: Language, text: string, line: number, fn: string): Omit<Mutation, "index">[] {
  const code = language.codeOf(text);
  if (language.declaration.test(code)) return [];
  const out: Omit<Mutation, "index">[] = [];
  for (const op of language.operators)
    for (const m of code.matchAll(op.re)) {
      const e = op.edit(code, m.index, m[0]);
      // The text replaced is the line's own (a blanked string never is one).
      if (e !== null) out.push(site(text, line, fn, op.kind, m.index, text.slice(m.index, m.index + e.before.length), e.after));
    }
  return out;
}

function site(text: string, line: number, fn: string, kind: Mutation["kind"], column: number, before: string, after: string): Omit<Mutation, "index"> {
  const lineAfter = text.slice(0, column) + after + text.slice(column + before.length);
  return { function: fn, line, kind, before: before.trim(), after: after.trim(), column: column + 1, lineBefore: text, lineAfter };
}

/** The index of the parenthesis that closes the one at `open`, or -1. */
export function closing(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "(") depth++;
    else if (code[i] === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The source with one mutation applied (its line replaced, every other byte kept). */
export function applyMutation(source: string, m: Mutation): string {
  const lines = source.split("\n");
  if (lines[m.line - 1] !== m.lineBefore) throw new SeedgateError("internal", `line ${m.line} no longer reads as the mutation's line`);
  lines[m.line - 1] = m.lineAfter;
  return lines.join("\n");
}

export const PYTHON: Language = {
  operators: PYTHON_OPERATORS,
  spans: functionSpans,
  codeOf,
  declaration: /^\s*(def|class|import|from|@)\b/,
};
