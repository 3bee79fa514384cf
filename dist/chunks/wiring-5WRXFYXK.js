import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  blobDigests,
  localRunId,
  manifestCheck,
  rowPorts,
  shippedWorkflows,
  workingTreePorts
} from "./chunk-XIGPWJTF.js";
import "./chunk-SEXBHL4Q.js";
import "./chunk-VHS522PZ.js";
import "./chunk-TLHTINSL.js";
import "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-B6SML6UK.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-4KGT4RRS.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
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
