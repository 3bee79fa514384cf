// Seed 000's freeze rule for one journal: freeze only replay flakes, only after a
// parent hit, only until a concrete instant. A freeze that breaks any rule is
// reported and dropped, so its seeds keep voting: the model fails closed.
//
// Coverage (seedgate's reading of "Only the unstable seeds are skipped"): the
// optional `flake.frozen_seeds` names the unstable replay seeds; without it the
// freeze makes every replay seed a candidate, because the seed-000 format has no
// per-seed list, and says so in a warning. Either way a candidate is skipped only
// when this run shows it unstable (mixed reruns or a timeout); a seed that fails
// every attempt blocks (src/runners/engine.ts). Fixtures are never frozen ("keep
// fixtures"), holdout seeds never are.
import { warning, type Finding } from "../findings.js";
import type { Located } from "../inputs/located.js";
import type { BoundaryShape, JournalState, ReplayFreeze } from "../inputs/model.js";
import { findingAt, refAt } from "./source.js";

/** A journal file as written (journal.ts reads it into a Property). */
export interface RawJournal {
  id: string;
  selector: string;
  parent_sha?: string;
  environment?: Record<string, string>;
  max_examples?: number;
  shapes?: BoundaryShape[];
  sealed_inputs?: Record<string, string>;
  rehunt_pending?: { runtime?: string; property_library?: string };
  replay: { seeds: number[]; fixtures?: string[]; hits: number; last_hit_at?: string | null };
  holdout: { seeds: number[]; generator_saw: boolean; secret?: { k: number; modulus?: number } };
  flake?: { replay_flakes?: number; holdout_flakes?: number; freeze_replay_until?: string | null; frozen_seeds?: number[] };
  state: JournalState;
}

const UNTIL = "/flake/freeze_replay_until";
const SEEDS = "/flake/frozen_seeds";

/** RFC 3339 with an explicit zone: a freeze must end at one instant, wherever the runner is. */
export const isConcreteTimestamp = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s));

export interface FreezeResult {
  readonly freeze: ReplayFreeze | undefined;
  readonly findings: readonly Finding[];
}

export function journalFreeze(doc: Located, j: RawJournal): FreezeResult {
  const until = j.flake?.freeze_replay_until ?? null;
  const findings = until === null ? unsetFindings(doc, j) : [...setFindings(doc, j, until), ...coverageFindings(doc, j)];
  if (until === null || findings.length > 0) return { freeze: undefined, findings };
  const all = j.flake?.frozen_seeds === undefined;
  const shown = all
    ? [
        warning(
          "journal.freeze-all-seeds",
          `the freeze names no frozen_seeds: all ${j.replay.seeds.length} replay seeds may be skipped while it lasts, each only when its reruns are mixed or it times out (a seed that fails every attempt still blocks)`,
          { ...refAt(doc, UNTIL), hint: "list the unstable seeds in flake.frozen_seeds" },
        ),
      ]
    : [];
  return { freeze: { until, seeds: j.flake?.frozen_seeds ?? j.replay.seeds, source: refAt(doc, UNTIL) }, findings: shown };
}

function unsetFindings(doc: Located, j: RawJournal): Finding[] {
  const out: Finding[] = [];
  if (j.state === "replay-frozen") {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-expiry",
        'state "replay-frozen" needs a concrete freeze_replay_until',
        UNTIL,
        "set an RFC 3339 timestamp such as 2026-10-01T00:00:00Z",
      ),
    );
  }
  if (j.flake?.frozen_seeds !== undefined) {
    // A seed list with no expiry is either a forgotten thaw or a freeze in waiting: ambiguous, so refused.
    out.push(findingAt(doc, "journal.freeze-dangling", "frozen_seeds is set but freeze_replay_until is not", SEEDS, "clear frozen_seeds when the freeze ends"));
  }
  return out;
}

function setFindings(doc: Located, j: RawJournal, until: string): Finding[] {
  const out: Finding[] = [];
  if (!isConcreteTimestamp(until)) {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-expiry",
        `freeze_replay_until "${until}" is not a concrete timestamp`,
        UNTIL,
        "use RFC 3339 with a zone, e.g. 2026-10-01T00:00:00Z",
      ),
    );
  }
  if (j.replay.hits < 1) {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-hit",
        "a freeze needs replay.hits >= 1",
        UNTIL,
        "a freeze without a hit is invalid; the correct action is deletion",
      ),
    );
  }
  if ((j.flake?.replay_flakes ?? 0) < 1) {
    const holdout = (j.flake?.holdout_flakes ?? 0) > 0;
    out.push(
      holdout
        ? findingAt(
            doc,
            "journal.freeze-holdout",
            "the freeze answers holdout flakes, and holdouts are never frozen",
            "/flake/holdout_flakes",
            "a flaky holdout fails the gate or the property is removed from locked",
          )
        : findingAt(
            doc,
            "journal.freeze-without-flake",
            "a freeze needs flake.replay_flakes >= 1",
            "/flake/replay_flakes",
            "freeze only replay seeds that flaked",
          ),
    );
  }
  if (j.state !== "replay-frozen") {
    // A freeze on a journal whose state says otherwise is ambiguous intent; refuse it.
    out.push(
      findingAt(doc, "journal.freeze-state", `freeze_replay_until is set but state is "${j.state}"`, UNTIL, 'set state "replay-frozen" or clear the freeze'),
    );
  }
  return out;
}

function coverageFindings(doc: Located, j: RawJournal): Finding[] {
  const replay = new Set(j.replay.seeds);
  const holdout = new Set(j.holdout.seeds);
  const out: Finding[] = [];
  (j.flake?.frozen_seeds ?? []).forEach((s, i) => {
    const at = `${SEEDS}/${i}`;
    if (holdout.has(s))
      out.push(
        findingAt(
          doc,
          "journal.freeze-holdout",
          `seed ${s} is a holdout seed; holdouts are never frozen`,
          at,
          "a flaky holdout fails the gate or the property is removed",
        ),
      );
    else if (!replay.has(s))
      out.push(findingAt(doc, "journal.freeze-unknown-seed", `seed ${s} is not a replay seed`, at, "frozen_seeds must be a subset of replay.seeds"));
  });
  return out;
}
