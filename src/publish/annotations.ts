// Findings become check-run annotations when they point at a file. Findings
// without a file still appear in the summary; GitHub requires a path. Titles are
// prose (render/finding-title.ts): codes stay in the JSON and the workflow commands.
import type { Finding, Severity } from "../core/findings.js";
import type { CheckAnnotation } from "../ports/github.js";
import { findingTitle } from "../render/finding-title.js";

const LEVEL: Record<Severity, CheckAnnotation["annotation_level"]> = {
  error: "failure",
  warning: "warning",
  notice: "notice",
};

export function annotationsOf(findings: readonly Finding[]): CheckAnnotation[] {
  return findings.flatMap((f) => {
    if (f.file === undefined || f.file === "") return [];
    const line = f.line !== undefined && f.line >= 1 ? f.line : 1;
    const message = f.hint === undefined ? f.message : `${f.message}\nhint: ${f.hint}`;
    return [{ path: f.file, start_line: line, end_line: line, annotation_level: LEVEL[f.severity], message, title: findingTitle(f) }];
  });
}
