import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  helpHint,
  withHelpHint
} from "./chunk-RTSZJYZI.js";
import "./chunk-T6U35ZXJ.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  helpHint,
  withHelpHint
};
