import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntCli,
  parseSeeds
} from "./chunk-QSPCJW4R.js";
import "./chunk-U3FBDPLO.js";
import "./chunk-3JWHTMED.js";
import "./chunk-7ZFY6EA4.js";
import "./chunk-LQCFHX65.js";
import "./chunk-EWCWQRD2.js";
import "./chunk-33PU62EH.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-QGAWMZCR.js";
import "./chunk-FOUT2CJL.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-B632HOAH.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-YRDG2KR4.js";
import "./chunk-VM2IW37J.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-7P7UG7VG.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  huntCli,
  parseSeeds
};
