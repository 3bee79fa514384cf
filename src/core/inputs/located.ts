// Parse JSON or YAML text while keeping the ability to map a JSON pointer back to
// a line, so every schema error can name file, line and field.
import { LineCounter, parseDocument, isCollection, isSeq, type Node } from "yaml";
import { SeedgateError } from "../errors.js";
import { locateJson } from "./located-json.js";

export { pointerSegments, toPointer, type Located } from "./json-pointer.js";
import { pointerSegments, type Located } from "./json-pointer.js";

/**
 * JSON is parsed with JSON.parse (strict grammar) and again by jsonc-parser for
 * positions and duplicate keys (two parsers that disagree on a duplicated key are
 * an attack surface); YAML (the config) by yaml, which does both.
 */
export function parseLocated(file: string, text: string, syntax: "json" | "yaml"): Located {
  if (syntax === "json") return locateJson(file, text);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, strict: true });
  const firstError = doc.errors[0];
  if (firstError) {
    const kind = firstError.code === "DUPLICATE_KEY" ? "duplicate key" : "malformed YAML";
    throw new SeedgateError("input", `${kind}: ${firstError.message.split("\n")[0]}`, {
      file,
      line: lines.linePos(firstError.pos[0]).line,
      hint: kind === "duplicate key" ? "each key may appear once; parsers disagree on which copy wins" : "fix the syntax",
    });
  }
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  const lineOf = (pointer: string): number | undefined => {
    let node: unknown = doc.contents;
    let found = node as Node | null;
    for (const seg of pointerSegments(pointer)) {
      if (!isCollection(node)) break;
      const next = node.get(isSeq(node) ? Number(seg) : seg, true);
      if (next === undefined) break;
      node = next;
      found = next as Node;
    }
    const offset = found?.range?.[0];
    return offset === undefined ? undefined : lines.linePos(offset).line;
  };
  return { file, value, lineOf };
}
