import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-LLJEWYSB.js";
import "./chunk-5CA4L2HQ.js";
import "./chunk-QNDG6F5I.js";
import "./chunk-KUVJHRHU.js";
import "./chunk-PCJXYWAG.js";
import "./chunk-MXOQNZ6Y.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import "./chunk-2GIVUCBU.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-YRDG2KR4.js";
import "./chunk-56WKWAFT.js";
import "./chunk-J3N2MXOX.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
