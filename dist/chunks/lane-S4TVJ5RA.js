import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-7KRMG2WE.js";
import "./chunk-7G3OBZYU.js";
import "./chunk-EYSHSJZY.js";
import "./chunk-BRFXK54O.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-NFP56BDG.js";
import "./chunk-JT3MRVOP.js";
import "./chunk-NOK6EAWT.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-RCS2DSJP.js";
import "./chunk-IKTTTVK3.js";
import "./chunk-CCQC52M5.js";
import "./chunk-BNXVW2TU.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-VDOOPFI7.js";
import "./chunk-EZTVBN66.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
