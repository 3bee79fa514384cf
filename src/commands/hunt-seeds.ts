// One hunted seed: run through the lane's runner dispatch (so the hunt judges a
// seed exactly as a lane would), and for a failure capture the shrunk input as
// fixture bytes from whatever the runner can give: the command preset's
// SEEDGATE_FIXTURE_OUT file, Hypothesis's observability lines, or the printed
// falsifying example.
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PlanRow } from "../core/lane-plan.js";
import type { Property } from "../core/model.js";
import type { Exec } from "../ports.js";
import { canonicalJson, falsifyingCall, literalArguments, observedArguments, xmlText, type Capture } from "../runners/falsifying.js";
import { ruleFor, runRow, type RowContext } from "../runners/dispatch.js";
import type { RunOutcome } from "../runners/outcome.js";

export interface SeedRun {
  readonly outcome: RunOutcome;
  /** Present for failures only. */
  readonly capture?: Capture;
}

/** Per-seed scratch: a Hypothesis storage dir of its own (no shared example database between seeds) and the fixture-out file. */
function scratch(base: string, seed: string): { storage: string; fixtureOut: string } {
  const dir = join(base, `seed-${seed}`);
  mkdirSync(dir, { recursive: true });
  return { storage: join(dir, "hypothesis"), fixtureOut: join(dir, "fixture.out") };
}

export async function huntSeed(ctx: RowContext, property: Property, row: PlanRow, scratchDir: string, python: string): Promise<SeedRun> {
  const { storage, fixtureOut } = scratch(scratchDir, row.key);
  const env = {
    ...ctx.env,
    HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY: "1",
    HYPOTHESIS_EXPERIMENTAL_OBSERVABILITY_NOCOVER: "1",
    HYPOTHESIS_OBSERVABILITY: "1",
    HYPOTHESIS_OBSERVABILITY_NOCOVER: "1",
    SEEDGATE_FIXTURE_OUT: fixtureOut,
  };
  const outcome = await runRow({ ...ctx, env, exec: keepStorage(ctx.exec, storage) }, property, row);
  if (outcome.outcome !== "fail") return { outcome };
  const preset = ruleFor(ctx.config, property.selector)?.preset;
  if (preset === "command") return { outcome, capture: fixtureOutCapture(fixtureOut) };
  if (preset !== "hypothesis") return { outcome, capture: { ok: false, reason: `the ${preset ?? "unknown"} preset records no fixtures` } };
  const observed = observedArguments(readObserved(join(storage, "observed")));
  if (observed.ok) return { outcome, capture: { ok: true, bytes: Buffer.from(canonicalJson(observed.arguments), "utf8"), source: "observability" } };
  // The output tail can cut a long example off; the JUnit failure message holds it whole.
  const fromTail = falsifyingCall(outcome.tail);
  const printed = fromTail.ok ? fromTail : falsifyingCall(xmlText(outcome.detail));
  if (!printed.ok) return { outcome, capture: { ok: false, reason: printed.reason } };
  return { outcome, capture: await literalArguments(ctx.exec, python, printed.call, ctx.env, ctx.root) };
}

/**
 * The runner may point Hypothesis's storage at a directory it deletes after the run;
 * the hunt needs the observability lines afterwards, so each seed gets a fresh
 * storage directory of the hunt's own (still outside the tree, still unshared).
 */
const keepStorage = (exec: Exec, storage: string): Exec => ({
  run: (req) => exec.run({ ...req, env: { ...req.env, HYPOTHESIS_STORAGE_DIRECTORY: storage } }),
});

function fixtureOutCapture(path: string): Capture {
  if (!existsSync(path)) return { ok: false, reason: "the command wrote nothing to SEEDGATE_FIXTURE_OUT" };
  const bytes = readFileSync(path);
  return bytes.length === 0 ? { ok: false, reason: "the command left SEEDGATE_FIXTURE_OUT empty" } : { ok: true, bytes, source: "fixture-out" };
}

function readObserved(dir: string): string {
  if (!existsSync(dir)) return "";
  return readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort().map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
}
