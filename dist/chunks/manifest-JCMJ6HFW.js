import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
} from "./chunk-4V56H7TX.js";
import "./chunk-HMONMTBK.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
};
