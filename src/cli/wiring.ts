// The CLI's ports for modes that run rows: built once here rather than in each command.
import { processExec } from "../adapters/exec.js";
import { hostCores, hostEnvironment, systemClock } from "../adapters/host.js";
import { hostSandboxes } from "../adapters/sandbox-policy.js";
import { gitTrees } from "../adapters/trees.js";
import { hostFiles } from "../adapters/files.js";
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

/** A local run's id: unique per process, never a CI run's. */
export const localRunId = (): string => `local-${process.pid}`;
