import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  refuseUnlessHuman
} from "./chunk-RMAEPNF2.js";
import {
  workingTree
} from "./chunk-3FODDTKU.js";
import "./chunk-AYT3SRP2.js";
import {
  loadConfig
} from "./chunk-CB6KKIAZ.js";
import "./chunk-5AD4QTPM.js";
import {
  namedFile,
  workspaceAt
} from "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/promote.ts
import { resolve } from "node:path";

// src/modes/promote/promote.ts
import { createHash } from "node:crypto";

// src/core/edits/promote.ts
function promoteInLedger(ledger, req) {
  const properties = [...ledger.properties ?? []];
  let draft = [...ledger.draft ?? []];
  let index = properties.findIndex((p) => p.id === req.propertyId);
  let movedFromDraft = false;
  if (index === -1) {
    const fromDraft = draft.find((d) => typeof d === "object" && d !== null && d.id === req.propertyId);
    if (fromDraft === void 0) {
      throw new SeedgateError("usage", `no property "${req.propertyId}" in the ledger's properties or draft`, {
        hint: "add the property (with its fn selector) first"
      });
    }
    draft = draft.filter((d) => d !== fromDraft);
    properties.push({ ...fromDraft, pre_fix_failing_seeds: [], status: "owned" });
    index = properties.length - 1;
    movedFromDraft = true;
  }
  const prop = properties[index];
  const seeds = prop.pre_fix_failing_seeds ?? [];
  properties[index] = { ...prop, pre_fix_failing_seeds: seeds.includes(req.seed) ? seeds : [...seeds, req.seed], status: "owned" };
  const fixture = {
    id: `fx-${req.seed}`,
    property_id: req.propertyId,
    seed: req.seed,
    sha256: req.sha256,
    locked_by: "human",
    path: req.fixturePath
  };
  const fixtures = (ledger.fixtures ?? []).filter((f) => !(f.property_id === req.propertyId && f.seed === req.seed));
  return { ledger: { ...ledger, properties, fixtures: [...fixtures, fixture], draft }, movedFromDraft };
}
function capturedFixture(ledger, propertyId, seed) {
  const record = (ledger.draft ?? []).find(
    (d) => typeof d === "object" && d !== null && d.hunt === propertyId
  );
  if (record === void 0) return { ok: false, reason: `no hunt record for "${propertyId}" in the ledger's draft` };
  const fixtures = Array.isArray(record.fixtures) ? record.fixtures : [];
  const f = fixtures.find((x) => x.seed === seed || Array.isArray(x.duplicate_seeds) && x.duplicate_seeds.includes(seed));
  if (f === void 0) return { ok: false, reason: `the hunt record for "${propertyId}" captured no fixture for seed ${seed}` };
  if (typeof f.path !== "string" || typeof f.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(f.sha256))
    return { ok: false, reason: `the hunt record's fixture for seed ${seed} has no path or sha256` };
  return { ok: true, path: f.path, sha256: f.sha256 };
}
function recordSeed(ledger, propertyId, seed) {
  const properties = (ledger.properties ?? []).map((p) => {
    if (p.id !== propertyId) return p;
    const seeds = p.pre_fix_failing_seeds ?? [];
    return { ...p, pre_fix_failing_seeds: seeds.includes(seed) ? seeds : [...seeds, seed] };
  });
  return { ...ledger, properties };
}
function huntHits(ledger, propertyId) {
  const record = (ledger.draft ?? []).find(
    (d) => typeof d === "object" && d !== null && d.hunt === propertyId
  );
  if (record === void 0) return { ok: false, reason: `no hunt record for "${propertyId}" in the ledger's draft` };
  const hits = Array.isArray(record.hits) ? record.hits.filter((h) => Number.isSafeInteger(h) && h >= 0) : [];
  return hits.length === 0 ? { ok: false, reason: `the hunt record for "${propertyId}" lists no hits` } : { ok: true, hits };
}
function dropSpentHuntRecord(ledger, propertyId) {
  const h = huntHits(ledger, propertyId);
  const owned = new Set((ledger.properties ?? []).find((p) => p.id === propertyId)?.pre_fix_failing_seeds ?? []);
  if (!h.ok || !h.hits.every((s) => owned.has(s))) return ledger;
  return { ...ledger, draft: (ledger.draft ?? []).filter((d) => !(typeof d === "object" && d !== null && d.hunt === propertyId)) };
}

