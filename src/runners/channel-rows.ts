// The result channel's rows as types: one per definition of
// src/harness/protocol/channel.schema.json (docs/protocol.md). A row with `event` is
// that event's; a row without one is told by its shape. `kind` is the parser's
// (channel.ts): the event, or the shape's name, so every row narrows on one field.

type Kinded<K extends string, T> = T & { readonly kind: K };
/** Rows written through seedgate_channel.py carry their place on the channel. */
type Numbered = { readonly n?: number };

export interface ForcedSettingsRow {
  readonly max_examples: number;
  readonly database: string | null;
  readonly deadline: number | null;
  readonly phases: readonly string[];
}

export interface AssertRunsRow {
  readonly runs: number;
  readonly configured: number | null;
  readonly seed: number;
  readonly failed: boolean;
  readonly interrupted: boolean;
  /** Each argument's arbitrary as printed before the first example (fast-check-inputs.mjs): the sealed inputs. */
  readonly inputs?: readonly string[];
}

/** The setup file's run count for one test (fast-check-runs.mjs, jest-setup.cjs). */
export interface RunsRow {
  readonly name?: string;
  readonly asserts: readonly AssertRunsRow[];
  readonly globalKept: boolean;
  readonly seed?: number | null;
  readonly numRuns?: number | null;
}

interface ForkEnd {
  readonly exit?: number | null;
  readonly signal?: number | null;
  readonly timed_out?: boolean;
  readonly ms?: number;
  /** The child's own channel, parsed as one of its own. */
  readonly channel?: string;
  readonly error?: string;
}

export type TestEvent = Kinded<
  "test",
  Numbered & {
    readonly event: "test";
    readonly nodeid: string;
    readonly name: string;
    readonly given: boolean;
    readonly outcome: "passed" | "failed" | "skipped" | "none";
    readonly examples: number;
    readonly seed: number | null;
    readonly settings: ForcedSettingsRow | null;
    readonly asked_max_examples: number | null;
    readonly asked_deadline?: number | null;
    /** Each @given argument's resolved strategy as printed (seedgate_inputs.py). */
    readonly inputs?: Readonly<Record<string, string>>;
    readonly all_phases: readonly string[];
    readonly stopped: string | null;
  }
>;
export type TamperingEvent = Kinded<"tampering", Numbered & { readonly event: "tampering"; readonly what: string }>;
export type DoneEvent = Kinded<"done", Numbered & { readonly event: "done"; readonly tests: number; readonly exitstatus: number }>;
export type StartEvent = Kinded<"start", Numbered & { readonly event: "start"; readonly seed: number }>;
export type EndEvent = Kinded<
  "end",
  Numbered & {
    readonly event: "end";
    readonly seed: number;
    readonly outcome: "pass" | "fail" | "error";
    readonly detail: string;
    readonly tail: string;
    readonly ms: number;
  }
>;
export type BatchDoneEvent = Kinded<"batch-done", Numbered & { readonly event: "batch-done" }>;
export type OriginEvent = Kinded<
  "origin",
  Numbered & { readonly event: "origin"; readonly module: string; readonly file: string | null; readonly inside: boolean; readonly local?: string | null }
>;
export type IsolationEvent = Kinded<"isolation", Numbered & { readonly event: "isolation"; readonly what: string; readonly module?: string }>;
export type ForkReadyEvent = Kinded<"fork-ready", { readonly event: "fork-ready" }>;
export type ForkDoneEvent = Kinded<"fork-done", { readonly event: "fork-done" }>;
export type ForkSeedEvent = Kinded<"fork-seed", ForkEnd & { readonly event: "fork-seed"; readonly seed: number }>;
export type ForkFixtureEvent = Kinded<"fork-fixture", ForkEnd & { readonly event: "fork-fixture"; readonly index: number; readonly fixture: string }>;
export type RunEndEvent = Kinded<
  "run-end",
  {
    readonly event: "run-end";
    readonly reason: string;
    readonly unhandled: number;
    readonly modules: readonly { readonly module: string; readonly state: string; readonly errors: number }[];
  }
>;
export type FileEvent = Kinded<"file", { readonly event: "file"; readonly message: string }>;

/** A seed-003 case's one row (sealed_harness.py, sealed_harness.mjs). */
export type CaseRow = Kinded<
  "case",
  { readonly event?: undefined; readonly case: string; readonly outcome: "pass" | "fail"; readonly detail: string; readonly trace?: string }
>;
/** A fixture replay's one row (replay_fixture.py). */
export type FixtureRow = Kinded<
  "fixture",
  {
    readonly event?: undefined;
    readonly fixture: string;
    readonly outcome: "pass" | "fail" | "error";
    readonly detail: string;
    readonly trace: string;
    readonly integrity: { readonly checked: boolean; readonly tampering: readonly string[] };
  }
>;
/** How one fixture's fork ended in a batch (replay_fixture_batch.py); `row` is the fork's own, judged per fixture. */
export type FixtureLine = Kinded<
  "fixtureLine",
  {
    readonly event?: undefined;
    readonly index: number;
    readonly fixture: string;
    readonly exit: number | null;
    readonly signal: number | null;
    readonly timed_out: boolean;
    readonly row: Readonly<Record<string, unknown>> | null;
  }
>;
/** One finished test (fast-check-reporter.mjs with `module` and a failure's `cause`, jest-reporter.cjs with `message`). */
export type TestResult = Kinded<
  "testResult",
  {
    readonly event?: undefined;
    readonly name: string;
    readonly module?: string;
    readonly state: string;
    readonly message?: string;
    /** The error fast-check wrapped, `Name: message` (vitest's main process holds it; JUnit keeps only the wrapper). */
    readonly cause?: string;
    /** vitest failed the test past its timeout (fast-check-reporter.mjs): progress only (seed-ends.ts), the verdict reads JUnit. */
    readonly timedOut?: boolean;
    readonly runs: RunsRow | null;
  }
>;

export type ChannelRow =
  | TestEvent
  | TamperingEvent
  | DoneEvent
  | StartEvent
  | EndEvent
  | BatchDoneEvent
  | OriginEvent
  | IsolationEvent
  | ForkReadyEvent
  | ForkDoneEvent
  | ForkSeedEvent
  | ForkFixtureEvent
  | RunEndEvent
  | FileEvent
  | CaseRow
  | FixtureRow
  | FixtureLine
  | TestResult;

export type RowKind = ChannelRow["kind"];
export type RowOf<K extends RowKind> = Extract<ChannelRow, { readonly kind: K }>;
