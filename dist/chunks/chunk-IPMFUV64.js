import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
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
    if (f.severity === "error") error(f.message, props);
    else if (f.severity === "warning") warning(f.message, props);
    else notice(f.message, props);
  }
}

export {
  actionLog,
  annotate
};
