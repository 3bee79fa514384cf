import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
} from "./chunk-ZDA5UXXM.js";
import "./chunk-26V5R3ZX.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  manifestCheck,
  verifyManifestAt,
  verifyRoot
};
