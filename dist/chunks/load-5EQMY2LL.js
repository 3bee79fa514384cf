import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
