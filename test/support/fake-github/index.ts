// A contract-checked GitHub for tests: see server.ts for the request pipeline,
// state.ts for seeding, faults.ts for failure injection.
export { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions, type RequestRecord, type Violation } from "./server.js";
export {
  ACTIONS_TOKEN,
  GITHUB_ACTIONS,
  FakeState,
  type FakeApp,
  type PullSeed,
  type CommentSeed,
  type CheckRunSeed,
  type StoredCheckRun,
  type StoredComment,
} from "./state.js";
export { Faults, type Fault } from "./faults.js";
export { MAX_ANNOTATIONS_PER_REQUEST, MAX_COMMENT_CHARS, MAX_OUTPUT_BYTES } from "./limits.js";
export { PULL_FILES_CAP } from "./routes-pulls.js";
export { connect, FAST } from "./connect.js";
