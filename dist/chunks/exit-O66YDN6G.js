import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  exitCode
} from "./chunk-ZNWTC7N5.js";
import "./chunk-BGIBCSCY.js";
import "./chunk-MUWMEZE2.js";
export {
  exitCode
};
