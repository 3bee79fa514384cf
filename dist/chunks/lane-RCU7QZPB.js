import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-KXU4CNE5.js";
import "./chunk-MGOKKQ2I.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-B5W75RRQ.js";
import "./chunk-VOLGPYLT.js";
import "./chunk-Q75TV2MW.js";
import "./chunk-UJVMDGU7.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-7IZHHMI5.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
