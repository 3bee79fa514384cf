import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  helpHint,
  withHelpHint
} from "./chunk-HQ67DLE7.js";
import "./chunk-S25UFXXT.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  helpHint,
  withHelpHint
};
