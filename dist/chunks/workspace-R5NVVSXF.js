import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  namedFile,
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  namedFile,
  workspaceAt
};
