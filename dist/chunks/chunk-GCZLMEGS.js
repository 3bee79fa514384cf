import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitBlobDigests,
  hostRowPorts,
  manifestCheckWith
} from "./chunk-F4XUKZHO.js";
import {
  actionLog
} from "./chunk-SVFEUCUE.js";
import {
  hostEnvironment
} from "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-6GYLSYQK.js";

// src/action/wiring.ts
import { join } from "node:path";
function rowPorts(s, env) {
  return { ...hostRowPorts(gitAt(s.workspace)), log: actionLog, env, environment: { ...hostEnvironment(), runner: env.RUNNER_OS ?? "" } };
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
