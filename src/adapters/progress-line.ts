// A plain progress line for CI logs, shared by both faces (the CLI off a terminal, the
// action always): a log must never sit silent for minutes while rows run.
export const PLAIN_EVERY_MS = 10_000;

export interface Clock {
  now(): number;
  /** An interval that does not keep the process alive; returns its cancel. */
  every(ms: number, fn: () => void): () => void;
}

const hostClock: Clock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const t = setInterval(fn, ms);
    t.unref();
    return () => clearInterval(t);
  },
};

/**
 * A plain progress line for logs: `what done/total rows (pct %), n not passing, elapsed`,
 * written when a tenth of the rows is crossed, at the last row, and by a heartbeat when
 * 10 s pass without a line (a long row). The heartbeat runs from the first row to the last.
 */
export function plainProgress(write: (line: string) => void, what: string, clock: Clock = hostClock) {
  const started = clock.now();
  let [done, total, failing, last, stop] = [0, 0, 0, started, undefined as (() => void) | undefined];
  const line = () => {
    last = clock.now();
    const pct = total === 0 ? 100 : Math.floor((100 * done) / total);
    write(`  ${what}: ${done}/${total} rows (${pct} %), ${failing} not passing, ${((last - started) / 1000).toFixed(0)} s`);
  };
  return (passed: boolean, nowDone: number, nowTotal: number): void => {
    const tenth = (n: number) => Math.floor((10 * n) / Math.max(1, nowTotal));
    const crossed = tenth(nowDone) > tenth(done) || nowTotal !== total;
    [done, total] = [nowDone, nowTotal];
    if (!passed) failing++;
    stop ??= clock.every(PLAIN_EVERY_MS, () => (clock.now() - last >= PLAIN_EVERY_MS ? line() : undefined));
    if (crossed || done === total || clock.now() - last >= PLAIN_EVERY_MS) line();
    if (done === total) (stop(), (stop = undefined), (failing = 0));
  };
}
