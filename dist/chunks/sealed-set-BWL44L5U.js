import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
} from "./chunk-G47FNH4S.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-J3V26MF3.js";
import "./chunk-MUWMEZE2.js";
export {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
};
