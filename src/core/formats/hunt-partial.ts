// A shard's share of a hunt (issue 27 item 6): `hunt --shard I/N` runs a disjoint,
// deterministic slice of the seed budget and writes what it saw of each seed;
// `hunt merge` puts the slices back in budget order, so the proposal is the one an
// unsharded hunt over the same budget makes. Pure: parsing, slicing and merging.
import { SeedgateError } from "../errors.js";
import type { BoundaryShape } from "../inputs/model.js";
import type { ModuleOrigin } from "../row.js";

export const PARTIAL_KIND = "seedgate-hunt-partial";

export interface Shard {
  readonly index: number;
  readonly total: number;
}

/** What a shard saw of one seed: its run, its capture (bytes as base64) and that capture's replay on the parent. */
export interface PartialRow {
  readonly seed: number;
  readonly outcome: "pass" | "fail" | "timeout" | "error";
  readonly durationMs: number;
  readonly detail: string;
  readonly maxExamples?: number;
  /** The boundary's shapes the seed's run met (the journal's `shapes`). */
  readonly shapes?: readonly BoundaryShape[];
  /** Each @given argument's resolved strategy as printed (the journal's sealed_inputs). */
  readonly sealedInputs?: Readonly<Record<string, string>>;
  readonly origins?: readonly ModuleOrigin[];
  readonly capture?:
    | { readonly ok: true; readonly bytes: string; readonly source: "typed" | "observability" | "printed" | "fixture-out" }
    | { readonly ok: false; readonly reason: string };
  /** The captured bytes replayed alone on the parent (a fixture is evidence only if it fails there). */
  readonly replay?: { readonly outcome: string; readonly detail: string };
}

export interface HuntPartial {
  readonly kind: typeof PARTIAL_KIND;
  readonly version: 1;
  readonly property: string;
  readonly parent: string;
  readonly oracle: string;
  /** The whole budget, in hunt order: every shard of one hunt carries the same list. */
  readonly seeds: readonly number[];
  readonly shard: Shard;
  readonly environment: Readonly<Record<string, string>>;
  readonly rows: readonly PartialRow[];
}

/** Shard I of N takes every N-th seed of the budget from the I-th: disjoint, and the same on every runner. */
export const shardSeeds = (seeds: readonly number[], s: Shard): number[] => seeds.filter((_, i) => i % s.total === s.index - 1);

export interface MergedHunt {
  readonly property: string;
  readonly parent: string;
  readonly oracle: string;
  readonly seeds: readonly number[];
  readonly environment: Readonly<Record<string, string>>;
  /** Every seed's row, in budget order. */
  readonly rows: readonly PartialRow[];
}

/** Same hunt (property, parent, oracle, budget, shard count, environment), each shard once, every seed once. */
export function mergePartials(parts: readonly { readonly file: string; readonly partial: HuntPartial }[]): MergedHunt {
  const first = parts[0];
  if (first === undefined) throw new SeedgateError("usage", "hunt merge takes the partial files of every shard", { hint: "seedgate hunt merge shard-*.json" });
  for (const { file, partial } of parts.slice(1))
    for (const field of ["property", "parent", "oracle", "seeds", "environment"] as const)
      if (JSON.stringify(partial[field]) !== JSON.stringify(first.partial[field]))
        throw mismatch(file, field, `differs from ${first.file}'s: the partials are not shards of one hunt`);
  const total = first.partial.shard.total;
  const byIndex = new Map<number, string>();
  for (const { file, partial } of parts) {
    if (partial.shard.total !== total)
      throw mismatch(file, "shard", `is ${partial.shard.index}/${partial.shard.total}, but ${first.file} is of ${total} shards`);
    const twin = byIndex.get(partial.shard.index);
    if (twin !== undefined) throw mismatch(file, "shard", `${partial.shard.index}/${total} is given twice (also ${twin})`);
    byIndex.set(partial.shard.index, file);
    const want = shardSeeds(partial.seeds, partial.shard);
    if (JSON.stringify(partial.rows.map((r) => r.seed)) !== JSON.stringify(want))
      throw mismatch(file, "rows", `does not hold exactly shard ${partial.shard.index}/${total}'s seeds of the budget`);
  }
  const absent = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (absent.length > 0)
    throw new SeedgateError("input", `hunt merge: shard${absent.length > 1 ? "s" : ""} ${absent.map((i) => `${i}/${total}`).join(", ")} missing`, {
      hint: "pass the partial file of every shard; a merge of some shards is not the hunt's proposal",
    });
  const rows = new Map(parts.flatMap((p) => p.partial.rows.map((r) => [r.seed, r] as const)));
  const { property, parent, oracle, seeds, environment } = first.partial;
  return { property, parent, oracle, seeds, environment, rows: seeds.map((s) => rows.get(s)!) };
}

