import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitTrees,
  hostSandboxes,
  processExec
} from "./chunk-2J4UQRSX.js";
import {
  hostFiles
} from "./chunk-WUFEO2NX.js";
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
var localRunId = () => `local-${process.pid}`;

export {
  rowPorts,
  localRunId
};
