#!/usr/bin/env node
// seedgate CLI entry point (dist/cli.js).
import { describeError } from "../core/errors.js";
import { main } from "./dispatch.js";
import { processIo } from "./io.js";

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${describeError(err)}\n`);
    process.exitCode = 2;
  },
);
