// `seedgate hunt`: run a property's candidate seeds against the parent (a scratch
// worktree with today's sealed oracle overlaid), capture and verify a fixture per
// hit, and propose (never lock) the journal or ledger update. Timeouts are noise,
// never hits; zero hits means the property is dead and nothing is written.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gitTreeReader } from "../adapters/tree-reader.js";
import { restoreSealed } from "../adapters/sealed-restore.js";
import { loadSealedModel } from "../core/formats/load.js";
import type { PlanRow } from "../core/lane-plan.js";
import type { Property } from "../core/model.js";
import { fixturePathFor, type HuntFixture } from "../core/proposal.js";
import { compileSealedMatcher, sealedPatterns } from "../core/sealed-set.js";
import { runRows, type RowResult } from "../lanes/engine.js";
import type { Clock, Exec, Git, Log } from "../ports.js";
import { runRow, type RowContext } from "../runners/dispatch.js";
import { loadConfig } from "./config-load.js";
import { lockfileHash, pythonEnvironment } from "./hunt-environment.js";
import { buildProposal, type ProposalFiles } from "./hunt-proposal.js";
import { huntSeed, type SeedRun } from "./hunt-seeds.js";
import { findTarget, type HuntTarget } from "./hunt-target.js";
import { withWorktree, type SignalHub } from "./hunt-worktree.js";
import { sealedModelFiles } from "./model-load.js";

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
}

export interface HuntPorts {
  readonly git: Git;
  readonly exec: Exec;
  readonly clock: Clock;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cores: number;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  readonly signals?: SignalHub;
}

export interface HuntRow {
  readonly seed: number;
  readonly outcome: "hit" | "miss" | "timeout" | "error";
  readonly durationMs: number;
  readonly detail: string;
  readonly fixture?: { readonly path: string; readonly sha256: string; readonly source: string; readonly verified: boolean; readonly detail: string } | { readonly error: string };
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
}

interface TreeRun {
  readonly runs: ReadonlyMap<number, SeedRun>;
  readonly verified: ReadonlyMap<number, { readonly bytes: Buffer; readonly outcome: string; readonly detail: string }>;
  readonly environment: Record<string, string>;
}

