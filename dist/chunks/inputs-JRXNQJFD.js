import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  readSettings
} from "./chunk-KTNAXXA5.js";
import "./chunk-FJ5AVDZ2.js";
import "./chunk-ZFLWG62Z.js";
import "./chunk-AAMAWA24.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  ACTION_COMMANDS,
  baseOf,
  readSettings
};
