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
function plainProgress(write, what, clock = hostClock) {
  const started = clock.now();
  let [ended, done, total, failing, last] = [0, 0, 0, 0, started];
  let stop;
  const shown = () => Math.max(ended, done);
  let written = "";
  const line = () => {
    last = clock.now();
    const pct = total === 0 ? 100 : Math.floor(100 * shown() / total);
    const text = `  ${what}: ${shown()}/${total} rows ended (${pct} %), ${failing} not passing, ${((last - started) / 1e3).toFixed(0)} s`;
    if (text !== written) write(written = text);
  };
  const moved = (nowTotal, update) => {
    const tenth = (n) => Math.floor(10 * n / Math.max(1, nowTotal));
    const before = nowTotal === total ? tenth(shown()) : -1;
    total = nowTotal;
    update();
    stop ??= clock.every(PLAIN_EVERY_MS, () => clock.now() - last >= PLAIN_EVERY_MS ? line() : void 0);
    if (tenth(shown()) > before || done === total || clock.now() - last >= PLAIN_EVERY_MS) line();
    if (done === total) stop(), stop = void 0, [ended, done, total, failing] = [0, 0, 0, 0];
  };
  return {
    ended: (nowEnded, nowTotal) => moved(nowTotal, () => void (ended = Math.max(ended, nowEnded))),
    result: (passed, nowDone, nowTotal) => moved(nowTotal, () => {
      done = nowDone;
      if (!passed) failing++;
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

export {
  plainProgress,
  passing,
  huntLines
};
