// The shape of one attack row. A row makes its pull request on top of the base
// commit, says how the CLI judges it and which reason codes must be among the
// reasons, and (where the row is about the judge) what dist/index.js must do
// against the fake GitHub.
import type { FakeGitHub, PullSeed } from "../support/fake-github/index.js";
import type { RunnerResult } from "../support/runner.js";
import type { CliRun, World } from "./world.js";

export interface Pr {
  readonly head: string;
  /** Anything the row wants to carry from its setup to its assertions. */
  readonly note?: Record<string, string>;
}

export interface ActionExpect {
  /** "failure": exactly one check run, conclusion failure, with these codes in its summary. "no-check-run": the step fails and nothing is posted. "not-run": the gate job never ran. */
  readonly outcome: "failure" | "no-check-run" | "not-run";
  readonly codes?: readonly string[];
  /** Results for the judge: green claims for the head (default), or the CLI's own results (check rows), or built here. */
  readonly results?: "green" | "cli" | ((w: World, pr: Pr) => string);
  readonly pull?: (w: World, pr: Pr) => Partial<PullSeed>;
  readonly github?: (fake: FakeGitHub, pr: Pr) => void;
  readonly env?: Record<string, string>;
  readonly inputs?: (w: World, pr: Pr) => Record<string, string>;
  readonly workspace?: (w: World, pr: Pr) => string;
  readonly also?: (r: RunnerResult, fake: FakeGitHub, pr: Pr) => void;
}

export interface AttackRow {
  readonly name: string;
  readonly pr: (w: World) => Pr;
  /**
   * seal: `seedgate seal`; check: `seedgate check` in a worktree at the head (real lanes);
   * gate: `seedgate gate` over `results`; error: `seedgate seal` must exit 2; none: GitHub-only.
   */
  readonly cli: "seal" | "check" | "gate" | "error" | "none";
  readonly codes: readonly string[];
  readonly results?: (w: World, pr: Pr) => string;
  /** The CLI's arguments (error, none), or a check's own (a row with a base of its own). */
  readonly args?: (w: World, pr: Pr) => string[];
  readonly env?: (w: World, pr: Pr) => Record<string, string>;
  readonly action?: ActionExpect;
  /** More assertions on the CLI run. */
  readonly also?: (r: CliRun, w: World, pr: Pr) => void;
  /** A known hole: the test asserts the red behaviour and is expected to fail (test.fails). */
  readonly hole?: string;
}

export const row = (r: AttackRow): AttackRow => r;
