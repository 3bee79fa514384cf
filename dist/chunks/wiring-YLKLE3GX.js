import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts,
  shippedWorkflows,
  workingTreePorts
} from "./chunk-6ENNH4B6.js";
import "./chunk-BXUDB6KX.js";
import "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts,
  shippedWorkflows,
  workingTreePorts
};
