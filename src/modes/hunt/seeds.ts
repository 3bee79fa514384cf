// A hunt's seeds: run through the lane's runner dispatch (so the hunt judges a seed
// exactly as a lane would: one process per seed, or many to a process where the
// property's rule says `batch: true`), and for each failure capture the shrunk input
// as fixture bytes from whatever the runner can give: the command preset's
// SEEDGATE_FIXTURE_OUT file, or for Hypothesis the typed capture its run wrote
// (seedgate_capture.py: the failing call's own values), else its observability lines
// or the printed falsifying example (all of a hunt's printed examples convert in one process).
import { join } from "node:path";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { BoundaryShape, Property } from "../../core/inputs/model.js";
import { runRows, type BatchRunner, type RowResult } from "../../runners/engine.js";
import type { Exec } from "../../ports/local.js";
import type { Workspace } from "../../ports/workspace.js";
import { canonicalJson, falsifyingCall, literalArguments, observedArguments, xmlText, type Capture } from "../../runners/falsifying.js";
import { batchKey, presetFor, ruleFor, runBatch, runRow, type RowContext } from "../../runners/dispatch.js";
import { fastCheckCapture } from "../../runners/fast-check/fixture.js";
import type { RunOutcome } from "../../core/row.js";
import { seedShapes, SHAPES_FILE } from "./shapes.js";

export interface SeedRun {
  readonly outcome: RunOutcome;
  /** Present for failures only. */
  readonly capture?: Capture;
  /** The boundary's shapes the run met (seedgate_shapes_record.py; journal `shapes`), when it recorded them. */
  readonly shapes?: readonly BoundaryShape[];
}

/** A failure whose capture waits for the hunt's one literal_json.py run. */
export interface Printed {
  readonly outcome: RunOutcome;
  readonly printed: string;
}

export interface SeedHunt {
  readonly ctx: RowContext;
  readonly property: Property;
  /** The hunt's scratch dir, outside the tree: per-seed storage and fixture-out files (processes get `scratch.root`). */
  readonly scratch: Workspace;
  readonly python: string;
  readonly concurrency: number;
  /** One process per seed even where a hypothesis rule could batch (the lanes' own choice, `batch`). */
  readonly perProcess?: boolean;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  /** Progress only: seeds whose first run ended, as a batch streams them (engine.ts onEnded). */
  readonly onEnded?: (ended: number, total: number) => void;
}

/**
 * Per-seed scratch: a Hypothesis storage dir of its own (no shared example database
 * between seeds) and the fixture-out file; `rel` relative to the scratch dir, `abs` for processes.
 */
function seedFiles(scratch: Workspace, seed: string) {
  const rel = { storage: `seed-${seed}/hypothesis`, fixtureOut: `seed-${seed}/fixture.out` };
  return { rel, storage: join(scratch.root, rel.storage), fixtureOut: join(scratch.root, rel.fixtureOut) };
}

const OBSERVABILITY = {
  HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY: "1",
  HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY_NOCOVER: "1",
  HYPOTHESIS_OBSERVABILITY: "1",
  HYPOTHESIS_OBSERVABILITY_NOCOVER: "1",
  SEEDGATE_CAPTURE: "1", // seedgate_capture.py keeps the failing call's typed arguments
};

/** Every seed's outcome and capture, keyed by seed. */
export async function runSeeds(h: SeedHunt, seeds: readonly number[]): Promise<Map<number, SeedRun>> {
  const rows = seeds.map((seed): PlanRow => ({ lane: "replay", property: h.property.id, kind: "seed", key: String(seed), frozen: false }));
  for (const row of rows) h.scratch.makeDir(`seed-${row.key}`);
  const env = { ...h.ctx.env, ...OBSERVABILITY };
  const one = (row: PlanRow) => {
    const { storage, fixtureOut } = seedFiles(h.scratch, row.key);
    // A Node oracle writes the classes it saw coerced to a primitive where Python's writes its shapes (shapes.ts).
    const shapes = { SEEDGATE_SHAPES_OUT: join(storage, SHAPES_FILE) };
    return runRow({ ...h.ctx, env: { ...env, SEEDGATE_FIXTURE_OUT: fixtureOut, ...shapes }, exec: keepStorage(h.ctx.exec, storage) }, h.property, row);
  };
  // The batched mode gives each seed, by name, the storage directory `one` would give it.
  const seedStorage = seedFiles(h.scratch, "{seed}").storage;
  const batch: BatchRunner = {
    key: (row) => huntBatchKey(h, row),
    run: (batched, { ended }) => runBatch({ ...h.ctx, env }, h.property, batched, { seedStorage, ...(ended ? { ended } : {}) }),
  };
  const progress = { ...(h.onResult ? { onResult: h.onResult } : {}), ...(h.onEnded ? { onEnded: h.onEnded } : {}) };
  const results = await runRows(rows, one, { concurrency: h.concurrency, reruns: 0, batch, ...progress });
  const found = await Promise.all(results.map((r) => captureSeed(h.ctx, h.property, r.row.key, r.attempts[0]!, h.scratch)));
  const printed = found.flatMap((f, i) => ("printed" in f ? [i] : []));
  // The helper runs from the hunt's scratch dir: nothing of the tree is near it.
  const converted = await literalArguments(
    h.ctx,
    h.python,
    printed.map((i) => (found[i] as Printed).printed),
    h.ctx.env,
    h.scratch.root,
  );
  printed.forEach((i, k) => (found[i] = { outcome: found[i]!.outcome, capture: converted[k]! }));
  return new Map(seeds.map((seed, i) => [seed, withShapes(found[i] as SeedRun, seedShapes(h.scratch, seedFiles(h.scratch, String(seed)).rel.storage))]));
}

