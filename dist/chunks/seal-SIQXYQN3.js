import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-PA4YRHQJ.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-75HRK5FH.js";
import "./chunk-BRARB5GK.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-XE6PH53C.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-KYJLKYOU.js";
import "./chunk-WSND6JCF.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-6DXPHCCI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
