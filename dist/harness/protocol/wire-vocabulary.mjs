// The wire's vocabulary (wire.json beside this file), read once at import: the one place
// the frames, the limits and both codecs' tags are written. seedgate_vocabulary.py reads
// the same file for the Python codec. A plain read, not a JSON import: Node 20 before
// 20.10 has no `with { type: "json" }`, and later ones warn that it is experimental.
import { readFileSync } from "node:fs";

export const PATH = new URL("./wire.json", import.meta.url);

/** The table at `url`, checked: a tag names one idea in every language. */
export function load(url) {
  const table = JSON.parse(readFileSync(url, "utf8"));
  const seen = new Map();
  for (const [name, entry] of Object.entries(table.tags)) {
    if (typeof entry.tag !== "string" || entry.tag === "" || seen.has(entry.tag)) {
      throw new Error(`${url}: the tag ${JSON.stringify(entry.tag)} of ${name} is empty or also names ${seen.get(entry.tag)}`);
    }
    seen.set(entry.tag, name);
  }
  return table;
}

export const TABLE = load(PATH);
/** name → tag, for the tags the Node codec uses. */
export const TAG = Object.freeze(Object.fromEntries(Object.entries(TABLE.tags).flatMap(([name, e]) => (e.langs.includes("node") ? [[name, e.tag]] : []))));
export const HEADER_BYTES = TABLE.frame.header_bytes;
export const MAX_BYTES = TABLE.frame.max_bytes;
export const MAX_DEPTH = TABLE.limits.max_depth;
export const MAX_SAFE_INTEGER = TABLE.limits.max_safe_integer;
export const NUMBER_SPECIALS = TABLE.number_specials;