// src/modes/promote/promote.ts
async function promote(s, ports) {
  const ws = ports.workspace;
  const config = await loadConfig(workingTree(ws));
  const ledger = readLedger(ws, config.ledger);
  const fixturePath = `tests/fixtures/${s.seed}.bin`;
  const source = s.fixture === void 0 ? capturedBytes(ws, ledger, s, config.ledger) : named(s.fixture);
  const sha256 = sha256Of(source.bytes);
  const { ledger: next, movedFromDraft } = promoteInLedger(ledger, { seed: s.seed, propertyId: s.propertyId, fixturePath, sha256 });
  ws.makeDir("tests/fixtures");
  if (source.file !== fixturePath) ws.writeFile(fixturePath, source.bytes);
  ws.writeFile(config.ledger, JSON.stringify(next, null, 2) + "\n");
  return {
    command: "promote",
    seed: s.seed,
    propertyId: s.propertyId,
    fixture: fixturePath,
    sha256,
    lockedBy: "human",
    movedFromDraft,
    ledgerFile: config.ledger
  };
}
var sha256Of = (bytes) => createHash("sha256").update(bytes).digest("hex");
function readLedger(ws, file) {
  const bytes = ws.readFile(file);
  if (bytes === null) throw new SeedgateError("input", `${file} does not exist`, { file });
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (cause) {
    throw new SeedgateError("input", `${file} is not JSON: ${cause.message}`, { file, cause, hint: "run seedgate validate" });
  }
}
function named(f) {
  if (f.bytes === null) throw new SeedgateError("usage", `the fixture ${f.file} does not exist`, { file: f.file, hint: "--fixture names the seed's bytes" });
  return { file: f.file, bytes: f.bytes };
}
function capturedBytes(ws, ledger, s, ledgerFile) {
  const refuse = (why) => new SeedgateError("usage", `promote cannot find the bytes for seed ${s.seed}: ${why}`, {
    file: ledgerFile,
    hint: `run \`seedgate hunt --parent REV --property ${s.propertyId} --seeds ${s.seed}\` to capture them, or pass --fixture FILE`
  });
  const c = capturedFixture(ledger, s.propertyId, s.seed);
  if (!c.ok) throw refuse(c.reason);
  const bytes = ws.readFile(c.path);
  if (bytes === null) throw refuse(`${c.path}, which the hunt recorded, does not exist`);
  const actual = sha256Of(bytes);
  if (actual !== c.sha256) throw refuse(`${c.path} no longer hashes to the sha256 the hunt recorded (${c.sha256.slice(0, 12)}…)`);
  return { file: c.path, bytes };
}

// src/modes/promote/promote-many.ts
async function promoteMany(s, ports) {
  const ws = ports.workspace;
  const config = await loadConfig(workingTree(ws));
  let ledger = readLedger(ws, config.ledger);
  const seeds = s.seeds === "hits" ? hitsOf(ledger, s.propertyId, config.ledger) : [...new Set(s.seeds)];
  const byCapture = /* @__PURE__ */ new Map();
  let movedFromDraft = false;
  const writes = [];
  for (const seed of seeds) {
    const c = capturedFixture(ledger, s.propertyId, seed);
    const first = c.ok ? byCapture.get(c.path) : void 0;
    if (first !== void 0) {
      ledger = recordSeed(ledger, s.propertyId, seed);
      first.sameBytes.push(seed);
      continue;
    }
    const source = capturedBytes(ws, ledger, { seed, propertyId: s.propertyId }, config.ledger);
    const fixture = `tests/fixtures/${seed}.bin`;
    const sha256 = sha256Of(source.bytes);
    const next = promoteInLedger(ledger, { seed, propertyId: s.propertyId, fixturePath: fixture, sha256 });
    ledger = next.ledger;
    movedFromDraft ||= next.movedFromDraft;
    if (source.file !== fixture) writes.push({ path: fixture, bytes: source.bytes });
    byCapture.set(source.file, { seed, fixture, sha256, sameBytes: [] });
  }
  ledger = dropSpentHuntRecord(ledger, s.propertyId);
  ws.makeDir("tests/fixtures");
  for (const w of writes) ws.writeFile(w.path, w.bytes);
  ws.writeFile(config.ledger, JSON.stringify(ledger, null, 2) + "\n");
  return {
    command: "promote",
    propertyId: s.propertyId,
    seeds,
    fixtures: [...byCapture.values()],
    lockedBy: "human",
    movedFromDraft,
    ledgerFile: config.ledger
  };
}
function hitsOf(ledger, propertyId, file) {
  const h = huntHits(ledger, propertyId);
  if (!h.ok)
    throw new SeedgateError("usage", `promote --hits ${propertyId}: ${h.reason}`, {
      file,
      hint: `run \`seedgate hunt --parent REV --property ${propertyId} --out ${file}\` first: its record in draft lists the hits`
    });
  return [...h.hits];
}

