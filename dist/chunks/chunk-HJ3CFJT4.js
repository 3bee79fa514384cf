import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseLocated,
  schemaFindings
} from "./chunk-SJPL5FBY.js";
import {
  error
} from "./chunk-SGWSGREC.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/core/formats/source.ts
var schemaIdOf = (name) => `https://seedgate.dev/schemas/${name}.schema.json`;
function parseChecked(file, text, schema, code) {
  let doc;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { doc: null, findings: [fromError(err, `${code}.syntax`)] };
  }
  const findings = schemaFindings(schemaIdOf(schema), doc, `${code}.schema`);
  return findings.length > 0 ? { doc: null, findings } : { doc, value: doc.value };
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

// src/core/formats/journal.ts
var GATED = /* @__PURE__ */ new Set(["locked", "replay-frozen"]);
var FREEZE = "/flake/freeze_replay_until";
var isConcreteTimestamp = (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s));
function parseJournal(file, text) {
  const parsed = parseChecked(file, text, "journal", "journal");
  if (parsed.doc === null) return { property: null, findings: parsed.findings };
  const { doc, value: j } = parsed;
  const findings = [...seedListFindings(doc, j)];
  const until = j.flake?.freeze_replay_until ?? null;
  if (j.state !== "proposed" && j.replay.seeds.length === 0) {
    findings.push(
      findingAt(doc, "journal.zero-hit", `state "${j.state}" needs at least one replay seed`, "/replay/seeds", "a candidate with zero hits is dead: delete it, do not lock or freeze it")
    );
  }
  if (j.holdout.generator_saw) {
    findings.push(
      findingAt(doc, "journal.holdout-seen", "holdout seeds the generator saw are not holdouts", "/holdout/generator_saw", "move those seeds to replay and draw unseen holdouts")
    );
  }
  const replaySet = new Set(j.replay.seeds);
  j.holdout.seeds.forEach((s, i) => {
    if (replaySet.has(s)) findings.push(findingAt(doc, "journal.seed-overlap", `seed ${s} is in both replay and holdout`, `/holdout/seeds/${i}`, "a seen seed is a replay seed"));
  });
  const freezeFindings = freezeChecks(doc, j, until);
  findings.push(...freezeFindings);
  const freeze = until !== null && freezeFindings.length === 0 ? freezeOf(doc, j, until) : void 0;
  const seedRefs = (seeds, at) => seeds.map((seed, i) => ({ seed, source: refAt(doc, `${at}/${i}`) }));
  const property = {
    id: j.id,
    format: "journal",
    selector: j.selector,
    votes: GATED.has(j.state),
    state: j.state,
    replay: seedRefs(j.replay.seeds, "/replay/seeds"),
    holdout: seedRefs(j.holdout.seeds, "/holdout/seeds"),
    fixtures: (j.replay.fixtures ?? []).map((path, i) => ({ path, source: refAt(doc, `/replay/fixtures/${i}`) })),
    cases: [],
    ...freeze === void 0 ? {} : { freeze },
    ...j.parent_sha === void 0 ? {} : { parentSha: j.parent_sha },
    ...j.environment === void 0 ? {} : { environment: j.environment },
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
function freezeChecks(doc, j, until) {
  const out = [];
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
function freezeOf(doc, j, until) {
  return { until, seeds: j.flake?.frozen_seeds ?? j.replay.seeds, source: refAt(doc, FREEZE) };
}

// src/core/formats/ledger.ts
var EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
var isSha256 = (s) => /^[0-9a-f]{64}$/.test(s);
function parseLedger(file, text) {
  const parsed = parseChecked(file, text, "ledger", "ledger");
  if (parsed.doc === null) return { properties: [], ledgerFreezes: [], findings: parsed.findings };
  const { doc, value: l } = parsed;
  const props = l.properties ?? [];
  const fixtures = l.fixtures ?? [];
  const findings = [
    ...duplicateFindings(doc, "ledger.duplicate-id", props.map((p) => p.id), (i) => `/properties/${i}/id`, "property id"),
    ...duplicateFindings(doc, "ledger.duplicate-id", fixtures.map((f) => f.id), (i) => `/fixtures/${i}/id`, "fixture id")
  ];
  props.forEach((p, i) => {
    findings.push(...duplicateFindings(doc, "ledger.duplicate-seed", p.pre_fix_failing_seeds, (k) => `/properties/${i}/pre_fix_failing_seeds/${k}`, "pre-fix seed"));
    if (p.status === "owned" && p.pre_fix_failing_seeds.length === 0) {
      findings.push(findingAt(doc, "ledger.unearned-owned", `owned property "${p.id}" has no pre-fix failing seed`, `/properties/${i}/pre_fix_failing_seeds`, 'recover a seed that fails the parent, or set status "unearned"'));
    }
  });
  const known = new Set(props.map((p) => p.id));
  const byProperty = /* @__PURE__ */ new Map();
  fixtures.forEach((f, i) => {
    findings.push(...fixtureFindings(doc, f, i, known));
    const ref = { path: f.path, sha256: f.sha256, ...f.seed === void 0 ? {} : { seed: f.seed }, source: refAt(doc, `/fixtures/${i}`) };
    byProperty.set(f.property_id, [...byProperty.get(f.property_id) ?? [], ref]);
  });
  const ledgerFreezes = (l.freezes ?? []).map((z, i) => {
    if (z.cannot_gate && z.required) {
      findings.push(findingAt(doc, "ledger.required-freeze", `freeze "${z.id}" cannot gate but is required`, `/freezes/${i}/required`, "frozen tests may run; they must not be required for merge"));
    }
    return { id: z.id, test: z.test, reason: z.reason, cannotGate: z.cannot_gate, required: z.required, source: refAt(doc, `/freezes/${i}`) };
  });
  const properties = props.map((p, i) => ({
    id: p.id,
    format: "ledger",
    selector: p.fn,
    votes: p.status === "owned",
    state: p.status,
    replay: p.pre_fix_failing_seeds.map((seed, k) => ({ seed, source: refAt(doc, `/properties/${i}/pre_fix_failing_seeds/${k}`) })),
    holdout: [],
    fixtures: byProperty.get(p.id) ?? [],
    cases: [],
    source: refAt(doc, `/properties/${i}`)
  }));
  return { properties, ledgerFreezes, findings };
}
function fixtureFindings(doc, f, i, known) {
  const at = `/fixtures/${i}`;
  const out = [];
  if (!isSha256(f.sha256)) {
    out.push(findingAt(doc, "ledger.bad-digest", `fixture "${f.id}" sha256 is not 64 lowercase hex`, `${at}/sha256`, "compute the digest from the fixture bytes"));
  } else if (f.sha256 === EMPTY_SHA256) {
    out.push(findingAt(doc, "ledger.empty-digest", `fixture "${f.id}" sha256 is the digest of an empty file`, `${at}/sha256`, "a pasted empty-file digest is a copy-paste failure; hash the real bytes"));
  }
  if (f.locked_by !== "human") {
    out.push(findingAt(doc, "ledger.not-human-locked", `fixture "${f.id}" is locked_by "${f.locked_by}", not "human"`, `${at}/locked_by`, "only a human may lock a fixture"));
  }
  if (!known.has(f.property_id)) {
    out.push(findingAt(doc, "ledger.unknown-property", `fixture "${f.id}" names unknown property "${f.property_id}"`, `${at}/property_id`, "drafts do not count: promote the property first"));
  }
  return out;
}

// src/core/formats/sealed.ts
var ORACLE_MODULES = ["properties.py", "properties.mjs"];
function parseSeeds(file, text) {
  const parsed = parseChecked(file, text, "seeds", "seeds");
  if (parsed.doc === null) return { cases: null, findings: parsed.findings };
  const { doc, value } = parsed;
  const findings = duplicateFindings(doc, "seeds.duplicate-id", value.cases.map((c) => c.id), (i) => `/cases/${i}/id`, "case id");
  const cases = value.cases.map((c, i) => ({ id: c.id, value: c, source: refAt(doc, `/cases/${i}`) }));
  return { cases, findings };
}
function sealedProperty(oracle, module, seedsFile, cases) {
  return {
    id: oracle,
    format: "sealed",
    selector: `${oracle}/${module}`,
    votes: true,
    state: "sealed",
    replay: [],
    holdout: [],
    fixtures: [],
    cases,
    source: { file: seedsFile, pointer: "" }
  };
}

// src/core/formats/load.ts
async function loadSealedModel(config, tree) {
  const properties = [];
  const ledgerFreezes = [];
  const findings = [];
  const files = [];
  const read = async (path) => {
    try {
      const bytes = await tree.readFile(path);
      if (bytes !== null) files.push(path);
      return { text: bytes === null ? null : bytes.toString("utf8"), findings: [] };
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      return { text: null, findings: [fromError(err, "input.unreadable")] };
    }
  };
  const missing = (key, path, what) => {
    if (config.explicit.has(key)) {
      findings.push(error(`${key}.missing`, `${what} ${path} is configured but missing at ${tree.label}`, { file: config.file ?? path, hint: `fix "${key}" in the config or add the file` }));
    }
  };
  const journalPaths = [...await tree.glob(config.journals)].sort();
  if (journalPaths.length === 0) missing("journals", config.journals, "journal glob");
  for (const path of journalPaths) {
    const r = await read(path);
    findings.push(...r.findings);
    if (r.text === null) continue;
    const j = parseJournal(path, r.text);
    findings.push(...j.findings);
    if (j.property) properties.push(j.property);
  }
  const ledger = await read(config.ledger);
  findings.push(...ledger.findings);
  if (ledger.text !== null) {
    const l = parseLedger(config.ledger, ledger.text);
    properties.push(...l.properties);
    ledgerFreezes.push(...l.ledgerFreezes);
    findings.push(...l.findings);
  } else if (ledger.findings.length === 0) missing("ledger", config.ledger, "ledger");
  const oracle = await loadOracle(config.oracle, read);
  findings.push(...oracle.findings);
  if (oracle.property) properties.push(oracle.property);
  else if (oracle.absent) missing("oracle", `${config.oracle}/seeds.json`, "sealed oracle");
  findings.push(...duplicatePropertyIds(properties));
  return { properties, ledgerFreezes, findings, files };
}
async function loadOracle(dir, read) {
  const seedsFile = `${dir}/seeds.json`;
  const seeds = await read(seedsFile);
  const findings = [...seeds.findings];
  const modules = [];
  for (const m of ORACLE_MODULES) {
    const r = await read(`${dir}/${m}`);
    findings.push(...r.findings);
    if (r.text !== null) modules.push(m);
  }
  if (seeds.text === null) {
    if (modules.length > 0 && seeds.findings.length === 0) {
      findings.push(error("oracle.no-seeds", `${dir}/${modules[0]} has no seeds.json beside it`, { file: `${dir}/${modules[0]}`, hint: "add seeds.json or remove the oracle" }));
    }
    return { property: null, absent: modules.length === 0 && seeds.findings.length === 0, findings };
  }
  if (modules.length !== 1) {
    const found = modules.length === 0 ? "neither" : "both";
    findings.push(error("oracle.module", `${found} of ${ORACLE_MODULES.join(" / ")} exist beside ${seedsFile}; exactly one must`, { file: seedsFile, hint: "keep exactly one oracle module" }));
  }
  const parsed = parseSeeds(seedsFile, seeds.text);
  findings.push(...parsed.findings);
  const property = parsed.cases !== null && modules.length === 1 ? sealedProperty(dir, modules[0], seedsFile, parsed.cases) : null;
  return { property, absent: false, findings };
}
function duplicatePropertyIds(properties) {
  const first = /* @__PURE__ */ new Map();
  const out = [];
  for (const p of properties) {
    const prior = first.get(p.id);
    if (prior === void 0) first.set(p.id, p);
    else if (prior.source.file !== p.source.file) {
      out.push(error("model.duplicate-property", `property id "${p.id}" is also defined in ${prior.source.file}`, { ...p.source }));
    }
  }
  return out;
}

// src/commands/model-load.ts
import { createHash } from "node:crypto";

// src/core/formats/digests.ts
var fixturePaths = (model) => [...new Set(model.properties.flatMap((p) => p.fixtures.map((f) => f.path)))].sort();
function fixtureDigestFindings(model, digests) {
  const out = [];
  for (const p of model.properties) {
    for (const f of p.fixtures) {
      const at = f.source;
      const actual = digests.get(f.path);
      if (actual === void 0) {
        out.push(error("fixture.unhashed", `fixture ${f.path} of "${p.id}" was not hashed`, { ...at, hint: "internal: the caller must hash every fixturePaths() entry" }));
      } else if (actual === null) {
        out.push(error("fixture.missing", `fixture ${f.path} of "${p.id}" is missing`, { ...at, hint: "restore the locked bytes or re-promote the seed" }));
      } else if (f.sha256 !== void 0 && actual !== f.sha256) {
        out.push(error("fixture.mismatch", `fixture ${f.path} of "${p.id}" hashes to ${actual}, locked ${f.sha256}`, { ...at, hint: "fixture bytes changed; a human must re-lock them" }));
      }
    }
  }
  return out;
}

// src/commands/model-load.ts
async function loadModel(config, tree) {
  const model = await loadSealedModel(config, tree);
  const digests = /* @__PURE__ */ new Map();
  const unreadable = [];
  for (const path of fixturePaths(model)) {
    try {
      const bytes = await tree.readFile(path);
      digests.set(path, bytes === null ? null : createHash("sha256").update(bytes).digest("hex"));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(path, null);
      unreadable.push(error("fixture.unreadable", err.message, { file: path, ...err.hint ? { hint: err.hint } : {} }));
    }
  }
  return { model, findings: [...model.findings, ...unreadable, ...fixtureDigestFindings(model, digests)] };
}
var selectorFiles = (model) => [...new Set(model.properties.filter((p) => p.format !== "sealed").map((p) => p.selector.split("::")[0]).filter((f) => f !== ""))].sort();

export {
  loadSealedModel,
  loadModel,
  selectorFiles
};
