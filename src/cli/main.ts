#!/usr/bin/env node
// seedgate CLI entry point (dist/cli.js).
import { becomeSubreaper, RUNS_PR_CODE } from "../adapters/subreaper.js";
import { describeError } from "../core/errors.js";
import { main } from "./dispatch.js";
import { processIo } from "./io.js";

const argv = process.argv.slice(2);
// Commands that run pull-request code keep what it leaves running as their descendants.
if (RUNS_PR_CODE.has(argv[0] ?? "")) await becomeSubreaper();
main(argv, processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${describeError(err)}\n`);
    process.exitCode = 2;
  },
);
