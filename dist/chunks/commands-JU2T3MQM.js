import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMANDS,
  usageOf
} from "./chunk-S25UFXXT.js";
import "./chunk-MUWMEZE2.js";
export {
  COMMANDS,
  usageOf
};
