import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-PPMROSGF.js";
import "./chunk-LIRRQ5VU.js";
import "./chunk-BPC7C5IS.js";
import "./chunk-AXJAPRVG.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-RHW3YIWG.js";
import "./chunk-V34WWNHI.js";
import "./chunk-4ZZPUM2V.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-AG4SA5Y5.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-K6K3FRX4.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-SWBLAGPQ.js";
import "./chunk-FI3JTDQO.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-VQ6VQWHR.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-ZDU5EP7B.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
