import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  CONFIG_SCHEMA_ID,
  configOrThrow,
  parseConfig
} from "./chunk-E532OBH3.js";
import {
  COMMENT_MODES,
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";
import "./chunk-BS5C6TOT.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  COMMENT_MODES,
  CONFIG_PATH,
  CONFIG_SCHEMA_ID,
  DEFAULT_CONFIG,
  configOrThrow,
  parseConfig
};
