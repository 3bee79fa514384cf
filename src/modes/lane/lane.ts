// `lane replay|holdout`: the base commit's plan run against the PR's production code
// with the base commit's oracle. Its output is a claim the judge checks. Its stages:
// prepare (below: read the base, plan, copy the oracle, set up, sandbox, restore what is
// sealed), run (run.ts), claim (claim.ts); the gate matches and judges the claim.
import { SeedgateError } from "../../core/errors.js";
import type { Finding } from "../../core/findings.js";
import type { LaneClaim } from "../../core/judge/claims.js";
import type { SealedModel } from "../../core/inputs/model.js";
import type { LaneName, PlanRow, Shard } from "../../core/plan/lane-plan.js";
import { planLane } from "../../core/plan/plan.js";
import type { Clock, Git, Log } from "../../ports/local.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import { presetFor } from "../../runners/dispatch.js";
import { unrecordedInputsNote } from "../../runners/hypothesis/sealed-inputs.js";
import { baseOf, type BaseReader } from "../base/snapshot.js";
import { laneClaim, laneVerdict, survivorsFinding } from "./claim.js";
import { frameworkTexts, npmCaches, setupNpmCache } from "./framework.js";
import { ignoredFindings, importRoots, oracleParts, skippedFindings } from "./oracle.js";
import { baseProductionNames } from "./production-names.js";
import { nodeRefusals, nodeTrust, trustsPackages } from "./node-trust.js";
import { runPlan, type LaneState, type RunPorts } from "./run.js";
import { sealedPackagesOnce, sealedPackagesRefusals, type SealedPackages } from "./sealed-requirements.js";
import { laneSandbox } from "./sandbox.js";
import type { Setups } from "./setups.js";

export interface LaneSettings {
  readonly lane: LaneName;
  readonly base: string;
  readonly head: string;
  readonly shard: Shard;
  readonly only?: { readonly property: string; readonly key?: string };
  readonly configPath?: string;
  readonly runId: string;
  readonly concurrency?: number;
}

export interface LanePorts extends RunPorts {
  readonly git: Git;
  readonly sandboxes: Sandboxes;
  readonly clock: Clock;
  readonly log: Log;
  /** The run's base reader (`check` hands one to every mode); without one the lane reads its own. */
  readonly bases?: BaseReader;
  /** The run's setups (`check` hands one to both lanes of its head): a second lane reuses the first one's setup where that is safe. */
  readonly setups?: Setups;
}

/** What a lane writes is exactly what the judge reads: one type for both ends. */
export type LaneResults = LaneClaim;

export interface LaneRun {
  readonly command: "lane";
  readonly verdict: "success" | "failure";
  readonly results: LaneResults;
  /** Model findings of the base commit (the judge blocks on them; the lane reports them), and a warning if daemons were killed. */
  readonly findings: readonly Finding[];
}

