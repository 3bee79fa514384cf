// The ESM face of fast-check-inputs.cjs, for vitest's setup file: one implementation of
// the sealed inputs' printer, shared with the jest preset's CommonJS setup file.
export { printedArguments, watchInputs } from "./fast-check-inputs.cjs";
