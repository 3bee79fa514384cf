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
  /** Where each production module the sealed test imports came from (hypothesis/origin.ts). */
  readonly origins?: readonly ModuleOrigin[];
}

/** One production module the sealed test imported, and from where (seedgate_origin.py). */
export interface ModuleOrigin {
  readonly module: string;
  /** Where it was imported from (absolute), or null when it was not imported. */
  readonly file: string | null;
  readonly inside: boolean;
  /** The workspace's own copy (`src/packaging`), when the import did not come from it. */
  readonly local: string | null;
}
