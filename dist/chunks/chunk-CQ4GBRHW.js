import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseLocated,
  schemaFindings
} from "./chunk-J6YZ5B6J.js";
import {
  error,
  notice,
  warning
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/formats/source.ts
var schemaIdOf = (name) => `https://seedgate.dev/schemas/${name}.schema.json`;
function parseChecked(file, text, schema, code, explain) {
  let doc;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { doc: null, findings: [fromError(err, `${code}.syntax`)] };
  }
  const findings = [...explain?.(doc) ?? [], ...schemaFindings(schemaIdOf(schema), doc, `${code}.schema`)];
  return findings.length > 0 ? { doc: null, findings } : { doc, value: doc.value, findings };
}
function fromError(err, code) {
  return error(code, err.message, {
    ...err.file === void 0 ? {} : { file: err.file },
    ...err.line === void 0 ? {} : { line: err.line },
    ...err.field === void 0 ? {} : { pointer: err.field },
    ...err.hint === void 0 ? {} : { hint: err.hint }
  });
}
function refAt(doc, pointer) {
  const line = doc.lineOf(pointer);
  return line === void 0 ? { file: doc.file, pointer } : { file: doc.file, pointer, line };
}
function findingAt(doc, code, message, pointer, hint) {
  return error(code, message, { ...refAt(doc, pointer), ...hint === void 0 ? {} : { hint } });
}
function duplicateFindings(doc, code, values, pointer, what) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(findingAt(doc, code, `duplicate ${what} ${JSON.stringify(v)}`, pointer(i), `list each ${what} once`));
    seen.add(v);
  });
  return out;
}
var EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
var isSha256 = (s) => /^[0-9a-f]{64}$/.test(s);
function digestFinding(doc, code, what, digest, pointer) {
  if (!isSha256(digest))
    return findingAt(doc, `${code}.bad-digest`, `${what} sha256 is not 64 lowercase hex`, pointer, "compute the digest from the bytes; do not paste one");
  if (digest === EMPTY_SHA256) {
    return findingAt(
      doc,
      `${code}.empty-digest`,
      `${what} sha256 is the digest of an empty file`,
      pointer,
      "a pasted empty-file digest is a copy-paste failure; hash the real bytes"
    );
  }
  return null;
}
var propertyIdFinding = (doc, code, id, pointer) => id.includes(":") ? [findingAt(doc, `${code}.property-id`, `property id "${id}" contains ":", which separates plan row ids`, pointer, "rename the property")] : [];
var fieldOf = (value, key) => value !== null && typeof value === "object" && !Array.isArray(value) ? value[key] : void 0;

