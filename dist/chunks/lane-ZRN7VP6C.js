import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-BQ4EQM3K.js";
import "./chunk-RVFE2FHA.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-AMI44X5J.js";
import "./chunk-OEBAHFFC.js";
import "./chunk-HJ3CFJT4.js";
import "./chunk-UJVMDGU7.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-SJPL5FBY.js";
import "./chunk-SGWSGREC.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
