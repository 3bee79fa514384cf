// The action's ports for modes that run rows, and where their results go: built once here
// rather than in each mode's step.
import { gitAt } from "../adapters/git.js";
import { gitBlobDigests } from "../adapters/blob-hash.js";
import { manifestCheckWith } from "../modes/manifest/manifest.js";
import { hostEnvironment } from "../adapters/host.js";
import { join } from "node:path";
import type { ActionSettings } from "./inputs.js";
import { actionLog } from "./log.js";
import { hostRowPorts } from "../adapters/host-ports.js";

export function rowPorts(s: ActionSettings, env: NodeJS.ProcessEnv) {
  return { ...hostRowPorts(gitAt(s.workspace)), log: actionLog, env, environment: { ...hostEnvironment(), runner: env.RUNNER_OS ?? "" } };
}

/** Manifests are checked against blobs hashed from git's object store. */
export const manifestCheck = manifestCheckWith(gitBlobDigests);

/** One id per workflow run attempt: rows of a re-run are never mistaken for the first's. */
export const runIdOf = (env: NodeJS.ProcessEnv): string => `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;

/** The `results` input, else a file of that name in the runner's temp folder. */
export const resultsPathOf = (s: ActionSettings, env: NodeJS.ProcessEnv, name: string): string => s.results ?? join(env.RUNNER_TEMP ?? s.workspace, name);
