// seedgate's result channel for its Node harness files (docs/protocol.md): the one writer
// of fd 3 on the Node side, as seedgate_channel.py is on the Python side. CommonJS, so
// jest's CommonJS reporter can require it and the ES modules can import it. Each row is
// one JSON line in one synchronous write, unbuffered: a process that exits right after
// (process.exit in the code under test) has already handed the kernel its row. writeSync
// is bound when this file loads, before any code under test runs.
"use strict";
const { writeSync } = require("node:fs");

/** The descriptor seedgate's Exec hands the child its channel on. */
const RESULT_FD = 3;

/** One row on fd 3, the whole line in one write. Throws when there is no channel (EBADF). */
function send(row) {
  writeSync(RESULT_FD, `${JSON.stringify(row)}\n`);
}

/** Rows in order; without a channel (a run of your own) nothing is written and nothing throws. */
function sendAll(rows) {
  try {
    for (const row of rows) send(row);
  } catch {
    // no channel: nothing to report to
  }
}

module.exports = { RESULT_FD, send, sendAll };
