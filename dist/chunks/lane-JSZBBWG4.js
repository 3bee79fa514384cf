import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-CACA7BTK.js";
import "./chunk-LIRRQ5VU.js";
import "./chunk-UFMCQCET.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-5V7LTWEW.js";
import "./chunk-RHW3YIWG.js";
import "./chunk-LKHJXKFK.js";
import "./chunk-3VULMLN3.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-AG4SA5Y5.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