export async function lane(s: LaneSettings, ports: LanePorts): Promise<LaneRun> {
  const [base, head] = await Promise.all([ports.git.resolve(s.base), ports.git.resolve(s.head)]);
  // Everything the lane takes from git is read here, before the first process that runs
  // pull-request code (runners.setup included); after that it asks git nothing. The
  // reads are independent (objects only; the restore alone writes, under sealed paths), so they run at once.
  const { config, findings, matcher, plan, byId } = await readBase(s, ports, base);
  const python = plan.some((r) => presetFor(config, byId.get(r.property)!.selector)?.environment === "python");
  if (!python) void ports.exec.dropWarm?.();
  const parts = oracleParts(config, plan, byId);
  // The frameworks, and the packages sealed JS files import, run in the oracle: pinned by the base lockfile (node-trust.ts).
  const trust = await nodeTrust(ports.git, base, config, [...new Set(plan.map((r) => byId.get(r.property)!.selector))], (p) => matcher.match(p) !== null);
  const copying = ports.trees.copyOracle(base, parts);
  let npmCache: ReturnType<typeof setupNpmCache>;
  let packages: SealedPackages | undefined;
  try {
    // The sealed tests' pinned packages are installed here too, before setup, once per head in a check (sealed-requirements.ts).
    const [copy, ignored, texts, sealed, productionNames, pinned] = await Promise.all([
      copying,
      ignoredFindings(ports.git, base, head, parts),
      trustsPackages(trust) ? frameworkTexts(ports.git, base, head) : undefined,
      ports.trees.pinSealed(ports.git.root, base, matcher),
      python ? baseProductionNames(ports.git, base, importRoots(config, ports.git.root)) : undefined,
      python ? sealedPackagesOnce(ports, config, base, head) : undefined,
    ]);
    packages = pinned;
    const shown = [...findings, ...skippedFindings(copy), ...ignored];
    const unrecorded = unrecordedInputsNote(plan.map((r) => byId.get(r.property)!).filter((p) => presetFor(config, p.selector)?.sealedInputs === true));
    if (unrecorded !== undefined) ports.log.info(unrecorded);
    // Setup runs (sandboxed) and nothing it started survives; then the sealed files are put back from what was read above.
    // `check` keeps the head's npm cache for every lane (lane/setups.ts), so a later lane can reuse setup and still find its tarballs.
    const makeCache = () => setupNpmCache(ports.trees, texts, ports.env);
    npmCache = ports.setups ? ports.setups.npmCache(head, makeCache) : makeCache();
    // Setup installs the lane's own dependencies: never through a link into the caller's checkout (cli/head-tree.ts).
    if (config.runners.setup.length > 0) ports.trees.unlinkInstall(ports.git.root);
    const box = await laneSandbox(ports, config, ports.git.root, ports.env, npmCache?.dir, head);
    const restored = await sealed.again();
    ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
    // After setup installed the dependencies: each planned preset's framework and sealed imports must be the base lockfile's, version and files.
    const framework = new Map([
      ...nodeRefusals(trust, texts, ports, ports.git.root, npmCaches(npmCache, ports.env)),
      ...sealedPackagesRefusals(packages, config, plan, byId),
    ]);
    const st = { base, head, config, findings: shown, matcher, plan, byId, copy, box, framework, productionNames, sealedPackages: packages };
    const run = await runLane(s, ports, st);
    // Git's own files as the run found them, or the run fails: a later step in this checkout must not read what PR code wrote.
    await ports.git.unchanged?.();
    return run;
  } finally {
    npmCache?.dispose();
    packages?.dispose();
    await copying.then(
      (copy) => copy.dispose(),
      () => undefined, // the copy's own failure is the one thrown above
    );
  }
}

/** The base's config, its model's findings, what is sealed and the lane's rows of its plan. */
async function readBase(s: LaneSettings, ports: LanePorts, base: string) {
  const snapshot = await baseOf(ports, base, s.configPath);
  const [{ model, findings }, matcher] = await Promise.all([snapshot.model(), snapshot.restored()]);
  const plan = plannedRows(model, s, ports.clock.now());
  return { config: snapshot.config, findings, matcher, plan, byId: new Map(model.properties.map((p) => [p.id, p])) };
}

/** The lane's share of the base's plan, or the one property (or row) `--only` names. */
function plannedRows(model: SealedModel, s: LaneSettings, now: Date): PlanRow[] {
  const plan = planLane(model, s.lane, now, s.shard);
  if (!s.only) return plan;
  const { property, key } = s.only;
  const only = plan.filter((r) => r.property === property && (key === undefined || r.key === key));
  if (only.length === 0) throw new SeedgateError("usage", `--only ${property}${key ? `:${key}` : ""} matches no row of the ${s.lane} lane`);
  return only;
}

/** Run, then claim: the rows run, whatever they left running dies, and only then does the claim exist. */
async function runLane(s: LaneSettings, ports: LanePorts, st: LaneState): Promise<LaneRun> {
  const { rows, environment } = await runPlan(s, ports, st);
  // The last PR process has ended: whatever it left running dies before the claim exists.
  const swept = await ports.exec.sweep?.(ports.log);
  const changed = [...st.copy.verify(), ...(st.sealedPackages?.verify().map((p) => `(sealed package) ${p}`) ?? [])];
  const results = laneClaim(s, st, rows, { environment, root: ports.git.root, changed });
  const findings = swept?.killed ? [...st.findings, survivorsFinding(swept.killed)] : st.findings;
  return { command: "lane", verdict: laneVerdict(st.findings, results), results, findings };
}
