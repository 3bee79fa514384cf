import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  usageOf
} from "./chunk-52RQ4IYK.js";
import {
  fsTreeReader
} from "./chunk-JYN53WYC.js";
import "./chunk-RLIFJMDM.js";
import {
  loadConfig
} from "./chunk-4E5JOAD4.js";
import "./chunk-J3V26MF3.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/promote.ts
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

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

// src/cli/promote.ts
var USAGE = usageOf("promote");
async function promoteCli({ values, positionals }, io) {
  if (process.env.CI || process.env.GITHUB_ACTIONS) {
    throw new SeedgateError("usage", "promote refuses to run in CI (CI or GITHUB_ACTIONS is set)", {
      hint: "promotion is a human's write: run it on your machine, review the diff, commit it"
    });
  }
  if (!process.stdin.isTTY)
    throw new SeedgateError("usage", "promote refuses to run without a terminal", { hint: "promotion is a human's write; run it interactively" });
  const [seedText, propertyId, ...extra] = positionals;
  if (seedText === void 0 || propertyId === void 0 || extra.length > 0 || !/^\d+$/.test(seedText))
    throw new SeedgateError("usage", "expected SEED PROPERTY_ID", { hint: USAGE });
  const root = resolve(values.cwd ?? ".");
  const config = await loadConfig(fsTreeReader(root));
  const ledgerPath = join(root, config.ledger);
  if (!existsSync(ledgerPath)) throw new SeedgateError("input", `${config.ledger} does not exist`, { file: config.ledger });
  const seed = Number(seedText);
  const fixturePath = `tests/fixtures/${seed}.bin`;
  const ledger = JSON.parse(readFileSync(ledgerPath, "utf8"));
  const source = values.fixture ?? huntCapture(root, ledger, propertyId, seed, config.ledger);
  const bytes = readFileSync(resolve(root, source));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const { ledger: next, movedFromDraft } = promoteInLedger(ledger, { seed, propertyId, fixturePath, sha256 });
  mkdirSync(dirname(join(root, fixturePath)), { recursive: true });
  if (resolve(root, source) !== join(root, fixturePath)) copyFileSync(resolve(root, source), join(root, fixturePath));
  writeFileSync(ledgerPath, JSON.stringify(next, null, 2) + "\n");
  const result = { command: "promote", seed, propertyId, fixture: fixturePath, sha256, lockedBy: "human", movedFromDraft };
  io.out(
    values.json ? JSON.stringify(result, null, 2) : `wrote ${fixturePath} sha256=${sha256}
recorded seed ${seed} for ${propertyId} in ${config.ledger} (locked_by: human)${movedFromDraft ? "; moved it out of draft" : ""}
review the diff, then commit it in a sealed-only pull request`
  );
  return 0;
}
function huntCapture(root, ledger, propertyId, seed, ledgerFile) {
  const refuse = (why) => new SeedgateError("usage", `promote cannot find the bytes for seed ${seed}: ${why}`, {
    file: ledgerFile,
    hint: `run \`seedgate hunt --parent REV --property ${propertyId} --seeds ${seed}\` to capture them, or pass --fixture FILE`
  });
  const c = capturedFixture(ledger, propertyId, seed);
  if (!c.ok) throw refuse(c.reason);
  const at = resolve(root, c.path);
  if (!existsSync(at)) throw refuse(`${c.path}, which the hunt recorded, does not exist`);
  const actual = createHash("sha256").update(readFileSync(at)).digest("hex");
  if (actual !== c.sha256) throw refuse(`${c.path} no longer hashes to the sha256 the hunt recorded (${c.sha256.slice(0, 12)}…)`);
  return c.path;
}
export {
  promoteCli
};
