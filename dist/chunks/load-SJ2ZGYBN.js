import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
