import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/base/config-load.ts
async function loadConfig(tree, explicitPath) {
  const path = explicitPath ?? CONFIG_PATH;
  const bytes = await tree.readFile(path);
  if (bytes === null) {
    if (explicitPath !== void 0) {
      throw new SeedgateError("config", `config file ${path} does not exist in the ${tree.label}`, {
        file: path,
        hint: "the judge reads the config from the base commit; commit it there first, or drop --config for the defaults"
      });
    }
    return DEFAULT_CONFIG;
  }
  const { configOrThrow, parseConfig } = await import("./config-64AJ4JEE.js");
  return configOrThrow(parseConfig(path, bytes.toString("utf8")));
}

export {
  loadConfig
};
