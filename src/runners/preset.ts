// The shape every runner preset has (issue 29): which selectors it claims, how it
// runs each row kind, what may share a process, and what it needs before any row.
// The presets themselves are one table (presets.ts); dispatch.ts only looks rows up
// in it, so adding a preset is one entry there and its runner's own files.
import type { Config, RunnerRule } from "../core/inputs/config.js";
import type { RowEnded } from "./seed-ends.js";
import type { FrameworkPackages } from "../core/inputs/framework-lock.js";
import type { Property } from "../core/inputs/model.js";
import type { PlanRow, RowKind } from "../core/plan/lane-plan.js";
import type { Exec } from "../ports/local.js";
import type { Disk } from "../ports/scratch.js";
import type { RunOutcome } from "../core/row.js";

export interface RowContext {
  readonly root: string;
  readonly config: Config;
  readonly exec: Exec;
  /** Scratch directories and read-only look-ups: a runner's only way to the host's files. */
  readonly disk: Disk;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Is `path` sealed (so a conftest.py there was restored from base)? */
  readonly isSealed: (path: string) => boolean;
  /**
   * The sealed copy of the base commit's oracle (a lane): Python presets collect and
   * import the test, its folder and fixtures from here, with `importRoots` (production
   * code) after the standard library. Absent (a hunt on its own tree): `root` is both.
   */
  readonly oracle?: string;
  readonly importRoots?: readonly string[];
  /** The top-level modules `importRoots` held at the base commit, listed through git (a lane): production names. */
  readonly productionNames?: readonly string[];
  /** The folder the base's pinned packages for the sealed tests were installed into (runners.sealedRequirements): the oracle's, never production. */
  readonly sealedPackages?: string;
  /** A hunt's tree stands for this checkout: editable installs pointing into it import the tree (seedgate_mirror.py). */
  readonly checkout?: string;
  /** A hunt of a Node property: no sealed copy, yet production code runs in a subject as a lane's does (place.ts nodeIsolation). */
  readonly nodeSubject?: boolean;
}

/** What a runner reaches the host through: its processes and its files (a RowContext is one). */
export type RowPorts = Pick<RowContext, "exec" | "disk">;

/** One row as its preset's runner gets it: the rule that chose the preset and the row's timeout already resolved. */
export interface PresetRow {
  readonly ctx: RowContext;
  readonly rule: RunnerRule;
  readonly property: Property;
  readonly row: PlanRow;
  readonly timeoutMs: number;
}

/** Many rows of one property in one go: one outcome per row, in order. */
export interface PresetRows {
  readonly ctx: RowContext;
  readonly rule: RunnerRule;
  readonly property: Property;
  readonly rows: readonly PlanRow[];
  readonly timeoutMs: number;
  /** Where a hunt's capture keeps Hypothesis' example database (hunt/seeds.ts). */
  readonly seedStorage?: string;
  /** For progress only: called with a row's index in `rows` when its run ends before the others return (engine.ts BatchRunner). */
  readonly ended?: RowEnded;
  /** How many rows a runner that fans (Together.fans) may run at once; 1 when absent. */
  readonly width?: number;
  /** A runner that boots (Together.boots) calls it once its rows start. */
  readonly ready?: () => void;
}

/** A way to run many rows of one property together; rows that may share it share `key` (the property's id), others get undefined. */
export interface Together {
  readonly key: (ctx: RowContext, rule: RunnerRule, property: Property, row: PlanRow) => string | undefined;
  readonly run: (rows: PresetRows) => Promise<RunOutcome[]>;
  /** Whether `run` takes its rows several at a time itself (PresetRows.width), so the engine gives it that many cores. */
  readonly fans?: (ctx: RowContext, rule: RunnerRule) => boolean;
  /** Whether a fanning `run` first boots on one core and calls PresetRows.ready once its rows start: until then the engine counts it as one worker. */
  readonly boots?: (ctx: RowContext, rule: RunnerRule) => boolean;
}

export interface Preset {
  /**
   * The selectors the preset claims when no runners.rules entry matches, tried in the
   * table's order; absent: only a rule naming the preset reaches it.
   */
  readonly claims?: RegExp;
  /** The project's framework, asked once before any row (the pin): why no row can run here, or undefined. */
  readonly preflight?: (ctx: RowContext, rule: RunnerRule, selector: string) => Promise<string | undefined>;
  /** How each row kind runs; a kind missing here is an error row naming the preset, never a skip. */
  readonly rows: Partial<Record<RowKind, (run: PresetRow) => Promise<RunOutcome>>>;
  /** Seed rows in one process, a batch; or a lane's seed and fixture rows in the fork server (one zygote pair, a fork per row). */
  readonly seeds?: Together;
  /** Fixture rows in one harness process, a fork per fixture. */
  readonly fixtures?: Together;
  /**
   * What a lane's sealed copy of base must hold for its rows (modes/lane/oracle.ts):
   * `test-folder`, the test's folder and the fixture files, which the Python presets
   * import from the copy; absent, nothing (the preset reads the checkout's sealed paths).
   */
  readonly sealedCopy?: "test-folder";
  /**
   * The npm packages the rows load and so trust (issue 26): after runners.setup, a lane
   * checks them and their dependency closure against the base lockfile, version and
   * files (modes/lane/framework.ts), and a problem makes each of the preset's rows an
   * error naming it. Absent: nothing from node_modules decides a row.
   */
  readonly framework?: FrameworkPackages;
  /**
   * Production code can run in a sandboxed subject process the oracle reaches through a
   * proxy, so `isolation` applies (core/inputs/isolation.ts); absent, the rows run
   * shared and are labelled in-process (forgeable).
   */
  readonly subject?: true;
  /**
   * Whose versions tag the rows (the judge compares a journal's with the lane's to tell
   * a stale seed from a regression): `python`, the framework Python's pytest and
   * Hypothesis; `node`, Node's and the project's fast-check. Absent: a lane records none.
   */
  readonly environment?: "python" | "node";
  /**
   * How a hunt keeps a failing seed's input as a fixture (modes/hunt/seeds.ts): `observed`,
   * Hypothesis's observability or its printed call; `counterexample`, fast-check's,
   * written by seedgate's harness; `fixture-out`, the file the command itself wrote at
   * SEEDGATE_FIXTURE_OUT. Absent: the preset records no fixtures.
   */
  readonly capture?: "observed" | "counterexample" | "fixture-out";
  /** A hunt runs every seed of a property through `seeds` at once, whatever the rule says (a hunt only proposes). */
  readonly huntTogether?: true;
  /**
   * The sealed file a selector names that runs in a Node oracle (a test beside its framework,
   * seed 003's properties.mjs): its bare imports are pinned by the base lockfile
   * (modes/lane/sealed-packages.ts). Absent: the preset runs no sealed JS in an oracle.
   */
  readonly oracleFile?: (selector: string) => string;
  /** The hunt records what the sealed test reads from production (a journal's sealed_inputs); a lane notes a journal locked without them. */
  readonly sealedInputs?: true;
  /** The framework's own command for one seed, run from the checkout without seedgate (render/reproduce.ts); `python` is the line's interpreter prefix. */
  readonly reproduce?: (selector: string, seed: string, python: string) => string | null;
  /**
   * The npm package a project declares when its tests run under this preset (`vitest`,
   * `jest`): `seedgate init` writes a rule for the preset whose runner the project has
   * when the default claim's runner is missing (adopt.ts).
   */
  readonly testRunner?: string;
}
