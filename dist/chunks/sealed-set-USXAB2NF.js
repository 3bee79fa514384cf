import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
} from "./chunk-MIO4U2VH.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-MUWMEZE2.js";
export {
  compileSealedMatcher,
  foldPath,
  sealedPatterns
};
