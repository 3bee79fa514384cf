import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import "./chunk-MUWMEZE2.js";
export default require_picomatch();
