import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  usageError
} from "./chunk-FL3EEGAH.js";

// src/core/plan/plan.ts
var freezeActive = (p, now) => p.freeze !== void 0 && now.getTime() < Date.parse(p.freeze.until);
function planLane(model, lane, now, shard) {
  const voting = model.properties.filter((p) => p.votes);
  const rows = unique(lane === "replay" ? replayRows(voting, now) : holdoutRows(voting));
  return shard === void 0 ? rows : shardSlice(rows, shard);
}
function replayRows(props, now) {
  const fixtures = props.flatMap((p) => p.fixtures.map((f) => ({ lane: "replay", property: p.id, kind: "fixture", key: f.path, frozen: false })));
  const seeds = props.flatMap((p) => {
    const frozen = freezeActive(p, now) ? new Set(p.freeze.seeds) : /* @__PURE__ */ new Set();
    return p.replay.map((s) => ({ lane: "replay", property: p.id, kind: "seed", key: String(s.seed), frozen: frozen.has(s.seed) }));
  });
  const cases = props.flatMap((p) => p.cases.map((c) => ({ lane: "replay", property: p.id, kind: "case", key: c.id, frozen: false })));
  return [...fixtures, ...seeds, ...cases];
}
var holdoutRows = (props) => props.flatMap((p) => [
  ...p.holdout.map((s) => ({ lane: "holdout", property: p.id, kind: "seed", key: String(s.seed), frozen: false })),
  ...Array.from({ length: p.secretHoldout?.k ?? 0 }, (_, i) => ({
    lane: "holdout",
    property: p.id,
    kind: "seed",
    key: secretKey(i + 1),
    frozen: false
  }))
]);
var secretKey = (i) => `#${i}`;
var secretIndex = (key) => /^#[1-9]\d*$/.test(key) ? Number(key.slice(1)) : void 0;
function unique(rows) {
  const seen = /* @__PURE__ */ new Set();
  return rows.filter((r) => {
    const id = JSON.stringify([r.property, r.kind, r.key]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
function shardSlice(rows, shard) {
  const { index, total } = shard;
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(index) || index < 1 || index > total) {
    throw usageError(`invalid shard ${index}/${total}`, "shards are 1-based: index in 1..total");
  }
  const start = Math.floor((index - 1) * rows.length / total);
  const end = Math.floor(index * rows.length / total);
  return rows.slice(start, end);
}

export {
  planLane,
  secretIndex,
  shardSlice
};
