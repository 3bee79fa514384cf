// What a lane unit holds of the engine's workers (src/runners/workers.ts), step by step.
import { expect, test } from "vitest";
import { unitHold, workers } from "../../src/runners/workers.js";

/** A pool of two with a probe: how many are busy (taken one by one until full). */
function probe() {
  const pool = workers(2);
  const busy = () => {
    const extra: number[] = [];
    while (!pool.full()) (pool.take(1), extra.push(1));
    const n = 2 - extra.length;
    pool.take(-extra.length);
    return n;
  };
  return { pool, busy };
}

test("a booting unit holds one worker, its width once ready, fewer as its rows end, never none until it returns", () => {
  const { pool, busy } = probe();
  const hold = unitHold(pool, 3, 2, true);
  expect(busy()).toBe(1);
  hold.ended(0); // an error line before the zygotes were up: still booting
  expect(busy()).toBe(1);
  hold.ready();
  expect(busy()).toBe(2);
  hold.ended(1);
  expect(busy()).toBe(1); // one row left
  hold.ended(2);
  expect(busy()).toBe(1); // none left, but its reruns may still run
  hold.end();
  expect(busy()).toBe(0);
});

test("a unit that does not boot holds its width at once; rows told twice or out of range change nothing", () => {
  const { pool, busy } = probe();
  const hold = unitHold(pool, 4, 2, false);
  expect(busy()).toBe(2);
  hold.ended(0);
  hold.ended(0);
  hold.ended(7);
  hold.ended(-1);
  expect(busy()).toBe(2); // three rows left
  hold.ready(); // not a booting unit: nothing to change
  expect(busy()).toBe(2);
});

test("a release wakes whoever waits for a worker; taking does not", async () => {
  const pool = workers(1);
  pool.take(1);
  let woke = false;
  const waiting = pool.released().then(() => (woke = true));
  pool.take(1);
  await Promise.resolve();
  expect(woke).toBe(false);
  pool.take(-2);
  await waiting;
  expect(woke).toBe(true);
  expect(pool.full()).toBe(false);
});
