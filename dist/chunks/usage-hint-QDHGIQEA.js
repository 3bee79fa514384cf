import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  helpHint,
  withHelpHint
} from "./chunk-WZ6FQHMJ.js";
import "./chunk-BO7U2SQT.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  helpHint,
  withHelpHint
};
