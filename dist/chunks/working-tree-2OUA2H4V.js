import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  workingTree
} from "./chunk-3FODDTKU.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  workingTree
};
