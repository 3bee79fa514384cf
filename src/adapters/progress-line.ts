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

export interface PlainProgress {
  /** How many rows' first runs have ended (the engine's onEnded, 0 as the rows start): progress only, and the heartbeat's start. */
  ended(ended: number, total: number): void;
  /** A batched row told as it ended (the engine's onRowEnded): one that did not pass counts as not passing from now. */
  told(id: string, as: string): void;
  /** A row's final result, `done` of `total` (the engine's onResult): it corrects what the row was told as (`id`), never counted twice. */
  result(passed: boolean, done: number, total: number, id?: string): void;
}

/**
 * "Not passing" so far: a row told not passing as it ended counts at once, and its final
 * result, which wins, only moves the count if it passed after all.
 */
export function notPassing() {
  const early = new Set<string>();
  let n = 0;
  return {
    count: () => n,
    told(id: string, as: string): void {
      if (passing(as) || early.has(id)) return;
      early.add(id);
      n++;
    },
    /** True when the row was counted as it ended. */
    result(passed: boolean, id?: string): boolean {
      const counted = id !== undefined && early.delete(id);
      if (counted && passed) n--;
      else if (!counted && !passed) n++;
      return counted;
    },
    reset(): void {
      early.clear();
      n = 0;
    },
  };
}

/**
 * A plain progress line for logs: `what done/total rows ended (pct %), n not passing, elapsed`,
 * written when a tenth of the rows is crossed, at the last row, and by a heartbeat when
 * 10 s pass without a line (a long row, or a batch whose rows all return at its end).
 * `done` is the larger of the rows whose first run ended and the rows with a final
 * result; the heartbeat runs from the rows' start (or first result) to the last result.
 */
export function plainProgress(write: (line: string) => void, what: string, clock: Clock = hostClock): PlainProgress {
  const started = clock.now();
  let [ended, done, total, last] = [0, 0, 0, started];
  const failing = notPassing();
  let stop: (() => void) | undefined;
  const shown = () => Math.max(ended, done);
  let written = "";
  const line = () => {
    last = clock.now();
    const pct = total === 0 ? 100 : Math.floor((100 * shown()) / total);
    const text = `  ${what}: ${shown()}/${total} rows ended (${pct} %), ${failing.count()} not passing, ${((last - started) / 1000).toFixed(0)} s`;
    // The last first run and the last result often say the same within a second: once is enough.
    if (text !== written) write((written = text));
  };
  /** One count moved: a line if a tenth was crossed, the total changed, the rows are all done, or the log has been quiet 10 s. */
  const moved = (nowTotal: number, update: () => void) => {
    const tenth = (n: number) => Math.floor((10 * n) / Math.max(1, nowTotal));
    const before = nowTotal === total ? tenth(shown()) : -1;
    total = nowTotal;
    update();
    stop ??= clock.every(PLAIN_EVERY_MS, () => (clock.now() - last >= PLAIN_EVERY_MS ? line() : undefined));
    if (tenth(shown()) > before || done === total || clock.now() - last >= PLAIN_EVERY_MS) line();
    // The last result: the heartbeat stops and the next run of rows (check's next lane) counts afresh.
    if (done === total) (stop(), (stop = undefined), ([ended, done, total] = [0, 0, 0]), failing.reset());
  };
  return {
    ended: (nowEnded, nowTotal) => moved(nowTotal, () => void (ended = Math.max(ended, nowEnded))),
    told: (id, as) => failing.told(id, as),
    result: (passed, nowDone, nowTotal, id) =>
      moved(nowTotal, () => {
        done = nowDone;
        failing.result(passed, id);
      }),
  };
}

/** Only a pass passes: an error or a timeout is not passing, in a hunt as in a lane (a log must not read "0 not passing" over broken seeds). */
export const passing = (outcome: string): boolean => outcome === "pass";

/** A hunt's plain line as the engine's two callbacks, for both faces: a seed that hit, errored or timed out is not passing. */
export function huntLines(write: (line: string) => void, what: string, clock: Clock = hostClock) {
  const line = plainProgress(write, what, clock);
  return {
    onResult: (r: { readonly outcome: string }, done: number, total: number) => line.result(passing(r.outcome), done, total),
    onEnded: (ended: number, total: number) => line.ended(ended, total),
  };
}

interface LaneRow {
  readonly property: string;
  readonly kind: string;
  readonly key: string;
}

/**
 * The action's lane lines as the engine's three callbacks: every row that did not pass, a batched
 * one as it ends (counted as not passing from then), and a row told as it ended again with its
 * final result, which wins (a pass too); the plain line counts no row twice.
 */
export function laneLines(write: (line: string) => void, what: string, clock: Clock = hostClock) {
  const line = plainProgress(write, what, clock);
  const told = new Set<string>();
  const id = (row: LaneRow) => `${row.property} ${row.kind} ${row.key}`;
  return {
    onResult: (r: { readonly row: LaneRow; readonly outcome: string }, done: number, total: number) => {
      if (!passing(r.outcome) || told.delete(id(r.row))) write(`[${done}/${total}] ${id(r.row)}: ${r.outcome}`);
      line.result(passing(r.outcome), done, total, id(r.row));
    },
    onEnded: (ended: number, total: number) => line.ended(ended, total),
    onRowEnded: (row: LaneRow, as: string) => {
      if (passing(as)) return;
      told.add(id(row));
      line.told(id(row), as);
      write(`[as it ended] ${id(row)}: ${as}`);
    },
  };
}
