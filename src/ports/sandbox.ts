// The kernel sandbox as modes ask for it: which sandbox the base config wants around an
// Exec, or why none can run here. Modes never see a policy; they fail closed on `ok: false`.
import type { Config, SandboxKind } from "../core/inputs/config.js";
import type { Exec } from "./local.js";

export interface SandboxRequest {
  /** The tree the code under test runs in: read-only but for `runners.writable` and `writable`. */
  readonly workspace: string;
  /** Paths no `runners.writable` entry may open (naming one is a config error). */
  readonly isSealed?: (path: string) => boolean;
  /** Absolute host paths every run may also write. */
  readonly writable?: readonly string[];
  /** Absolute host paths every run may also read (a worktree's linked install lives in the checkout). */
  readonly readOnly?: readonly string[];
  /**
   * Workspace-relative paths only the widened Exec (setup) may write, whatever
   * `runners.writable` names: what is checked after setup and then trusted (the lane's
   * node_modules) stays read-only to every row.
   */
  readonly setupOnly?: readonly string[];
}

export type Sandbox =
  | {
      readonly ok: true;
      readonly exec: Exec;
      readonly kind: SandboxKind;
      /** The same sandbox with more writable paths and the network as given (a lane's `runners.setup`). */
      widened(more: { readonly writable: readonly string[]; readonly network: boolean }): Exec;
    }
  | { readonly ok: false; readonly message: string; readonly hint: string };

export interface Sandboxes {
  /** The sandbox the base config asks for around `exec`, or why none can run here. */
  around(exec: Exec, config: Config, env: Readonly<Record<string, string | undefined>>, req: SandboxRequest): Sandbox;
}
