// The boundary's shapes a hunt's seeds met (issue 44 item 1): which production classes
// answered `==`, `<` or `in` that the sealed test asked against one of its own values,
// as seedgate_shapes_record.py wrote them beside each seed's capture. The hunt records
// their union in the journal's `shapes`; a lane's oracle lets a handle answer exactly those.
// Under isolation: process the same file holds what each call returned (seedgate_calls.py):
// the handle classes its results held, and the by-value type paths of those that held none.
import type { BoundaryShape } from "../../core/inputs/model.js";
import type { Workspace } from "../../ports/workspace.js";

export const SHAPES_FILE = "seedgate-shapes.json";

const OPERATORS: ReadonlySet<string> = new Set(["==", "<", "in"]);
const named = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 300;

function isShape(v: unknown): v is BoundaryShape {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<string, unknown>;
  if ("call" in s) return named(s.call) && Object.keys(s).length === 2 && (named(s.handle) || named(s.value));
  return named(s.class) && typeof s.operator === "string" && OPERATORS.has(s.operator) && named(s.against);
}

/** One key per entry (operators first, then calls: the journal is sorted by key), and the entry with only its own fields. */
function keyed(s: BoundaryShape): [string, BoundaryShape] {
  if ("call" in s)
    return "handle" in s
      ? [`1${s.call}\0handle\0${s.handle}`, { call: s.call, handle: s.handle }]
      : [`1${s.call}\0value\0${s.value}`, { call: s.call, value: s.value }];
  return [`0${s.class}\0${s.operator}\0${s.against}`, { class: s.class, operator: s.operator, against: s.against }];
}

/** The shapes one seed's run wrote; undefined when it wrote none (not a Python row) or what it wrote is not a list of shapes. */
export function seedShapes(scratch: Workspace, storage: string): readonly BoundaryShape[] | undefined {
  const bytes = scratch.readFile(`${storage}/${SHAPES_FILE}`);
  if (bytes === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) && parsed.every(isShape) ? parsed : undefined;
}

/** Every shape a seed met, once each and sorted (a stable journal); undefined when no seed recorded any. */
export function huntShapes(runs: Iterable<{ readonly shapes?: readonly BoundaryShape[] }>): BoundaryShape[] | undefined {
  const all = [...runs].flatMap((r) => (r.shapes === undefined ? [] : [r.shapes]));
  if (all.length === 0) return undefined;
  const byKey = new Map(all.flat().map(keyed));
  return [...byKey.keys()].sort().map((k) => byKey.get(k)!);
}

/** The journal's `shapes` from a hunt's runs, when any recorded them. */
export function recordedShapes(runs: Iterable<{ readonly shapes?: readonly BoundaryShape[] }>): { shapes?: BoundaryShape[] } {
  const shapes = huntShapes(runs);
  return shapes === undefined ? {} : { shapes };
}
