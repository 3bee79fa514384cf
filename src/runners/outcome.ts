// What one run of one row concluded. Reruns and freezes are the lane engine's.
export interface RunOutcome {
  readonly outcome: "pass" | "fail" | "timeout" | "error";
  readonly exitCode: number | null;
  readonly durationMs: number;
  /** Bounded tail of the run's output. */
  readonly tail: string;
  readonly detail: string;
  readonly location: { readonly file: string; readonly line: number } | undefined;
  /** Hypothesis' max_examples the run used, from seedgate's integrity evidence (the hunt records it). */
  readonly maxExamples?: number;
}
