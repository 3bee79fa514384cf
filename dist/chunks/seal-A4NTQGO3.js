import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-54ZGXOBI.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
