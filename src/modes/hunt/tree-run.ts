// A hunt's run on the parent (shared by `hunt`, and `hunt --shard`): a scratch
// worktree of the parent with today's sealed oracle overlaid, the seeds run in the
// lane's sandbox, and each captured hit's bytes replayed alone there.
import { join } from "node:path";
import { compileSealedMatcher } from "../../core/seal/sealed-set.js";
import type { RowResult } from "../../runners/engine.js";
import type { Clock, Exec, Git, Log } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { OpenWorkspace } from "../../ports/workspace.js";
import { presetFor, type RowContext } from "../../runners/dispatch.js";
import { verifyFixtures, type Verified } from "./fixtures.js";
import { fastCheckEnvironment, lockfileHash, pythonEnvironment } from "../base/environment.js";
import { runSeeds, type SeedRun } from "./seeds.js";
import { findTarget, type HuntTarget } from "./target.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import type { Trees } from "../../ports/trees.js";
import { importRoots } from "../lane/oracle.js";
import { readBase } from "../base/snapshot.js";
import { frameworkIsOracle, frameworkPython } from "../../runners/interpreter.js";
import type { Config } from "../../core/inputs/config.js";
import { huntOracle, treeEnvironment } from "./tree-env.js";
import { refuseAsTheLane } from "./lane-refusal.js";
import { refuseNodeAsTheLane } from "./framework-check.js";
import { relativeOrigins } from "../../runners/hypothesis/origin.js";
import { escapeGlob } from "../../core/seal/glob-escape.js";
import { SeedgateError } from "../../core/errors.js";
import { installSealedPackages, type SealedPackages } from "../lane/sealed-requirements.js";

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
  readonly disk: Disk;
  readonly sandboxes: Sandboxes;
  readonly trees: Trees;
  readonly clock: Clock;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cores: number;
  /** Opens a directory as a Workspace: the parent's worktree, the scratch dir, the repository's working tree. */
  readonly workspaceAt: OpenWorkspace;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  /** Progress only: seeds whose first run ended, as a batch streams them (engine.ts onEnded). */
  readonly onEnded?: (ended: number, total: number) => void;
}

export interface TreeRun {
  readonly runs: ReadonlyMap<number, SeedRun>;
  readonly verified: ReadonlyMap<number, Verified>;
  readonly environment: Record<string, string>;
}

/** The hunt's revisions, its target, and what the tree run saw. */
export interface HuntTree {
  readonly parent: string;
  readonly oracle: string;
  readonly target: HuntTarget;
  readonly treeRun: TreeRun;
}

