import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  actionLog
} from "./chunk-DPEX4GWX.js";
import {
  gitBlobDigests,
  gitTrees,
  hostFiles,
  hostSandboxes,
  manifestCheckWith,
  processExec
} from "./chunk-YIR5PM6Z.js";
import {
  workspaceAt
} from "./chunk-UMP7YXOW.js";
import {
  hostCores,
  hostEnvironment,
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-ZTPI5E2W.js";

// src/action/wiring.ts
import { join } from "node:path";
function rowPorts(s, env) {
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
    workspaceAt
  };
}
var manifestCheck = manifestCheckWith(gitBlobDigests);
var runIdOf = (env) => `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;
var resultsPathOf = (s, env, name) => s.results ?? join(env.RUNNER_TEMP ?? s.workspace, name);

export {
  rowPorts,
  manifestCheck,
  runIdOf,
  resultsPathOf
};
