// The Log port on the Actions runner: grouped, annotatable lines.
import * as core from "@actions/core";
import type { Finding } from "../core/findings.js";
import type { Log } from "../ports/local.js";
import { STEP_ANNOTATION_CAP, stepAnnotations } from "../publish/workflow-annotations.js";

export const actionLog: Log = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  error: (m) => core.error(m),
  debug: (m) => core.debug(m),
  group: (name, fn) => core.group(name, fn),
};

/**
 * Findings as workflow-command annotations, capped per level as GitHub shows them; the
 * overflow goes to the log. A step that will fail keeps one error slot for its `setFailed` line.
 */
export function annotate(findings: readonly Finding[], opts: { readonly pointer?: string; readonly failing?: boolean } = {}): void {
  const pointer = opts.pointer ?? "the seedgate check run on this pull request";
  const { shown, overflow } = stepAnnotations(findings, pointer, { error: STEP_ANNOTATION_CAP - (opts.failing ? 1 : 0) });
  for (const a of shown) {
    const props = { title: a.title, ...(a.file ? { file: a.file } : {}), ...(a.line ? { startLine: a.line } : {}) };
    if (a.level === "error") core.error(a.message, props);
    else if (a.level === "warning") core.warning(a.message, props);
    else core.notice(a.message, props);
  }
  for (const f of overflow) core.info(`${f.severity} ${f.code}${f.file ? ` ${f.file}${f.line ? `:${f.line}` : ""}` : ""}: ${f.message}`);
}
