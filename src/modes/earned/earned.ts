// `seedgate earned`: seed 002's mutant calibration as a non-voting advisory. Each
// draft property runs the same seeds on the parent (a worktree at base with the
// draft's test file from head overlaid, as a hunt overlays today's oracle) and on
// the head. Earned = some seed fails on the parent and passes on the head. The
// result carries `votes: false` and never reaches the verdict.
import { clipEarned, type NonVotingResults } from "../../core/judge/non-voting.js";
import { VERSION } from "../../version.js";
import { classifyEarned, sideOutcomes, type DraftProperty, type EarnedProperty, type EarnedReport, type SeedOutcome } from "../../core/judge/earned.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Property } from "../../core/inputs/model.js";
import { compileSealedMatcher, type SealedMatcher } from "../../core/seal/sealed-set.js";
import { escapeGlob } from "../../core/seal/glob-escape.js";
import { runRows, type RowResult } from "../../runners/engine.js";
import type { Exec, Git, Log } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import { runRow, type RowContext } from "../../runners/dispatch.js";
import { sandboxedOrThrow } from "../base/sandbox.js";
import { findDrafts } from "./drafts.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import type { Trees } from "../../ports/trees.js";
import { readBase } from "../base/snapshot.js";

export const DEFAULT_EARNED_SEEDS = 20;

export interface EarnedSettings {
  readonly base: string;
  readonly head?: string;
  /** The same seeds run on both sides (default 1..20). */
  readonly seeds?: readonly number[];
  readonly configPath?: string;
  readonly concurrency?: number;
  /** The CI run, recorded in the results file the gate shows (default "local"). */
  readonly runId?: string;
}

export interface EarnedPorts {
  readonly git: Git;
  readonly exec: Exec;
  readonly disk: Disk;
  readonly sandboxes: Sandboxes;
  readonly trees: Trees;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cores: number;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
}

export interface EarnedRun {
  readonly command: "earned";
  readonly report: EarnedReport;
  /** The file the gate reads beside the lane results: shown in the comment, never counted. */
  readonly results: NonVotingResults<EarnedReport>;
}

type Side = "parent" | "head";
type Runs = Map<string, Map<number, { outcome: SeedOutcome; detail: string }>>;

export async function earned(s: EarnedSettings, ports: EarnedPorts): Promise<EarnedRun> {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head ?? "HEAD")];
  const seeds = s.seeds ?? Array.from({ length: DEFAULT_EARNED_SEEDS }, (_, i) => i + 1);
  // The config and the sealed set come from base, as the judge reads them.
  const snapshot = await readBase(ports.git, base, s.configPath, ports.log);
  const { config } = snapshot;
  const sealed = await snapshot.sealed();
  const drafts = await findDrafts(ports.git, config, base, head, sealed);
  const report = (properties: EarnedProperty[]): EarnedRun => {
    const r: EarnedReport = { kind: "earned", votes: false, base, head, seeds, properties: properties.map(clipEarned) };
    return { command: "earned", report: r, results: { schema: 1, kind: "earned", base, head, runId: s.runId ?? "local", seedgateVersion: VERSION, report: r } };
  };
  if (drafts.length === 0) return report([]);
  ports.log.info(
    `earned: ${drafts.length} draft${drafts.length === 1 ? "" : "s"} × ${seeds.length} seeds on parent ${base.slice(0, 12)} and head ${head.slice(0, 12)} (non-voting)`,
  );
  const runs = await ports.trees.withWorktree(base, (parentDir) =>
    ports.trees.withWorktree(head, async (headDir) => {
      await ports.trees.restoreSealed(parentDir, head, overlayOf(drafts));
      const isSealed = (p: string) => sealed.match(p) !== null;
      const ctx = (root: string): RowContext => ({
        root,
        config,
        exec: sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: root, isSealed, readOnly: [ports.git.root] }),
        disk: ports.disk,
        env: ports.env,
        isSealed,
      });
      const runs = await runBoth(
        drafts,
        seeds,
        { parent: ctx(parentDir), head: ctx(headDir) },
        s.concurrency ?? (config.runners.concurrency || ports.cores),
        ports.onResult,
      );
      await ports.exec.sweep?.(ports.log); // what the drafts left running dies before the worktrees go and the report exists
      return runs;
    }),
  );
  return report(drafts.map((d) => judgeDraft(d, seeds, runs)));
}

/** The drafts' test files, from head, put over the parent tree (nothing else of the head). */
function overlayOf(drafts: readonly DraftProperty[]): SealedMatcher {
  const files = [...new Set(drafts.map((d) => d.selector.split("::")[0]!))];
  return compileSealedMatcher(files.map((f) => ({ glob: escapeGlob(f), reason: "a draft's test file, from head" })));
}

/** One pool for both sides, so the two trees share the cores. */
async function runBoth(
  drafts: readonly DraftProperty[],
  seeds: readonly number[],
  ctx: Record<Side, RowContext>,
  concurrency: number,
  onResult: EarnedPorts["onResult"],
): Promise<Runs> {
  const jobs = new Map<PlanRow, { side: Side; draft: DraftProperty; property: Property }>();
  for (const side of ["parent", "head"] as const) {
    for (const draft of drafts) {
      const property = asProperty(draft);
      for (const seed of seeds) jobs.set({ lane: "replay", property: draft.id, kind: "seed", key: String(seed), frozen: false }, { side, draft, property });
    }
  }
  const runs: Runs = new Map();
  await runRows(
    [...jobs.keys()],
    async (row) => {
      const job = jobs.get(row)!;
      const outcome = await runRow(ctx[job.side], job.property, row);
      const key = `${job.side}\0${job.draft.id}`;
      if (!runs.has(key)) runs.set(key, new Map());
      runs.get(key)!.set(Number(row.key), { outcome: outcome.outcome, detail: outcome.detail });
      return outcome;
    },
    { concurrency, reruns: 0, ...(onResult ? { onResult } : {}) },
  );
  return runs;
}

function judgeDraft(draft: DraftProperty, seeds: readonly number[], runs: Runs): EarnedProperty {
  const side = (s: Side) => sideOutcomes(runs.get(`${s}\0${draft.id}`) ?? new Map(), seeds);
  const [parent, head] = [side("parent"), side("head")];
  return { ...draft, ...classifyEarned(parent, head), parent, head };
}

/** A draft as the runner dispatch sees a property: never voting. */
const asProperty = (d: DraftProperty): Property => ({
  id: d.id,
  format: d.source === "journal-proposed" ? "journal" : "ledger",
  selector: d.selector,
  votes: false,
  state: d.source === "journal-proposed" ? "proposed" : "unearned",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: d.file, pointer: "" },
});
