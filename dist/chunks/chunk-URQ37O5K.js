import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  neutral
} from "./chunk-EEVLO6KU.js";
import {
  debug,
  error,
  group,
  info,
  notice,
  warning
} from "./chunk-VSAVYPF3.js";

// src/action/log.ts
var actionLog = {
  info: (m) => info(m),
  warn: (m) => warning(m),
  error: (m) => error(m),
  debug: (m) => debug(m),
  group: (name, fn) => group(name, fn)
};
function annotate(findings) {
  for (const f of findings) {
    const props = { title: `seedgate ${f.code}`, ...f.file ? { file: f.file } : {}, ...f.line ? { startLine: f.line } : {} };
    const message = neutral(f.message);
    if (f.severity === "error") error(message, props);
    else if (f.severity === "warning") warning(message, props);
    else notice(message, props);
  }
}

export {
  actionLog,
  annotate
};
