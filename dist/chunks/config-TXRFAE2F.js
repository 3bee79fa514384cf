import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMENT_MODES,
  CONFIG_SCHEMA_ID,
  configOrThrow,
  parseConfig
} from "./chunk-AAMAWA24.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-JBJC2ID3.js";
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
