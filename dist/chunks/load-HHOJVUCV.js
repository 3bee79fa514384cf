import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadSealedModel
} from "./chunk-LS4EUGWX.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-OKOFBTAL.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  loadSealedModel
};
