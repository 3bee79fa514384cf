import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  loadConfig
};
