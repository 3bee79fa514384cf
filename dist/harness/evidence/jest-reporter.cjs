// seedgate's jest reporter for the jest preset, in jest's main process: one JSON row per
// finished test on fd 3, the result channel seedgate opened. jest's workers, where the
// code under test runs, are separate processes whose fd 3 is jest's own IPC pipe, never
// this one (the preset's config forces workers even for one file). A row carries the
// test's full name (describe blocks joined by " > ", as the selector writes it), jest's
// status for it, the run count the setup file recorded (jest-setup.cjs) and, for a
// failure, jest's message (fast-check's counterexample). A file that never ran is a
// row too. Without a channel (a run of your own) it writes nothing.
"use strict";
const { readFileSync } = require("node:fs");
const channel = require("../protocol/channel.cjs");

/** The setup file's run counts by jest's space-joined full name; a name recorded twice is no evidence. */
function runCounts(file) {
  const counts = new Map();
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return counts; // no test reached the setup file's hooks
  }
  for (const line of text.split("\n")) {
    try {
      const { file, ...row } = JSON.parse(line);
      const key = file === undefined ? row.name : `${file}\0${row.name}`; // a batch's lines name their seed's file
      counts.set(key, counts.has(key) ? null : row);
    } catch {
      // a torn line is no count
    }
  }
  return counts;
}

/** What the subject could not serve (evidence/jest-isolation.cjs's lines) in test file `test`, or in any: each an isolation row, which makes the row an error. */
function refusals(file, test) {
  let text;
  try {
    text = file ? readFileSync(file, "utf8") : "";
  } catch {
    return []; // nothing was refused
  }
  const whats = text.split("\n").flatMap((line) => {
    try {
      const event = JSON.parse(line);
      return test === undefined || event.file === undefined || event.file === test ? [String(event.what)] : [];
    } catch {
      return line === "" ? [] : ["a torn line of seedgate's isolation record"];
    }
  });
  return [...new Set(whats)].map((what) => ({ event: "isolation", what }));
}

/** A stack frame or jest's code frame: a printed cause's text has ended. */
const FRAME = /^\s*(at |>?\s*\d+ \|)/;

/**
 * The causes jest printed under its "Cause:" heading in a file's failure text, by the
 * test's printed title (ancestors joined by " › "). jest 30.0's failureMessages leave
 * the cause out, so fast-check's "Property failed" wrap hid the test's assertion; newer
 * ones end with `[cause]: …`, which the row's message then gets too (assertion.ts reads it).
 */
function printedCauses(failureMessage) {
  const causes = new Map();
  let title;
  let lines; // the current test's cause, until its first frame
  for (const line of String(failureMessage ?? "").split("\n")) {
    const head = /^ {2}● (.*)$/.exec(line);
    if (head) [title, lines] = [head[1], undefined];
    else if (line === "    Cause:" && title !== undefined && !causes.has(title)) causes.set(title, (lines = []));
    else if (lines !== undefined && FRAME.test(line))
      lines = undefined; // a cause's own cause is not read
    else if (lines !== undefined) lines.push(line.replace(/^ {4}/, ""));
  }
  return new Map([...causes].map(([t, cause]) => [t, cause.join("\n").trim()]));
}

/** A failed test's message: jest's own, with the printed cause as `[cause]:` when jest left it out. */
function failureText(a, causes) {
  const message = a.failureMessages.join("\n");
  const cause = causes.get([...a.ancestorTitles, a.title].join(" › "));
  const withCause = cause && !/^\[cause\]: /m.test(message) ? `${message}\n\n[cause]: ${cause}` : message;
  return withCause.slice(0, 8000);
}

class SeedgateJestReporter {
  onTestResult(_test, testResult) {
    const counts = runCounts(process.env.SEEDGATE_JEST_RUNS ?? "");
    // A batch of seeds (SEEDGATE_SEEDS_DIR): every row names its seed's file, as `module`, and so do its counts.
    const batch = Boolean(process.env.SEEDGATE_SEEDS_DIR);
    const file = testResult.testFilePath;
    const own = batch ? { module: file } : {};
    const causes = printedCauses(testResult.failureMessage);
    const rows = testResult.testResults.map((a) => ({
      name: [...a.ancestorTitles, a.title].join(" > "),
      state: a.status,
      runs: counts.get(batch ? `${file}\0${a.fullName}` : a.fullName) ?? null,
      ...(a.status === "failed" ? { message: failureText(a, causes) } : {}),
      ...own,
    }));
    // A batch's file that failed to run has no row of its own test: its seed runs alone (src/runners/jest/batch.ts).
    if (testResult.testExecError) rows.push({ event: "file", message: String(testResult.testExecError.message).slice(0, 8000) });
    rows.push(...refusals(process.env.SEEDGATE_JEST_ISOLATION, batch ? file : undefined).map((r) => ({ ...r, ...own }))); // isolation: process (jest-isolation.cjs)
    channel.sendAll(rows); // no channel: nothing to report to
  }
}

module.exports = SeedgateJestReporter;
