// A parsed document that maps a JSON pointer back to a line, and the pointer's own
// encoding (RFC 6901). Shared by the JSON and YAML readers, so neither imports the other.
export interface Located {
  readonly file: string;
  readonly value: unknown;
  /** 1-based line of the node at `pointer` (or its closest existing ancestor). */
  lineOf(pointer: string): number | undefined;
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .replace(/^\//, "")
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

export const toPointer = (segments: readonly (string | number)[]): string =>
  segments.map((s) => "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
