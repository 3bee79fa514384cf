#!/usr/bin/env node
// seedgate CLI entry point (dist/cli.js).
import { becomeSubreaper } from "../adapters/subreaper.js";
import { describeError } from "../core/errors.js";
import { runsPrCode } from "../modes/table.js";
import { main } from "./dispatch.js";
import { processIo } from "./io.js";

const argv = process.argv.slice(2);
// Modes that run pull-request code keep what it leaves running as their descendants.
if (runsPrCode(argv[0] ?? "")) await becomeSubreaper();
main(argv, processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${describeError(err)}\n`);
    process.exitCode = 2;
  },
);
