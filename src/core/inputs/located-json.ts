// JSON with positions: JSON.parse decides the value (strict grammar); jsonc-parser's
// syntax tree gives each node's offset and exposes duplicate keys, which JSON.parse
// silently resolves to the last copy. Linear in the text, unlike a YAML round trip.
import { parseTree, type Node, type ParseError } from "jsonc-parser";
import { SeedgateError } from "../errors.js";
import { pointerSegments, type Located } from "./json-pointer.js";

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

export function locateJson(file: string, text: string): Located {
  const lineAt = lineIndex(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const errors: ParseError[] = [];
    parseTree(text, errors, STRICT);
    throw new SeedgateError("input", `malformed JSON: ${(cause as Error).message}`, {
      file,
      line: errors[0] ? lineAt(errors[0].offset) : undefined,
      hint: "fix the syntax; seedgate never guesses at a half-readable file",
    });
  }
  const root = parseTree(text, [], STRICT);
  const dup = root ? firstDuplicate(root) : null;
  if (dup) {
    throw new SeedgateError("input", `duplicate key: "${dup.key}" appears more than once in one object`, {
      file,
      line: lineAt(dup.offset),
      hint: "each key may appear once; parsers disagree on which copy wins",
    });
  }
  const lineOf = (pointer: string): number | undefined => {
    let node = root;
    for (const seg of pointerSegments(pointer)) {
      const next = node === undefined ? undefined : child(node, seg);
      if (next === undefined) break;
      node = next;
    }
    return node === undefined ? undefined : lineAt(node.offset);
  };
  return { file, value, lineOf };
}

function child(node: Node, seg: string): Node | undefined {
  if (node.type === "array") return /^\d+$/.test(seg) ? node.children?.[Number(seg)] : undefined;
  if (node.type !== "object") return undefined;
  return node.children?.find((p) => p.children?.[0]?.value === seg)?.children?.[1];
}

/** The first key repeated within one object, depth-first, without recursion. */
function firstDuplicate(root: Node): { key: string; offset: number } | null {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "object") {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const key = prop.children?.[0];
        if (key && seen.has(String(key.value))) return { key: String(key.value), offset: key.offset };
        if (key) seen.add(String(key.value));
        if (prop.children?.[1]) stack.push(prop.children[1]);
      }
    } else if (node.type === "array") stack.push(...(node.children ?? []));
  }
  return null;
}

/** 1-based line of an offset, by binary search over the newline offsets. */
function lineIndex(text: string): (offset: number) => number {
  let starts: number[] | undefined;
  return (offset) => {
    if (starts === undefined) {
      starts = [0];
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
