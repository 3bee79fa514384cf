// The one internal model that the three source formats (journal, ledger, sealed
// oracle) are normalised into. Lanes, the gate and hunt read only this.
import type { Finding } from "./findings.js";

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
  /** Locked digest, when the format records one (ledger). */
  readonly sha256?: string;
  readonly seed?: number;
  readonly source: SourceRef;
}

export interface CaseRef {
  readonly id: string;
  /** The case object exactly as in seeds.json (values only). */
  readonly value: Readonly<Record<string, unknown>>;
  readonly source: SourceRef;
}

/** A journal's replay freeze: seeds it names report without voting until `until`. */
export interface ReplayFreeze {
  /** RFC 3339 timestamp; the freeze is over at and after this instant. */
  readonly until: string;
  /** Replay seeds only (never fixtures, never holdout seeds). */
  readonly seeds: readonly number[];
  readonly source: SourceRef;
}

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
  readonly fixtures: readonly FixtureRef[];
  readonly cases: readonly CaseRef[];
  readonly freeze?: ReplayFreeze;
  readonly parentSha?: string;
  /** Environment tuple recorded at hunt time (runtime, library version, lockfile hash). */
  readonly environment?: Readonly<Record<string, string>>;
  readonly source: SourceRef;
}

/** Ledger freeze (seed 002): a test that cannot gate. */
export interface LedgerFreeze {
  readonly id: string;
  readonly test: string;
  readonly reason: string;
  readonly cannotGate: boolean;
  readonly required: boolean;
  readonly source: SourceRef;
}

export interface SealedModel {
  readonly properties: readonly Property[];
  readonly ledgerFreezes: readonly LedgerFreeze[];
  /** Invalid-journal / invalid-ledger findings: each one blocks. */
  readonly findings: readonly Finding[];
  /** The files the model was read from (all sealed). */
  readonly files: readonly string[];
}
