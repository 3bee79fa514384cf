import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  readSettings
} from "./chunk-KBC2PBDQ.js";
import "./chunk-TY5WCXUP.js";
import "./chunk-VSAVYPF3.js";
import "./chunk-SETFMW53.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-J3V26MF3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  ACTION_COMMANDS,
  baseOf,
  readSettings
};
