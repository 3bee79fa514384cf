// `gate`: the judge. It recomputes the seal, derives the expected plan from the
// base commit's sealed inputs, checks the lanes' claims against it and decides.
// It never runs pull-request code and never trusts a lane's view of the seal.
import { gitTreeReader } from "../base/git-tree.js";
import { decideApproval, parseOwner, type ApprovalDecision, type Owner, type Review } from "../../core/judge/approval.js";
import { checkClaims } from "../../core/judge/claims.js";
import type { Config } from "../../core/inputs/config.js";
import type { PlainSetup } from "../../render/reproduce.js";
import { error, notice, type Finding, type Verdict } from "../../core/findings.js";
import { judge, type Judgement } from "../../core/judge/judge.js";
import { planLane } from "../../core/plan/plan.js";
import type { SealedModel } from "../../core/inputs/model.js";
import type { Clock, Git, Log } from "../../ports/local.js";
import { CONFIG_PATH } from "../../core/inputs/config-defaults.js";
import { notConfigured } from "../../core/formats/unconfigured.js";
import { baseReader, type BaseReader } from "../base/snapshot.js";
import type { Files } from "../../ports/files.js";
import type { TreeReader } from "../../ports/tree.js";
import { loadResults, type NonVotingFile } from "./results-load.js";
import { inProcessNote } from "./isolation-note.js";
import { seal, type SealResult } from "../seal/seal.js";
import type { ManifestCheck } from "../../ports/manifests.js";
import { writeSetFromGit, type PullFilesSource } from "../seal/write-set.js";
import { fixturePreview } from "../../render/counterexample.js";
import { votedProperties, type VotedProperty } from "../../core/judge/voted.js";

export interface GateSettings {
  readonly base: string;
  readonly head: string;
  readonly results: string;
  readonly configPath?: string;
  readonly fetch: boolean;
  /** The pull request's author, when known: the sealed-change rule needs it. */
  readonly author?: string;
  /** `toJSON(needs)` of the gate job: a needed job that did not succeed is a reason. */
  readonly needs?: Readonly<Record<string, { readonly result?: string }>>;
}

/** Reviews and team membership for the sealed-change rule (GitHub in the action). */
export interface ReviewSource {
  list(): Promise<readonly Review[]>;
  isMember(team: Extract<Owner, { kind: "team" }>, login: string): Promise<boolean>;
}

export interface GatePorts {
  readonly git: Git;
  readonly log: Log;
  readonly clock: Clock;
  readonly manifests: ManifestCheck;
  readonly files: Files;
  readonly pullFiles?: PullFilesSource;
  readonly reviews?: ReviewSource;
  /** The run's base reader (`check` hands one to every mode); without one the gate reads its own. */
  readonly bases?: BaseReader;
}

export interface GateResult {
  readonly command: "gate";
  readonly verdict: Verdict;
  readonly base: string;
  readonly head: string;
  readonly check: Config["check"];
  readonly seal: SealResult;
  readonly approval: ApprovalDecision | null;
  readonly judgement: Judgement;
  readonly nonVoting: readonly NonVotingFile[];
  /** Per property: rows, time and passes per lane (the report names what voted). */
  readonly voted: readonly VotedProperty[];
  /** What the pull request changed, so a failure's frame in one of them is annotated in "Files changed" ([] without a merge base). */
  readonly changedPaths: readonly string[];
  /** A failing fixture's bytes as a one-line preview, by fixture path (read from the base commit). */
  readonly fixtureBytes: Readonly<Record<string, string>>;
  /** The base config's interpreter and import roots, for the plain framework line (render/reproduce.ts). */
  readonly plain?: PlainSetup;
  /** A fork's pull request (its lanes had no secrets): the report says why its secret holdouts errored. */
  readonly fork?: boolean;
}

export async function gate(s: GateSettings, ports: GatePorts): Promise<GateResult> {
  // The seal and the plan read the same base snapshot: read and parse it once (a thousand journals are most of a gate run).
  const bases = ports.bases ?? baseReader(ports.git, s.configPath, ports.log);
  const sealed = await seal({ base: s.base, head: s.head, fetch: s.fetch, ...(s.configPath ? { configPath: s.configPath } : {}) }, { ...ports, bases });
  const { base, head } = sealed;
  const snapshot = await bases(base);
  const { config, tree } = snapshot;
  const { model, findings: modelFindings } = await snapshot.model();
  const now = ports.clock.now();
  const plans = { replay: planLane(model, "replay", now), holdout: planLane(model, "holdout", now) };
  const results = await loadResults(ports.files, s.results);
  const claims = checkClaims({ base, head, shards: config.runners.shards, plans }, results.lanes);
  const approval = await approvalFor(sealed, config, s, ports);
  const sealFindings = approval?.approved ? await headManifests(sealed, config, ports) : sealed.findings;
  const judgement = judge({
    seal: { findings: sealFindings, sealedOnly: sealed.sealedOnly },
    approval,
    model: [...modelFindings, ...notConfigured(config, model, { base: base.slice(0, 12), headAddsConfig: await addsConfig(ports.git, config, head) })],
    properties: new Map(model.properties.map((p) => [p.id, p])),
    claims,
    intake: [
      ...results.findings,
      ...needsFindings(s.needs),
      ...staleReports(results.nonVoting, base, head),
      ...(await deletedQuarantined(ports.git, model.quarantine, head)),
      ...inProcessNote(config, [plans.replay, plans.holdout], new Map(model.properties.map((p) => [p.id, p])), results.lanes),
    ],
    nonVoting: results.nonVoting.filter((n) => n.results.base === base && n.results.head === head).map((n) => n.results.report),
  });
  const fixtureBytes = await fixturePreviews(tree, judgement.blocking);
  return {
    command: "gate",
    verdict: judgement.verdict,
    base,
    head,
    check: config.check,
    seal: sealed,
    approval,
    judgement,
    nonVoting: results.nonVoting,
    voted: votedProperties(claims.matched),
    fixtureBytes,
    changedPaths: await changedPaths(ports.git, sealed, judgement.blocking.length),
    plain: { python: config.runners.python, pythonPaths: config.runners.pythonPaths, rules: config.runners.rules },
  };
}

