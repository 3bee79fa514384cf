// The CLI's ports for modes that run rows: built once here rather than in each command.
import { processExec } from "../adapters/exec.js";
import { gitBlobDigests } from "../adapters/blob-hash.js";
import { hostCores, hostEnvironment, systemClock } from "../adapters/host.js";
import { hostSandboxes } from "../adapters/sandbox-policy.js";
import { gitTrees } from "../adapters/trees.js";
import { hostFiles } from "../adapters/files.js";
import { manifestCheckWith } from "../modes/manifest/manifest.js";
import type { Git } from "../ports/local.js";
import { cliLog, type CliIo } from "./io.js";

export function rowPorts(git: Git, io: CliIo, json: boolean | undefined) {
  return {
    git,
    exec: processExec,
    sandboxes: hostSandboxes,
    files: hostFiles,
    trees: gitTrees(git),
    clock: systemClock,
    log: cliLog(io, json),
    env: process.env,
    cores: hostCores(),
    environment: hostEnvironment(),
  };
}

/** Manifests are checked against blobs hashed from git's object store. */
export const blobDigests = gitBlobDigests;
export const manifestCheck = manifestCheckWith(gitBlobDigests);

/** A local run's id: unique per process, never a CI run's. */
export const localRunId = (): string => `local-${process.pid}`;
