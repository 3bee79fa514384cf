import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  processExec
} from "./chunk-HP5FMQNM.js";
import {
  hostCores,
  hostEnvironment,
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  actionLog
} from "./chunk-WII6R227.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";

// src/action/wiring.ts
import { join } from "node:path";
function rowPorts(s, env) {
  return {
    git: gitAt(s.workspace),
    exec: processExec,
    clock: systemClock,
    log: actionLog,
    env,
    cores: hostCores(),
    environment: { ...hostEnvironment(), runner: env.RUNNER_OS ?? "" }
  };
}
var runIdOf = (env) => `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;
var resultsPathOf = (s, env, name) => s.results ?? join(env.RUNNER_TEMP ?? s.workspace, name);

export {
  rowPorts,
  runIdOf,
  resultsPathOf
};
