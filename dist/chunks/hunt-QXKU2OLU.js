import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntCli,
  parseSeeds
} from "./chunk-V5TM2DCF.js";
import "./chunk-WFEU7CZA.js";
import "./chunk-IYDWZZWE.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-NFP56BDG.js";
import "./chunk-XCATVAB2.js";
import "./chunk-IRBGML5E.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-CHDUGTRS.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  huntCli,
  parseSeeds
};
