import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-RWF7RWOP.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadConfig
};
