// One `runners.setup` per head within one command (`check` runs two lanes of one head in
// one worktree): the first lane's setup is remembered, and a later lane of the same head,
// commands and sandbox reuses what it made instead of paying for it again. Nothing is
// kept across commands: a memo lives as long as the check that made it.
//
// Reuse must not hand a lane what a row of an earlier lane wrote. Setup writes the
// workspace and an npm cache (the framework check finds the base lockfile's tarballs
// there after setup); a row writes only the `runners.writable` paths (node_modules and
// the npm cache never), and only under a kernel sandbox. So the memo keeps the head's npm
// cache until the check ends, and setup's result is reused only in a sandbox, with that
// cache or none, and when the writable paths hold, byte for byte, what they held when
// setup ended (a `.venv` the recipe names writable included); otherwise setup runs again.
// The sealed tests' pinned packages (sealed-requirements.ts) are installed once per head
// too: their folder is read-only, outside every workspace, and each lane compares it with
// what pip left there after its rows, so a later lane takes it as the first one left it.
import type { Config, SandboxKind } from "../../core/inputs/config.js";
import type { Scratch } from "../../ports/trees.js";

/** What the memo keeps of a folder of pinned packages: how to remove it. */
type Disposable = { dispose(): void };

/** An npm cache for setup (framework.ts setupNpmCache): a scratch folder, or the kept download cache's npm part. */
export type NpmCache = Pick<Scratch, "dir" | "dispose">;

export interface SetupCost {
  /** How many times setup's commands really ran (a reuse does not count; a failed setup does). */
  readonly runs: number;
  /** How many lanes (or shards) took an earlier run's result instead of running setup. */
  readonly reused: number;
  /** Their time, summed. */
  readonly ms: number;
}

export interface Setups {
  /** Whether this key's setup already ran and the rows' writable paths still hold what it left there. */
  reuse(key: SetupKey): Promise<boolean>;
  /** A setup that ran: its time counted, and remembered (with its writable paths' digest) if it succeeded with a key. */
  done(key: SetupKey | undefined, ms: number): Promise<void>;
  cost(): SetupCost;
  /** The head's npm cache, made on first ask and kept until `dispose` (the handle's own dispose does nothing), so a later lane finds setup's tarballs. */
  npmCache(head: string, make: () => NpmCache | undefined): NpmCache | undefined;
  /** Whether this folder is an npm cache the memo keeps (or there is none): then it does not stop a reuse. */
  holds(npmCache: string | undefined): boolean;
  /** The sealed tests' pinned packages for this key (base, head, file), installed on first ask and kept until `dispose` (the handle's own dispose does nothing). */
  sealedPackages<P extends Disposable>(key: string, install: () => Promise<P | undefined>): Promise<P | undefined>;
  /** The check's end: the kept npm caches and pinned-package folders go. */
  dispose(): void;
}

export interface SetupKey {
  readonly id: string;
  readonly root: string;
  /** The workspace paths rows may write. */
  readonly writable: readonly string[];
}

/** What the writable paths under a root hold, as one digest (the Trees port's writableDigest). */
export type WritableDigest = (root: string, paths: readonly string[]) => Promise<string>;

export function setupMemo(digestOf: WritableDigest): Setups {
  const made = new Map<string, string>();
  const digest = (key: SetupKey) => digestOf(key.root, key.writable);
  let [runs, reused, ms] = [0, 0, 0];
  const caches = new Map<string, NpmCache>();
  const pinned = new Map<string, Promise<Disposable | undefined>>();
  return {
    sealedPackages<P extends Disposable>(key: string, install: () => Promise<P | undefined>) {
      const made = (pinned.get(key) as Promise<P | undefined> | undefined) ?? install();
      pinned.set(key, made);
      return made.then((p) => p && { ...p, dispose: () => undefined });
    },
    npmCache(head, make) {
      const made = caches.get(head) ?? make();
      if (made === undefined) return undefined;
      caches.set(head, made);
      return { dir: made.dir, dispose: () => undefined };
    },
    holds: (dir) => dir === undefined || [...caches.values()].some((c) => c.dir === dir),
    dispose() {
      for (const c of caches.values()) c.dispose();
      caches.clear();
      // Settled by now (every lane awaited its own); one still running is disposed when pip ends.
      for (const p of pinned.values())
        void p.then(
          (x) => x?.dispose(),
          () => undefined,
        );
      pinned.clear();
    },
    async reuse(key) {
      const same = made.has(key.id) && made.get(key.id) === (await digest(key));
      if (same) reused += 1;
      return same;
    },
    async done(key, took) {
      runs += 1;
      ms += took;
      if (key !== undefined) made.set(key.id, await digest(key));
    },
    cost: () => ({ runs, reused, ms }),
  };
}

/**
 * The key of a setup that may be reused, or undefined: no sandbox, an npm cache its lane
 * disposes (`held` false), or a glob among the writable paths. A setup run with an npm
 * cache and one without have different keys: only the former left its tarballs there.
 */
export function setupKey(head: string, root: string, config: Config, kind: SandboxKind, npmCache: string | undefined, held = false): SetupKey | undefined {
  const writable = config.runners.writable;
  if (kind === "none" || (npmCache !== undefined && !held) || writable.some((p) => /[*?[{]/.test(p))) return undefined;
  return { id: JSON.stringify([head, root, config.runners.setup, config.runners.network !== false, kind, npmCache ?? null]), root, writable };
}
