// seedgate's second jest setup file, under `isolation: process` only (issue 44 item 6):
// it starts the subject process before the test file loads (its start-up overlaps
// jest's), and writes each thing the subject could not serve (fast-check-oracle.mjs's
// isolation events) to SEEDGATE_JEST_ISOLATION at once, one JSON line each, so a refusal
// is on record even when it ends the test file before any hook runs. seedgate's
// reporter (jest-reporter.cjs) puts each on the result channel: the row is then an
// error, whatever the test said.
"use strict";
const { appendFileSync } = require("node:fs");

const file = process.env.SEEDGATE_JEST_ISOLATION || undefined;
if (file !== undefined) {
  const recorded = [];
  recorded.push = (...whats) => {
    // The test file it happened in: a batch of seeds (src/runners/jest/batch.ts) writes every seed's here.
    const test = globalThis.expect?.getState?.().testPath;
    for (const what of whats) appendFileSync(file, `${JSON.stringify({ what: String(what), ...(test ? { file: test } : {}) })}\n`);
    return Array.prototype.push.apply(recorded, whats);
  };
  globalThis[Symbol.for("seedgate.isolation.events")] = recorded;
  try {
    // A batch of seeds (src/runners/jest/batch.ts): the subject the worker's last file kept gets fresh modules, or a new one starts.
    require("../boundary/jest-oracle.cjs").warmSubject(Boolean(process.env.SEEDGATE_SEEDS_DIR));
  } catch {
    // recorded as an isolation event: the first proxy says so again
  }
}
