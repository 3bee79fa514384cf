// Seed-000 journals: one JSON per property. Normalises into a Property and
// reports every cross-field invariant the schema cannot express.
import { notice, warning, type Finding } from "../findings.js";
import type { Located } from "../inputs/located.js";
import type { JournalState, Property, SecretHoldout, SeedRef } from "../inputs/model.js";
import { journalFreeze, type RawJournal } from "./journal-freeze.js";
import { duplicateFindings, fieldOf, findingAt, parseChecked, propertyIdFinding, refAt } from "./source.js";

export interface JournalResult {
  readonly property: Property | null;
  readonly findings: readonly Finding[];
}

const GATED: ReadonlySet<JournalState> = new Set(["locked", "replay-frozen"]);

// The journal file's shape lives with the freeze rule, which reads it and which this file imports.
export { isConcreteTimestamp, type RawJournal } from "./journal-freeze.js";

/** A commit id as git prints it (SHA-1 or SHA-256); anything else is the sample's placeholder or a typo. */
const isCommitId = (s: string): boolean => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s);

export function parseJournal(file: string, text: string): JournalResult {
  const parsed = parseChecked<RawJournal>(file, text, "journal", "journal", holdoutFreezeAttempts);
  if (parsed.doc === null) return { property: null, findings: parsed.findings };
  const { doc, value: j } = parsed;
  const freeze = journalFreeze(doc, j);
  const findings = [...seedListFindings(doc, j), ...stateFindings(doc, j), ...holdoutFindings(doc, j), ...freeze.findings];

  const seedRefs = (seeds: readonly number[], at: string): SeedRef[] => seeds.map((seed, i) => ({ seed, source: refAt(doc, `${at}/${i}`) }));
  const property: Property = {
    id: j.id,
    format: "journal",
    selector: j.selector,
    votes: GATED.has(j.state),
    state: j.state,
    replay: seedRefs(j.replay.seeds, "/replay/seeds"),
    holdout: seedRefs(j.holdout.seeds, "/holdout/seeds"),
    ...secretOf(doc, j),
    fixtures: (j.replay.fixtures ?? []).map((path, i) => ({ path, source: refAt(doc, `/replay/fixtures/${i}`) })),
    cases: [],
    ...(freeze.freeze === undefined ? {} : { freeze: freeze.freeze }),
    ...(j.parent_sha === undefined ? {} : { parentSha: j.parent_sha }),
    ...(j.environment === undefined ? {} : { environment: j.environment }),
    ...(j.rehunt_pending === undefined ? {} : { rehuntPending: j.rehunt_pending }),
    ...(j.max_examples === undefined ? {} : { maxExamples: j.max_examples }),
    ...(j.shapes === undefined ? {} : { shapes: j.shapes }),
    ...(j.sealed_inputs === undefined ? {} : { sealedInputs: j.sealed_inputs }),
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

/** `hit` and beyond claim a parent hit: the seed list and the count must both show one. */
function stateFindings(doc: Located, j: RawJournal): Finding[] {
  const out: Finding[] = propertyIdFinding(doc, "journal", j.id, "/id");
  const dead = "a candidate with zero hits is dead: delete it; do not lock it, freeze it, or pad replay with unused seeds";
  if (j.state !== "proposed") {
    if (j.replay.seeds.length === 0) out.push(findingAt(doc, "journal.zero-hit", `state "${j.state}" needs at least one replay seed`, "/replay/seeds", dead));
    if (j.replay.hits < 1)
      out.push(findingAt(doc, "journal.zero-hit", `state "${j.state}" records replay.hits ${j.replay.hits}; timeouts are not hits`, "/replay/hits", dead));
  }
  if (j.parent_sha !== undefined && !isCommitId(j.parent_sha)) {
    out.push(
      findingAt(
        doc,
        "journal.parent-sha",
        `parent_sha "${j.parent_sha}" is not a commit id`,
        "/parent_sha",
        "record the merge base the hunt ran on (40 or 64 lowercase hex); the sample's value is a placeholder",
      ),
    );
  }
  if (!GATED.has(j.state)) {
    out.push(notice("journal.not-gating", `journal "${j.id}" is "${j.state}": reported, never voting, until a human locks it`, refAt(doc, "/state")));
  } else if (j.holdout.seeds.length === 0 && j.holdout.secret === undefined) {
    out.push(
      warning("journal.no-holdout", `gated journal "${j.id}" has no holdout seeds: nothing checks that it still searches`, {
        ...refAt(doc, "/holdout/seeds"),
        hint: "seedgate split derives unseen holdouts from parent_sha",
      }),
    );
  }
  return out;
}

function holdoutFindings(doc: Located, j: RawJournal): Finding[] {
  const out: Finding[] = [];
  if (j.holdout.generator_saw) {
    out.push(
      findingAt(
        doc,
        "journal.holdout-seen",
        "holdout seeds the generator saw are not holdouts",
        "/holdout/generator_saw",
        "move those seeds to replay and draw unseen holdouts",
      ),
    );
  }
  if (j.holdout.secret !== undefined) {
    if (j.holdout.seeds.length > 0)
      out.push(
        findingAt(
          doc,
          "journal.secret-with-seeds",
          "secret-mode holdouts are derived by the lanes; listed holdout seeds are public",
          "/holdout/seeds",
          "empty holdout.seeds, or drop holdout.secret",
        ),
      );
    // A proposed journal (init's, before its first hunt) has no parent yet; the hunt records it.
    if (j.parent_sha === undefined && j.state !== "proposed")
      out.push(
        findingAt(
          doc,
          "journal.secret-needs-parent",
          "secret-mode holdouts are derived from parent_sha, which is missing",
          "/holdout/secret",
          "record the merge base the hunt ran on in parent_sha",
        ),
      );
  }
  const replay = new Set(j.replay.seeds);
  j.holdout.seeds.forEach((s, i) => {
    if (replay.has(s))
      out.push(findingAt(doc, "journal.seed-overlap", `seed ${s} is in both replay and holdout`, `/holdout/seeds/${i}`, "a seen seed is a replay seed"));
  });
  return out;
}

/** Secret mode keeps only the count public; an invalid one (no parent) plans no secret rows, and its finding blocks. */
function secretOf(doc: Located, j: RawJournal): { secretHoldout?: SecretHoldout } {
  const secret = j.holdout.secret;
  if (secret === undefined || j.parent_sha === undefined || !isCommitId(j.parent_sha)) return {};
  return { secretHoldout: { k: secret.k, modulus: secret.modulus ?? 10_000, parentSha: j.parent_sha, source: refAt(doc, "/holdout/secret") } };
}

const FREEZE_WORD = /freez|froz|until|skip|mute|expir/i;
const HOLDOUT_HINT = "there is no holdout freeze: a flaky holdout fails the gate or the property is removed from locked";

/**
 * Runs before the schema, which could only say "unknown field": a field or state
 * that tries to freeze holdouts gets the rule's own words.
 */
function holdoutFreezeAttempts(doc: Located): Finding[] {
  const out: Finding[] = [];
  const attempt = (pointer: string, what: string): void => {
    out.push(findingAt(doc, "journal.freeze-holdout", `${what}: holdout seeds are never frozen`, pointer, HOLDOUT_HINT));
  };
  const keysOf = (v: unknown): string[] => (v !== null && typeof v === "object" && !Array.isArray(v) ? Object.keys(v) : []);
  for (const key of keysOf(doc.value)) if (/holdout/i.test(key) && key !== "holdout" && FREEZE_WORD.test(key)) attempt(`/${key}`, `field "${key}"`);
  for (const key of keysOf(fieldOf(doc.value, "flake"))) if (/holdout/i.test(key) && FREEZE_WORD.test(key)) attempt(`/flake/${key}`, `field "flake.${key}"`);
  for (const key of keysOf(fieldOf(doc.value, "holdout"))) if (FREEZE_WORD.test(key)) attempt(`/holdout/${key}`, `field "holdout.${key}"`);
  const state = fieldOf(doc.value, "state");
  if (typeof state === "string" && /holdout/i.test(state)) attempt("/state", `state "${state}"`);
  return out;
}
