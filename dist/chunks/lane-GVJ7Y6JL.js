import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-QHNTSQY5.js";
import "./chunk-RVFE2FHA.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-GY45D24W.js";
import "./chunk-IDOABQHB.js";
import "./chunk-YWOYSOXB.js";
import "./chunk-UJVMDGU7.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-ETZIH5OE.js";
import "./chunk-SGWSGREC.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
