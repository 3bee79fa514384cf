import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  workingTree
} from "./chunk-DYI5XRPD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  workingTree
};
