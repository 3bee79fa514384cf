import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  helpHint,
  withHelpHint
} from "./chunk-PGFLIL4I.js";
import "./chunk-GIL72ZUD.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";
export {
  helpHint,
  withHelpHint
};
