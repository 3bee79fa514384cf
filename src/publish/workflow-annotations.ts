// Workflow-command annotations (`::error`, `::warning`, `::notice`) for one step.
// GitHub shows at most 10 of each level per step and drops the rest without a word,
// so the tenth slot of a full level says how many more there are and where they are.
import type { Finding, Severity } from "../core/findings.js";
import { neutral } from "../render/neutral.js";

export const STEP_ANNOTATION_CAP = 10;

export interface WorkflowAnnotation {
  readonly level: Severity;
  readonly message: string;
  readonly title: string;
  readonly file?: string;
  readonly line?: number;
}

export interface StepAnnotations {
  readonly shown: readonly WorkflowAnnotation[];
  /** Findings past the cap, for the plain log: nothing is lost. */
  readonly overflow: readonly Finding[];
}

const LEVELS: readonly Severity[] = ["error", "warning", "notice"];

/** `pointer` names where every finding is listed (the check run's URL, or the check's name). */
export function stepAnnotations(findings: readonly Finding[], pointer: string, caps: Partial<Record<Severity, number>> = {}): StepAnnotations {
  const shown: WorkflowAnnotation[] = [];
  const overflow: Finding[] = [];
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
      message: `${more} more ${level === "error" ? "errors" : `${level}s`} than GitHub shows for one step: ${pointer} lists every one (and the step log below)`,
    });
  }
  return { shown, overflow };
}

// A finding may quote the pull request: no mention or link reaches GitHub's annotation list.
const annotationOf = (f: Finding): WorkflowAnnotation => ({
  level: f.severity,
  title: `seedgate ${f.code}`,
  message: neutral(f.message),
  ...(f.file ? { file: f.file } : {}),
  ...(f.line ? { line: f.line } : {}),
});
