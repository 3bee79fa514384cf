// The seeds' decision tables, one object per row, in the seeds' order. A row's
// name is the seed's own wording of its input columns; `action` quotes its
// outcome columns. Rows marked `origin: "seedgate"` are not in the seed: they
// cover inputs the seed's table leaves open (a row that would otherwise match
// no input, or one the DESIGN's policy decides), so every table is total.

// The shape of a table lives here, with the data; decision-tables.ts evaluates it.
/** block: fails the gate; allow: this row passes; report: shown, never voted; continue: go on to the next step. */
export type Vote = "block" | "allow" | "report" | "continue";

export interface Row {
  /** The seed's wording of the row's inputs. */
  readonly name: string;
  /** `seed`: a row of the seed's table; `seedgate`: a row added so the table is total. */
  readonly origin: "seed" | "seedgate";
  /** Column -> accepted values; a column the row does not name matches anything. */
  readonly when: Readonly<Record<string, readonly string[]>>;
  /** The seed's outcome columns, quoted. */
  readonly action: string;
  readonly vote: Vote;
}

export interface Table {
  readonly name: string;
  readonly columns: readonly string[];
  /** Union of products: each entry maps its columns to their possible values. */
  readonly domain: readonly Readonly<Record<string, readonly string[]>>[];
  readonly rows: readonly Row[];
}

// `mixed` = failed, then passed on rerun; `skipped` = the lane did not run it
// (seed 000: frozen seeds are "skipped"); `error` = no verdict (collection, usage, crash).
const RUNS = ["pass", "fail", "mixed", "timeout", "skipped", "error"];
const FREEZE = ["active", "none"];

/** Seed 000: one journal seed (or fixture) on one lane. `freeze` = an unexpired freeze names the seed. */
export const JOURNAL_TABLE: Table = {
  name: "journal (seed 000)",
  columns: ["lane", "hunt", "run", "freeze"],
  domain: [
    { lane: ["replay"], hunt: ["hit", "miss", "proposer-saw"], run: RUNS, freeze: FREEZE },
    { lane: ["holdout"], hunt: ["unused", "proposer-saw"], run: RUNS, freeze: FREEZE },
  ],
  rows: [
    // A consistent failure is not a flake: a freeze never excuses it.
    {
      name: "replay | hit | fail | no",
      origin: "seed",
      when: { lane: ["replay"], hunt: ["hit"], run: ["fail"] },
      action: "block merge (regression)",
      vote: "block",
    },
    { name: "replay | hit | pass | no", origin: "seed", when: { lane: ["replay"], hunt: ["hit"], run: ["pass"] }, action: "allow this lane", vote: "allow" },
    {
      name: "replay | hit | mixed / timeout | yes",
      origin: "seed",
      when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout", "skipped"], freeze: ["active"] },
      action: "freeze those seeds only; keep fixtures",
      vote: "report",
    },
    {
      name: "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed",
      origin: "seedgate",
      when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout", "skipped"], freeze: ["none"] },
      action: "block merge: a flake votes until a freeze names it; reruns classify, they never pass",
      vote: "block",
    },
    {
      name: "either | hit or unused seeds | error",
      origin: "seedgate",
      when: { hunt: ["hit", "unused"], run: ["error"] },
      action: "block merge: a run that reached no verdict is no evidence",
      vote: "block",
    },
    { name: "replay | miss | n/a | n/a", origin: "seed", when: { lane: ["replay"], hunt: ["miss"] }, action: "refuse lock; refuse freeze", vote: "block" },
    {
      name: "holdout | unused seeds | fail | no",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["fail"] },
      action: "block merge (invariant still live)",
      vote: "block",
    },
    {
      name: "holdout | unused seeds | pass | no",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["pass"] },
      action: "allow this lane",
      vote: "allow",
    },
    // There is no holdout freeze: a flaky, timed-out or skipped holdout blocks whatever `freeze` says.
    {
      name: "holdout | unused seeds | timeout | yes",
      origin: "seed",
      when: { lane: ["holdout"], hunt: ["unused"], run: ["timeout", "mixed", "skipped"] },
      action: "fail gate or drop property",
      vote: "block",
    },
    {
      name: "either | proposer saw seed | any | n/a",
      origin: "seed",
      when: { hunt: ["proposer-saw"] },
      action: "move seed to replay; do not call it holdout",
      vote: "block",
    },
  ],
};

