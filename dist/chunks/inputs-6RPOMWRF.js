import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  fromFork,
  readSettings
} from "./chunk-GZ2ONSLK.js";
import "./chunk-UJPPBDFS.js";
import "./chunk-I7NL3B5S.js";
import "./chunk-VSAVYPF3.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TBEWIYCI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  ACTION_COMMANDS,
  baseOf,
  fromFork,
  readSettings
};
