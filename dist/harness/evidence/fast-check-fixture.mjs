// The ESM face of fast-check-fixture.cjs, for vitest's setup file and the run counter:
// one implementation, shared with the jest preset's CommonJS setup file.
export { unjsonable, fixtureOf, failAsDefault, captureReporter, replayConfig } from "./fast-check-fixture.cjs";
