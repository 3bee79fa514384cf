import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-SAXXUBD3.js";
import "./chunk-4VQORSBN.js";
import "./chunk-I65QF6AS.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-D2J3FIBS.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-JMCZFOKZ.js";
import "./chunk-7IKJ5Y3N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-STEDROQK.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
