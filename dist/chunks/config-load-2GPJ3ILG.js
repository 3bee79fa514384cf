import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-JRR4UNLQ.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  loadConfig
};
