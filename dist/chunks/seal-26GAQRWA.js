import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-56D3E74L.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-HMONMTBK.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
