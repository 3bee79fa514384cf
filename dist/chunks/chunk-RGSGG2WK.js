import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/findings.ts
var verdictOf = (findings) => findings.some((f) => f.severity === "error") ? "failure" : "success";
var error = (code, message, at = {}) => ({
  code,
  severity: "error",
  message,
  ...at
});
var notice = (code, message, at = {}) => ({
  code,
  severity: "notice",
  message,
  ...at
});
var warning = (code, message, at = {}) => ({
  code,
  severity: "warning",
  message,
  ...at
});

export {
  verdictOf,
  error,
  notice,
  warning
};
