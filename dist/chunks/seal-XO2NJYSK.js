import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-U233SF6O.js";
import "./chunk-L5K2F22G.js";
import "./chunk-6ZE36JL4.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KEBHXJGR.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-6U4MIGJW.js";
import "./chunk-EGZK22IW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-XJHWBMLF.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
