import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-6BUVG3SG.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-QOWZ4533.js";
import "./chunk-BDA7DOE4.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
