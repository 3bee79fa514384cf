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
  setOutput,
  warning
} from "./chunk-VSAVYPF3.js";

// src/action/outputs.ts
var setOutput2 = (name, value) => setOutput(name, value);

// src/publish/workflow-annotations.ts
var STEP_ANNOTATION_CAP = 10;
var LEVELS = ["error", "warning", "notice"];
function stepAnnotations(findings, pointer, caps = {}) {
  const shown = [];
  const overflow = [];
  for (const level of LEVELS) {
    const all = findings.filter((f) => f.severity === level);
    const cap = caps[level] ?? STEP_ANNOTATION_CAP;
    const room = all.length > cap ? cap - 1 : cap;
    shown.push(...all.slice(0, room).map(annotationOf));
    if (all.length <= cap) continue;
    overflow.push(...all.slice(room));
    const more = all.length - room;
    shown.push({
      level,
      title: `seedgate: ${more} more`,
      message: `${more} more ${level === "error" ? "errors" : `${level}s`} than GitHub shows for one step: ${pointer} lists every one (and the step log below)`
    });
  }
  return { shown, overflow };
}
var annotationOf = (f) => ({
  level: f.severity,
  title: `seedgate ${f.code}`,
  message: neutral(f.message),
  ...f.file ? { file: f.file } : {},
  ...f.line ? { line: f.line } : {}
});

// src/action/log.ts
var actionLog = {
  info: (m) => info(m),
  warn: (m) => warning(m),
  error: (m) => error(m),
  debug: (m) => debug(m),
  group: (name, fn) => group(name, fn)
};
function annotate(findings, opts = {}) {
  const pointer = opts.pointer ?? "the seedgate check run on this pull request";
  const { shown, overflow } = stepAnnotations(findings, pointer, { error: STEP_ANNOTATION_CAP - (opts.failing ? 1 : 0) });
  for (const a of shown) {
    const props = { title: a.title, ...a.file ? { file: a.file } : {}, ...a.line ? { startLine: a.line } : {} };
    if (a.level === "error") error(a.message, props);
    else if (a.level === "warning") warning(a.message, props);
    else notice(a.message, props);
  }
  for (const f of overflow) info(`${f.severity} ${f.code}${f.file ? ` ${f.file}${f.line ? `:${f.line}` : ""}` : ""}: ${f.message}`);
}

// src/action/step.ts
var PASSED = { verdict: "success" };
var failedBecause = (reason) => ({ verdict: "failure", reason });

export {
  setOutput2 as setOutput,
  actionLog,
  annotate,
  PASSED,
  failedBecause
};
