import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  readSettings
} from "./chunk-UIRRJYRG.js";
import "./chunk-JTKG7ABZ.js";
import "./chunk-I7NL3B5S.js";
import "./chunk-VSAVYPF3.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-6DXPHCCI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  ACTION_COMMANDS,
  baseOf,
  readSettings
};