// src/core/formats/journal-freeze.ts
var UNTIL = "/flake/freeze_replay_until";
var SEEDS = "/flake/frozen_seeds";
var isConcreteTimestamp = (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s));
function journalFreeze(doc, j) {
  const until = j.flake?.freeze_replay_until ?? null;
  const findings = until === null ? unsetFindings(doc, j) : [...setFindings(doc, j, until), ...coverageFindings(doc, j)];
  if (until === null || findings.length > 0) return { freeze: void 0, findings };
  const all = j.flake?.frozen_seeds === void 0;
  const shown = all ? [
    warning(
      "journal.freeze-all-seeds",
      `the freeze names no frozen_seeds: all ${j.replay.seeds.length} replay seeds may be skipped while it lasts, each only when its reruns are mixed or it times out (a seed that fails every attempt still blocks)`,
      { ...refAt(doc, UNTIL), hint: "list the unstable seeds in flake.frozen_seeds" }
    )
  ] : [];
  return { freeze: { until, seeds: j.flake?.frozen_seeds ?? j.replay.seeds, source: refAt(doc, UNTIL) }, findings: shown };
}
function unsetFindings(doc, j) {
  const out = [];
  if (j.state === "replay-frozen") {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-expiry",
        'state "replay-frozen" needs a concrete freeze_replay_until',
        UNTIL,
        "set an RFC 3339 timestamp such as 2026-10-01T00:00:00Z"
      )
    );
  }
  if (j.flake?.frozen_seeds !== void 0) {
    out.push(findingAt(doc, "journal.freeze-dangling", "frozen_seeds is set but freeze_replay_until is not", SEEDS, "clear frozen_seeds when the freeze ends"));
  }
  return out;
}
function setFindings(doc, j, until) {
  const out = [];
  if (!isConcreteTimestamp(until)) {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-expiry",
        `freeze_replay_until "${until}" is not a concrete timestamp`,
        UNTIL,
        "use RFC 3339 with a zone, e.g. 2026-10-01T00:00:00Z"
      )
    );
  }
  if (j.replay.hits < 1) {
    out.push(
      findingAt(
        doc,
        "journal.freeze-without-hit",
        "a freeze needs replay.hits >= 1",
        UNTIL,
        "a freeze without a hit is invalid; the correct action is deletion"
      )
    );
  }
  if ((j.flake?.replay_flakes ?? 0) < 1) {
    const holdout = (j.flake?.holdout_flakes ?? 0) > 0;
    out.push(
      holdout ? findingAt(
        doc,
        "journal.freeze-holdout",
        "the freeze answers holdout flakes, and holdouts are never frozen",
        "/flake/holdout_flakes",
        "a flaky holdout fails the gate or the property is removed from locked"
      ) : findingAt(
        doc,
        "journal.freeze-without-flake",
        "a freeze needs flake.replay_flakes >= 1",
        "/flake/replay_flakes",
        "freeze only replay seeds that flaked"
      )
    );
  }
  if (j.state !== "replay-frozen") {
    out.push(
      findingAt(doc, "journal.freeze-state", `freeze_replay_until is set but state is "${j.state}"`, UNTIL, 'set state "replay-frozen" or clear the freeze')
    );
  }
  return out;
}
function coverageFindings(doc, j) {
  const replay = new Set(j.replay.seeds);
  const holdout = new Set(j.holdout.seeds);
  const out = [];
  (j.flake?.frozen_seeds ?? []).forEach((s, i) => {
    const at = `${SEEDS}/${i}`;
    if (holdout.has(s))
      out.push(
        findingAt(
          doc,
          "journal.freeze-holdout",
          `seed ${s} is a holdout seed; holdouts are never frozen`,
          at,
          "a flaky holdout fails the gate or the property is removed"
        )
      );
    else if (!replay.has(s))
      out.push(findingAt(doc, "journal.freeze-unknown-seed", `seed ${s} is not a replay seed`, at, "frozen_seeds must be a subset of replay.seeds"));
  });
  return out;
}

