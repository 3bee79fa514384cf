import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  firstLine,
  runTree,
  summarise,
  verifiedFrom
} from "./chunk-6S3XP56H.js";
import {
  findTarget
} from "./chunk-RENMPSRC.js";
import {
  HOLDOUT_SECRET_ENV
} from "./chunk-G2VSTVAS.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/formats/hunt-partial.ts
var PARTIAL_KIND = "seedgate-hunt-partial";
var shardSeeds = (seeds, s) => seeds.filter((_, i) => i % s.total === s.index - 1);
function mergePartials(parts) {
  const first = parts[0];
  if (first === void 0) throw new SeedgateError("usage", "hunt merge takes the partial files of every shard", { hint: "seedgate hunt merge shard-*.json" });
  for (const { file, partial } of parts.slice(1))
    for (const field of ["property", "parent", "oracle", "seeds", "environment"])
      if (JSON.stringify(partial[field]) !== JSON.stringify(first.partial[field]))
        throw mismatch(file, field, `differs from ${first.file}'s: the partials are not shards of one hunt`);
  const total = first.partial.shard.total;
  const byIndex = /* @__PURE__ */ new Map();
  for (const { file, partial } of parts) {
    if (partial.shard.total !== total)
      throw mismatch(file, "shard", `is ${partial.shard.index}/${partial.shard.total}, but ${first.file} is of ${total} shards`);
    const twin = byIndex.get(partial.shard.index);
    if (twin !== void 0) throw mismatch(file, "shard", `${partial.shard.index}/${total} is given twice (also ${twin})`);
    byIndex.set(partial.shard.index, file);
    const want = shardSeeds(partial.seeds, partial.shard);
    if (JSON.stringify(partial.rows.map((r) => r.seed)) !== JSON.stringify(want))
      throw mismatch(file, "rows", `does not hold exactly shard ${partial.shard.index}/${total}'s seeds of the budget`);
  }
  const absent = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (absent.length > 0)
    throw new SeedgateError("input", `hunt merge: shard${absent.length > 1 ? "s" : ""} ${absent.map((i) => `${i}/${total}`).join(", ")} missing`, {
      hint: "pass the partial file of every shard; a merge of some shards is not the hunt's proposal"
    });
  const rows = new Map(parts.flatMap((p) => p.partial.rows.map((r) => [r.seed, r])));
  const { property, parent, oracle, seeds, environment } = first.partial;
  return { property, parent, oracle, seeds, environment, rows: seeds.map((s) => rows.get(s)) };
}
var mismatch = (file, field, why) => new SeedgateError("input", `${file}: ${field} ${why}`, { hint: "merge the partials of one `hunt --shard I/N` run, one file per shard" });
function parsePartial(text, file) {
  let v;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new SeedgateError("input", `${file}: not JSON (${e.message})`, { hint: "pass the files `hunt --shard I/N --out FILE` wrote" });
  }
  const bad = (field, want) => new SeedgateError("input", `${file}: ${field} must be ${want}`, { hint: "pass the files `hunt --shard I/N --out FILE` wrote, unedited" });
  const o = record(v) ?? fail(bad("the document", "an object"));
  if (o.kind !== PARTIAL_KIND || o.version !== 1) throw bad("kind/version", `"${PARTIAL_KIND}" version 1`);
  for (const f of ["property", "parent", "oracle"]) if (typeof o[f] !== "string" || o[f] === "") throw bad(f, "a non-empty string");
  if (!seedList(o.seeds)) throw bad("seeds", "a list of distinct whole numbers");
  const shard = record(o.shard);
  if (!shard || !whole(shard.index) || !whole(shard.total) || shard.index < 1 || shard.index > shard.total)
    throw bad("shard", "{index, total} with 1 <= index <= total");
  const env = record(o.environment);
  if (!env || !Object.values(env).every((x) => typeof x === "string")) throw bad("environment", "an object of strings");
  if (!Array.isArray(o.rows)) throw bad("rows", "a list");
  o.rows.forEach((r, i) => rowProblem(r) && fail(bad(`rows[${i}]${rowProblem(r)}`, "as `hunt --shard` writes it")));
  return o;
}
var OUTCOMES = ["pass", "fail", "timeout", "error"];
function rowProblem(v) {
  const r = record(v);
  if (!r || !whole(r.seed)) return ".seed";
  if (!OUTCOMES.includes(r.outcome)) return ".outcome";
  if (typeof r.durationMs !== "number" || typeof r.detail !== "string") return ".durationMs/.detail";
  if (r.maxExamples !== void 0 && !whole(r.maxExamples)) return ".maxExamples";
  if (r.shapes !== void 0 && !(Array.isArray(r.shapes) && r.shapes.every(shapeOf))) return ".shapes";
  const inputs = r.sealedInputs === void 0 ? void 0 : record(r.sealedInputs);
  if (r.sealedInputs !== void 0 && !(inputs && Object.values(inputs).every((x) => typeof x === "string"))) return ".sealedInputs";
  if (r.origins !== void 0 && !(Array.isArray(r.origins) && r.origins.every(originShape))) return ".origins";
  const c = r.capture === void 0 ? void 0 : record(r.capture);
  if (r.capture !== void 0 && !(c && (c.ok === true ? typeof c.bytes === "string" && typeof c.source === "string" : typeof c.reason === "string")))
    return ".capture";
  const p = r.replay === void 0 ? void 0 : record(r.replay);
  if (r.replay !== void 0 && !(p && typeof p.outcome === "string" && typeof p.detail === "string")) return ".replay";
  if (c?.ok === true && p === void 0) return ".replay";
  return void 0;
}
var originShape = (v) => {
  const o = record(v);
  const path = (x) => x === null || typeof x === "string";
  return o !== void 0 && typeof o.module === "string" && path(o.file) && typeof o.inside === "boolean" && path(o.local);
};
var shapeOf = (v) => {
  const s = record(v);
  if (s !== void 0 && "call" in s)
    return typeof s.call === "string" && Object.keys(s).length === 2 && (typeof s.handle === "string" || typeof s.value === "string");
  return s !== void 0 && typeof s.class === "string" && ["==", "<", "in"].includes(s.operator) && typeof s.against === "string";
};
var record = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var whole = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
var seedList = (v) => Array.isArray(v) && v.every(whole) && new Set(v).size === v.length && v.length > 0;
var fail = (e) => {
  throw e;
};

