import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-YWO7OMTS.js";
import "./chunk-HIL2AFNQ.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-B56B5CMN.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
