import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts
} from "./chunk-IDJ3GHAL.js";
import "./chunk-PF2LIWWN.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-TLHTINSL.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-JYN53WYC.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts
};
