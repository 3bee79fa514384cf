import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MAX_SEALED_FILE_BYTES,
  fsTreeReader,
  gitTreeReader
} from "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";
export {
  MAX_SEALED_FILE_BYTES,
  fsTreeReader,
  gitTreeReader
};
