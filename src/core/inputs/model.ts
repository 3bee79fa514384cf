// The one internal model that the source formats (journal, ledger, sealed oracle,
// quarantine catalogue) are normalised into. Lanes, the gate and hunt read only this.
import type { Finding } from "../findings.js";

export type SourceFormat = "journal" | "ledger" | "sealed";

/** Where a model element came from, for annotations: file, JSON pointer, line. */
export interface SourceRef {
  readonly file: string;
  readonly pointer: string;
  readonly line?: number;
}

export type JournalState = "proposed" | "hit" | "locked" | "replay-frozen";

export interface SeedRef {
  readonly seed: number;
  readonly source: SourceRef;
}

export interface FixtureRef {
  /** Repository-relative path of the fixture bytes. */
  readonly path: string;
  /** Locked digest, when the format records one (ledger). Journal fixtures are pinned by the sealed set and manifests instead. */
  readonly sha256?: string;
  readonly seed?: number;
  readonly source: SourceRef;
}

export interface CaseRef {
  readonly id: string;
  /** The case object exactly as in seeds.json (values only: numbers, strings, booleans, lists). */
  readonly value: Readonly<Record<string, unknown>>;
  readonly source: SourceRef;
}

/**
 * A journal's replay freeze: the seeds it names run and are reported without voting
 * until `until`. Never covers fixtures or holdout seeds (there is no holdout freeze).
 */
export interface ReplayFreeze {
  /** RFC 3339 timestamp with a zone; the freeze is over at and after this instant. */
  readonly until: string;
  /** `flake.frozen_seeds` when given, otherwise every replay seed. */
  readonly seeds: readonly number[];
  readonly source: SourceRef;
}

/** A production class that answered an operator the sealed test applied against one of its values, at hunt time (issue 44). */
export interface OperatorShape {
  /** module.qualname, a name that resolves to the class. */
  readonly class: string;
  /** The operator family: `==` (and `!=`), `<` (and `<=`, `>`, `>=`), `in`. */
  readonly operator: "==" | "<" | "in";
  /** The kind of the test's value: a built-in type's name, else module.qualname. */
  readonly against: string;
}

/**
 * What a production call (or data attribute) the sealed test reached returned at hunt time (issue 44): a handle class
 * its results held, or a by-value type path of a result that held none (informational).
 */
export type CallShape = { readonly call: string; readonly handle: string } | { readonly call: string; readonly value: string };

/** One entry of a journal's `shapes`. */
export type BoundaryShape = OperatorShape | CallShape;

export interface Property {
  readonly id: string;
  readonly format: SourceFormat;
  /** Runner selector: `path/test_x.py::test_name`, or the oracle's properties.py / properties.mjs for `sealed`. */
  readonly selector: string;
  /**
   * Only locked / replay-frozen journals, owned ledger properties and the sealed
   * oracle vote. Proposed and hit journals (not yet promoted by a human) and
   * unearned ledger properties are kept for reporting; ledger drafts are dropped.
   */
  readonly votes: boolean;
  readonly state: JournalState | "owned" | "unearned" | "sealed";
  readonly replay: readonly SeedRef[];
  readonly holdout: readonly SeedRef[];
  /** Secret-mode holdouts: only their count is public; lanes derive the values (rows `#1`..`#k`). */
  readonly secretHoldout?: SecretHoldout;
  readonly fixtures: readonly FixtureRef[];
  readonly cases: readonly CaseRef[];
  /** Present only when the journal's freeze is valid; an invalid freeze is dropped so its seeds vote. */
  readonly freeze?: ReplayFreeze;
  readonly parentSha?: string;
  /** Environment tuple recorded at hunt time (runtime, library version, lockfile hash). */
  readonly environment?: Readonly<Record<string, string>>;
  /** Hypothesis' max_examples recorded at hunt time (journal `max_examples`): a pass must run to it. */
  readonly maxExamples?: number;
  /** The boundary's shapes the hunt recorded (journal `shapes`): what a handle may answer against a test value under isolation: process. */
  readonly shapes?: readonly BoundaryShape[];
  /** What the sealed test's strategies read from production, printed, recorded at hunt time (journal `sealed_inputs`): a pass must see the same. */
  readonly sealedInputs?: Readonly<Record<string, string>>;
  /** Recorded on the base: the environment main moved to while a re-hunt is pending (journal `rehunt_pending`). */
  readonly rehuntPending?: Readonly<{ runtime?: string; property_library?: string }>;
  readonly source: SourceRef;
}

/** Seed 000's split under HMAC: k holdouts below `modulus`, drawn from `parentSha` and disjoint from the replay seeds. */
export interface SecretHoldout {
  readonly k: number;
  readonly modulus: number;
  readonly parentSha: string;
  readonly source: SourceRef;
}

/** Ledger freeze (seed 002): a test that cannot gate. Reported, never required. */
export interface LedgerFreeze {
  readonly id: string;
  readonly test: string;
  readonly reason: string;
  readonly cannotGate: boolean;
  readonly required: boolean;
  readonly source: SourceRef;
}

/** Quarantine entry (seed 003): a known flaky node that runs on a side channel and never votes. */
export interface QuarantineEntry {
  readonly nodeid: string;
  /** The test file the node lives in (`nodeid` up to `::`), whose digest `fileSha256` pins. */
  readonly file: string;
  readonly fileSha256: string;
  readonly reason: string;
  readonly source: SourceRef;
}

export interface SealedModel {
  readonly properties: readonly Property[];
  readonly ledgerFreezes: readonly LedgerFreeze[];
  readonly quarantine: readonly QuarantineEntry[];
  /** Invalid-journal / invalid-ledger findings (errors block; notices explain what does not vote). */
  readonly findings: readonly Finding[];
  /** The files the model was read from (all sealed). */
  readonly files: readonly string[];
}

export const EMPTY_MODEL: SealedModel = { properties: [], ledgerFreezes: [], quarantine: [], findings: [], files: [] };
