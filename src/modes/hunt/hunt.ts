// `seedgate hunt`: run a property's candidate seeds against the parent (a scratch
// worktree with today's sealed oracle overlaid), capture and verify a fixture per
// distinct hit input (hunt-fixtures.ts), and propose (never lock) the journal or
// ledger update. Timeouts are noise, never hits; zero hits means the property is
// dead and nothing is written.
import { createHash } from "node:crypto";
import { compileSealedMatcher } from "../../core/seal/sealed-set.js";
import type { RowResult } from "../../runners/engine.js";
import type { Clock, Exec, Git, Log } from "../../ports/local.js";
import type { OpenWorkspace } from "../../ports/workspace.js";
import { ruleFor, type RowContext } from "../../runners/dispatch.js";
import { sandboxedOrThrow } from "../base/sandbox.js";
import { firstLine, fixtureRow, proposedFixtures, verifyFixtures, type FixtureRow, type Verified } from "./fixtures.js";
import { fastCheckEnvironment, lockfileHash, pythonEnvironment } from "../base/environment.js";
import { buildProposal, type ProposalFiles } from "./proposal.js";
import type { RawJournal } from "../../core/formats/journal.js";
import { holdoutCount, type HoldoutSizing } from "../../core/plan/holdout-count.js";
import { listedProposal } from "../../core/plan/holdout-visibility.js";
import type { Finding } from "../../core/findings.js";
import { HOLDOUT_SECRET_ENV } from "../../core/plan/secret-holdout.js";
import { journalReproduced, ledgerReproduced, type Reproduction } from "../../core/edits/rehunt.js";
import { runSeeds, type SeedRun } from "./seeds.js";
import { findTarget, type HuntTarget } from "./target.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import type { Trees } from "../../ports/trees.js";
import { importRoots } from "../lane/oracle.js";
import { readBase } from "../base/snapshot.js";
import { journalCost, type JournalCost } from "../../core/edits/replay-pick.js";
import { pythonInterpreter } from "../../core/inputs/interpreter.js";

export interface HuntSettings {
  readonly parent: string;
  readonly property: string;
  readonly seeds: readonly number[];
  /** Where today's sealed oracle and the property are read from (default HEAD). */
  readonly oracle?: string;
  /** Proposed journal/ledger file; fixtures always go where the format keeps them, under the repository root. */
  readonly out?: string;
  readonly configPath?: string;
  readonly concurrency?: number;
  /** One process per hypothesis seed, as the lanes run them unless their rule says `batch: true` (default: batched). */
  readonly perProcess?: boolean;
  /** Runtime budget for one property's holdouts on a lane (default 10 minutes): caps the proposed k. */
  readonly holdoutBudgetMs?: number;
  /** At most this many replay seeds, one per distinct counterexample (default 10): the rest are listed, not proposed. */
  readonly replayMax?: number;
}

export interface HuntPorts {
  readonly git: Git;
  readonly exec: Exec;
  readonly sandboxes: Sandboxes;
  readonly trees: Trees;
  readonly clock: Clock;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cores: number;
  /** Opens a directory as a Workspace: the parent's worktree, the scratch dir, the repository's working tree. */
  readonly workspaceAt: OpenWorkspace;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
}

