import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  CONFIG_SCHEMA_ID,
  configOrThrow,
  parseConfig
} from "./chunk-T5SIEDVH.js";
import {
  COMMENT_MODES,
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";
import "./chunk-J6YZ5B6J.js";
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
