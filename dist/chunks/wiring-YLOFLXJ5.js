import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts,
  shippedWorkflows,
  workingTreePorts
} from "./chunk-XC7HGMKW.js";
import "./chunk-ZT4N7TUV.js";
import "./chunk-5LS33TRP.js";
import "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts,
  shippedWorkflows,
  workingTreePorts
};
