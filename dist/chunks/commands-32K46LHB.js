import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMANDS,
  usageOf
} from "./chunk-4T34C3RD.js";
import "./chunk-MUWMEZE2.js";
export {
  COMMANDS,
  usageOf
};