// src/modes/hunt/shard.ts
import { createHash } from "node:crypto";
async function huntShard(s, shard, ports) {
  const seeds = shardSeeds(s.seeds, shard);
  if (seeds.length === 0)
    throw new SeedgateError("usage", `--shard ${shard.index}/${shard.total}: a budget of ${s.seeds.length} seeds leaves this shard none`, {
      hint: `use at most ${s.seeds.length} shards`
    });
  const { parent, oracle, target, treeRun } = await runTree(s, seeds, ports);
  const rows = seeds.map((seed) => partialRow(seed, treeRun.runs.get(seed), treeRun.verified.get(seed)));
  const partial = {
    kind: PARTIAL_KIND,
    version: 1,
    property: target.property.id,
    parent,
    oracle,
    seeds: s.seeds,
    shard,
    environment: treeRun.environment,
    rows
  };
  const hits = rows.filter((r) => r.outcome === "fail").length;
  const message = `shard ${shard.index}/${shard.total}: ${seeds.length} of ${s.seeds.length} seeds, ${hits} hit${hits === 1 ? "" : "s"}; merge every shard's file with \`seedgate hunt merge\``;
  return { command: "hunt", status: "partial", property: target.property.id, shard, message, partial };
}
function partialRow(seed, run, verified) {
  const o = run.outcome;
  const capture = run.capture === void 0 ? {} : { capture: run.capture.ok ? { ...run.capture, bytes: run.capture.bytes.toString("base64") } : run.capture };
  return {
    seed,
    outcome: o.outcome,
    durationMs: Math.round(o.durationMs),
    detail: firstLine(o.detail),
    ...o.maxExamples === void 0 ? {} : { maxExamples: o.maxExamples },
    ...run.shapes === void 0 ? {} : { shapes: run.shapes },
    ...o.sealedInputs === void 0 ? {} : { sealedInputs: o.sealedInputs },
    ...o.origins ? { origins: o.origins } : {},
    ...capture,
    ...verified ? { replay: { outcome: verified.outcome, detail: firstLine(verified.detail) } } : {}
  };
}
async function mergeHunt(parts, s, ports) {
  const m = mergePartials(parts);
  const snapshot = await readBase(ports.git, m.oracle, s.configPath);
  const target = await findTarget(snapshot.config, await snapshot.sealedModel(), snapshot.tree, m.property);
  const runs = new Map(m.rows.map((r) => [r.seed, seedRun(r)]));
  const replays = new Map(m.rows.flatMap((r) => r.capture?.ok && r.replay ? [[sha256Of(runs.get(r.seed)), r.replay]] : []));
  const settings = { ...s, parent: m.parent, property: m.property, seeds: m.seeds };
  return summarise(settings, m.seeds, {
    parent: m.parent,
    oracle: m.oracle,
    target,
    treeRun: { runs, verified: verifiedFrom(target, runs, replays), environment: { ...m.environment } },
    git: ports.git,
    workspaceAt: ports.workspaceAt,
    now: ports.clock.now(),
    secretHoldouts: Boolean(ports.env[HOLDOUT_SECRET_ENV])
  });
}
function seedRun(r) {
  const outcome = {
    outcome: r.outcome,
    exitCode: null,
    durationMs: r.durationMs,
    tail: "",
    detail: r.detail,
    location: void 0,
    ...r.maxExamples === void 0 ? {} : { maxExamples: r.maxExamples },
    ...r.sealedInputs === void 0 ? {} : { sealedInputs: r.sealedInputs },
    ...r.origins ? { origins: r.origins } : {}
  };
  const shapes = r.shapes === void 0 ? {} : { shapes: r.shapes };
  if (r.capture === void 0) return { outcome, ...shapes };
  return { outcome, ...shapes, capture: r.capture.ok ? { ...r.capture, bytes: Buffer.from(r.capture.bytes, "base64") } : r.capture };
}
var sha256Of = (run) => createHash("sha256").update(run.capture.bytes).digest("hex");

export {
  parsePartial,
  huntShard,
  mergeHunt
};
