import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-YIWF3CDL.js";
import "./chunk-7G3OBZYU.js";
import "./chunk-L4D3G2O3.js";
import "./chunk-BRFXK54O.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-NFP56BDG.js";
import "./chunk-XCATVAB2.js";
import "./chunk-IRBGML5E.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-RCS2DSJP.js";
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
  laneCli,
  parseShard
};
