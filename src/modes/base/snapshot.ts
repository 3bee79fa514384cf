// The base snapshot every mode starts from: the commit the judge trusts, read once (its
// tree from git blobs, its config, and its sealed model parsed on first use).
import { gitTreeReader, type GitTreeReader } from "./git-tree.js";
import type { Config } from "../../core/inputs/config.js";
import type { Git } from "../../ports/local.js";
import { loadConfig } from "./config-load.js";
import { loadModel, type LoadedModel } from "./model-load.js";

export interface BaseSnapshot {
  /** The resolved commit. */
  readonly sha: string;
  readonly tree: GitTreeReader;
  readonly config: Config;
  /** The sealed model with its fixtures hashed, parsed once, on first use. */
  model(): Promise<LoadedModel>;
}

/** `sha` is a resolved commit; `configPath` set means the user named the file, which must then exist there. */
export async function readBase(git: Git, sha: string, configPath: string | undefined): Promise<BaseSnapshot> {
  const tree = gitTreeReader(git, sha);
  const config = await loadConfig(tree, configPath);
  let loaded: Promise<LoadedModel> | undefined;
  return { sha, tree, config, model: () => (loaded ??= loadModel(config, tree)) };
}
