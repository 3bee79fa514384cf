import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneCli,
  parseShard
} from "./chunk-Z3HQQZ7F.js";
import "./chunk-7G3OBZYU.js";
import "./chunk-BJGVPR6G.js";
import "./chunk-U42245QS.js";
import "./chunk-QWOQNSRP.js";
import "./chunk-7NFQVCCI.js";
import "./chunk-SWUJNACB.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-RCS2DSJP.js";
import "./chunk-UXEAUU4H.js";
import "./chunk-234UT727.js";
import "./chunk-MZIFEWFW.js";
import "./chunk-ITYQZIEB.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-PIULXU4W.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  laneCli,
  parseShard
};
