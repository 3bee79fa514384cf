import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal
} from "./chunk-455E5GCF.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  seal
};
