import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-5K3DW6IG.js";
import "./chunk-HHOJZ5VJ.js";
import "./chunk-Y3VK7CQN.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-L742SY72.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-VWDW4TXD.js";
import "./chunk-4UZUN3BF.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CCOKW2QG.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
