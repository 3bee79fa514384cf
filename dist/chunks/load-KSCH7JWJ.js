import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-LJ564ME6.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-5UTB5CZ2.js";
import "./chunk-BS5C6TOT.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