// src/core/formats/journal.ts
var GATED = /* @__PURE__ */ new Set(["locked", "replay-frozen"]);
var isCommitId = (s) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s);
function parseJournal(file, text) {
  const parsed = parseChecked(file, text, "journal", "journal", holdoutFreezeAttempts);
  if (parsed.doc === null) return { property: null, findings: parsed.findings };
  const { doc, value: j } = parsed;
  const freeze = journalFreeze(doc, j);
  const findings = [...seedListFindings(doc, j), ...stateFindings(doc, j), ...holdoutFindings(doc, j), ...freeze.findings];
  const seedRefs = (seeds, at) => seeds.map((seed, i) => ({ seed, source: refAt(doc, `${at}/${i}`) }));
  const property = {
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
    ...freeze.freeze === void 0 ? {} : { freeze: freeze.freeze },
    ...j.parent_sha === void 0 ? {} : { parentSha: j.parent_sha },
    ...j.environment === void 0 ? {} : { environment: j.environment },
    ...j.rehunt_pending === void 0 ? {} : { rehuntPending: j.rehunt_pending },
    ...j.max_examples === void 0 ? {} : { maxExamples: j.max_examples },
    ...j.shapes === void 0 ? {} : { shapes: j.shapes },
    ...j.sealed_inputs === void 0 ? {} : { sealedInputs: j.sealed_inputs },
    source: refAt(doc, "")
  };
  return { property, findings };
}
function seedListFindings(doc, j) {
  return [
    ...duplicateFindings(doc, "journal.duplicate-seed", j.replay.seeds, (i) => `/replay/seeds/${i}`, "replay seed"),
    ...duplicateFindings(doc, "journal.duplicate-seed", j.holdout.seeds, (i) => `/holdout/seeds/${i}`, "holdout seed"),
    ...duplicateFindings(doc, "journal.duplicate-fixture", j.replay.fixtures ?? [], (i) => `/replay/fixtures/${i}`, "fixture"),
    ...duplicateFindings(doc, "journal.duplicate-seed", j.flake?.frozen_seeds ?? [], (i) => `/flake/frozen_seeds/${i}`, "frozen seed")
  ];
}
function stateFindings(doc, j) {
  const out = propertyIdFinding(doc, "journal", j.id, "/id");
  const dead = "a candidate with zero hits is dead: delete it; do not lock it, freeze it, or pad replay with unused seeds";
  if (j.state !== "proposed") {
    if (j.replay.seeds.length === 0) out.push(findingAt(doc, "journal.zero-hit", `state "${j.state}" needs at least one replay seed`, "/replay/seeds", dead));
    if (j.replay.hits < 1)
      out.push(findingAt(doc, "journal.zero-hit", `state "${j.state}" records replay.hits ${j.replay.hits}; timeouts are not hits`, "/replay/hits", dead));
  }
  if (j.parent_sha !== void 0 && !isCommitId(j.parent_sha)) {
    out.push(
      findingAt(
        doc,
        "journal.parent-sha",
        `parent_sha "${j.parent_sha}" is not a commit id`,
        "/parent_sha",
        "record the merge base the hunt ran on (40 or 64 lowercase hex); the sample's value is a placeholder"
      )
    );
  }
  if (!GATED.has(j.state)) {
    out.push(notice("journal.not-gating", `journal "${j.id}" is "${j.state}": reported, never voting, until a human locks it`, refAt(doc, "/state")));
  } else if (j.holdout.seeds.length === 0 && j.holdout.secret === void 0) {
    out.push(
      warning("journal.no-holdout", `gated journal "${j.id}" has no holdout seeds: nothing checks that it still searches`, {
        ...refAt(doc, "/holdout/seeds"),
        hint: "seedgate split derives unseen holdouts from parent_sha"
      })
    );
  }
  return out;
}
function holdoutFindings(doc, j) {
  const out = [];
  if (j.holdout.generator_saw) {
    out.push(
      findingAt(
        doc,
        "journal.holdout-seen",
        "holdout seeds the generator saw are not holdouts",
        "/holdout/generator_saw",
        "move those seeds to replay and draw unseen holdouts"
      )
    );
  }
  if (j.holdout.secret !== void 0) {
    if (j.holdout.seeds.length > 0)
      out.push(
        findingAt(
          doc,
          "journal.secret-with-seeds",
          "secret-mode holdouts are derived by the lanes; listed holdout seeds are public",
          "/holdout/seeds",
          "empty holdout.seeds, or drop holdout.secret"
        )
      );
    if (j.parent_sha === void 0 && j.state !== "proposed")
      out.push(
        findingAt(
          doc,
          "journal.secret-needs-parent",
          "secret-mode holdouts are derived from parent_sha, which is missing",
          "/holdout/secret",
          "record the merge base the hunt ran on in parent_sha"
        )
      );
  }
  const replay = new Set(j.replay.seeds);
  j.holdout.seeds.forEach((s, i) => {
    if (replay.has(s))
      out.push(findingAt(doc, "journal.seed-overlap", `seed ${s} is in both replay and holdout`, `/holdout/seeds/${i}`, "a seen seed is a replay seed"));
  });
  return out;
}
function secretOf(doc, j) {
  const secret = j.holdout.secret;
  if (secret === void 0 || j.parent_sha === void 0 || !isCommitId(j.parent_sha)) return {};
  return { secretHoldout: { k: secret.k, modulus: secret.modulus ?? 1e4, parentSha: j.parent_sha, source: refAt(doc, "/holdout/secret") } };
}
var FREEZE_WORD = /freez|froz|until|skip|mute|expir/i;
var HOLDOUT_HINT = "there is no holdout freeze: a flaky holdout fails the gate or the property is removed from locked";
function holdoutFreezeAttempts(doc) {
  const out = [];
  const attempt = (pointer, what) => {
    out.push(findingAt(doc, "journal.freeze-holdout", `${what}: holdout seeds are never frozen`, pointer, HOLDOUT_HINT));
  };
  const keysOf = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? Object.keys(v) : [];
  for (const key of keysOf(doc.value)) if (/holdout/i.test(key) && key !== "holdout" && FREEZE_WORD.test(key)) attempt(`/${key}`, `field "${key}"`);
  for (const key of keysOf(fieldOf(doc.value, "flake"))) if (/holdout/i.test(key) && FREEZE_WORD.test(key)) attempt(`/flake/${key}`, `field "flake.${key}"`);
  for (const key of keysOf(fieldOf(doc.value, "holdout"))) if (FREEZE_WORD.test(key)) attempt(`/holdout/${key}`, `field "holdout.${key}"`);
  const state = fieldOf(doc.value, "state");
  if (typeof state === "string" && /holdout/i.test(state)) attempt("/state", `state "${state}"`);
  return out;
}

export {
  schemaIdOf,
  parseChecked,
  fromError,
  refAt,
  findingAt,
  duplicateFindings,
  digestFinding,
  propertyIdFinding,
  isConcreteTimestamp,
  parseJournal
};
