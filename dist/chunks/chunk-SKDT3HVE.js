import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/runners/workers.ts
function workers(slots) {
  let busy = 0;
  let wake;
  return {
    full: () => busy >= slots,
    released: () => new Promise((resolve) => wake = resolve),
    take(n) {
      busy += n;
      if (n < 0) wake?.();
    }
  };
}
function unitHold(pool, size, width, boots) {
  let booted = !boots;
  let held = 0;
  const left = new Set(Array.from({ length: size }, (_, j) => j));
  const settle = () => {
    const want = booted ? Math.max(1, Math.min(width, left.size)) : 1;
    pool.take(want - held);
    held = want;
  };
  settle();
  return {
    ready() {
      booted = true;
      settle();
    },
    /** Row `j` of the unit ended (told twice, or out of range: ignored). */
    ended(j) {
      if (left.delete(j)) settle();
    },
    end() {
      pool.take(-held);
      held = 0;
    }
  };
}

// src/runners/engine.ts
var NOT_RERUN = "not rerun: the verdict is already red";
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
  const failed = row.lane === "replay" && row.kind === "seed" && (first.outcome === "fail" || first.outcome === "timeout");
  if (!failed) return { row, outcome: classifyRow(row, attempts), attempts };
  if (reruns === 0) return { row, outcome: classifyRow(row, attempts), attempts };
  if (!row.frozen) return { row, outcome: classifyRow(row, attempts), attempts, notRerun: NOT_RERUN };
  for (let i = 0; i < reruns; i++) attempts.push(await runOne(row));
  return { row, outcome: classifyRow(row, attempts), attempts };
}
function batchUnits(rows, key, concurrency, fans = () => false) {
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
    if (u.length > 1 && fans(rows[u[0]])) return [u];
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
function endedRows(total, report) {
  const seen = /* @__PURE__ */ new Set();
  const tell = () => {
    try {
      report?.(seen.size, total);
    } catch {
    }
  };
  if (total > 0) tell();
  const end = (index) => {
    if (seen.has(index)) return false;
    seen.add(index);
    if (report !== void 0) tell();
    return true;
  };
  return Object.assign(end, { has: (index) => seen.has(index) });
}
async function runRows(rows, runOne, opts) {
  const results = new Array(rows.length);
  const fans = (r) => opts.batch?.fans?.(r) === true;
  const units = batchUnits(rows, opts.batch && ((r) => opts.batch.key(r)), opts.concurrency, fans);
  const slots = Math.max(1, opts.concurrency);
  let done = 0;
  const ended = endedRows(rows.length, opts.onEnded);
  const tellRow = (row, as) => {
    try {
      opts.onRowEnded?.(row, as);
    } catch {
    }
  };
  const widthOf = (unit) => unit.length > 1 && fans(rows[unit[0]]) ? Math.min(slots, unit.length) : 1;
  const bootsOf = (unit) => widthOf(unit) > 1 && opts.batch?.boots?.(rows[unit[0]]) === true;
  const pool = workers(slots);
  const firstRuns = async (unit, hold) => {
    const unitRows = unit.map((i) => rows[i]);
    if (unit.length === 1 || !opts.batch) return [await runOne(unitRows[0])];
    const onEnded = (j, as) => {
      const i = unit[j];
      if (i === void 0) return;
      if (as !== void 0 && !ended.has(i)) tellRow(rows[i], as);
      ended(i);
      hold.ended(j);
    };
    const outs = await opts.batch.run(unitRows, { ended: onEnded, width: widthOf(unit), ready: hold.ready });
    return unit.map((_, j) => outs[j] ?? missingOutcome);
  };
  const runUnit = async (unit, hold) => {
    const firsts = await firstRuns(unit, hold);
    for (const i of unit) ended(i);
    for (const [j, i] of unit.entries()) {
      results[i] = await finishRow(rows[i], firsts[j], runOne, opts.reruns);
      opts.onResult?.(results[i], ++done, rows.length);
    }
  };
  const running = /* @__PURE__ */ new Set();
  for (const unit of units) {
    while (pool.full()) await pool.released();
    const hold = unitHold(pool, unit.length, widthOf(unit), bootsOf(unit));
    const run = runUnit(unit, hold).finally(() => {
      hold.end();
      running.delete(run);
    });
    running.add(run);
    run.catch(() => void 0);
  }
  await Promise.all(running);
  return results;
}

export {
  runRows
};
