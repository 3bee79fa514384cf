import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-SMGISNGY.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-MWY7A5FB.js";
import "./chunk-2NQBPUXQ.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-XYMIZMCX.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-ETWBD4LK.js";
import "./chunk-G5XVYQN7.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-TBEWIYCI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
