import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
