// A finding is one reason (or one note) behind a verdict. Findings from every
// check share this shape so the gate, annotations and the comment treat them alike.

export type Severity = "error" | "warning" | "notice";

export interface Finding {
  /** Stable machine code, e.g. "seal.sealed-path", "manifest.mismatch". */
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** Repository-relative file the finding points at (annotation target). */
  readonly file?: string;
  readonly line?: number;
  /** JSON pointer inside `file` for format findings. */
  readonly pointer?: string;
  readonly hint?: string;
}

export type Verdict = "success" | "failure";

/** Only an error-severity finding turns a verdict red. */
export const verdictOf = (findings: readonly Finding[]): Verdict => (findings.some((f) => f.severity === "error") ? "failure" : "success");

export const error = (code: string, message: string, at: Partial<Omit<Finding, "code" | "severity" | "message">> = {}): Finding => ({
  code,
  severity: "error",
  message,
  ...at,
});

export const notice = (code: string, message: string, at: Partial<Omit<Finding, "code" | "severity" | "message">> = {}): Finding => ({
  code,
  severity: "notice",
  message,
  ...at,
});

export const warning = (code: string, message: string, at: Partial<Omit<Finding, "code" | "severity" | "message">> = {}): Finding => ({
  code,
  severity: "warning",
  message,
  ...at,
});
