import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-GODC6K5T.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-RPVEIOKS.js";
import "./chunk-FGWWJXS5.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-4U5GZOIB.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-6BUVG3SG.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-QOWZ4533.js";
import "./chunk-BDA7DOE4.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
