import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  split
} from "./chunk-I5B7JCZS.js";
import {
  digestFinding,
  duplicateFindings,
  findingAt,
  fromError,
  parseChecked,
  parseJournal,
  propertyIdFinding,
  refAt
} from "./chunk-CQ4GBRHW.js";
import {
  error,
  notice,
  warning
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/formats/cross-checks.ts
function crossFindings(properties, ledgerFreezes, quarantine) {
  return [...duplicatePropertyIds(properties), ...frozenVoters(properties, ledgerFreezes), ...quarantinedVoters(properties, quarantine)];
}
var at = (source, pointer) => ({
  file: source.file,
  pointer: pointer ?? source.pointer,
  ...source.line === void 0 ? {} : { line: source.line }
});
function duplicatePropertyIds(properties) {
  const first = /* @__PURE__ */ new Map();
  const out = [];
  for (const p of properties) {
    const prior = first.get(p.id);
    if (prior === void 0) first.set(p.id, p);
    else if (prior.source.file !== p.source.file) {
      out.push(error("model.duplicate-property", `property id "${p.id}" is also defined in ${prior.source.file}`, at(p.source)));
    }
  }
  return out;
}
function frozenVoters(properties, freezes) {
  return freezes.flatMap((z) => {
    const voter = z.cannotGate ? properties.find((p) => p.votes && p.selector === z.test) : void 0;
    if (voter === void 0) return [];
    return [
      error("ledger.frozen-voter", `freeze "${z.id}" cannot gate, but property "${voter.id}" votes on ${z.test}`, {
        ...at(z.source, `${z.source.pointer}/test`),
        hint: "unlock the property or retire the freeze"
      })
    ];
  });
}
function quarantinedVoters(properties, quarantine) {
  return quarantine.flatMap((q) => {
    const voter = properties.find((p) => p.votes && p.selector === q.nodeid);
    if (voter === void 0) return [];
    return [
      error("quarantine.voting-node", `${q.nodeid} is quarantined but votes as property "${voter.id}"`, {
        ...at(q.source, `${q.source.pointer}/nodeid`),
        hint: "a node is either quarantined (reported) or a property (voting), never both"
      })
    ];
  });
}

// src/core/formats/ledger.ts
function parseLedger(file, text) {
  const parsed = parseChecked(file, text, "ledger", "ledger");
  if (parsed.doc === null) return { properties: [], ledgerFreezes: [], findings: parsed.findings };
  const { doc, value: l } = parsed;
  const props = l.properties ?? [];
  const fixtures = l.fixtures ?? [];
  const freezes = l.freezes ?? [];
  const findings = [
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      props.map((p) => p.id),
      (i) => `/properties/${i}/id`,
      "property id"
    ),
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      fixtures.map((f) => f.id),
      (i) => `/fixtures/${i}/id`,
      "fixture id"
    ),
    ...duplicateFindings(
      doc,
      "ledger.duplicate-id",
      freezes.map((z) => z.id),
      (i) => `/freezes/${i}/id`,
      "freeze id"
    ),
    ...props.flatMap((p, i) => propertyFindings(doc, p, i, fixtures)),
    ...fixtures.flatMap((f, i) => fixtureFindings(doc, f, i, props)),
    ...duplicateFixtures(doc, fixtures),
    ...freezes.flatMap((z, i) => freezeFindings(doc, z, i))
  ];
  if ((l.draft ?? []).length > 0) {
    findings.push(
      notice("ledger.draft", `${l.draft.length} draft entr${l.draft.length === 1 ? "y is" : "ies are"} ignored by the gate`, refAt(doc, "/draft"))
    );
  }
  const byProperty = /* @__PURE__ */ new Map();
  fixtures.forEach((f, i) => {
    const ref = { path: f.path, sha256: f.sha256, ...f.seed === void 0 ? {} : { seed: f.seed }, source: refAt(doc, `/fixtures/${i}`) };
    byProperty.set(f.property_id, [...byProperty.get(f.property_id) ?? [], ref]);
  });
  const properties = props.map((p, i) => ({
    id: p.id,
    format: "ledger",
    selector: p.fn,
    votes: p.status === "owned",
    state: p.status,
    replay: p.pre_fix_failing_seeds.map((seed, k) => ({ seed, source: refAt(doc, `/properties/${i}/pre_fix_failing_seeds/${k}`) })),
    holdout: explorationSeeds(p).map((seed) => ({ seed, source: refAt(doc, `/properties/${i}/seed_budget`) })),
    fixtures: byProperty.get(p.id) ?? [],
    cases: [],
    source: refAt(doc, `/properties/${i}`)
  }));
  const ledgerFreezes = freezes.map((z, i) => ({
    id: z.id,
    test: z.test,
    reason: z.reason,
    cannotGate: z.cannot_gate,
    required: z.required,
    source: refAt(doc, `/freezes/${i}`)
  }));
  return { properties, ledgerFreezes, findings };
}
var MAX_EXPLORATION = 1e3;
function explorationSeeds(p) {
  if (p.status !== "owned" || p.seed_budget === void 0 || p.pre_fix_failing_seeds.length === 0) return [];
  const n = Math.min(MAX_EXPLORATION, p.seed_budget - new Set(p.pre_fix_failing_seeds).size);
  if (n < 1) return [];
  const s = split({ parentSha: `ledger:${p.id}`, hits: p.pre_fix_failing_seeds, k: n });
  return s.ok ? [...s.holdout] : [];
}
function propertyFindings(doc, p, i, fixtures) {
  const at2 = `/properties/${i}`;
  const out = [
    ...propertyIdFinding(doc, "ledger", p.id, `${at2}/id`),
    ...duplicateFindings(doc, "ledger.duplicate-seed", p.pre_fix_failing_seeds, (k) => `${at2}/pre_fix_failing_seeds/${k}`, "pre-fix seed")
  ];
  if (p.status === "unearned") {
    out.push(notice("ledger.unearned", `property "${p.id}" is unearned: reported, never voting`, refAt(doc, `${at2}/status`)));
    return out;
  }
  if (p.pre_fix_failing_seeds.length === 0) {
    out.push(
      findingAt(
        doc,
        "ledger.unearned-owned",
        `owned property "${p.id}" has no pre-fix failing seed`,
        `${at2}/pre_fix_failing_seeds`,
        'recover a seed that fails the parent, or set status "unearned"'
      )
    );
  }
  if (p.seed_budget !== void 0 && p.seed_budget - new Set(p.pre_fix_failing_seeds).size > MAX_EXPLORATION) {
    out.push(
      notice(
        "ledger.exploration-capped",
        `seed_budget ${p.seed_budget} of "${p.id}" leaves more than ${MAX_EXPLORATION} exploration seeds: ${MAX_EXPLORATION} run`,
        refAt(doc, `${at2}/seed_budget`)
      )
    );
  }
  const locked = new Set(fixtures.filter((f) => f.property_id === p.id).map((f) => f.seed));
  p.pre_fix_failing_seeds.forEach((seed, k) => {
    if (!locked.has(seed)) {
      out.push(
        warning("ledger.seed-without-fixture", `pre-fix seed ${seed} of "${p.id}" has no locked fixture`, {
          ...refAt(doc, `${at2}/pre_fix_failing_seeds/${k}`),
          hint: "seedgate promote records the bytes and their digest"
        })
      );
    }
  });
  return out;
}
function fixtureFindings(doc, f, i, props) {
  const at2 = `/fixtures/${i}`;
  const out = [];
  const digest = digestFinding(doc, "ledger", `fixture "${f.id}"`, f.sha256, `${at2}/sha256`);
  if (digest) out.push(digest);
  if (f.locked_by !== "human") {
    out.push(
      findingAt(
        doc,
        "ledger.not-human-locked",
        `fixture "${f.id}" is locked_by "${f.locked_by}", not "human"`,
        `${at2}/locked_by`,
        "only a human may lock a fixture"
      )
    );
  }
  const owner = props.find((p) => p.id === f.property_id);
  if (owner === void 0) {
    out.push(
      findingAt(
        doc,
        "ledger.unknown-property",
        `fixture "${f.id}" names unknown property "${f.property_id}"`,
        `${at2}/property_id`,
        "drafts do not count: promote the property first"
      )
    );
  } else if (f.seed !== void 0 && !owner.pre_fix_failing_seeds.includes(f.seed)) {
    out.push(
      findingAt(
        doc,
        "ledger.fixture-seed",
        `fixture "${f.id}" is locked to seed ${f.seed}, not a pre-fix failing seed of "${f.property_id}"`,
        `${at2}/seed`,
        "add the seed to pre_fix_failing_seeds or fix the fixture"
      )
    );
  }
  return out;
}
function duplicateFixtures(doc, fixtures) {
  const seen = /* @__PURE__ */ new Set();
  return fixtures.flatMap((f, i) => {
    const key = JSON.stringify([f.property_id, f.path]);
    const repeat = seen.has(key);
    seen.add(key);
    return repeat ? [
      findingAt(
        doc,
        "ledger.duplicate-fixture",
        `fixture path ${f.path} is locked twice for "${f.property_id}"`,
        `/fixtures/${i}/path`,
        "lock each fixture file once"
      )
    ] : [];
  });
}
function freezeFindings(doc, z, i) {
  if (!(z.cannot_gate && z.required)) return [];
  return [
    findingAt(
      doc,
      "ledger.required-freeze",
      `freeze "${z.id}" cannot gate but is required`,
      `/freezes/${i}/required`,
      "frozen tests may run; they must not be required for merge"
    )
  ];
}

