import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  gitBlobDigests,
  hostRowPorts,
  manifestCheckWith
} from "./chunk-F4XUKZHO.js";
import {
  hostEnvironment
} from "./chunk-TLHTINSL.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/adapters/shipped.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function shippedWorkflowsDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    if (existsSync(join(dir, "examples", "workflows", "quick-start.yml"))) return join(dir, "examples", "workflows");
  }
  throw new SeedgateError("internal", "seedgate's examples/workflows/ was not found beside its files", {
    hint: "run seedgate from a checkout of its repository (dist/cli.js)"
  });
}

// src/cli/wiring.ts
function rowPorts(git, io, json) {
  return { ...hostRowPorts(git), log: cliLog(io, json), env: process.env, environment: hostEnvironment() };
}
var blobDigests = gitBlobDigests;
var manifestCheck = manifestCheckWith(gitBlobDigests);
async function workingTreePorts(cwd) {
  let git;
  try {
    git = await localGit(cwd);
  } catch {
    throw new SeedgateError("usage", `${cwd} is not inside a git repository`, { hint: "run `git init` first: seedgate judges commits" });
  }
  return { git, workspace: workspaceAt(git.root) };
}
var shippedWorkflows = () => workspaceAt(shippedWorkflowsDir());
var localRunId = () => `local-${process.pid}`;

export {
  shippedWorkflowsDir,
  rowPorts,
  blobDigests,
  manifestCheck,
  workingTreePorts,
  shippedWorkflows,
  localRunId
};