export async function hunt(s: HuntSettings, ports: HuntPorts): Promise<HuntRun> {
  const [parent, oracle] = [await ports.git.resolve(s.parent), await ports.git.resolve(s.oracle ?? "HEAD")];
  const tree = gitTreeReader(ports.git, oracle);
  const config = await loadConfig(tree, s.configPath);
  const model = await loadSealedModel(config, tree);
  const target = await findTarget(config, model, tree, s.property);
  ports.log.info(`hunting ${s.seeds.length} seeds of ${target.property.id} on parent ${parent.slice(0, 12)} with the oracle of ${oracle.slice(0, 12)}`);
  const selectorFile = target.property.selector.split("::")[0]!;
  const conftest = `${selectorFile.replace(/[^/]*$/, "")}conftest.py`.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
  const matcher = compileSealedMatcher([...sealedPatterns(config, [...sealedModelFiles(model), selectorFile]), { glob: conftest, reason: "the selector's conftest" }]);
  const python = config.runners.python ?? ports.env.SEEDGATE_PYTHON ?? "python3";
  const scratch = mkdtempSync(join(tmpdir(), "seedgate-hunt-runs-"));
  try {
    const treeRun = await withWorktree(ports.git.root, parent, async (dir): Promise<TreeRun> => {
      await restoreSealed(ports.git, dir, oracle, matcher);
      const ctx: RowContext = { root: dir, config, exec: ports.exec, env: ports.env, isSealed: (p) => matcher.match(p) !== null };
      // The probe runs from the hunt's scratch dir: `python -c` puts its cwd on sys.path, and the tree's files must not answer for the library.
      const environment = { ...(await pythonEnvironment(ports.exec, python, scratch, cleanEnv(ports.env))), lockfile: await lockfileHash(ports.git, oracle) };
      const concurrency = s.concurrency ?? (config.runners.concurrency || ports.cores);
      const runs = await runSeeds(s, ports, ctx, target.property, scratch, python, concurrency);
      return { runs, verified: await verifyFixtures(ctx, target, runs, dir, concurrency), environment };
    }, ports.signals ? { signals: ports.signals } : {});
    return summarise(s, { parent, oracle, target, treeRun, git: ports.git, now: ports.clock.now() });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const cleanEnv = (env: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));

async function runSeeds(s: HuntSettings, ports: HuntPorts, ctx: RowContext, property: Property, scratch: string, python: string, concurrency: number): Promise<Map<number, SeedRun>> {
  const rows = s.seeds.map((seed): PlanRow => ({ lane: "replay", property: property.id, kind: "seed", key: String(seed), frozen: false }));
  const runs = new Map<number, SeedRun>();
  await runRows(rows, async (row) => {
    const r = await huntSeed(ctx, property, row, scratch, python);
    runs.set(Number(row.key), r);
    return r.outcome;
  }, { concurrency, reruns: 0, ...(ports.onResult ? { onResult: ports.onResult } : {}) });
  return runs;
}

type Verified = Map<number, { bytes: Buffer; outcome: string; detail: string }>;

/** A fixture is evidence only if it fails the parent when replayed on its own (with the lane's own fixture runner). */
async function verifyFixtures(ctx: RowContext, target: HuntTarget, runs: ReadonlyMap<number, SeedRun>, dir: string, concurrency: number): Promise<Verified> {
  const captured = [...runs].flatMap(([seed, run]) => (run.capture?.ok === true ? [{ seed, bytes: run.capture.bytes, path: fixturePathFor(target.format, target.property.id, seed) }] : []));
  for (const c of captured) {
    mkdirSync(dirname(join(dir, c.path)), { recursive: true });
    rmSync(join(dir, c.path), { force: true }); // a restored fixture of the same seed is read-only
    writeFileSync(join(dir, c.path), c.bytes);
  }
  const rows = captured.map((c): PlanRow => ({ lane: "replay", property: target.property.id, kind: "fixture", key: c.path, frozen: false }));
  const results = await runRows(rows, (row) => runRow(ctx, target.property, row), { concurrency, reruns: 0 });
  return new Map(captured.map((c, i) => [c.seed, { bytes: c.bytes, outcome: results[i]!.attempts[0]!.outcome, detail: results[i]!.attempts[0]!.detail }]));
}

interface Summary {
  readonly parent: string;
  readonly oracle: string;
  readonly target: HuntTarget;
  readonly treeRun: TreeRun;
  readonly git: Git;
  readonly now: Date;
}

const OUTCOME = { fail: "hit", pass: "miss", timeout: "timeout", error: "error" } as const;

async function summarise(s: HuntSettings, m: Summary): Promise<HuntRun> {
  const fixtures: HuntFixture[] = [];
  const rows = s.seeds.map((seed): HuntRow => {
    const run = m.treeRun.runs.get(seed)!;
    const base = { seed, outcome: OUTCOME[run.outcome.outcome], durationMs: Math.round(run.outcome.durationMs), detail: firstLine(run.outcome.detail) };
    if (run.capture === undefined) return base;
    if (!run.capture.ok) return { ...base, fixture: { error: run.capture.reason } };
    const v = m.treeRun.verified.get(seed)!;
    const path = fixturePathFor(m.target.format, m.target.property.id, seed);
    const sha256 = createHash("sha256").update(v.bytes).digest("hex");
    const verified = v.outcome === "fail";
    if (verified) fixtures.push({ seed, path, sha256 });
    return { ...base, fixture: { path, sha256, source: run.capture.source, verified, detail: verified ? "replays the failure on the parent" : `does not replay the failure on the parent (${v.outcome}: ${firstLine(v.detail)})` } };
  });
  const pick = (o: HuntRow["outcome"]) => rows.filter((r) => r.outcome === o).map((r) => r.seed);
  const [hits, misses, timeouts, errors] = [pick("hit"), pick("miss"), pick("timeout"), pick("error")];
  const status: HuntRun["status"] = hits.length > 0 ? "hit" : timeouts.length > 0 ? "timeout-only" : misses.length > 0 ? "dead" : "error-only";
  const base = { command: "hunt" as const, status, message: messageFor(status, hits, timeouts, errors), property: m.target.property.id, format: m.target.format, parent: m.parent, oracle: m.oracle, environment: m.treeRun.environment, hits, misses, timeouts, errors, rows };
  if (status !== "hit") return base;
  const bytes = new Map([...m.treeRun.verified].map(([seed, v]) => [seed, v.bytes]));
  const evidence = { propertyId: m.target.property.id, parentSha: m.parent, hits, fixtures, environment: m.treeRun.environment, now: m.now };
  return { ...base, proposal: await buildProposal(m.git, m.oracle, m.target, evidence, bytes, s.out) };
}

const firstLine = (text: string): string => text.split("\n")[0]!.slice(0, 300);

function messageFor(status: HuntRun["status"], hits: readonly number[], timeouts: readonly number[], errors: readonly number[]): string {
  const noise = timeouts.length > 0 ? `; ${timeouts.length} timed out (noise, never hits)` : "";
  const broken = errors.length > 0 ? `; ${errors.length} could not run` : "";
  if (status === "hit") return `${hits.length} seed${hits.length === 1 ? "" : "s"} hit the parent${noise}${broken}: proposal written, for a human to review and lock`;
  if (status === "timeout-only") return `no seed hit the parent; its only parent signal is ${timeouts.length} timeout(s): not lockable (timeouts are noise, never hits); nothing written${broken}`;
  if (status === "dead") return `zero hits: the property is dead on this parent; delete it, do not freeze it or pad replay with unused seeds; nothing written${broken}`;
  return `every seed errored: the property could not run on the parent; nothing written`;
}