/** The seeds run on the parent's scratch worktree, each capture verified there: everything the proposal is made from. */
export async function runTree(s: HuntSettings, seeds: readonly number[], ports: HuntPorts): Promise<HuntTree> {
  const [parent, oracle] = [await ports.git.resolve(s.parent), await ports.git.resolve(s.oracle ?? "HEAD")];
  const snapshot = await readBase(ports.git, oracle, s.configPath, ports.log);
  const { config, tree } = snapshot;
  const model = await snapshot.sealedModel();
  const target = await findTarget(config, model, tree, s.property);
  ports.log.info(`hunting ${seeds.length} seeds of ${target.property.id} on parent ${parent.slice(0, 12)} with the oracle of ${oracle.slice(0, 12)}`);
  const selectorFile = target.property.selector.split("::")[0]!;
  // The base's sealed set as a lane restores it, plus the hunted test and its conftest even when no journal names them yet.
  const matcher = compileSealedMatcher([
    ...(await snapshot.restoredPatterns()),
    { glob: escapeGlob(selectorFile), reason: "the hunted property's test file" },
    { glob: escapeGlob(`${selectorFile.replace(/[^/]*$/, "")}conftest.py`), reason: "the selector's conftest" },
  ]);
  const runsDir = ports.trees.scratch("seedgate-hunt-runs-");
  const scratch = runsDir.dir;
  // The interpreter whose pytest and Hypothesis decide the rows, as a lane asks it (the oracle's under isolation: process).
  const pythonAt = (root: string) => frameworkPython(ports.disk, config, ports.env, root);
  // The probe runs from the hunt's scratch dir (`python -c` puts its cwd on sys.path, and
  // the tree's files must not answer for the library), so it needs no tree: it runs while git makes one
  // (after setup, when setup makes the interpreter in the tree).
  // A property whose entry records Node's environment (fast-check's) has Node's and the tree's fast-check: no Python is asked.
  const node = presetFor(config, target.property.selector)?.environment === "node";
  const setup = config.runners.setup.length > 0;
  const probeAt = (exec: Exec, root: string) =>
    node ? Promise.resolve({}) : pythonEnvironment(exec, pythonAt(root), scratch, cleanEnv(ports.env), frameworkIsOracle(config));
  const early = setup ? undefined : probeAt(ports.exec, ports.git.root);
  const probe = early ?? Promise.resolve({});
  const settled = probe.then(
    () => {},
    () => {},
  ); // handled at once: the worktree may fail before `await probe`
  let oracleCopy: { dispose(): void } | undefined;
  let pinned: SealedPackages | undefined;
  // npm writes its cache where setup may: a scratch of the hunt's, as a lane gives its own, kept until the framework check has read it.
  const npmCache = setup ? ports.trees.scratch("seedgate-npm-cache-") : undefined;
  try {
    // The sealed test's pinned packages (runners.sealedRequirements), installed before setup as a lane installs them.
    pinned = node ? undefined : await installSealedPackages(ports, config, oracle);
    if (pinned?.refusal !== undefined) throw new SeedgateError("config", pinned.refusal, { field: "runners.sealedRequirements" });
    const treeRun = await ports.trees.withWorktree(parent, async (dir): Promise<TreeRun> => {
      // The tree made as a lane makes its checkout: setup in the sandbox, the sealed files put back.
      const made = await treeEnvironment(ports, config, dir, oracle, matcher, parent, npmCache?.dir);
      const isSealed = (p: string) => matcher.match(p) !== null;
      // The seeds run under the lane's isolation, with setup or without (then the checkout's interpreter runs the
      // subject), and what a lane would refuse is refused here, in its words, before the first seed.
      const copy = huntOracle(ports, config, target.property, ports.workspaceAt(dir));
      oracleCopy = copy;
      if (copy) refuseAsTheLane(config, ports.workspaceAt(copy.dir), selectorFile, ports.workspaceAt(dir));
      if (node) await refuseNodeAsTheLane(ports, config, target.property.selector, oracle, { dir, isSealed, ...(npmCache ? { npmCache: npmCache.dir } : {}) });
      // The seeds run the tree's production code: sandboxed like a lane, with the worktree as its workspace.
      const ctx: RowContext = {
        root: dir,
        config: withoutForkServer(config),
        exec: made.exec,
        disk: ports.disk,
        env: ports.env,
        isSealed,
        // The tree's own import roots (runners.pythonPaths); a lane's oracle copy (isolation: process) where the preset reads one.
        importRoots: importRoots(config, dir),
        ...(copy ? { oracle: copy.dir } : {}),
        ...(pinned?.site === undefined ? {} : { sealedPackages: pinned.site }),
        // Without setup the tree stands for the checkout: its interpreter, and its editable installs read as the tree.
        ...(made.setupRan ? {} : { checkout: ports.git.root }),
        // A Node property's production modules are proxies answered by a subject, as in a lane (issue 47 item 7).
        ...(node ? { nodeSubject: true } : {}),
      };
      // The property's own framework: a fast-check property is not portable across a Hypothesis bump.
      const own = node ? fastCheckEnvironment(ports.trees.installed(dir, "fast-check")) : await (early ?? probeAt(made.exec, dir));
      const python = pythonAt(made.setupRan ? dir : ports.git.root);
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
          ...(ports.onEnded ? { onEnded: ports.onEnded } : {}),
        },
        seeds,
      );
      const relative = new Map(
        [...runs].map(([seed, r]) => [seed, r.outcome.origins ? { ...r, outcome: { ...r.outcome, origins: relativeOrigins(r.outcome.origins, dir) } } : r]),
      );
      // Fixtures are replayed from where the rows read the test: the oracle copy, else the tree.
      const replayAt = ports.workspaceAt(copy ? copy.dir : dir);
      // A Node fixture replays as its seed ran: every class may answer a coercion, as the lane will let the recorded ones.
      const replayCtx = node ? { ...ctx, env: { ...ctx.env, SEEDGATE_SHAPES_OUT: join(scratch, "replay-shapes.json") } } : ctx;
      return { runs: relative, verified: await verifyFixtures(replayCtx, target, runs, replayAt, concurrency), environment };
    });
    await ports.exec.sweep?.(ports.log); // what the seeds left running dies before the fixtures and the proposal are written
    return { parent, oracle, target, treeRun };
  } finally {
    await settled; // its cwd is the scratch dir
    oracleCopy?.dispose();
    pinned?.dispose();
    npmCache?.dispose();
    runsDir.dispose();
  }
}

const cleanEnv = (env: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));

/**
 * The hunt keeps each seed's Hypothesis storage (its capture, seeds.ts), which the fork
 * server does not give per seed: the hunt's seeds run in batch processes, never forks.
 */
const withoutForkServer = (config: Config): Config => ({
  ...config,
  runners: { ...config.runners, forkServer: false, rules: config.runners.rules.map((r) => (r.forkServer ? { ...r, forkServer: false } : r)) },
});
