// The action's ports for modes that run rows, and where their results go: built once here
// rather than in each mode's step.
import { processExec } from "../adapters/exec.js";
import { gitAt } from "../adapters/git.js";
import { gitBlobDigests } from "../adapters/blob-hash.js";
import { manifestCheckWith } from "../modes/manifest/manifest.js";
import { hostCores, hostEnvironment, systemClock } from "../adapters/host.js";
import { hostSandboxes } from "../adapters/sandbox-policy.js";
import { gitTrees } from "../adapters/trees.js";
import { hostFiles } from "../adapters/files.js";
import { workspaceAt } from "../adapters/workspace.js";
import { join } from "node:path";
import type { ActionSettings } from "./inputs.js";
import { actionLog } from "./log.js";

export function rowPorts(s: ActionSettings, env: NodeJS.ProcessEnv) {
  const git = gitAt(s.workspace);
  return {
    git,
    exec: processExec,
    sandboxes: hostSandboxes,
    files: hostFiles,
    trees: gitTrees(git),
    clock: systemClock,
    log: actionLog,
    env,
    cores: hostCores(),
    environment: { ...hostEnvironment(), runner: env.RUNNER_OS ?? "" },
    workspaceAt,
  };
}

/** Manifests are checked against blobs hashed from git's object store. */
export const manifestCheck = manifestCheckWith(gitBlobDigests);

/** One id per workflow run attempt: rows of a re-run are never mistaken for the first's. */
export const runIdOf = (env: NodeJS.ProcessEnv): string => `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;

/** The `results` input, else a file of that name in the runner's temp folder. */
export const resultsPathOf = (s: ActionSettings, env: NodeJS.ProcessEnv, name: string): string => s.results ?? join(env.RUNNER_TEMP ?? s.workspace, name);
