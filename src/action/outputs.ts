// The action's outputs, as one typed list: a step sets only a name action.yml declares
// (test/action/outputs.test.ts keeps the two equal), so a typo is a type error, not an
// output nobody reads.
import * as core from "@actions/core";

export const OUTPUTS = ["verdict", "json", "matrix", "results-path", "check-run-url", "comment-url", "changed"] as const;
export type OutputName = (typeof OUTPUTS)[number];

export const setOutput = (name: OutputName, value: string): void => core.setOutput(name, value);
