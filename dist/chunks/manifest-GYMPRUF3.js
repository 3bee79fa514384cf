import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
} from "./chunk-R6FHJ7LG.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
};