// src/modes/promote/render.ts
function renderPromote(r, json) {
  const { ledgerFile, ...shape } = r;
  if (json) return JSON.stringify(shape, null, 2);
  const moved = r.movedFromDraft ? "; moved it out of draft" : "";
  return [
    `wrote ${r.fixture} sha256=${r.sha256}`,
    `recorded seed ${r.seed} for ${r.propertyId} in ${ledgerFile} (locked_by: human)${moved}`,
    "review the diff, then commit it in a sealed-only pull request"
  ].join("\n");
}
function renderPromoteMany(r, json) {
  const { ledgerFile, ...shape } = r;
  if (json) return JSON.stringify(shape, null, 2);
  const moved = r.movedFromDraft ? "; moved it out of draft" : "";
  return [
    ...r.fixtures.map((f) => `wrote ${f.fixture} sha256=${f.sha256}${f.sameBytes.length ? ` (seeds ${f.sameBytes.join(", ")} shrank to the same bytes)` : ""}`),
    `recorded seeds ${r.seeds.join(", ")} for ${r.propertyId} in ${ledgerFile} (locked_by: human)${moved}`,
    "review the diff, then commit it in a sealed-only pull request"
  ].join("\n");
}

// src/cli/promote.ts
async function promoteCli({ values, positionals, usage }, io) {
  refuseUnlessHuman("promote", "promotion");
  const root = resolve(values.cwd ?? ".");
  if (values.hits === true || positionals.length > 2) return promoteSeveral({ values, positionals, usage }, root, io);
  const [seedText, propertyId] = positionals;
  if (seedText === void 0 || propertyId === void 0 || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED… PROPERTY_ID, or --hits PROPERTY_ID", { hint: usage });
  const fixture = values.fixture === void 0 ? {} : { fixture: namedFile(root, root, values.fixture) };
  const r = await promote({ seed: Number(seedText), propertyId, ...fixture }, { workspace: workspaceAt(root) });
  io.out(renderPromote(r, values.json === true));
  return "success";
}
async function promoteSeveral({ values, positionals, usage }, root, io) {
  if (values.fixture !== void 0) throw new SeedgateError("usage", "--fixture names one seed's bytes: promote one seed with it", { hint: usage });
  const propertyId = positionals.at(-1);
  const seedTexts = positionals.slice(0, -1);
  if (propertyId === void 0 || values.hits === true && seedTexts.length > 0 || seedTexts.some((t) => !/^\d+$/.test(t)))
    throw new SeedgateError("usage", values.hits ? "expected --hits PROPERTY_ID (no seeds: --hits takes the hunt's)" : "expected SEED… PROPERTY_ID", {
      hint: usage
    });
  const seeds = values.hits === true ? "hits" : seedTexts.map(Number);
  const r = await promoteMany({ propertyId, seeds }, { workspace: workspaceAt(root) });
  io.out(renderPromoteMany(r, values.json === true));
  return "success";
}
export {
  promoteCli
};
