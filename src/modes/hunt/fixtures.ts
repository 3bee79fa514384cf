// The hunt's fixtures: each hit's captured bytes, one file per distinct input (seeds
// that shrank to the same bytes share the first one's file, core/proposal.ts), each
// file replayed once on the parent with the lane's fixture runner (many to a process,
// a fork each, where the preset can). Only a file that fails the parent is proposed.
import { createHash } from "node:crypto";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import { fixtureOwners, fixturePathFor, type HuntFixture } from "../../core/edits/proposal.js";
import { runRows, type BatchRunner } from "../../runners/engine.js";
import { fixtureBatchKey, runFixtureBatch, runRow, type RowContext } from "../../runners/dispatch.js";
import type { RunOutcome } from "../../core/row.js";
import type { Workspace } from "../../ports/workspace.js";
import type { SeedRun } from "./seeds.js";
import type { Capture, SeenFailure } from "../../runners/falsifying.js";
import type { HuntTarget } from "./target.js";

/** A seed's captured bytes, the seed whose file holds them (itself, or the first seed with the same bytes), and that file's replay. */
export interface Verified {
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly owner: number;
  readonly path: string;
  readonly outcome: string;
  readonly detail: string;
}

/** A hit's fixture in the hunt's report; `duplicateOf`: an earlier seed shrank to these same bytes, and its file is this seed's fixture too. */
export interface FixtureRow {
  readonly path: string;
  readonly sha256: string;
  readonly source: string;
  readonly verified: boolean;
  readonly detail: string;
  readonly duplicateOf?: number;
}

/** Each captured seed's bytes and the file that holds them: one file per distinct input (core/proposal.ts). */
function captured(
  target: HuntTarget,
  runs: ReadonlyMap<number, SeedRun>,
): (Omit<Verified, "outcome" | "detail"> & { readonly seed: number; readonly failure?: SeenFailure })[] {
  const list = [...runs].flatMap(([seed, run]) =>
    run.capture?.ok === true ? [{ seed, bytes: run.capture.bytes, sha256: sha256(run.capture.bytes), ...seenFailure(run.capture, run.outcome.detail) }] : [],
  );
  const owners = fixtureOwners(list);
  return list.map((c) => ({ ...c, owner: owners.get(c.seed)!, path: fixturePathFor(target.format, target.property.id, owners.get(c.seed)!) }));
}

/**
 * The failure the hunt saw: the typed capture's own, or for a Hypothesis fixture read from
 * printed or observed text, the exception type the seed's row names ("AssertionError: ...").
 */
function seenFailure(capture: Capture & { ok: true }, detail: string): { failure?: SeenFailure } {
  if (capture.failure) return { failure: capture.failure };
  const type = capture.source === "observability" || capture.source === "printed" ? /^([A-Za-z_][\w.]*):/.exec(detail)?.[1] : undefined;
  return type ? { failure: { type, where: "" } } : {};
}

const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

/**
 * A fixture is evidence only if it fails the parent when replayed on its own (with the
 * lane's own fixture runner: many to a process, a fork each, where the preset can).
 * Seeds with the same bytes share one file and so one replay.
 */
export async function verifyFixtures(
  ctx: RowContext,
  target: HuntTarget,
  runs: ReadonlyMap<number, SeedRun>,
  /** The parent's scratch worktree, where the fixtures are replayed. */
  tree: Workspace,
  concurrency: number,
): Promise<Map<number, Verified>> {
  const all = captured(target, runs);
  const files = all.filter((c) => c.owner === c.seed);
  for (const c of files) {
    tree.makeDir(c.path.split("/").slice(0, -1).join("/"));
    tree.remove(c.path); // a restored fixture of the same seed is read-only
    tree.writeFile(c.path, c.bytes);
  }
  const rows = files.map((c): PlanRow => ({ lane: "replay", property: target.property.id, kind: "fixture", key: c.path, frozen: false }));
  const one = (row: PlanRow) => runRow(ctx, target.property, row);
  const batch: BatchRunner = {
    key: (row) => fixtureBatchKey(ctx, target.property, row),
    run: async (rs) => (await runFixtureBatch(ctx, target.property, rs)) ?? inTurn(rs, one),
  };
  const results = await runRows(rows, one, { concurrency, reruns: 0, batch });
  const byPath = new Map(results.map((r) => [r.row.key, r.attempts[0]!]));
  for (const c of files) if (c.failure) byPath.set(c.path, sameFailure(c.failure, byPath.get(c.path)!));
  return verifiedFrom(target, runs, new Map(files.map((c) => [c.sha256, byPath.get(c.path)!])));
}