const mismatch = (file: string, field: string, why: string) =>
  new SeedgateError("input", `${file}: ${field} ${why}`, { hint: "merge the partials of one `hunt --shard I/N` run, one file per shard" });

/** A partial file's JSON, checked field by field; errors name the file and the field. */
export function parsePartial(text: string, file: string): HuntPartial {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new SeedgateError("input", `${file}: not JSON (${(e as Error).message})`, { hint: "pass the files `hunt --shard I/N --out FILE` wrote" });
  }
  const bad = (field: string, want: string) =>
    new SeedgateError("input", `${file}: ${field} must be ${want}`, { hint: "pass the files `hunt --shard I/N --out FILE` wrote, unedited" });
  const o = record(v) ?? fail(bad("the document", "an object"));
  if (o.kind !== PARTIAL_KIND || o.version !== 1) throw bad("kind/version", `"${PARTIAL_KIND}" version 1`);
  for (const f of ["property", "parent", "oracle"] as const) if (typeof o[f] !== "string" || o[f] === "") throw bad(f, "a non-empty string");
  if (!seedList(o.seeds)) throw bad("seeds", "a list of distinct whole numbers");
  const shard = record(o.shard);
  if (!shard || !whole(shard.index) || !whole(shard.total) || shard.index < 1 || shard.index > shard.total)
    throw bad("shard", "{index, total} with 1 <= index <= total");
  const env = record(o.environment);
  if (!env || !Object.values(env).every((x) => typeof x === "string")) throw bad("environment", "an object of strings");
  if (!Array.isArray(o.rows)) throw bad("rows", "a list");
  o.rows.forEach((r, i) => rowProblem(r) && fail(bad(`rows[${i}]${rowProblem(r)}`, "as `hunt --shard` writes it")));
  return o as unknown as HuntPartial;
}

const OUTCOMES = ["pass", "fail", "timeout", "error"];

function rowProblem(v: unknown): string | undefined {
  const r = record(v);
  if (!r || !whole(r.seed)) return ".seed";
  if (!OUTCOMES.includes(r.outcome as string)) return ".outcome";
  if (typeof r.durationMs !== "number" || typeof r.detail !== "string") return ".durationMs/.detail";
  if (r.maxExamples !== undefined && !whole(r.maxExamples)) return ".maxExamples";
  if (r.shapes !== undefined && !(Array.isArray(r.shapes) && r.shapes.every(shapeOf))) return ".shapes";
  const inputs = r.sealedInputs === undefined ? undefined : record(r.sealedInputs);
  if (r.sealedInputs !== undefined && !(inputs && Object.values(inputs).every((x) => typeof x === "string"))) return ".sealedInputs";
  if (r.origins !== undefined && !(Array.isArray(r.origins) && r.origins.every(originShape))) return ".origins";
  const c = r.capture === undefined ? undefined : record(r.capture);
  if (r.capture !== undefined && !(c && (c.ok === true ? typeof c.bytes === "string" && typeof c.source === "string" : typeof c.reason === "string")))
    return ".capture";
  const p = r.replay === undefined ? undefined : record(r.replay);
  if (r.replay !== undefined && !(p && typeof p.outcome === "string" && typeof p.detail === "string")) return ".replay";
  // A captured input is evidence only with its replay on the parent.
  if (c?.ok === true && p === undefined) return ".replay";
  return undefined;
}

const originShape = (v: unknown): boolean => {
  const o = record(v);
  const path = (x: unknown) => x === null || typeof x === "string";
  return o !== undefined && typeof o.module === "string" && path(o.file) && typeof o.inside === "boolean" && path(o.local);
};
const shapeOf = (v: unknown): boolean => {
  const s = record(v);
  if (s !== undefined && "call" in s)
    return typeof s.call === "string" && Object.keys(s).length === 2 && (typeof s.handle === "string" || typeof s.value === "string");
  return s !== undefined && typeof s.class === "string" && ["==", "<", "in"].includes(s.operator as string) && typeof s.against === "string";
};
const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const whole = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const seedList = (v: unknown): boolean => Array.isArray(v) && v.every(whole) && new Set(v).size === v.length && v.length > 0;
const fail = (e: Error): never => {
  throw e;
};
