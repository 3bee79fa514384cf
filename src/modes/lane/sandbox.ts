// The lane's sandbox: chosen from the base config before any pull-request code runs,
// `runners.setup` run inside it (the workspace writable, the network per config), then
// whatever setup left running killed, so nothing it started is alive when the sealed
// files are restored and the rows run. No sandbox, or a failed setup, makes every row
// an error row that says why: fail closed, never a silent unsandboxed run.
import type { Config, SandboxKind } from "../../core/inputs/config.js";
import type { Exec, Log } from "../../ports/local.js";
import type { SandboxRequest, Sandboxes } from "../../ports/sandbox.js";
import type { RunOutcome } from "../../core/row.js";
import { SETUP_FAILED, setupTail } from "../../core/judge/setup-failure.js";
import { setupKey, type Setups } from "./setups.js";

export type LaneSandbox =
  | { readonly ok: true; readonly exec: Exec; readonly kind: SandboxKind }
  | { readonly ok: false; readonly kind: SandboxKind | undefined; readonly refusal: RunOutcome };

/**
 * A setup program with a slash in it (`.venv/bin/pip`, `./tools/setup.sh`) is the
 * workspace's, resolved against its root; a bare name (`pip`, `npm`) is looked up on PATH.
 */
export const setupProgram = (root: string, program: string): string =>
  program.includes("/") && !program.startsWith("/") ? `${root}/${program.replace(/^(\.\/)+/, "")}` : program;

/**
 * SEEDGATE_SETUP_CACHE: a download cache setup may write and the workflow keeps between
 * runs (actions/cache, keyed by the lockfile): pip's under `pip/`, npm's under `npm/`.
 * Absolute; made if missing (a cache miss restores nothing). The rows never write it.
 */
export const SETUP_CACHE_ENV = "SEEDGATE_SETUP_CACHE";
export function setupCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const dir = env[SETUP_CACHE_ENV]?.replace(/\/+$/, "");
  return dir !== undefined && dir.startsWith("/") ? dir : undefined;
}

const inside = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);

/** Setup commands share the row timeout budget several times over: installs are slow. */
const SETUP_TIMEOUT_FACTOR = 10;

const refusal = (detail: string, tail = ""): RunOutcome => ({
  outcome: "error",
  exitCode: null,
  durationMs: 0,
  tail,
  detail: detail.slice(0, 2000),
  location: undefined,
});

export async function laneSandbox(
  ports: { readonly exec: Exec; readonly sandboxes: Sandboxes; readonly log: Log; readonly setups?: Setups },
  config: Config,
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  /** An npm cache setup may write (seedgate's scratch), given to it as npm_config_cache. */
  npmCache?: string,
  /** The head the workspace holds: setup's result is only ever reused for the same head. */
  head = "",
  /** More of the rows' sandbox (a hunt's: its sealed paths, the caller's checkout read-only). */
  more: Omit<SandboxRequest, "workspace" | "setupOnly"> = {},
): Promise<LaneSandbox> {
  const { exec, log } = ports;
  // node_modules is setup's to write: after setup the framework in it is checked against the base lockfile, and no row may change it then.
  const box = ports.sandboxes.around(exec, config, env, { ...more, workspace: root, setupOnly: ["node_modules"] });
  if (!box.ok) return { ok: false, kind: undefined, refusal: refusal(`${box.message}. Hint: ${box.hint}`) };
  log.info(box.kind === "none" ? "sandbox: none (runners.sandbox: none in the base config): pull-request code runs unsandboxed" : `sandbox: ${box.kind}`);
  const ready: LaneSandbox = { ok: true, exec: box.exec, kind: box.kind };
  if (config.runners.setup.length === 0) return ready;
  const key = ports.setups ? setupKey(head, root, config, box.kind, npmCache, ports.setups.holds(npmCache)) : undefined;
  if (key !== undefined && (await ports.setups!.reuse(key))) {
    log.info("setup: reused (this check already ran it for this head, same commands and sandbox; no row changed what it made)");
    return ready;
  }
  // Setup may write the whole workspace (a .venv, node_modules): the sealed files are restored after it, with nothing it started left alive.
  const kept = setupCacheDir(env);
  // The kept cache is named even inside the workspace: Landlock grants a new top-level entry by its name only.
  const writable = [root, ...(kept ? [kept] : []), ...(npmCache && !(kept && inside(npmCache, kept)) ? [npmCache] : [])];
  const setupExec = box.widened({ writable, network: config.runners.network !== false });
  const childEnv = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  if (kept) childEnv.PIP_CACHE_DIR = `${kept}/pip`;
  // npm reads either spelling: the caller's upper-case one must not outvote seedgate's cache.
  if (npmCache) {
    delete childEnv.NPM_CONFIG_CACHE;
    childEnv.npm_config_cache = npmCache;
  }
  let spent = 0;
  for (const argv of config.runners.setup) {
    // An install can take a minute or more: a line as it starts and as it ends, so the log never sits silent without a reason.
    log.info(`setup: ${argv.join(" ")} …`);
    const r = await setupExec.run({
      command: setupProgram(root, argv[0]!),
      args: argv.slice(1),
      cwd: root,
      env: childEnv,
      timeoutMs: config.runners.timeout * 1000 * SETUP_TIMEOUT_FACTOR,
    });
    const took = `${(r.durationMs / 1000).toFixed(1)} s`;
    spent += r.durationMs;
    if (r.exitCode !== 0) {
      await exec.sweep?.(log);
      const how = r.timedOut ? "timed out" : r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`;
      const detail = `${SETUP_FAILED} \`${argv.join(" ")}\` ${how} after ${took}, so no row ran`;
      // The tool's own reason (pip's, npm's), in the log as in every row and the comment.
      const tail = setupTail(r.stdoutTail + r.stderrTail);
      log.error(`${detail}; its last lines:\n${tail.replace(/^/gm, "    ")}`);
      await ports.setups?.done(undefined, spent); // its time is paid all the same; nothing of it is remembered
      return { ok: false, kind: box.kind, refusal: refusal(detail, tail) };
    }
    log.info(`setup: ${argv.join(" ")} done in ${took}`);
  }
  const swept = await exec.sweep?.(log);
  if (swept?.killed) log.warn(`setup left ${swept.killed} process(es) running; seedgate killed them before the rows ran`);
  await ports.setups?.done(key, spent);
  return ready;
}
