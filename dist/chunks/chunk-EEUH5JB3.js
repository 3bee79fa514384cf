import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/progress-line.ts
var PLAIN_EVERY_MS = 1e4;
var hostClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const t = setInterval(fn, ms);
    t.unref();
    return () => clearInterval(t);
  }
};
function notPassing() {
  const early = /* @__PURE__ */ new Set();
  let n = 0;
  return {
    count: () => n,
    told(id, as) {
      if (passing(as) || early.has(id)) return;
      early.add(id);
      n++;
    },
    /** True when the row was counted as it ended. */
    result(passed, id) {
      const counted = id !== void 0 && early.delete(id);
      if (counted && passed) n--;
      else if (!counted && !passed) n++;
      return counted;
    },
    reset() {
      early.clear();
      n = 0;
    }
  };
}
function plainProgress(write, what, clock = hostClock) {
  const started = clock.now();
  let [ended, done, total, last] = [0, 0, 0, started];
  const failing = notPassing();
  let stop;
  const shown = () => Math.max(ended, done);
  let written = "";
  const line = () => {
    last = clock.now();
    const pct = total === 0 ? 100 : Math.floor(100 * shown() / total);
    const text = `  ${what}: ${shown()}/${total} rows ended (${pct} %), ${failing.count()} not passing, ${((last - started) / 1e3).toFixed(0)} s`;
    if (text !== written) write(written = text);
  };
  const moved = (nowTotal, update) => {
    const tenth = (n) => Math.floor(10 * n / Math.max(1, nowTotal));
    const before = nowTotal === total ? tenth(shown()) : -1;
    total = nowTotal;
    update();
    stop ??= clock.every(PLAIN_EVERY_MS, () => clock.now() - last >= PLAIN_EVERY_MS ? line() : void 0);
    if (tenth(shown()) > before || done === total || clock.now() - last >= PLAIN_EVERY_MS) line();
    if (done === total) stop(), stop = void 0, [ended, done, total] = [0, 0, 0], failing.reset();
  };
  return {
    ended: (nowEnded, nowTotal) => moved(nowTotal, () => void (ended = Math.max(ended, nowEnded))),
    told: (id, as) => failing.told(id, as),
    result: (passed, nowDone, nowTotal, id) => moved(nowTotal, () => {
      done = nowDone;
      failing.result(passed, id);
    })
  };
}
var passing = (outcome) => outcome === "pass";
function huntLines(write, what, clock = hostClock) {
  const line = plainProgress(write, what, clock);
  return {
    onResult: (r, done, total) => line.result(passing(r.outcome), done, total),
    onEnded: (ended, total) => line.ended(ended, total)
  };
}
function laneLines(write, what, clock = hostClock) {
  const line = plainProgress(write, what, clock);
  const told = /* @__PURE__ */ new Set();
  const id = (row) => `${row.property} ${row.kind} ${row.key}`;
  return {
    onResult: (r, done, total) => {
      if (!passing(r.outcome) || told.delete(id(r.row))) write(`[${done}/${total}] ${id(r.row)}: ${r.outcome}`);
      line.result(passing(r.outcome), done, total, id(r.row));
    },
    onEnded: (ended, total) => line.ended(ended, total),
    onRowEnded: (row, as) => {
      if (passing(as)) return;
      told.add(id(row));
      line.told(id(row), as);
      write(`[as it ended] ${id(row)}: ${as}`);
    }
  };
}

export {
  notPassing,
  plainProgress,
  passing,
  huntLines,
  laneLines
};
