// `seedgate hunt`: run a property's candidate seeds against the parent (a scratch
// worktree with today's sealed oracle overlaid), capture and verify a fixture per
// distinct hit input (hunt-fixtures.ts), and propose (never lock) the journal or
// ledger update. Timeouts are noise, never hits; zero hits means the property is
// dead and nothing is written.
import { createHash } from "node:crypto";
import type { Git } from "../../ports/local.js";
import type { OpenWorkspace } from "../../ports/workspace.js";
import { firstLine, fixtureRow, proposedFixtures, type FixtureRow } from "./fixtures.js";
import { buildProposal, type ProposalFiles } from "./proposal.js";
import type { RawJournal } from "../../core/formats/journal.js";
import { holdoutCount, type HoldoutSizing } from "../../core/plan/holdout-count.js";
import { listedProposal } from "../../core/plan/holdout-visibility.js";
import type { Finding } from "../../core/findings.js";
import { HOLDOUT_SECRET_ENV } from "../../core/plan/secret-holdout.js";
import { journalReproduced, ledgerReproduced, type Reproduction } from "../../core/edits/rehunt.js";
import type { SeedRun } from "./seeds.js";
import { recordedShapes } from "./shapes.js";
import { agreedInputs, type SealedInputs } from "../../runners/hypothesis/sealed-inputs.js";
import type { ModuleOrigin } from "../../core/row.js";
import type { HuntTarget } from "./target.js";
import { journalCost, type JournalCost } from "../../core/edits/replay-pick.js";
import { runTree, type HuntPorts, type HuntSettings, type TreeRun } from "./tree-run.js";

export type { HuntPorts, HuntSettings } from "./tree-run.js";

export interface HuntRow {
  readonly seed: number;
  readonly outcome: "hit" | "miss" | "timeout" | "error";
  readonly durationMs: number;
  readonly detail: string;
  readonly fixture?: FixtureRow | { readonly error: string };
  /** Where each production module came from on the parent (the code hunted was the repository's). */
  readonly origins?: readonly ModuleOrigin[];
}

export interface HuntRun {
  readonly command: "hunt";
  readonly status: "hit" | "dead" | "timeout-only" | "error-only";
  readonly message: string;
  readonly property: string;
  readonly format: "journal" | "ledger";
  readonly parent: string;
  readonly oracle: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly hits: readonly number[];
  readonly misses: readonly number[];
  readonly timeouts: readonly number[];
  readonly errors: readonly number[];
  readonly rows: readonly HuntRow[];
  /** Only with at least one hit. */
  readonly proposal?: ProposalFiles;
  /** How many holdouts the proposal draws, and the figures behind it (issue 14 item 6). */
  readonly holdouts?: HoldoutSizing;
  /** Advice beside the proposal (listed holdouts), shown by the CLI; never a reason. */
  readonly notes?: readonly Finding[];
  /** With a proposal: whether it only reproduces what the oracle revision already holds (a re-hunt then opens nothing). */
  readonly reproduction?: Reproduction;
  /** With a journal proposal: what it will cost every pull request. */
  readonly cost?: JournalCost;
}

export async function hunt(s: HuntSettings, ports: HuntPorts): Promise<HuntRun> {
  const { parent, oracle, target, treeRun } = await runTree(s, s.seeds, ports);
  return summarise(s, s.seeds, {
    parent,
    oracle,
    target,
    treeRun,
    git: ports.git,
    workspaceAt: ports.workspaceAt,
    now: ports.clock.now(),
    secretHoldouts: Boolean(ports.env[HOLDOUT_SECRET_ENV]),
  });
}

export interface Summary {
  readonly parent: string;
  readonly oracle: string;
  readonly target: HuntTarget;
  readonly treeRun: TreeRun;
  readonly git: Git;
  readonly workspaceAt: OpenWorkspace;
  readonly now: Date;
  readonly secretHoldouts: boolean;
}

const OUTCOME = { fail: "hit", pass: "miss", timeout: "timeout", error: "error" } as const;

