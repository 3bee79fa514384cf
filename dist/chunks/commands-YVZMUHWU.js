import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMANDS,
  usageOf
} from "./chunk-HVZRZOKK.js";
import "./chunk-MUWMEZE2.js";
export {
  COMMANDS,
  usageOf
};