// src/core/formats/quarantine.ts
var nodeFile = (nodeid) => nodeid.split("::")[0];
var isRelativePath = (p) => p !== "" && !p.startsWith("/") && !p.includes("\\") && !p.split("/").some((s) => s === ".." || s === "." || s === "");
function parseQuarantine(file, text) {
  const parsed = parseChecked(file, text, "quarantine", "quarantine");
  if (parsed.doc === null) return { entries: [], findings: parsed.findings };
  const { doc, value } = parsed;
  const findings = [
    ...duplicateFindings(
      doc,
      "quarantine.duplicate-node",
      value.entries.map((e) => e.nodeid),
      (i) => `/entries/${i}/nodeid`,
      "node id"
    ),
    ...value.entries.flatMap((e, i) => entryFindings(doc, e, i))
  ];
  const entries = value.entries.map((e, i) => ({
    nodeid: e.nodeid,
    file: nodeFile(e.nodeid),
    fileSha256: e.file_sha256,
    reason: e.reason,
    source: refAt(doc, `/entries/${i}`)
  }));
  return { entries, findings };
}
function entryFindings(doc, e, i) {
  const out = [];
  if (!isRelativePath(nodeFile(e.nodeid))) {
    out.push(
      findingAt(
        doc,
        "quarantine.bad-node",
        `node id "${e.nodeid}" does not start with a repository-relative test file`,
        `/entries/${i}/nodeid`,
        "use pytest's form: path/to/test_file.py::test_name"
      )
    );
  }
  const digest = digestFinding(doc, "quarantine", `entry "${e.nodeid}"`, e.file_sha256, `/entries/${i}/file_sha256`);
  if (digest) out.push(digest);
  return out;
}