/** The report and proposal from every seed's run, in budget order (a merge of shards gives the same as one hunt). */
export async function summarise(s: HuntSettings, seeds: readonly number[], m: Summary): Promise<HuntRun> {
  const rows = seeds.map((seed): HuntRow => {
    const run = m.treeRun.runs.get(seed)!;
    const o = run.outcome;
    const base = {
      seed,
      outcome: OUTCOME[o.outcome],
      durationMs: Math.round(o.durationMs),
      detail: firstLine(o.detail),
      ...(o.origins ? { origins: o.origins } : {}),
    };
    if (run.capture === undefined) return base;
    if (!run.capture.ok) return { ...base, fixture: { error: run.capture.reason } };
    return { ...base, fixture: fixtureRow(m.treeRun.verified.get(seed)!, seed, run.capture.source) };
  });
  const pick = (o: HuntRow["outcome"]) => rows.filter((r) => r.outcome === o).map((r) => r.seed);
  const [hits, misses, timeouts, errors] = [pick("hit"), pick("miss"), pick("timeout"), pick("error")];
  const status: HuntRun["status"] = hits.length > 0 ? "hit" : timeouts.length > 0 ? "timeout-only" : misses.length > 0 ? "dead" : "error-only";
  const base = {
    command: "hunt" as const,
    status,
    message: messageFor(status, hits, timeouts, errors, m.target.property.id),
    property: m.target.property.id,
    format: m.target.format,
    parent: m.parent,
    oracle: m.oracle,
    environment: m.treeRun.environment,
    hits,
    misses,
    timeouts,
    errors,
    rows,
  };
  if (status !== "hit") return base;
  const bytes = new Map([...m.treeRun.verified].map(([seed, v]) => [seed, v.bytes]));
  const trials = rows.filter((r) => r.outcome === "hit" || r.outcome === "miss");
  const meanSeedMs = trials.reduce((t, r) => t + r.durationMs, 0) / Math.max(1, trials.length);
  const holdouts = holdoutCount({ hits: hits.length, misses: misses.length, meanSeedMs, budgetMs: s.holdoutBudgetMs ?? 600_000 });
  const evidence = {
    propertyId: m.target.property.id,
    parentSha: m.parent,
    hits,
    fixtures: proposedFixtures(m.treeRun.verified),
    environment: m.treeRun.environment,
    ...huntFigure(m.treeRun.runs),
    ...recordedShapes(m.treeRun.runs.values()),
    now: m.now,
    holdoutK: holdouts.k,
    secretHoldouts: m.secretHoldouts,
    counterexamples: new Map([...m.treeRun.verified].map(([seed, v]) => [seed, v.sha256])),
    ...(s.replayMax === undefined ? {} : { replayMax: s.replayMax }),
  };
  const proposal = await buildProposal(m, m.oracle, m.target, evidence, bytes, s.out);
  const cost = proposal.replay && costOf(proposal.document as RawJournal, holdouts.k, meanSeedMs);
  const message = [base.message, holdouts.statement, ...(proposal.replay ? [replayStatement(proposal.replay)] : []), ...(cost ? [cost.statement] : [])].join(
    "; ",
  );
  const notes = m.target.format === "journal" ? listedProposal(m.target.property.id, proposal.file, proposal.holdout) : [];
  return {
    ...base,
    message,
    holdouts,
    proposal,
    ...(cost ? { cost } : {}),
    reproduction: await reproductionOf(m, proposal, hits),
    ...(notes.length ? { notes } : {}),
  };
}

const costOf = (j: RawJournal, k: number, meanSeedMs: number): JournalCost =>
  journalCost({ seeds: j.replay.seeds.length, fixtures: j.replay.fixtures?.length ?? 0, holdouts: j.holdout.secret ? k : j.holdout.seeds.length, meanSeedMs });

function replayStatement(p: NonNullable<ProposalFiles["replay"]>): string {
  const over = p.over.length > 0 ? `; ${p.over.length} more distinct past the replay maximum, not proposed: seeds ${p.over.join(", ")}` : "";
  return `${p.seeds.length} replay seed${p.seeds.length === 1 ? "" : "s"} proposed, one per distinct counterexample (${p.distinct} distinct, ${p.same.length} hit${p.same.length === 1 ? "" : "s"} shrank to an earlier hit's)${over}`;
}

/**
 * max_examples the hunt's runs used, from seedgate's integrity evidence, recorded so the
 * lanes run a seed as it was hunted. Only one figure across every run is recorded.
 */
function huntFigure(runs: ReadonlyMap<number, SeedRun>): { maxExamples?: number; sealedInputs?: SealedInputs } {
  const seen = new Set([...runs.values()].map((r) => r.outcome.maxExamples).filter((n): n is number => n !== undefined));
  // What the sealed strategies read from production (sealed-inputs.ts): the texts every run agrees on.
  const inputs = agreedInputs([...runs.values()].map((r) => r.outcome.sealedInputs));
  return { ...(seen.size === 1 ? { maxExamples: [...seen][0]! } : {}), ...(inputs === undefined ? {} : { sealedInputs: inputs }) };
}

async function reproductionOf(m: Summary, proposal: ProposalFiles, hits: readonly number[]): Promise<Reproduction> {
  const held = await Promise.all(proposal.fixtures.map(async (f) => m.git.readFile(m.oracle, f.path)));
  const unchanged = held.every((b, i) => b !== null && createHash("sha256").update(b).digest("hex") === proposal.fixtures[i]!.sha256);
  if (m.target.format === "ledger") return ledgerReproduced(m.target.document, m.target.property.id, hits, unchanged);
  return journalReproduced(m.target.document, proposal.document as RawJournal, unchanged);
}

function messageFor(status: HuntRun["status"], hits: readonly number[], timeouts: readonly number[], errors: readonly number[], id: string): string {
  const noise = timeouts.length > 0 ? `; ${timeouts.length} timed out (noise, never hits)` : "";
  const broken = errors.length > 0 ? `; ${errors.length} could not run` : "";
  if (status === "hit")
    return `${hits.length} seed${hits.length === 1 ? "" : "s"} hit the parent${noise}${broken}: proposal written, for a human to review and lock`;
  if (status === "timeout-only")
    return `no seed hit the parent; its only parent signal is ${timeouts.length} timeout(s): not lockable (timeouts are noise, never hits); nothing written${broken}`;
  if (status === "dead")
    // A healthy parent is the common case on adoption (no past bug): the way on is a mutant parent (src/modes/mutate), not deleting the property.
    return `zero hits: the property passes on this parent, so there is nothing to lock here; nothing written${broken}. No past bug (a healthy library)? \`seedgate mutate --property ${id}\` commits a parent it catches on seedgate/mutant and prints the hunt to run on it (on a mutant already: --pick N+1 tries the next mutation). A property no parent and no mutant fails is dead: delete it, do not freeze it or pad replay with unused seeds`;
  return `every seed errored: the property could not run on the parent; nothing written`;
}
