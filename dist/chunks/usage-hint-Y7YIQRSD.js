import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  helpHint,
  withHelpHint
} from "./chunk-7GYCABFT.js";
import "./chunk-2AK7ONXM.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  helpHint,
  withHelpHint
};
