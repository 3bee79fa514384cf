// How an action mode's step ends: the mode's own verdict. A mode never calls setFailed
// itself: main.ts is the one place that turns a verdict, by the mode table's exit policy,
// or a thrown error, into the step's failure line.
export type StepEnd = { readonly verdict: "success" } | { readonly verdict: "failure"; readonly reason: string };

export const PASSED: StepEnd = { verdict: "success" };
export const failedBecause = (reason: string): StepEnd => ({ verdict: "failure", reason });
