import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-4X3LLOAI.js";
import "./chunk-MUWMEZE2.js";
export default require_picomatch();
