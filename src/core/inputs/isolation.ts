// Where a row's production code runs (issue 25): `process` puts it in a sandboxed
// subject process that the oracle's process reaches only through a proxy, so nothing
// the pull request wrote runs where rows are decided; `shared` is the older model, one
// process for both, whose rows are labelled "in-process (forgeable)". Which presets a
// subject can serve is their table entry's `subject` (src/runners/presets.ts), passed
// in: the core knows no preset.
import type { Config, Isolation, RunnerRule } from "./config.js";
import { PYTHON_ISOLATION } from "./config-defaults.js";

/**
 * The isolation a row of `rule` runs under, for a preset a subject process can serve
 * (`subject`): the rule's own, else `runners.isolation`, else the default. Any other
 * preset's rows, and a selector no rule reaches, run shared.
 */
export function isolationOf(config: Config, rule: Pick<RunnerRule, "isolation"> | undefined, subject: boolean): Isolation {
  if (rule === undefined || !subject) return "shared";
  return rule.isolation ?? config.runners.isolation ?? PYTHON_ISOLATION;
}

/**
 * Whether a rule's seeds under `isolation: process` run in the fork server (issue 27),
 * for a preset that has one (its entry's `seeds` forks: the hypothesis entry): the
 * rule's own `forkServer`, else `runners.forkServer`, else yes. A `batch: true` rule
 * keeps its shared-interpreter batches.
 */
export function forkServerOf(config: Config, rule: RunnerRule | undefined): boolean {
  if (rule === undefined || rule.batch === true) return false;
  return rule.forkServer ?? config.runners.forkServer ?? true;
}
