// The base snapshot every mode starts from: the commit the judge trusts, read once (its
// tree from git blobs, its config), and what follows from it parsed on first use: the
// sealed model, its fixtures' digests and the whole sealed set. `check` hands one reader
// to every mode it runs, so the base is read once per run, not once per mode.
import type { Config } from "../../core/inputs/config.js";
import { CONFIG_PATH, DEFAULT_CONFIG } from "../../core/inputs/config-defaults.js";
import type { SealedModel } from "../../core/inputs/model.js";
import type { SealedMatcher, SealedPattern } from "../../core/seal/sealed-set.js";
import type { Git, Log } from "../../ports/local.js";
import { loadConfig } from "./config-load.js";
import { gitTreeReader, type GitTreeReader } from "./git-tree.js";
import { hashFixtures, type LoadedModel } from "./model-load.js";
import { baseWorkflows, ledgerFixtureFolders, sealedModelFiles, workflowPatterns } from "./seal-inputs.js";
import { parseSealedModel, sealedInputRoots } from "./sealed-model.js";

export interface BaseSnapshot {
  /** The resolved commit. */
  readonly sha: string;
  readonly tree: GitTreeReader;
  readonly config: Config;
  /** The sealed model, parsed once, on first use. */
  sealedModel(): Promise<SealedModel>;
  /** The sealed model with its fixtures hashed from the base's blobs (what the lanes and the judge use). */
  model(): Promise<LoadedModel>;
  /** The whole sealed set: the config's paths, the model's files, what the base's workflows run and the ledger's folders. */
  sealedPatterns(): Promise<SealedPattern[]>;
  sealed(): Promise<SealedMatcher>;
  /**
   * What a lane or a hunt puts back after setup: the whole set but what the base's
   * workflows run and the names only git and GitHub read (`restorable`). Those paths
   * are the seal's to guard; a lane runs no workflow and reads no such name, and setup
   * makes the first kind itself (the `.venv/bin/pip` a workflow's setup step calls).
   */
  restoredPatterns(): Promise<SealedPattern[]>;
  restored(): Promise<SealedMatcher>;
}

/** The snapshot of a resolved commit; one reader answers one run. */
export type BaseReader = (sha: string) => Promise<BaseSnapshot>;

/**
 * `configPath` set means the user named the file, which must then exist at the commit.
 * `log` hears what the sealed set cannot read (a workflow that is not YAML); modes that
 * never ask for the set pass none.
 */
export async function readBase(git: Git, sha: string, configPath: string | undefined, log: Log = UNHEARD): Promise<BaseSnapshot> {
  const tree = gitTreeReader(git, sha);
  // One listing of the base answers every read below: .github (config, workflows,
  // actions) and the default sealed inputs; a config that moves them costs one more.
  tree.preload([".github", ...(configPath === undefined ? [] : [configPath]), ...sealedInputRoots(DEFAULT_CONFIG)]);
  // The config and the workflows come out of one `git cat-file`.
  const workflows = await baseWorkflows(tree).catch(() => []);
  await tree.prefetch([configPath ?? CONFIG_PATH, ...workflows]).catch(() => undefined);
  const config = await loadConfig(tree, configPath);
  tree.preload(sealedInputRoots(config));
  return snapshotOf(sha, tree, config, log);
}

const UNHEARD: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };

function snapshotOf(sha: string, tree: GitTreeReader, config: Config, log: Log): BaseSnapshot {
  const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };
  const sealedModel = once(() => parseSealedModel(config, tree));
  const model = once(async () => hashFixtures(await sealedModel(), tree));
  const patterns = async (workflows: Promise<SealedPattern[]>) => {
    // The matcher (picomatch, ~15 ms to load) loads while git reads the workflows.
    const [set, found, run] = await Promise.all([import("../../core/seal/sealed-set.js"), sealedModel(), workflows]);
    return set.sealedPatterns(config, sealedModelFiles(found), [...run, ...ledgerFixtureFolders(found, config.ledger)]);
  };
  const compiled = async (p: Promise<SealedPattern[]>) => (await import("../../core/seal/sealed-set.js")).compileSealedMatcher(await p);
  const sealedPatterns = once(() => patterns(workflowPatterns(tree, log)));
  const restoredPatterns = once(async () => (await import("../../core/seal/sealed-set.js")).restorable(await patterns(Promise.resolve([]))));
  const sealed = once(() => compiled(sealedPatterns()));
  const restored = once(() => compiled(restoredPatterns()));
  return { sha, tree, config, sealedModel, model, sealedPatterns, sealed, restoredPatterns, restored };
}

/** One snapshot per commit for a whole run: every mode `check` runs asks this reader. */
export function baseReader(git: Git, configPath: string | undefined, log: Log): BaseReader {
  const read = new Map<string, Promise<BaseSnapshot>>();
  return (sha) => {
    let snapshot = read.get(sha);
    if (snapshot === undefined) read.set(sha, (snapshot = readBase(git, sha, configPath, log)));
    return snapshot;
  };
}

/** The run's reader when one was handed in (`check`), else a read of its own. */
export function baseOf(
  ports: { readonly git: Git; readonly log: Log; readonly bases?: BaseReader },
  sha: string,
  configPath: string | undefined,
): Promise<BaseSnapshot> {
  return (ports.bases ?? baseReader(ports.git, configPath, ports.log))(sha);
}
