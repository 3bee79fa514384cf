import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  foldPath,
  restorable,
  sealedPatterns
} from "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-MUWMEZE2.js";
export {
  compileSealedMatcher,
  foldPath,
  restorable,
  sealedPatterns
};
