// Read the config from a tree (the base commit for the judge).
import type { Config } from "../../core/inputs/config.js";
import { CONFIG_PATH, DEFAULT_CONFIG } from "../../core/inputs/config-defaults.js";
import { SeedgateError } from "../../core/errors.js";
import type { TreeReader } from "../../ports/tree.js";

/** `explicitPath` set means the user named the file: then it must exist. */
export async function loadConfig(tree: TreeReader, explicitPath?: string): Promise<Config> {
  const path = explicitPath ?? CONFIG_PATH;
  const bytes = await tree.readFile(path);
  if (bytes === null) {
    if (explicitPath !== undefined) {
      throw new SeedgateError("config", `config file ${path} does not exist in the ${tree.label}`, {
        file: path,
        hint: "the judge reads the config from the base commit; commit it there first, or drop --config for the defaults",
      });
    }
    return DEFAULT_CONFIG;
  }
  // The parser (YAML and ajv, ~45 ms to load) only when there is a file to parse.
  const { configOrThrow, parseConfig } = await import("../../core/inputs/config.js");
  return configOrThrow(parseConfig(path, bytes.toString("utf8")));
}
