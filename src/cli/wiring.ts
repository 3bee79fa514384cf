// The CLI's ports: built once here rather than in each command.
import { gitBlobDigests } from "../adapters/blob-hash.js";
import { hostEnvironment } from "../adapters/host.js";
import { manifestCheckWith } from "../modes/manifest/manifest.js";
import { shippedWorkflowsDir } from "../adapters/shipped.js";
import { workspaceAt } from "../adapters/workspace.js";
import { SeedgateError } from "../core/errors.js";
import type { Git } from "../ports/local.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";
import { hostRowPorts } from "../adapters/host-ports.js";

export function rowPorts(git: Git, io: CliIo, json: boolean | undefined) {
  return { ...hostRowPorts(git), log: cliLog(io, json), env: process.env, environment: hostEnvironment() };
}

/** Manifests are checked against blobs hashed from git's object store. */
export const blobDigests = gitBlobDigests;
export const manifestCheck = manifestCheckWith(gitBlobDigests);

/** The repository that holds `cwd` and its working tree, for a human's edit (init, lock). */
export async function workingTreePorts(cwd: string) {
  let git: Git;
  try {
    git = await localGit(cwd);
  } catch {
    throw new SeedgateError("usage", `${cwd} is not inside a git repository`, { hint: "run `git init` first: seedgate judges commits" });
  }
  return { git, workspace: workspaceAt(git.root) };
}

/** seedgate's own example workflows, the sources init copies. */
export const shippedWorkflows = () => workspaceAt(shippedWorkflowsDir());

/** A local run's id: unique per process, never a CI run's. */
export const localRunId = (): string => `local-${process.pid}`;