// src/core/formats/sealed.ts
var ORACLE_MODULES = ["properties.py", "properties.mjs"];
function parseSeeds(file, text) {
  const parsed = parseChecked(file, text, "seeds", "seeds");
  if (parsed.doc === null) return { cases: null, findings: parsed.findings };
  const { doc, value } = parsed;
  const findings = duplicateFindings(
    doc,
    "seeds.duplicate-id",
    value.cases.map((c) => c.id),
    (i) => `/cases/${i}/id`,
    "case id"
  );
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
async function loadOracle(dir, read) {
  const seedsFile = `${dir}/seeds.json`;
  const seeds = await read(seedsFile);
  const findings = [...seeds.findings];
  const modules = [];
  for (const m of ORACLE_MODULES) {
    const r = await read(`${dir}/${m}`);
    findings.push(...r.findings);
    if (r.text !== null || r.findings.length > 0) modules.push(m);
  }
  if (seeds.text === null) {
    if (modules.length > 0 && seeds.findings.length === 0) {
      findings.push(
        error("oracle.no-seeds", `${dir}/${modules[0]} has no seeds.json beside it`, {
          file: `${dir}/${modules[0]}`,
          hint: "add seeds.json or remove the oracle"
        })
      );
    }
    return { property: null, absent: modules.length === 0 && seeds.findings.length === 0, findings };
  }
  if (modules.length !== 1) {
    const found = modules.length === 0 ? "neither" : "both";
    findings.push(
      error("oracle.module", `${found} of ${ORACLE_MODULES.join(" / ")} exist beside ${seedsFile}; exactly one must`, {
        file: seedsFile,
        hint: "keep exactly one oracle module"
      })
    );
  }
  const parsed = parseSeeds(seedsFile, seeds.text);
  findings.push(...parsed.findings);
  if (dir.includes(":")) {
    findings.push(
      error("oracle.property-id", `oracle directory "${dir}" contains ":", which separates plan row ids`, { file: seedsFile, hint: "move the oracle" })
    );
  }
  const property = parsed.cases !== null && modules.length === 1 ? sealedProperty(dir, modules[0], seedsFile, parsed.cases) : null;
  return { property, absent: false, findings };
}

// src/core/formats/load.ts
async function loadSealedModel(config, tree) {
  const properties = [];
  const ledgerFreezes = [];
  const quarantine = [];
  const findings = [];
  const files = [];
  const read = async (path) => {
    try {
      const bytes = await tree.readFile(path);
      if (bytes === null) return { text: null, findings: [] };
      files.push(path);
      return decode(path, bytes);
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      return { text: null, findings: [fromError(err, "input.unreadable")] };
    }
  };
  const missing = (key, path, what) => {
    if (!config.explicit.has(key)) return;
    findings.push(
      error(`${key}.missing`, `"${key}" in the config names ${what} ${path}, which is configured but missing at ${tree.label ?? "the base commit"}`, {
        file: config.file ?? path,
        hint: `fix "${key}" in the config or add the file`
      })
    );
  };
  const journalPaths = await globbed(tree, config.journals, findings);
  if (journalPaths?.length === 0) missing("journals", config.journals, "the journal glob");
  await tree.prefetch?.(journalPaths ?? []);
  for (const path of journalPaths ?? []) {
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
  } else if (ledger.findings.length === 0) missing("ledger", config.ledger, "the ledger");
  const oracle = await loadOracle(config.oracle, read);
  findings.push(...oracle.findings);
  if (oracle.property) properties.push(oracle.property);
  else if (oracle.absent) missing("oracle", `${config.oracle}/seeds.json`, "the sealed oracle");
  const catalogue = await read(config.quarantine);
  findings.push(...catalogue.findings);
  if (catalogue.text !== null) {
    const q = parseQuarantine(config.quarantine, catalogue.text);
    quarantine.push(...q.entries);
    findings.push(...q.findings);
  } else if (catalogue.findings.length === 0) missing("quarantine", config.quarantine, "the quarantine catalogue");
  findings.push(...crossFindings(properties, ledgerFreezes, quarantine));
  return { properties, ledgerFreezes, quarantine, findings, files };
}
async function globbed(tree, pattern, findings) {
  try {
    return [...await tree.glob(pattern)].sort();
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    findings.push(fromError(err, "input.unreadable"));
    return null;
  }
}
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decode(path, bytes) {
  const refuse = (message) => ({
    text: null,
    findings: [error("input.encoding", `${path} ${message}`, { file: path, line: 1, hint: "save the file as UTF-8 without a byte-order mark" })]
  });
  if (bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) return refuse("starts with a UTF-8 byte-order mark");
  try {
    return { text: utf8.decode(bytes), findings: [] };
  } catch {
    return refuse("is not valid UTF-8");
  }
}

export {
  loadSealedModel
};
