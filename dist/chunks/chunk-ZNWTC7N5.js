import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MODES
} from "./chunk-BGIBCSCY.js";

// src/cli/exit.ts
var exitCode = (command, verdict) => verdict === "success" || MODES[command].exit === "advisory" ? 0 : 1;

export {
  exitCode
};
