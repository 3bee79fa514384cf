// Seed-000 journals: one JSON per property. Normalises into a Property and
// reports every cross-field invariant the schema cannot express.
import type { Finding } from "../findings.js";
import type { Located } from "../located.js";
import type { JournalState, Property, ReplayFreeze, SeedRef } from "../model.js";
import { duplicateFindings, findingAt, parseChecked, refAt } from "./source.js";

interface RawJournal {
  id: string;
  selector: string;
  parent_sha?: string;
  environment?: Record<string, string>;
  replay: { seeds: number[]; fixtures?: string[]; hits: number; last_hit_at?: string | null };
  holdout: { seeds: number[]; generator_saw: boolean };
  flake?: { replay_flakes?: number; holdout_flakes?: number; freeze_replay_until?: string | null; frozen_seeds?: number[] };
  state: JournalState;
}

export interface JournalResult {
  readonly property: Property | null;
  readonly findings: readonly Finding[];
}

const GATED: ReadonlySet<JournalState> = new Set(["locked", "replay-frozen"]);
const FREEZE = "/flake/freeze_replay_until";

/** RFC 3339 with an explicit zone: a freeze must end at one instant, wherever the runner is. */
export const isConcreteTimestamp = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s));

export function parseJournal(file: string, text: string): JournalResult {
  const parsed = parseChecked<RawJournal>(file, text, "journal", "journal");
  if (parsed.doc === null) return { property: null, findings: parsed.findings };
  const { doc, value: j } = parsed;
  const findings: Finding[] = [...seedListFindings(doc, j)];
  const until = j.flake?.freeze_replay_until ?? null;

  if (j.state !== "proposed" && j.replay.seeds.length === 0) {
    findings.push(
      findingAt(doc, "journal.zero-hit", `state "${j.state}" needs at least one replay seed`, "/replay/seeds", "a candidate with zero hits is dead: delete it, do not lock or freeze it"),
    );
  }
  if (j.holdout.generator_saw) {
    findings.push(
      findingAt(doc, "journal.holdout-seen", "holdout seeds the generator saw are not holdouts", "/holdout/generator_saw", "move those seeds to replay and draw unseen holdouts"),
    );
  }
  const replaySet = new Set(j.replay.seeds);
  j.holdout.seeds.forEach((s, i) => {
    if (replaySet.has(s)) findings.push(findingAt(doc, "journal.seed-overlap", `seed ${s} is in both replay and holdout`, `/holdout/seeds/${i}`, "a seen seed is a replay seed"));
  });

  const freezeFindings = freezeChecks(doc, j, until);
  findings.push(...freezeFindings);
  // An invalid freeze is dropped, so its seeds keep voting: the model fails closed.
  const freeze = until !== null && freezeFindings.length === 0 ? freezeOf(doc, j, until) : undefined;

  const seedRefs = (seeds: readonly number[], at: string): SeedRef[] => seeds.map((seed, i) => ({ seed, source: refAt(doc, `${at}/${i}`) }));
  const property: Property = {
    id: j.id,
    format: "journal",
    selector: j.selector,
    votes: GATED.has(j.state),
    state: j.state,
    replay: seedRefs(j.replay.seeds, "/replay/seeds"),
    holdout: seedRefs(j.holdout.seeds, "/holdout/seeds"),
    fixtures: (j.replay.fixtures ?? []).map((path, i) => ({ path, source: refAt(doc, `/replay/fixtures/${i}`) })),
    cases: [],
    ...(freeze === undefined ? {} : { freeze }),
    ...(j.parent_sha === undefined ? {} : { parentSha: j.parent_sha }),
    ...(j.environment === undefined ? {} : { environment: j.environment }),
    source: refAt(doc, ""),
  };
  return { property, findings };
}

function seedListFindings(doc: Located, j: RawJournal): Finding[] {
  return [
    ...duplicateFindings(doc, "journal.duplicate-seed", j.replay.seeds, (i) => `/replay/seeds/${i}`, "replay seed"),
    ...duplicateFindings(doc, "journal.duplicate-seed", j.holdout.seeds, (i) => `/holdout/seeds/${i}`, "holdout seed"),
    ...duplicateFindings(doc, "journal.duplicate-fixture", j.replay.fixtures ?? [], (i) => `/replay/fixtures/${i}`, "fixture"),
    ...duplicateFindings(doc, "journal.duplicate-seed", j.flake?.frozen_seeds ?? [], (i) => `/flake/frozen_seeds/${i}`, "frozen seed"),
  ];
}

function freezeChecks(doc: Located, j: RawJournal, until: string | null): Finding[] {
  const out: Finding[] = [];
  if (j.state === "replay-frozen" && until === null) {
    out.push(findingAt(doc, "journal.freeze-without-expiry", 'state "replay-frozen" needs a concrete freeze_replay_until', FREEZE, "set an RFC 3339 timestamp such as 2026-10-01T00:00:00Z"));
  }
  if (until === null) return out;
  if (!isConcreteTimestamp(until)) {
    out.push(findingAt(doc, "journal.freeze-without-expiry", `freeze_replay_until "${until}" is not a concrete timestamp`, FREEZE, "use RFC 3339 with a zone, e.g. 2026-10-01T00:00:00Z"));
  }
  if (j.replay.hits < 1) {
    out.push(findingAt(doc, "journal.freeze-without-hit", "a freeze needs replay.hits >= 1", FREEZE, "a freeze without a hit is invalid; the correct action is deletion"));
  }
  if (j.state !== "replay-frozen") {
    // A freeze on a journal whose state says otherwise is ambiguous intent; refuse it.
    out.push(findingAt(doc, "journal.freeze-state", `freeze_replay_until is set but state is "${j.state}"`, FREEZE, 'set state "replay-frozen" or clear the freeze'));
  }
  const replay = new Set(j.replay.seeds);
  const holdout = new Set(j.holdout.seeds);
  (j.flake?.frozen_seeds ?? []).forEach((s, i) => {
    const at = `/flake/frozen_seeds/${i}`;
    if (holdout.has(s)) out.push(findingAt(doc, "journal.freeze-holdout", `seed ${s} is a holdout seed; holdouts are never frozen`, at, "a flaky holdout fails the gate or the property is removed"));
    else if (!replay.has(s)) out.push(findingAt(doc, "journal.freeze-unknown-seed", `seed ${s} is not a replay seed`, at, "frozen_seeds must be a subset of replay.seeds"));
  });
  return out;
}

function freezeOf(doc: Located, j: RawJournal, until: string): ReplayFreeze {
  return { until, seeds: j.flake?.frozen_seeds ?? j.replay.seeds, source: refAt(doc, FREEZE) };
}
