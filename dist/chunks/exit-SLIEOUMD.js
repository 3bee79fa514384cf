import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  exitCode
} from "./chunk-2SRVLXDH.js";
import "./chunk-FJ5AVDZ2.js";
import "./chunk-MUWMEZE2.js";
export {
  exitCode
};
