import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  debug,
  error,
  group,
  info,
  notice,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunk-VSAVYPF3.js";
import {
  seal,
  sealMarkdown
} from "./chunk-EJX6S6RD.js";
import "./chunk-F35ZIVJJ.js";
import {
  gitAt,
  manifestCheck
} from "./chunk-O5K3TAFU.js";
import "./chunk-L7425W2R.js";
import "./chunk-MUWMEZE2.js";

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

// src/action/seal.ts
async function runSeal(s) {
  const result = await seal(
    { base: s.base, head: s.head, fetch: true, ...s.config ? { configPath: s.config } : {} },
    { git: gitAt(s.workspace), log: actionLog, manifests: manifestCheck }
  );
  annotate(result.findings);
  setOutput("verdict", result.verdict);
  setOutput("json", JSON.stringify(result));
  await summary.addRaw(sealMarkdown(result)).write();
  if (result.verdict !== "success") setFailed(`seedgate seal: ${result.findings.length} reason(s) to block this change`);
}
export {
  runSeal
};
