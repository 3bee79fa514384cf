import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  exitCode
} from "./chunk-PK6HALUB.js";
import "./chunk-I7NL3B5S.js";
import "./chunk-MUWMEZE2.js";
export {
  exitCode
};
