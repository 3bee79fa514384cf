import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sealMarkdown,
  sealPathsText,
  sealText
} from "./chunk-BZAEDYSM.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  sealMarkdown,
  sealPathsText,
  sealText
};
