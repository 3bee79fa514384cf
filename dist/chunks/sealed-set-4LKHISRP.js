import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  foldPath,
  restorable,
  sealedPatterns
} from "./chunk-4KGT4RRS.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-MUWMEZE2.js";
export {
  compileSealedMatcher,
  foldPath,
  restorable,
  sealedPatterns
};
