// Which runner runs a row: the first matching config rule, else the first preset in
// the table (presets.ts) that claims the selector. The runs themselves are the
// table's: this file only looks them up. Anything seedgate cannot run is an error
// row, never a skip.
import picomatch from "picomatch";
import type { RowEnded } from "./seed-ends.js";
import type { Config, Isolation, RunnerRule } from "../core/inputs/config.js";
import { isolationOf } from "../core/inputs/isolation.js";
import type { Property } from "../core/inputs/model.js";
import type { PlanRow } from "../core/plan/lane-plan.js";
import type { RunOutcome } from "../core/row.js";
import { preflightRefusal } from "../core/judge/preflight-refusal.js";
import type { Preset, RowContext, Together } from "./preset.js";
import { PRESETS, presetOf } from "./presets.js";

export type { RowContext };

// Compiled once per glob: ruleFor runs for every row, and a lane may have thousands.
const matchers = new Map<string, (path: string) => boolean>();
const matcherOf = (glob: string): ((path: string) => boolean) => {
  let m = matchers.get(glob);
  if (m === undefined) matchers.set(glob, (m = picomatch(glob, { dot: true })));
  return m;
};

/** The rule that runs `selector`: only `runners.rules` is read, so a report can ask it of the base config's rules alone. */
export function ruleFor(config: { readonly runners: { readonly rules: Config["runners"]["rules"] } }, selector: string): RunnerRule | undefined {
  const file = selector.split("::")[0]!;
  const rule = config.runners.rules.find((r) => r.match === undefined || matcherOf(r.match)(file));
  if (rule) return rule;
  const claimed = Object.entries(PRESETS).find(([, p]: [string, Preset]) => p.claims?.test(selector) === true);
  return claimed === undefined ? undefined : { preset: claimed[0] };
}

/** The table's entry that runs `selector` under `config`'s rules, or undefined. */
export function presetFor(config: { readonly runners: { readonly rules: Config["runners"]["rules"] } }, selector: string): Preset | undefined {
  const rule = ruleFor(config, selector);
  return rule === undefined ? undefined : presetOf(rule.preset);
}

/** The isolation a rule's rows run under: `process` only for an entry a subject can serve (its `subject`). */
export const rowIsolation = (config: Config, rule: RunnerRule | undefined): Isolation =>
  isolationOf(config, rule, rule !== undefined && presetOf(rule.preset)?.subject === true);

export const errorOutcome = (detail: string): RunOutcome => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: undefined });
/** A row the property's preflight refused: still an error (a verdict needs every row), marked so the reports say it once. */
const refused = (why: string): RunOutcome => errorOutcome(preflightRefusal(why));

/** A property's rule and preset, the row timeout, and the question why no row of it can run (preflight), asked now. */
function placed(ctx: RowContext, property: Property) {
  const rule = ruleFor(ctx.config, property.selector);
  const preset = rule === undefined ? undefined : presetOf(rule.preset);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1000;
  const checking = rule === undefined ? Promise.resolve(undefined) : Promise.resolve(preset?.preflight?.(ctx, rule, property.selector));
  return { rule, preset, timeoutMs, checking };
}

/** As `placed`, with the preflight's answer: why no row of it can run, if none can. */
async function resolve(ctx: RowContext, property: Property) {
  const { checking, ...rest } = placed(ctx, property);
  return { ...rest, broken: await checking };
}

export async function runRow(ctx: RowContext, property: Property, row: PlanRow): Promise<RunOutcome> {
  const { rule, preset, timeoutMs, broken } = await resolve(ctx, property);
  if (broken !== undefined) return refused(broken);
  const run = preset?.rows[row.kind];
  if (rule !== undefined && run !== undefined) return run({ ctx, rule, property, row, timeoutMs });
  const what = rule === undefined ? `no runner for selector ${property.selector}` : `the ${rule.preset} preset cannot run a ${row.kind} row here`;
  return errorOutcome(`${what}: add a runners.rules entry (preset: command with {fixture}/{case}) for it`);
}

