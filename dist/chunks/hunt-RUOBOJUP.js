import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntCli,
  parseSeeds
} from "./chunk-WZX2P7JT.js";
import "./chunk-Z755T43A.js";
import "./chunk-IYDWZZWE.js";
import "./chunk-O7BJS4KN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-NFP56BDG.js";
import "./chunk-JT3MRVOP.js";
import "./chunk-NOK6EAWT.js";
import "./chunk-FKKA7DEE.js";
import "./chunk-OT7MLG6U.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
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
  huntCli,
  parseSeeds
};
