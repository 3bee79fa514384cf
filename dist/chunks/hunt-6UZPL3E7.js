import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntCli,
  parseSeeds
} from "./chunk-2O3CB4NY.js";
import "./chunk-ZACXUUCW.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-U42245QS.js";
import "./chunk-QWOQNSRP.js";
import "./chunk-SWUJNACB.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-3RGJDOO5.js";
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
  huntCli,
  parseSeeds
};
