import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sealMarkdown,
  sealPathsText,
  sealText
} from "./chunk-GUCJYJ77.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  sealMarkdown,
  sealPathsText,
  sealText
};
