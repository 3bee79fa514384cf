// The hunt is the lane (issue 47 item 7): the parent's worktree is made as a lane makes
// its checkout. `runners.setup` runs there in the lane's sandbox (lane/sandbox.ts's own
// code: no venv made by hand), the sealed files are put back after it, and a Python
// property's test folder is copied beside the tree, so its seeds run under the lane's
// isolation: pytest and its dependencies in the oracle process, production code in the
// subject (a library named `iniconfig` is the repository's, never pytest's). Without
// setup the checkout's interpreter runs the subject, under the same isolation: production
// code comes from runners.pythonPaths, as in a lane (lane-refusal.ts refuses what a lane would).
import { dirname } from "node:path";
import { SeedgateError } from "../../core/errors.js";
import { pythonInterpreter } from "../../core/inputs/interpreter.js";
import type { Config } from "../../core/inputs/config.js";
import type { Property } from "../../core/inputs/model.js";
import type { SealedMatcher } from "../../core/seal/sealed-set.js";
import type { Exec, Log } from "../../ports/local.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import type { Scratch } from "../../ports/scratch.js";
import type { Trees } from "../../ports/trees.js";
import type { OpenWorkspace, Workspace } from "../../ports/workspace.js";
import { ruleFor, rowIsolation } from "../../runners/dispatch.js";
import { presetOf } from "../../runners/presets.js";
import { laneSandbox } from "../lane/sandbox.js";

/** What of the hunt's ports (tree-run.ts's HuntPorts) the tree's environment takes. */
export interface TreeEnvPorts {
  readonly git: { readonly root: string };
  readonly exec: Exec;
  readonly sandboxes: Sandboxes;
  readonly trees: Trees;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly workspaceAt: OpenWorkspace;
}

export interface HuntTreeEnv {
  /** The rows' exec: the lane's sandbox around the tree. */
  readonly exec: Exec;
  /** Whether setup made the tree's environment (then a relative runners.python is the tree's, not the checkout's). */
  readonly setupRan: boolean;
}

/**
 * Setup in the tree, sandboxed as a lane's, then the sealed files put back; without setup the checkout's install is linked in, as before.
 * `npmCache`: where setup's npm writes its cache (the caller's scratch, kept for the framework check, which finds the tarballs there).
 */
export async function treeEnvironment(
  ports: TreeEnvPorts,
  config: Config,
  dir: string,
  oracle: string,
  matcher: SealedMatcher,
  parent: string,
  npmCache?: string,
): Promise<HuntTreeEnv> {
  const sealed = await ports.trees.pinSealed(dir, oracle, matcher);
  const setupRan = config.runners.setup.length > 0;
  if (!setupRan) ports.trees.linkInstall(dir);
  const isSealed = (p: string) => matcher.match(p) !== null;
  const readOnly = [ports.git.root, ...(setupRan ? [] : checkoutPrefix(config, ports))];
  const box = await laneSandbox(ports, config, dir, ports.env, setupRan ? npmCache : undefined, parent, { isSealed, readOnly });
  if (!box.ok && box.kind === undefined) throw new SeedgateError("config", box.refusal.detail, { field: "runners.sandbox" });
  if (!box.ok)
    throw new SeedgateError("config", box.refusal.detail, {
      field: "runners.setup",
      hint: `setup ran in the parent's worktree as a lane runs it; its last lines:\n${box.refusal.tail}`,
    });
  if (setupRan) await sealed.again();
  return { exec: box.exec, setupRan };
}

/**
 * Without setup the subject runs the checkout's interpreter (a venv anywhere: under the
 * sandbox's private /tmp it would vanish): its prefix is read-only in the sandbox, as the
 * checkout is. A bare command name (found on PATH) names no folder.
 */
function checkoutPrefix(config: Config, ports: TreeEnvPorts): string[] {
  const python = pythonInterpreter(config, ports.env, ports.git.root);
  return python.startsWith("/") ? [dirname(dirname(python))] : [];
}

/**
 * The hunt's oracle copy, for a property whose preset reads its test from a sealed copy
 * (Python's) under `isolation: process`: the test's folder as the tree holds it once the
 * sealed files are back (today's sealed test and conftest, as a lane's copy holds the
 * base's), in a scratch of the hunt's own, so the hunt's fixtures can be written beside
 * it and replayed from it as a lane replays them. Undefined: the property runs shared.
 */
export function huntOracle(ports: TreeEnvPorts, config: Config, property: Property, tree: Workspace): Scratch | undefined {
  const rule = ruleFor(config, property.selector);
  if (rule === undefined || presetOf(rule.preset)?.sealedCopy !== "test-folder" || rowIsolation(config, rule) !== "process") return undefined;
  const file = property.selector.split("::")[0]!;
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const copy = ports.trees.scratch("seedgate-hunt-oracle-");
  copyFolder(tree, ports.workspaceAt(copy.dir), folder, folder === "");
  return copy;
}

/** Regular files under `folder`, recursively (at the root: its files only, never the tree's environment or packages). */
function copyFolder(from: Workspace, to: Workspace, folder: string, flat: boolean): void {
  to.makeDir(folder);
  for (const e of from.list(folder === "" ? "." : folder)) {
    const path = folder === "" ? e.name : `${folder}/${e.name}`;
    if (e.kind === "file") to.writeFile(path, from.readFile(path)!);
    else if (e.kind === "dir" && !flat && e.name !== "__pycache__") copyFolder(from, to, path, false);
  }
}
