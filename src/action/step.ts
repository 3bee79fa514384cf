// How an action mode's step ends. A mode never calls setFailed itself: main.ts is the one
// place that turns a failed step, or a thrown error, into the step's failure line.
export type StepEnd = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export const PASSED: StepEnd = { ok: true };
export const failedBecause = (reason: string): StepEnd => ({ ok: false, reason });