const withShapes = (run: SeedRun, shapes: readonly BoundaryShape[] | undefined): SeedRun => (shapes === undefined ? run : { ...run, shapes });

/**
 * A hunt batches every seed of a preset whose entry says `huntTogether` (Hypothesis's)
 * by default, whatever the lanes' rule says: a hunt only proposes, each hit is then verified by its fixture failing on the
 * parent, and one interpreter start per seed is most of a hunt's time. `perProcess`
 * keeps the lanes' choice.
 */
function huntBatchKey(h: SeedHunt, row: PlanRow): string | undefined {
  if (h.perProcess) return batchKey(h.ctx, h.property, row);
  return presetFor(h.ctx.config, h.property.selector)?.huntTogether === true && row.kind === "seed" ? h.property.id : undefined;
}

/** One seed alone (runSeeds with one seed): its outcome and, for a failure, its capture. */
export async function huntSeed(ctx: RowContext, property: Property, row: PlanRow, scratch: Workspace, python: string): Promise<SeedRun> {
  const runs = await runSeeds({ ctx, property, scratch, python, concurrency: 1 }, [Number(row.key)]);
  return runs.get(Number(row.key))!;
}

/** One seed's capture from what its run left: final bytes or a refusal, or a printed call to convert. */
export async function captureSeed(ctx: RowContext, property: Property, seed: string, outcome: RunOutcome, scratch: Workspace): Promise<SeedRun | Printed> {
  const { rel, fixtureOut } = seedFiles(scratch, seed);
  if (outcome.outcome !== "fail") return { outcome };
  // The preset's entry says how its failing input is kept (its `capture`).
  const capture = presetFor(ctx.config, property.selector)?.capture;
  if (capture === "fixture-out") return { outcome, capture: fixtureOutCapture(scratch, rel.fixtureOut) };
  if (capture === "counterexample") return { outcome, capture: fastCheckCapture(ctx.disk, fixtureOut) };
  if (capture !== "observed") {
    const preset = ruleFor(ctx.config, property.selector)?.preset ?? "unknown";
    return { outcome, capture: { ok: false, reason: `the ${preset} preset records no fixtures` } };
  }
  const typed = typedCapture(scratch, `${rel.storage}/seedgate-capture.json`);
  if (typed !== null) return { outcome, capture: typed };
  const observed = observedArguments(readObserved(scratch, `${rel.storage}/observed`));
  if (observed.ok) return { outcome, capture: { ok: true, bytes: Buffer.from(canonicalJson(observed.arguments), "utf8"), source: "observability" } };
  // The output tail can cut a long example off; the JUnit failure message (the batched row's detail) holds it whole.
  const fromTail = falsifyingCall(outcome.tail);
  const printed = fromTail.ok ? fromTail : falsifyingCall(xmlText(outcome.detail));
  if (!printed.ok) return { outcome, capture: { ok: false, reason: printed.reason } };
  return { outcome, printed: printed.call };
}

/**
 * The runner may point Hypothesis's storage at a directory it deletes after the run;
 * the hunt needs the observability lines afterwards, so each seed gets a fresh
 * storage directory of the hunt's own (still outside the tree, still unshared).
 */
const keepStorage = (exec: Exec, storage: string): Exec => ({
  run: (req) => exec.run({ ...req, env: { ...req.env, HYPOTHESIS_STORAGE_DIRECTORY: storage } }),
});

function fixtureOutCapture(scratch: Workspace, path: string): Capture {
  const bytes = scratch.readFile(path);
  if (bytes === null) return { ok: false, reason: "the command wrote nothing to SEEDGATE_FIXTURE_OUT" };
  return bytes.length === 0 ? { ok: false, reason: "the command left SEEDGATE_FIXTURE_OUT empty" } : { ok: true, bytes, source: "fixture-out" };
}

/**
 * What seedgate_capture.py kept of the failing call: the typed fixture and the failure it
 * saw, or why an argument cannot be stored (then no fixture: never a lossy copy). Null
 * when the run wrote none (the failure was not a call of the test body).
 */
function typedCapture(scratch: Workspace, path: string): Capture | null {
  const bytes = scratch.readFile(path);
  if (bytes === null) return null;
  let kept: { fixture?: unknown; refused?: unknown; failure?: { type?: unknown; where?: unknown } };
  try {
    kept = JSON.parse(bytes.toString("utf8")) as typeof kept;
  } catch {
    return { ok: false, reason: "the typed capture (seedgate-capture.json) is not JSON" };
  }
  const f = kept.failure;
  const failure = f && typeof f.type === "string" && typeof f.where === "string" ? { failure: { type: f.type, where: f.where } } : {};
  if (typeof kept.refused === "string")
    return {
      ok: false,
      reason: `fixture not writable: ${kept.refused}; hint: draw values seedgate can store (fixed-offset timezones, or zoneinfo, pytz and dateutil zones of the tz database by key, not tzlocal, tzoffset or ZoneInfo.from_file; built-in, datetime, Decimal, Fraction, UUID, ipaddress values, enum members (single, of a class reachable by its name), dataclass instances (of a class reachable by its name whose fields are all init fields), pathlib paths, ranges, slices), or build the object inside the test from stored values`,
    };
  if (typeof kept.fixture !== "string") return { ok: false, reason: "the typed capture (seedgate-capture.json) holds no fixture" };
  return { ok: true, bytes: Buffer.from(kept.fixture, "utf8"), source: "typed", ...failure };
}

function readObserved(scratch: Workspace, dir: string): string {
  if (scratch.kind(dir) === "absent") return "";
  return scratch
    .list(dir)
    .filter((f) => f.name.endsWith(".jsonl"))
    .map((f) => scratch.readFile(`${dir}/${f.name}`)!.toString("utf8"))
    .join("\n");
}
