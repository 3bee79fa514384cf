// From the base config to a sandbox policy: which sandbox, which workspace parts are
// writable, whether the network is open. Commands build it once and wrap their Exec.
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import picomatch from "picomatch";
import { SeedgateError } from "../core/errors.js";
import type { Config, SandboxKind } from "../core/inputs/config.js";
import type { Exec } from "../ports/local.js";
import type { Sandboxes } from "../ports/sandbox.js";
import { chooseSandbox } from "./sandbox-probe.js";
import { sandboxedExec, type SandboxPolicy } from "./sandbox.js";
import { carveWritable, gitMetadata, mainCheckout } from "./git-metadata.js";
import { setupConfigFrom } from "./setup-config.js";

const GLOB = /[*?[\]{}!]/;
/** Walks no deeper: `runners.writable` names build outputs and caches, not leaves of a source tree. */
const MAX_DEPTH = 4;

/**
 * The workspace paths `runners.writable` names. A plain path that does not exist is
 * created (a directory) so it can be bound; a glob matches what exists now. Sealed paths
 * and `.git` never become writable: naming one is a config error.
 */
export function writablePaths(root: string, patterns: readonly string[], isSealed: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const pattern of patterns) {
    const p = pattern.replace(/\/+$/, "");
    const refuse = (path: string) => {
      if (path === ".git" || path.startsWith(".git/") || isSealed(path) || isSealed(`${path}/`)) {
        throw new SeedgateError("config", `runners.writable names ${path}, which is sealed or git's own: pull-request code can never write it`, {
          field: "runners.writable",
        });
      }
    };
    if (!GLOB.test(p)) {
      refuse(p);
      if (!existsSync(join(root, p))) mkdirSync(join(root, p), { recursive: true });
      out.push(join(root, p));
      continue;
    }
    const match = picomatch(p, { dot: true });
    const walk = (dir: string, depth: number): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const abs = join(dir, e.name);
        const rel = relative(root, abs);
        if (rel === ".git") continue;
        if (match(rel)) {
          refuse(rel);
          out.push(abs);
        } else if (e.isDirectory() && depth < MAX_DEPTH) walk(abs, depth + 1);
      }
    };
    walk(root, 1);
  }
  return out;
}

export type SandboxSetup =
  | { readonly ok: true; readonly exec: Exec; readonly kind: SandboxKind; readonly policy: SandboxPolicy }
  | { readonly ok: false; readonly message: string; readonly hint: string };

/** The command's Exec wrapped in the sandbox the base config asks for, or why none can run (the caller fails closed). */
export function sandboxFor(
  exec: Exec,
  config: Config,
  workspace: string,
  env: Readonly<Record<string, string | undefined>>,
  isSealed: (path: string) => boolean,
  extraWritable: readonly string[] = [],
  readOnly: readonly string[] = [],
): SandboxSetup {
  const choice = chooseSandbox(config.runners.sandbox, env);
  if (!choice.ok) return choice;
  const policy: SandboxPolicy = {
    kind: choice.kind,
    workspace,
    writable: [...extraWritable, ...writablePaths(workspace, config.runners.writable, isSealed)],
    network: config.runners.network === true,
    readOnly: [...readOnly, ...linkedInstall(workspace)],
    gitMetadata: gitMetadata(workspace),
    checkouts: mainCheckout(workspace),
    // The caller's pip.conf and .npmrc may hold credentials: no run but setup reads them, even by their absolute path.
    masked: setupConfigFrom(env).homeFiles.map((f) => f.host),
  };
  return { ok: true, exec: sandboxedExec(exec, policy), kind: choice.kind, policy };
}

/**
 * A worktree of the head (check, lane, hunt) links the checkout's node_modules; when the
 * checkout sits under /tmp, the sandbox's private /tmp would hide the link's target, so
 * it is read-only bound back like the workspace.
 */
function linkedInstall(workspace: string): string[] {
  const link = join(workspace, "node_modules");
  try {
    return lstatSync(link).isSymbolicLink() ? [realpathSync(link)] : [];
  } catch {
    return []; // no node_modules, or a dangling link: nothing to bind
  }
}

/** The host's sandboxes, as the faces hand them to modes. */
export const hostSandboxes: Sandboxes = {
  around(exec, config, env, req) {
    const box = sandboxFor(exec, config, req.workspace, env, req.isSealed ?? (() => false), req.writable, req.readOnly);
    if (!box.ok) return box;
    // Setup alone sees the package managers' configuration (setup-config.ts): read-only, in its HOME and its environment.
    const widened = (more: { readonly writable: readonly string[]; readonly network: boolean }) => {
      // A setup cache the workflow restored nothing into (a miss) is made, so it can be bound.
      for (const w of more.writable) if (!existsSync(w)) mkdirSync(w, { recursive: true });
      const setupConfig = setupConfigFrom(env);
      const readOnly = [...(box.policy.readOnly ?? []), ...setupConfig.readOnly];
      return sandboxedExec(exec, { ...box.policy, writable: [...more.writable, ...box.policy.writable], network: more.network, readOnly, setupConfig });
    };
    const setupOnly = (req.setupOnly ?? []).map((p) => join(req.workspace, p));
    // A writable path holding a setup-only one is granted entry by entry, leaving it out (as `.git` is).
    const rows = setupOnly.length === 0 ? box.exec : sandboxedExec(exec, { ...box.policy, writable: carveWritable(box.policy.writable, setupOnly) });
    return { ok: true, exec: rows, kind: box.kind, widened };
  },
};
