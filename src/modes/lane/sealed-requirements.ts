// The third-party packages the sealed Python tests import (issue 44 item 5): pinned by
// the base config's `runners.sealedRequirements`, a requirements file with a --hash on
// every line, read from the base commit (never the workspace) and installed by pip, wheels
// only and no dependency resolved, into a folder outside the workspace before runners.setup
// runs (adapters/packages-dir.ts: neither setup nor a row can write it). The oracle puts
// that folder on its sys.path after the standard library (seedgate_boot.py); the subject
// never sees it, so what setup installs serves production code only. A hash mismatch or a
// package pip cannot find makes every Python row an error naming the file and the requirement.
import type { Config } from "../../core/inputs/config.js";
import { pythonInterpreter } from "../../core/inputs/interpreter.js";
import type { Property } from "../../core/inputs/model.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Exec, Git, Log } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { Trees } from "../../ports/trees.js";
import { presetFor, ruleFor } from "../../runners/dispatch.js";
import { oraclePython } from "../../runners/interpreter.js";
import type { Setups } from "./setups.js";

/** What the rows get: the folder for the oracle's sys.path, or why no Python row may run. */
export interface SealedPackages {
  readonly site?: string;
  readonly refusal?: string;
  /** Files of the folder that changed since pip filled it (the claim names them). */
  verify(): string[];
  dispose(): void;
}

/** pip's own settings (index, find-links, a proxy) are the runner's: its environment and config files, as they are. */
export const PIP_ARGS = ["-m", "pip", "install", "--require-hashes", "--no-deps", "--only-binary=:all:", "--no-compile", "--disable-pip-version-check"];

const HINT =
  "every line of the file pins one package by version and --hash=sha256:… (pip hash, or pip-compile --generate-hashes), dependencies included (pip resolves none), each available as a wheel from the runner's index; it changes only in a sealed-only pull request";

const none = (refusal?: string): SealedPackages => ({ ...(refusal === undefined ? {} : { refusal }), verify: () => [], dispose: () => undefined });

/** pip's reason, from its first ERROR line, the temporary file's path read as the repository's. */
function pipReason(tail: string, tmp: string, file: string): string {
  const lines = tail.split("\n");
  const first = lines.findIndex((l) => l.startsWith("ERROR"));
  const kept = (first < 0 ? lines.slice(-12) : lines.slice(first)).filter((l) => l.trim() !== "" && !l.startsWith("WARNING"));
  return kept.join("\n").split(tmp).join(file).trim().slice(0, 1500);
}

/**
 * Installs the base's pinned packages for the sealed tests, or says why it could not.
 * Without the field: undefined, and the oracle imports what its interpreter has, as before.
 */
export async function installSealedPackages(
  ports: {
    readonly git: Git;
    readonly trees: Trees;
    readonly exec: Exec;
    readonly disk: Disk;
    readonly log: Log;
    readonly env: Readonly<Record<string, string | undefined>>;
  },
  config: Config,
  base: string,
): Promise<SealedPackages | undefined> {
  const file = config.runners.sealedRequirements;
  if (file === undefined) return undefined;
  const bytes = await ports.git.readFile(base, file);
  if (bytes === null) return none(`runners.sealedRequirements names ${file}, which the base commit does not hold. Hint: ${HINT}`);
  const dir = ports.trees.packagesDir(bytes);
  const root = ports.git.root;
  // The oracle's interpreter (never one setup made: it has not run yet), so a wheel's tags are its own.
  const python = oraclePython(ports.disk, pythonInterpreter(config, ports.env, root), [root], ports.env);
  const env = Object.fromEntries(Object.entries(ports.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith("PYTHON")));
  const r = await ports.exec.run({
    command: python,
    args: [...PIP_ARGS, "--target", dir.site, "-r", dir.requirements],
    cwd: dir.site,
    env: { ...env, PIP_NO_INPUT: "1" },
    timeoutMs: config.runners.timeout * 1000 * 10,
  });
  if (r.exitCode !== 0) {
    dir.dispose();
    const how = r.timedOut ? "timed out" : `exited ${r.exitCode ?? r.signal}`;
    const why = pipReason(`${r.stdoutTail}\n${r.stderrTail}`, dir.requirements, file);
    ports.log.error(`sealed packages: pip ${how} installing ${file}:\n${why.replace(/^/gm, "    ")}`);
    return none(
      `the sealed tests' pinned packages (runners.sealedRequirements: ${file}, from the base commit) did not install: pip ${how}: ${why}. Hint: ${HINT}`,
    );
  }
  dir.seal();
  ports.log.info(`sealed packages: ${file} installed from the base's hashes into ${dir.site}, for the oracle only`);
  return { site: dir.site, verify: dir.verify, dispose: dir.dispose };
}

/** The lane's pinned packages: `check`'s memo (setups.ts) installs them once per head for every lane and shard; alone, a lane installs its own. */
export function sealedPackagesOnce(
  ports: Parameters<typeof installSealedPackages>[0] & { readonly setups?: Setups },
  config: Config,
  base: string,
  head: string,
): Promise<SealedPackages | undefined> {
  const install = () => installSealedPackages(ports, config, base);
  const file = config.runners.sealedRequirements;
  if (file === undefined || ports.setups === undefined) return install();
  return ports.setups.sealedPackages(JSON.stringify([base, head, file]), install);
}

/** By preset name, why each planned Python preset's rows must not run: the pinned packages did not install. */
export function sealedPackagesRefusals(
  packages: SealedPackages | undefined,
  config: Config,
  plan: readonly PlanRow[],
  byId: ReadonlyMap<string, Property>,
): Map<string, string> {
  const out = new Map<string, string>();
  if (packages?.refusal === undefined) return out;
  for (const row of plan) {
    const selector = byId.get(row.property)!.selector;
    const preset = ruleFor(config, selector)?.preset;
    if (preset !== undefined && presetFor(config, selector)?.environment === "python") out.set(preset, packages.refusal);
  }
  return out;
}
