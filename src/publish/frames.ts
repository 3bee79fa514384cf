// The frame a reviewer wants to see inline in "Files changed": the deepest frame
// of a failure's traceback (Python, pytest) or stack (Node, fast-check) that
// lies in a file the pull request changed. Lane paths are absolute (the lane's
// checkout): a frame matches a changed path when it ends with "/" + that path.

export interface Frame {
  readonly file: string;
  readonly line: number;
}

/** Frames deepest first. */
export function framesOf(output: string): Frame[] {
  const python: Frame[] = [];
  const node: Frame[] = [];
  for (const l of output.split("\n")) {
    const tb = /^\s*File "([^"]+)", line (\d+)/.exec(l) ?? /^([^\s:]+\.py):(\d+): /.exec(l);
    if (tb) python.push({ file: tb[1]!, line: Number(tb[2]) });
    const st = /^\s*at (?:.*? \()?(?:file:\/\/)?([^\s()]+?):(\d+):\d+\)?\s*$/.exec(l);
    if (st) node.push({ file: st[1]!, line: Number(st[2]) });
  }
  // A Python traceback lists the deepest call last; a Node stack lists it first.
  return [...python.reverse(), ...node];
}

export function deepestChanged(output: string, changed: readonly string[]): Frame | null {
  if (changed.length === 0) return null;
  const set = new Set(changed);
  for (const f of framesOf(output)) {
    const file = f.file.replace(/\\/g, "/").replace(/^\.\//, "");
    if (set.has(file)) return { file, line: f.line };
    const hit = changed.find((p) => file.endsWith(`/${p}`));
    if (hit !== undefined) return { file: hit, line: f.line };
  }
  return null;
}