/** The property's rule and its preset's way of taking rows together (`pick`: seeds or fixtures), if it has one. */
function wayOf(ctx: RowContext, property: Property, pick: (p: Preset) => Together | undefined) {
  const rule = ruleFor(ctx.config, property.selector);
  const preset = rule === undefined ? undefined : presetOf(rule.preset);
  const way = preset === undefined ? undefined : pick(preset);
  return rule === undefined || way === undefined ? undefined : { rule, way };
}

/** The key rows of one property share when `together` can take them in one go, else undefined. */
function keyOf(ctx: RowContext, property: Property, row: PlanRow, pick: (p: Preset) => Together | undefined): string | undefined {
  const found = wayOf(ctx, property, pick);
  return found?.way.key(ctx, found.rule, property, row);
}

/**
 * Rows that may share a batch share a key, the property: a `batch: true` hypothesis
 * rule's seeds (one process), or the fork server's seeds and fixtures (one zygote pair,
 * a fork per row).
 */
export function batchKey(ctx: RowContext, property: Property, row: PlanRow): string | undefined {
  return keyOf(ctx, property, row, (p) => p.seeds);
}

/** The answer of the property's preset's `seeds` to a yes-or-no question about its batch; no batch says no. */
function seedsSay(ctx: RowContext, property: Property, ask: (way: Together) => Together["fans"]): boolean {
  const found = wayOf(ctx, property, (p) => p.seeds);
  const answer = found === undefined ? undefined : ask(found.way);
  return found !== undefined && answer !== undefined && answer(ctx, found.rule);
}

/** Whether the batch of a row's key runs its seeds several at a time itself (the fork server): engine.ts BatchRunner.fans. */
export const batchFans = (ctx: RowContext, property: Property): boolean => seedsSay(ctx, property, (way) => way.fans);

/** Whether that batch first boots on one core and says when its rows start (the fork server's zygotes): engine.ts BatchRunner.boots. */
export const batchBoots = (ctx: RowContext, property: Property): boolean => seedsSay(ctx, property, (way) => way.boots);

/** First runs of rows of one property that share a batchKey, one outcome per row in order: a batch or the fork server. */
export async function runBatch(
  ctx: RowContext,
  property: Property,
  rows: readonly PlanRow[],
  opts: { readonly seedStorage?: string; readonly ended?: RowEnded; readonly width?: number; readonly ready?: () => void } = {},
): Promise<RunOutcome[]> {
  const { rule, preset, timeoutMs, checking } = placed(ctx, property);
  // Callers batch only rows that share a batchKey, which only a preset with `seeds` gives.
  if (rule === undefined || preset?.seeds === undefined) {
    const broken = await checking;
    return rows.map(() => (broken === undefined ? errorOutcome(`the ${rule?.preset ?? "unknown"} preset runs no seed batch`) : refused(broken)));
  }
  // The batch starts while the preflight runs (a fork server's zygotes take the longest to start): a broken
  // environment's answer still replaces every outcome, and a sound one, the common case, no longer holds the start.
  const running = preset.seeds.run({ ctx, rule, property, rows, timeoutMs, ...opts }).then(
    (outs) => ({ outs }),
    (error: unknown) => ({ error }),
  );
  const [broken, ran] = await Promise.all([checking, running]);
  if (broken !== undefined) return rows.map(() => refused(broken));
  if ("error" in ran) throw ran.error;
  return ran.outs;
}

/** Fixture rows runFixtureBatch can take many to a process share a key: the property. */
export function fixtureBatchKey(ctx: RowContext, property: Property, row: PlanRow): string | undefined {
  return keyOf(ctx, property, row, (p) => p.fixtures);
}

/**
 * Fixture rows of one property in one harness process, a fork per fixture (same
 * verdict as a process per fixture); `undefined` where the rule has no such mode
 * (other presets, or no fork on this platform): run those rows one by one.
 */
export async function runFixtureBatch(ctx: RowContext, property: Property, rows: readonly PlanRow[]): Promise<RunOutcome[] | undefined> {
  if (rows.some((r) => fixtureBatchKey(ctx, property, r) === undefined)) return undefined;
  const { rule, preset, timeoutMs, broken } = await resolve(ctx, property);
  if (rule === undefined || preset?.fixtures === undefined) return undefined;
  if (broken !== undefined) return rows.map(() => refused(broken));
  return preset.fixtures.run({ ctx, rule, property, rows, timeoutMs });
}
