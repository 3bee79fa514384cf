// Random JSON documents written with random insignificant whitespace, recording the
// line each node's first token is written on: the reference for JSON locators.
// (located-json-lines.test.ts, a journaled property, keeps its own copy of this
// writer so that it runs unchanged on its parent commit.)
import fc from "fast-check";
import { toPointer } from "../../src/core/inputs/located.js";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Doc = { tag: "leaf"; value: Json } | { tag: "array"; items: Doc[] } | { tag: "object"; entries: [string, Doc][] };

export const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("a", "b", "a/b", "~1", "~", "0", "-", "$ref", "__proto__", "é", "\n", "\u2028"));
const leaf = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 8 }));
export const { doc } = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf.map((value): Doc => ({ tag: "leaf", value })),
    fc.array(tie("doc"), { maxLength: 4 }).map((items): Doc => ({ tag: "array", items })),
    fc.uniqueArray(fc.tuple(key, tie("doc")), { maxLength: 4, selector: ([k]) => k }).map((entries): Doc => ({ tag: "object", entries })),
  ),
}));
/** Insignificant whitespace as RFC 8259 defines it: space, tab, LF, CR. */
export const space = fc.array(fc.constantFrom("", " ", "  ", "\t", "\n", "\r\n", "\n  ", "\r"), { maxLength: 3 }).map((parts) => parts.join(""));
export const gaps = fc.array(space, { minLength: 1, maxLength: 12 });

/** Two spellings of the same key: JSON.stringify's, and every UTF-16 unit as \uXXXX. */
export const spell = (k: string, escaped: boolean): string =>
  escaped ? `"${[...Array(k.length).keys()].map((i) => `\\u${k.charCodeAt(i).toString(16).padStart(4, "0")}`).join("")}"` : JSON.stringify(k);

export interface Written {
  readonly text: string;
  readonly value: Json;
  /** pointer -> 1-based line of the node's first character (leaf token, "[" or "{"). */
  readonly lines: ReadonlyMap<string, number>;
  /** Pointers of the leaves only. */
  readonly leaves: readonly string[];
  /** Every key written, in order: the object's pointer, the key, the line its token starts on. */
  readonly keys: readonly { readonly object: string; readonly key: string; readonly line: number }[];
}

/**
 * Writes `d` with whitespace drawn from `gapList` (cycled). Lines count LF only, as
 * the locators do (a lone CR is whitespace, not a line break, to JSON).
 */
export function write(d: Doc, gapList: readonly string[], escapeKeys = false): Written {
  let text = "";
  let gap = 0;
  const ws = () => (gapList.length === 0 ? "" : gapList[gap++ % gapList.length]!);
  const line = () => 1 + (text.match(/\n/g)?.length ?? 0);
  const lines = new Map<string, number>();
  const leaves: string[] = [];
  const keys: { object: string; key: string; line: number }[] = [];
  const emit = (node: Doc, path: (string | number)[]): Json => {
    text += ws();
    lines.set(toPointer(path), line());
    if (node.tag === "leaf") {
      leaves.push(toPointer(path));
      text += JSON.stringify(node.value) + ws();
      return JSON.parse(JSON.stringify(node.value)) as Json;
    }
    if (node.tag === "array") {
      text += "[";
      const out = node.items.map((item, i) => {
        if (i > 0) text += ",";
        return emit(item, [...path, i]);
      });
      if (node.items.length === 0) text += ws();
      text += "]" + ws();
      return out;
    }
    text += "{";
    const out: { [k: string]: Json } = {};
    node.entries.forEach(([k, v], i) => {
      text += (i > 0 ? "," : "") + ws();
      keys.push({ object: toPointer(path), key: k, line: line() });
      text += spell(k, escapeKeys) + ws() + ":";
      Object.defineProperty(out, k, { value: emit(v, [...path, k]), enumerable: true, writable: true, configurable: true });
    });
    if (node.entries.length === 0) text += ws();
    text += "}" + ws();
    return out;
  };
  const value = emit(d, []);
  return { text, value, lines, leaves, keys };
}
