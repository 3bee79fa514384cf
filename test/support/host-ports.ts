// The host's sandboxes, files and trees beside a git, as the faces' wiring builds them: mode tests
// that run real rows spread this into their ports.
import { hostDisk } from "../../src/adapters/disk.js";
import { hostSandboxes } from "../../src/adapters/sandbox-policy.js";
import { gitTrees } from "../../src/adapters/trees.js";
import { hostFiles } from "../../src/adapters/files.js";
import type { SignalHub } from "../../src/adapters/worktree.js";
import type { Git } from "../../src/ports/local.js";

export const hostPorts = (git: Git, signals?: SignalHub) => ({
  git,
  disk: hostDisk,
  sandboxes: hostSandboxes,
  files: hostFiles,
  trees: gitTrees(git, signals ? { signals } : {}),
});
