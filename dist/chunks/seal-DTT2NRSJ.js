import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-J33NE56V.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TDDA46XC.js";
import "./chunk-3BEHQIBW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-KJKSX7Y3.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
