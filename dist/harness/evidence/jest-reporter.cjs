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
      const row = JSON.parse(line);
      counts.set(row.name, counts.has(row.name) ? null : row);
    } catch {
      // a torn line is no count
    }
  }
  return counts;
}

/** What the subject could not serve (evidence/jest-isolation.cjs's lines): each an isolation row, which makes the row an error. */
function refusals(file) {
  let text;
  try {
    text = file ? readFileSync(file, "utf8") : "";
  } catch {
    return []; // nothing was refused
  }
  const whats = text.split("\n").flatMap((line) => {
    try {
      return [String(JSON.parse(line).what)];
    } catch {
      return line === "" ? [] : ["a torn line of seedgate's isolation record"];
    }
  });
  return [...new Set(whats)].map((what) => ({ event: "isolation", what }));
}

class SeedgateJestReporter {
  onTestResult(_test, testResult) {
    const counts = runCounts(process.env.SEEDGATE_JEST_RUNS ?? "");
    const rows = testResult.testResults.map((a) => ({
      name: [...a.ancestorTitles, a.title].join(" > "),
      state: a.status,
      runs: counts.get(a.fullName) ?? null,
      ...(a.status === "failed" ? { message: a.failureMessages.join("\n").slice(0, 8000) } : {}),
    }));
    if (testResult.testExecError) rows.push({ event: "file", message: String(testResult.testExecError.message).slice(0, 8000) });
    rows.push(...refusals(process.env.SEEDGATE_JEST_ISOLATION)); // isolation: process (jest-isolation.cjs)
    channel.sendAll(rows); // no channel: nothing to report to
  }
}

module.exports = SeedgateJestReporter;