/** Seed 002: the ledger's observations, grouped by the step of its workflow that makes them. */
export const LEDGER_TABLE: Table = {
  name: "ledger (seed 002)",
  columns: ["step", "parent", "onlyNewCheck", "mutant", "restore", "fixture", "patch", "required"],
  domain: [
    { step: ["parent"], parent: ["fails-on-seed", "never-fails"], onlyNewCheck: ["yes", "no"] },
    { step: ["calibrate"], mutant: ["fails", "passes"], restore: ["passes", "fails"] },
    { step: ["replay"], fixture: ["unchanged", "rewritten"], patch: RUNS },
    // Step 4's "Then spend the remaining budget as exploration": the holdout lane's ledger rows.
    { step: ["explore"], patch: RUNS },
    { step: ["freeze"], required: ["yes", "no"] },
  ],
  rows: [
    {
      name: "Property fails on parent with seed S",
      origin: "seed",
      when: { step: ["parent"], parent: ["fails-on-seed"] },
      action: "Promote S to fixture; locked_by=human — Continue to post-patch replay",
      vote: "continue",
    },
    {
      name: "Property never fails on parent; budget exhausted (the only new check)",
      origin: "seed",
      when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["yes"] },
      action: "Status unearned; keep out of required — Block if this was the only new check",
      vote: "block",
    },
    {
      name: "Property never fails on parent; budget exhausted (other checks remain)",
      origin: "seed",
      when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["no"] },
      action: "Status unearned; keep out of required — reported, never voting",
      vote: "report",
    },
    {
      name: "Mutant of the agent fix fails on S; restore passes",
      origin: "seed",
      when: { step: ["calibrate"], mutant: ["fails"], restore: ["passes"] },
      action: "Treat S as a calibrated pre-fix seed — Continue",
      vote: "continue",
    },
    {
      name: "Mutant of the agent fix passes on S",
      origin: "seedgate",
      when: { step: ["calibrate"], mutant: ["passes"] },
      action: "S is not calibrated; the property stays unearned",
      vote: "report",
    },
    {
      name: "Mutant of the agent fix fails on S; restore fails too",
      origin: "seedgate",
      when: { step: ["calibrate"], mutant: ["fails"], restore: ["fails"] },
      action: "S is not calibrated; the property stays unearned",
      vote: "report",
    },
    // A rerun that passes does not undo the failure: "do not let a flaky suite retry its way past replay".
    {
      name: "Post-patch still fails on S",
      origin: "seed",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["fail", "mixed"] },
      action: "Keep fixture; reject the patch — Block",
      vote: "block",
    },
    {
      name: "Post-patch run on S times out, errors or is skipped",
      origin: "seedgate",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["timeout", "error", "skipped"] },
      action: "Keep fixture; no evidence of a pass — Block",
      vote: "block",
    },
    {
      name: "Post-patch passes S; hash unchanged",
      origin: "seed",
      when: { step: ["replay"], fixture: ["unchanged"], patch: ["pass"] },
      action: "Log exploration seeds only — This property may vote",
      vote: "allow",
    },
    {
      name: "Exploration seed passes",
      origin: "seed",
      when: { step: ["explore"], patch: ["pass"] },
      action: "Log exploration seeds only — This property may vote",
      vote: "allow",
    },
    // Step 4: "Exploration failures become new fixtures or new freezes. They do not silently retry."
    {
      name: "Exploration seed fails",
      origin: "seed",
      when: { step: ["explore"], patch: ["fail", "mixed"] },
      action: "New fixture or new freeze; never a silent retry — Block",
      vote: "block",
    },
    {
      name: "Exploration run times out, errors or is skipped",
      origin: "seedgate",
      when: { step: ["explore"], patch: ["timeout", "error", "skipped"] },
      action: "No evidence of a pass — Block",
      vote: "block",
    },
    {
      name: "Failure only when time or network is unseeded",
      origin: "seed",
      when: { step: ["freeze"], required: ["no"] },
      action: "Freeze; cannot_gate=true — No required vote",
      vote: "report",
    },
    {
      name: "Failure only when time or network is unseeded, but the freeze is required",
      origin: "seedgate",
      when: { step: ["freeze"], required: ["yes"] },
      action: "a frozen test listed as required fails closed",
      vote: "block",
    },
    {
      name: "Agent rewrites fixture bytes",
      origin: "seed",
      when: { step: ["replay"], fixture: ["rewritten"] },
      action: "Hash mismatch — Block",
      vote: "block",
    },
  ],
};

const SIGNALS = [
  "sealed-path-in-diff",
  "manifest-mismatch",
  "pinned-seed-failure",
  "pinned-seed-holds",
  "example-test-result",
  "fixture-bytes-changed",
  "example-golden-rewritten",
  "quarantined-node-result",
  "catalog-thaw-without-manifest",
];

/** Seed 003: signal, source, merge bit. Only executor 2 and the hashes may turn the bit on or off. */
export const EXECUTOR_TABLE: Table = {
  name: "executors (seed 003)",
  columns: ["signal"],
  domain: [{ signal: SIGNALS }],
  rows: [
    { name: ".sealed/ path in the diff", origin: "seed", when: { signal: ["sealed-path-in-diff"] }, action: "write-set grep — fail closed", vote: "block" },
    { name: "MANIFEST.sha256 mismatch", origin: "seed", when: { signal: ["manifest-mismatch"] }, action: "sealed hash — fail closed", vote: "block" },
    { name: "property failure on a pinned seed", origin: "seed", when: { signal: ["pinned-seed-failure"] }, action: "executor 2 — fail closed", vote: "block" },
    {
      name: "property holds on a pinned seed",
      origin: "seedgate",
      when: { signal: ["pinned-seed-holds"] },
      action: "executor 2 — the merge bit may be on",
      vote: "allow",
    },
    { name: "example test fail or new pass", origin: "seed", when: { signal: ["example-test-result"] }, action: "executor 1 — record only", vote: "report" },
    {
      name: "fixture bytes the oracle reads changed",
      origin: "seed",
      when: { signal: ["fixture-bytes-changed"] },
      action: "fixture manifest — fail closed",
      vote: "block",
    },
    {
      name: "example golden rewritten in the patch",
      origin: "seed",
      when: { signal: ["example-golden-rewritten"] },
      action: "executor 1 — record only",
      vote: "report",
    },
    {
      name: "quarantined node fail or pass",
      origin: "seed",
      when: { signal: ["quarantined-node-result"] },
      action: "executor 3 — record only",
      vote: "report",
    },
    {
      name: "catalog thaw without manifest update",
      origin: "seed",
      when: { signal: ["catalog-thaw-without-manifest"] },
      action: "sealed hash — fail closed",
      vote: "block",
    },
  ],
};

export const TABLES: readonly Table[] = [JOURNAL_TABLE, LEDGER_TABLE, EXECUTOR_TABLE];
