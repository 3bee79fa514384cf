import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  ACTION_COMMANDS,
  baseOf,
  fromFork,
  readSettings
} from "./chunk-JVAI2GAT.js";
import "./chunk-T5SIEDVH.js";
import "./chunk-BGIBCSCY.js";
import "./chunk-VSAVYPF3.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-J6YZ5B6J.js";
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
