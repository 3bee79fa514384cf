import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-KYJLKYOU.js";
import "./chunk-WSND6JCF.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-6DXPHCCI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