/** Only asked of an unconfigured base: does the head bring the config (the bootstrap pull request)? */
async function addsConfig(git: Git, config: Config, head: string): Promise<boolean> {
  if (config.file !== null) return false;
  return (
    (await gitTreeReader(git, head)
      .readFile(CONFIG_PATH)
      .catch(() => null)) !== null
  );
}

/** Only a red gate needs them (for annotations); the seal's own diff is not re-shaped for it. */
async function changedPaths(git: Git, sealed: SealResult, blocking: number): Promise<string[]> {
  if (blocking === 0 || sealed.mergeBase === null) return [];
  return (await writeSetFromGit(git, sealed.mergeBase, sealed.head)).entries.map((e) => e.path);
}

/** The counterexample of a failing fixture row is the fixture itself, as sealed on the base commit. */
async function fixturePreviews(tree: TreeReader, blocking: Judgement["blocking"]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of [...new Set(blocking.filter((r) => r.planned.kind === "fixture").map((r) => r.planned.key))].slice(0, 50)) {
    const bytes = await tree.readFile(path).catch(() => null);
    if (bytes !== null) out[path] = fixturePreview(bytes);
  }
  return out;
}

/** Asked only for a sealed-only change: a mixed one is refused whatever the reviews say. */
async function approvalFor(sealed: SealResult, config: Config, s: GateSettings, ports: GatePorts): Promise<ApprovalDecision | null> {
  if (sealed.hits.length === 0 || !sealed.sealedOnly) return null;
  if (ports.reviews === undefined || s.author === undefined)
    return { approved: false, reason: "no pull request reviews are available to this run (local runs cannot approve sealed changes)" };
  const reviews = ports.reviews;
  return decideApproval(await reviews.list(), { author: s.author, headSha: sealed.head }, config.owners.map(parseOwner), (team, login) =>
    reviews.isMember(team, login),
  );
}

/**
 * An approved sealed-only change may update a manifest with its files, so the
 * head commit's manifest must verify against the head commit's blobs instead;
 * a thaw without a manifest update still fails (seed 003).
 */
async function headManifests(sealed: SealResult, config: Config, ports: GatePorts): Promise<Finding[]> {
  const reports = await ports.manifests(ports.git, config.manifests, sealed.head, sealed.head);
  const hits = sealed.findings.filter((f) => f.code === "seal.sealed-path");
  return [...hits, ...reports.flatMap((r) => r.findings)];
}

/** A non-voting report from another commit is not shown as this one's: noted, never voting either way. */
const staleReports = (files: readonly NonVotingFile[], base: string, head: string): Finding[] =>
  files
    .filter((n) => n.results.base !== base || n.results.head !== head)
    .map((n) =>
      notice(
        "non-voting.other-commit",
        `${JSON.stringify(n.file)}: a ${n.results.kind} report for head ${n.results.head.slice(0, 12)}, not ${head.slice(0, 12)}; not shown`,
      ),
    );

/**
 * Quarantine is not deletion (seed 003): a quarantined test the PR deletes (or turns
 * into something other than a file) leaves the gate without the node it tracks.
 * Editing it is allowed and shows as stale; removing it needs the catalogue's thaw.
 */
async function deletedQuarantined(git: Git, entries: SealedModel["quarantine"], head: string): Promise<Finding[]> {
  const tree = gitTreeReader(git, head);
  const out: Finding[] = [];
  for (const file of [...new Set(entries.map((e) => e.file))]) {
    const present = await tree.readFile(file).then(
      (b) => b !== null,
      () => false,
    );
    if (!present)
      out.push(
        error("quarantine.test-deleted", `${file} holds a quarantined test and is gone (or no longer a regular file) at head`, {
          file,
          hint: "thaw the entry in the quarantine catalogue in a sealed-only pull request, then delete the test",
        }),
      );
  }
  return out;
}

function needsFindings(needs: GateSettings["needs"]): Finding[] {
  if (needs === undefined) return [];
  return Object.entries(needs)
    .filter(([, v]) => v.result !== "success")
    .map(([job, v]) =>
      error("workflow.needed-job", `the needed job "${job}" finished as ${v.result ?? "unknown"}, not success`, {
        hint: "a cancelled, skipped or failed lane job never counts as a pass",
      }),
    );
}
