// The Log port on the Actions runner: grouped, annotatable lines.
import * as core from "@actions/core";
import type { Finding } from "../core/findings.js";
import { neutral } from "../render/neutral.js";
import type { Log } from "../ports.js";

export const actionLog: Log = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  error: (m) => core.error(m),
  debug: (m) => core.debug(m),
  group: (name, fn) => core.group(name, fn),
};

/** Workflow-command annotations for findings that name a file (the check run carries the rest). */
export function annotate(findings: readonly Finding[]): void {
  for (const f of findings) {
    const props = { title: `seedgate ${f.code}`, ...(f.file ? { file: f.file } : {}), ...(f.line ? { startLine: f.line } : {}) };
    // A finding may quote the pull request: no mention or link reaches GitHub's annotation list.
    const message = neutral(f.message);
    if (f.severity === "error") core.error(message, props);
    else if (f.severity === "warning") core.warning(message, props);
    else core.notice(message, props);
  }
}
