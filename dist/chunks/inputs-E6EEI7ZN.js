import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  readSettings
} from "./chunk-H7IUDCOK.js";
import "./chunk-TY5WCXUP.js";
import "./chunk-ZFLWG62Z.js";
import "./chunk-PTS2FI7U.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  ACTION_COMMANDS,
  baseOf,
  readSettings
};
