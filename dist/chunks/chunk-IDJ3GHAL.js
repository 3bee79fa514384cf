import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitBlobDigests,
  gitTrees,
  hostFiles,
  hostSandboxes,
  manifestCheckWith,
  processExec
} from "./chunk-PF2LIWWN.js";
import {
  hostCores,
  hostEnvironment,
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";

// src/cli/wiring.ts
function rowPorts(git, io, json) {
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
    environment: hostEnvironment()
  };
}
var blobDigests = gitBlobDigests;
var manifestCheck = manifestCheckWith(gitBlobDigests);
var localRunId = () => `local-${process.pid}`;

export {
  rowPorts,
  blobDigests,
  manifestCheck,
  localRunId
};
