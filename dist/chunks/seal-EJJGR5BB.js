import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-O5E4SA7E.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-7P7UG7VG.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
