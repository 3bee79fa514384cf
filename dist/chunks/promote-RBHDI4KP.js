import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  refuseUnlessHuman
} from "./chunk-EZKCTWXU.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  workingTree
} from "./chunk-DYI5XRPD.js";
import "./chunk-RLIFJMDM.js";
import {
  namedFile,
  workspaceAt
} from "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import {
  loadConfig
} from "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
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

// src/modes/promote/promote.ts
async function promote(s, ports) {
  const ws = ports.workspace;
  const config = await loadConfig(workingTree(ws));
  const ledger = readLedger(ws, config.ledger);
  const fixturePath = `tests/fixtures/${s.seed}.bin`;
  const source = s.fixture === void 0 ? huntCapture(ws, ledger, s, config.ledger) : named(s.fixture);
  const sha256 = createHash("sha256").update(source.bytes).digest("hex");
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
function huntCapture(ws, ledger, s, ledgerFile) {
  const refuse = (why) => new SeedgateError("usage", `promote cannot find the bytes for seed ${s.seed}: ${why}`, {
    file: ledgerFile,
    hint: `run \`seedgate hunt --parent REV --property ${s.propertyId} --seeds ${s.seed}\` to capture them, or pass --fixture FILE`
  });
  const c = capturedFixture(ledger, s.propertyId, s.seed);
  if (!c.ok) throw refuse(c.reason);
  const bytes = ws.readFile(c.path);
  if (bytes === null) throw refuse(`${c.path}, which the hunt recorded, does not exist`);
  const actual = createHash("sha256").update(bytes).digest("hex");
  if (actual !== c.sha256) throw refuse(`${c.path} no longer hashes to the sha256 the hunt recorded (${c.sha256.slice(0, 12)}…)`);
  return { file: c.path, bytes };
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

// src/cli/promote.ts
var USAGE = usageOf("promote");
async function promoteCli({ values, positionals }, io) {
  refuseUnlessHuman("promote", "promotion");
  const [seedText, propertyId, ...extra] = positionals;
  if (seedText === void 0 || propertyId === void 0 || extra.length > 0 || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED PROPERTY_ID", { hint: USAGE });
  const root = resolve(values.cwd ?? ".");
  const fixture = values.fixture === void 0 ? {} : { fixture: namedFile(root, root, values.fixture) };
  const r = await promote({ seed: Number(seedText), propertyId, ...fixture }, { workspace: workspaceAt(root) });
  io.out(renderPromote(r, values.json === true));
  return 0;
}
export {
  promoteCli
};
