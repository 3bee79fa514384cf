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
  let [done, total, failing, last, stop] = [0, 0, 0, started, void 0];
  const line = () => {
    last = clock.now();
    const pct = total === 0 ? 100 : Math.floor(100 * done / total);
    write(`  ${what}: ${done}/${total} rows (${pct} %), ${failing} not passing, ${((last - started) / 1e3).toFixed(0)} s`);
  };
  return (passed, nowDone, nowTotal) => {
    const tenth = (n) => Math.floor(10 * n / Math.max(1, nowTotal));
    const crossed = tenth(nowDone) > tenth(done) || nowTotal !== total;
    [done, total] = [nowDone, nowTotal];
    if (!passed) failing++;
    stop ??= clock.every(PLAIN_EVERY_MS, () => clock.now() - last >= PLAIN_EVERY_MS ? line() : void 0);
    if (crossed || done === total || clock.now() - last >= PLAIN_EVERY_MS) line();
    if (done === total) stop(), stop = void 0, failing = 0;
  };
}

export {
  plainProgress
};