/**
 * Each captured seed's fixture file and the replay of its bytes: the first seed in hunt
 * order with those bytes owns the file. A merge of shards calls it with the replays the
 * shards made, so files are owned as one unsharded hunt owns them.
 */
export function verifiedFrom(
  target: HuntTarget,
  runs: ReadonlyMap<number, SeedRun>,
  replays: ReadonlyMap<string, { readonly outcome: string; readonly detail: string }>,
): Map<number, Verified> {
  return new Map(captured(target, runs).map((c) => [c.seed, { ...c, outcome: replays.get(c.sha256)!.outcome, detail: replays.get(c.sha256)!.detail }]));
}

/**
 * A replay verifies only by failing the SAME way the hunt saw: the same exception type and,
 * for an assertion, the same assert statement (file name and line of the raising frame).
 * Any other failure (a TypeError from a wrong-typed argument) is no evidence.
 */
export function sameFailure(seen: SeenFailure, replay: RunOutcome): RunOutcome {
  if (replay.outcome !== "fail") return replay;
  // A fast-check replay names its error class in seedgate's evidence; a Python one leads its detail with it.
  const type = replay.failure?.type ?? /^([A-Za-z_][\w.]*):/.exec(replay.detail)?.[1];
  const frames = [...replay.tail.matchAll(/File "([^"]*)", line (\d+)/g)];
  const last = frames.at(-1);
  const where = last ? `${last[1]!.split("/").at(-1)}:${last[2]}` : "";
  const same = type === seen.type && (seen.type !== "AssertionError" || seen.where === "" || where === seen.where);
  if (same) return replay;
  const saw = `${seen.type}${seen.type === "AssertionError" && seen.where ? ` at ${seen.where}` : ""}`;
  return {
    ...replay,
    outcome: "error",
    detail: `fails differently on the parent (${firstLine(replay.detail)}${where ? ` at ${where}` : ""}), not the hunt's ${saw}`,
  };
}

async function inTurn(rows: readonly PlanRow[], one: (row: PlanRow) => Promise<RunOutcome>): Promise<RunOutcome[]> {
  const out: RunOutcome[] = [];
  for (const row of rows) out.push(await one(row));
  return out;
}

export function fixtureRow(v: Verified, seed: number, source: string): FixtureRow {
  const verified = v.outcome === "fail";
  const same = v.owner === seed ? {} : { duplicateOf: v.owner };
  const shared = v.owner === seed ? "" : ` (the same bytes as seed ${v.owner}'s fixture, which is this seed's too)`;
  const detail = verified
    ? `replays the failure on the parent${shared}`
    : `does not replay the failure on the parent (${v.outcome}: ${firstLine(v.detail)})${shared}`;
  return { path: v.path, sha256: v.sha256, source, verified, detail, ...same };
}

/** One proposed fixture per verified file, in hunt order, naming the later seeds that share it. */
export function proposedFixtures(verified: ReadonlyMap<number, Verified>): HuntFixture[] {
  const good = [...verified].filter(([, v]) => v.outcome === "fail");
  return good
    .filter(([seed, v]) => v.owner === seed)
    .map(([seed, v]) => {
      const duplicates = good.filter(([other, w]) => w.owner === seed && other !== seed).map(([other]) => other);
      return { seed, path: v.path, sha256: v.sha256, ...(duplicates.length > 0 ? { duplicates } : {}) };
    });
}

export const firstLine = (text: string): string => text.split("\n")[0]!.slice(0, 300);
