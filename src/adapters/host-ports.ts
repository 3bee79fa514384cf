// The host's ports beside one git, the same for both faces and the demo: processes, the
// runners' files, the kernel sandbox, local files, the trees, the working tree, the clock
// and the cores. Each face adds its own log, environment and run details.
import { hostDisk } from "./disk.js";
import { processExec } from "./exec.js";
import { hostFiles } from "./files.js";
import { hostCores, systemClock } from "./host.js";
import { hostSandboxes } from "./sandbox-policy.js";
import { gitTrees } from "./trees.js";
import { workspaceAt } from "./workspace.js";
import type { Git } from "../ports/local.js";

export const hostRowPorts = (git: Git) => ({
  git,
  exec: processExec,
  disk: hostDisk,
  sandboxes: hostSandboxes,
  files: hostFiles,
  trees: gitTrees(git),
  clock: systemClock,
  cores: hostCores(),
  workspaceAt,
});
