// Fail closed at the door: a base commit with no config and nothing at the default paths
// gives the judge nothing to judge, and "nothing voted" must not read as green.
import type { Config } from "../inputs/config.js";
import { error, type Finding } from "../findings.js";
import type { SealedModel } from "../inputs/model.js";
import { CONFIG_PATH } from "../inputs/config-defaults.js";

export interface Door {
  /** How the base commit is named in prose (a short SHA). */
  readonly base: string;
  /** The pull request adds the config: the bootstrap pull request (docs/adopting.md). */
  readonly headAddsConfig: boolean;
}

/** One error when the base has neither a config nor any sealed input at the default paths. */
export function notConfigured(config: Config, model: SealedModel, door: Door): Finding[] {
  if (config.file !== null || model.files.length > 0) return [];
  const defaults = [config.journals, config.ledger, `${config.oracle}/seeds.json`].join(", ");
  const message = `seedgate is not configured at base ${door.base}: no ${CONFIG_PATH} and nothing at the default paths (${defaults})`;
  const hint = door.headAddsConfig
    ? `this pull request adds ${CONFIG_PATH}: it is the bootstrap pull request; review and land it before making the check required (docs/adopting.md)`
    : "run `seedgate init` and land the pull request it prepares (docs/adopting.md)";
  return [error("config.not-configured", message, { file: CONFIG_PATH, hint })];
}
