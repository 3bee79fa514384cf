// Where a row's production code runs (issue 25): `process` puts it in a sandboxed
// subject process that the oracle's process reaches only through a proxy, so nothing
// the pull request wrote runs where rows are decided; `shared` is the older model, one
// process for both, whose rows are labelled "in-process (forgeable)".
import type { Config, Isolation, RunnerRule } from "./config.js";
import { PYTHON_ISOLATION } from "./config-defaults.js";

/** The presets a subject process can serve; the other (command) always runs shared. */
const PROXIED = new Set<RunnerRule["preset"]>(["hypothesis", "sealed-python", "fast-check", "sealed-node"]);

/** The isolation a row of `rule` runs under: the rule's own, else `runners.isolation`, else the preset's default. */
export function isolationOf(config: Config, rule: RunnerRule | undefined): Isolation {
  if (rule === undefined || !PROXIED.has(rule.preset)) return "shared";
  return rule.isolation ?? config.runners.isolation ?? PYTHON_ISOLATION;
}

/**
 * Whether a hypothesis rule's seeds under `isolation: process` run in the fork server
 * (issue 27): the rule's own `forkServer`, else `runners.forkServer`, else yes. A
 * `batch: true` rule keeps its shared-interpreter batches.
 */
export function forkServerOf(config: Config, rule: RunnerRule | undefined): boolean {
  if (rule?.preset !== "hypothesis" || rule.batch === true) return false;
  return rule.forkServer ?? config.runners.forkServer ?? true;
}
