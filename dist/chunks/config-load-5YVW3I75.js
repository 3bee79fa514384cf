import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-CB6KKIAZ.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadConfig
};
