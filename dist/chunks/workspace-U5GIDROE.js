import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  namedFile,
  workspaceAt
} from "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  namedFile,
  workspaceAt
};