export interface HuntRow {
  readonly seed: number;
  readonly outcome: "hit" | "miss" | "timeout" | "error";
  readonly durationMs: number;
  readonly detail: string;
  readonly fixture?: FixtureRow | { readonly error: string };
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

interface TreeRun {
  readonly runs: ReadonlyMap<number, SeedRun>;
  readonly verified: ReadonlyMap<number, Verified>;
  readonly environment: Record<string, string>;
}

export async function hunt(s: HuntSettings, ports: HuntPorts): Promise<HuntRun> {
  const [parent, oracle] = [await ports.git.resolve(s.parent), await ports.git.resolve(s.oracle ?? "HEAD")];
  const snapshot = await readBase(ports.git, oracle, s.configPath, ports.log);
  const { config, tree } = snapshot;
  const model = await snapshot.sealedModel();
  const target = await findTarget(config, model, tree, s.property);
  ports.log.info(`hunting ${s.seeds.length} seeds of ${target.property.id} on parent ${parent.slice(0, 12)} with the oracle of ${oracle.slice(0, 12)}`);
  const selectorFile = target.property.selector.split("::")[0]!;
  const escape = (path: string) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
  // The base's whole sealed set, plus the hunted test and its conftest even when no journal names them yet.
  const matcher = compileSealedMatcher([
    ...(await snapshot.sealedPatterns()),
    { glob: escape(selectorFile), reason: "the hunted property's test file" },
    { glob: escape(`${selectorFile.replace(/[^/]*$/, "")}conftest.py`), reason: "the selector's conftest" },
  ]);
  const python = pythonInterpreter(config, ports.env, ports.git.root);
  const runsDir = ports.trees.scratch("seedgate-hunt-runs-");
  const scratch = runsDir.dir;
  // The probe runs from the hunt's scratch dir (`python -c` puts its cwd on sys.path, and
  // the tree's files must not answer for the library), so it needs no tree: it runs while git makes one.
  // A fast-check property's tuple is Node's and the tree's fast-check: no Python is asked.
  const fastCheck = ruleFor(config, target.property.selector)?.preset === "fast-check";
  const probe = fastCheck ? Promise.resolve({}) : pythonEnvironment(ports.exec, python, scratch, cleanEnv(ports.env));
  const settled = probe.then(
    () => {},
    () => {},
  ); // handled at once: the worktree may fail before `await probe`
  try {
    const treeRun = await ports.trees.withWorktree(parent, async (dir): Promise<TreeRun> => {
      await ports.trees.restoreSealed(dir, oracle, matcher);
      ports.trees.linkInstall(dir);
      const isSealed = (p: string) => matcher.match(p) !== null;
      // The seeds run the tree's production code: sandboxed like a lane, with the worktree as its workspace.
      const ctx: RowContext = {
        root: dir,
        config,
        exec: sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: dir, isSealed, readOnly: [ports.git.root] }),
        env: ports.env,
        isSealed,
        // The tree's own import roots (runners.pythonPaths), and the checkout read as the tree whatever the install mode.
        importRoots: importRoots(config, dir),
        checkout: ports.git.root,
      };
      // The property's own framework: a fast-check property is not portable across a Hypothesis bump.
      const own = fastCheck ? fastCheckEnvironment(ports.trees.installed(dir, "fast-check")) : await probe;
      const environment = { ...own, lockfile: await lockfileHash(ports.git, oracle) };
      const concurrency = s.concurrency ?? (config.runners.concurrency || ports.cores);
      const runs = await runSeeds(
        {
          ctx,
          property: target.property,
          scratch: ports.workspaceAt(scratch),
          python,
          concurrency,
          perProcess: s.perProcess === true,
          ...(ports.onResult ? { onResult: ports.onResult } : {}),
        },
        s.seeds,
      );
      return { runs, verified: await verifyFixtures(ctx, target, runs, ports.workspaceAt(dir), concurrency), environment };
    });
    await ports.exec.sweep?.(ports.log); // what the seeds left running dies before the fixtures and the proposal are written
    return summarise(s, {
      parent,
      oracle,
      target,
      treeRun,
      git: ports.git,
      workspaceAt: ports.workspaceAt,
      now: ports.clock.now(),
      secretHoldouts: Boolean(ports.env[HOLDOUT_SECRET_ENV]),
    });
  } finally {
    await settled; // its cwd is the scratch dir
    runsDir.dispose();
  }
}

const cleanEnv = (env: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));

interface Summary {
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

async function summarise(s: HuntSettings, m: Summary): Promise<HuntRun> {
  const rows = s.seeds.map((seed): HuntRow => {
    const run = m.treeRun.runs.get(seed)!;
    const base = { seed, outcome: OUTCOME[run.outcome.outcome], durationMs: Math.round(run.outcome.durationMs), detail: firstLine(run.outcome.detail) };
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
    message: messageFor(status, hits, timeouts, errors),
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
function huntFigure(runs: ReadonlyMap<number, SeedRun>): { maxExamples?: number } {
  const seen = new Set([...runs.values()].map((r) => r.outcome.maxExamples).filter((n): n is number => n !== undefined));
  return seen.size === 1 ? { maxExamples: [...seen][0]! } : {};
}

async function reproductionOf(m: Summary, proposal: ProposalFiles, hits: readonly number[]): Promise<Reproduction> {
  const held = await Promise.all(proposal.fixtures.map(async (f) => m.git.readFile(m.oracle, f.path)));
  const unchanged = held.every((b, i) => b !== null && createHash("sha256").update(b).digest("hex") === proposal.fixtures[i]!.sha256);
  if (m.target.format === "ledger") return ledgerReproduced(m.target.document, m.target.property.id, hits, unchanged);
  return journalReproduced(m.target.document, proposal.document as RawJournal, unchanged);
}

function messageFor(status: HuntRun["status"], hits: readonly number[], timeouts: readonly number[], errors: readonly number[]): string {
  const noise = timeouts.length > 0 ? `; ${timeouts.length} timed out (noise, never hits)` : "";
  const broken = errors.length > 0 ? `; ${errors.length} could not run` : "";
  if (status === "hit")
    return `${hits.length} seed${hits.length === 1 ? "" : "s"} hit the parent${noise}${broken}: proposal written, for a human to review and lock`;
  if (status === "timeout-only")
    return `no seed hit the parent; its only parent signal is ${timeouts.length} timeout(s): not lockable (timeouts are noise, never hits); nothing written${broken}`;
  if (status === "dead")
    return `zero hits: the property is dead on this parent; delete it, do not freeze it or pad replay with unused seeds; nothing written${broken}`;
  return `every seed errored: the property could not run on the parent; nothing written`;
}
