import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/sealed-restore.ts
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
function realDir(root, dir) {
  let cur = root;
  for (const seg of dir.split("/").filter(Boolean)) {
    cur = join(cur, seg);
    const st = lstatOrNull(cur);
    if (st !== null && !st.isDirectory()) rmSync(cur, { force: true, recursive: true });
    if (st === null || !st.isDirectory()) mkdirSync(cur);
    else if ((st.mode & 128) === 0) chmodSync(cur, 493);
  }
}
var lstatOrNull = (p) => {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
};
function walk(root, rel, out) {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (rel === "" && d.name === ".git") continue;
    if (d.isDirectory()) walk(root, p, out);
    else out.push(p);
  }
}
async function restoreSealed(git, root, baseSha, matcher) {
  const base = (await git.lsTree(baseSha)).filter((e) => e.type === "blob" && matcher.match(e.path) !== null);
  const keep = new Set(base.map((e) => e.path));
  const present = [];
  walk(root, "", present);
  const removed = present.filter((p) => !keep.has(p) && matcher.match(p) !== null);
  for (const p of removed) rmSync(join(root, p), { force: true });
  const blobs = await git.readBlobs(base.map((e) => e.oid));
  for (const e of base) {
    const slash = e.path.lastIndexOf("/");
    realDir(root, slash === -1 ? "" : e.path.slice(0, slash));
    const abs = join(root, e.path);
    rmSync(abs, { force: true, recursive: true });
    if (e.mode === "120000") symlinkSync(blobs.get(e.oid).toString("utf8"), abs);
    else writeFileSync(abs, blobs.get(e.oid), { mode: e.mode === "100755" ? 365 : 292 });
  }
  return { restored: base.length, removed };
}

// src/runners/engine.ts
function classifyRow(row, attempts) {
  const first = attempts[0];
  let outcome;
  if (first.outcome === "pass") outcome = "pass";
  else if (first.outcome === "error") outcome = "error";
  else if (attempts.slice(1).some((a) => a.outcome === "pass")) outcome = "flaky";
  else outcome = first.outcome;
  const failedEvery = attempts.every((a) => a.outcome === "fail");
  if (row.frozen && !failedEvery && (outcome === "fail" || outcome === "timeout" || outcome === "flaky")) return "frozen";
  return outcome;
}
async function finishRow(row, first, runOne, reruns) {
  const attempts = [first];
  const rerunnable = row.lane === "replay" && row.kind === "seed";
  if (rerunnable && (first.outcome === "fail" || first.outcome === "timeout")) {
    for (let i = 0; i < reruns; i++) attempts.push(await runOne(row));
  }
  return { row, outcome: classifyRow(row, attempts), attempts };
}
function batchUnits(rows, key, concurrency) {
  const groups = /* @__PURE__ */ new Map();
  const units = [];
  rows.forEach((row, i) => {
    const k = key?.(row);
    if (k === void 0) return void units.push([i]);
    const group = groups.get(k);
    if (group) return void group.push(i);
    const fresh = [i];
    groups.set(k, fresh);
    units.push(fresh);
  });
  return units.flatMap((u) => {
    const size = Math.ceil(u.length / Math.max(1, concurrency));
    return Array.from({ length: Math.ceil(u.length / size) }, (_, c) => u.slice(c * size, (c + 1) * size));
  });
}
var missingOutcome = {
  outcome: "error",
  exitCode: null,
  durationMs: 0,
  tail: "",
  detail: "the batch runner returned no outcome for this row",
  location: void 0
};
async function runRows(rows, runOne, opts) {
  const results = new Array(rows.length);
  const units = batchUnits(rows, opts.batch && ((r) => opts.batch.key(r)), opts.concurrency);
  let next = 0;
  let done = 0;
  const firstRuns = async (unit) => {
    const unitRows = unit.map((i) => rows[i]);
    if (unit.length === 1 || !opts.batch) return [await runOne(unitRows[0])];
    const outs = await opts.batch.run(unitRows);
    return unit.map((_, j) => outs[j] ?? missingOutcome);
  };
  const worker = async () => {
    for (let u = next++; u < units.length; u = next++) {
      const unit = units[u];
      const firsts = await firstRuns(unit);
      for (const [j, i] of unit.entries()) {
        results[i] = await finishRow(rows[i], firsts[j], runOne, opts.reruns);
        opts.onResult?.(results[i], ++done, rows.length);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, units.length)) }, worker));
  return results;
}

export {
  restoreSealed,
  runRows
};
