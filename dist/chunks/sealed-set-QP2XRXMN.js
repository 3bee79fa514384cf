import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
} from "./chunk-5ZNTKWF7.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-MUWMEZE2.js";
export {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
};
