import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-BZIOMPYS.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-VYXYFCLD.js";
import "./chunk-EJ5SMO3Z.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-5AFUGCZS.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
