import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMENT_MODES,
  CONFIG_SCHEMA_ID,
  configOrThrow,
  parseConfig
} from "./chunk-HLCOM2GG.js";
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-JBJC2ID3.js";
import "./chunk-KJKSX7Y3.js";
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
