import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-3URKWTO6.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-7SE6TAKS.js";
import "./chunk-G3R2LZOI.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-MJLMHACN.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-LJ564ME6.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-5UTB5CZ2.js";
import "./chunk-BS5C6TOT.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
