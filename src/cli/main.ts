#!/usr/bin/env node
// seedgate CLI entry point (dist/cli.js).
import { becomeSubreaper } from "../adapters/subreaper.js";
import { describeError } from "../core/errors.js";
import { runsPrCode, warmsOracle } from "../modes/table.js";
import { processIo } from "./io.js";
import { plainSealArgs, runPlainSeal } from "./seal-fast.js";

// A reader that stops early (`seedgate --help | head -1`) closes the pipe: nothing more
// can be read, so the command ends quietly, as a C tool ends on SIGPIPE.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code !== "EPIPE") throw err;
  process.exit(process.exitCode ?? 0);
});

const argv = process.argv.slice(2);
const lanes = warmsOracle(argv[0] ?? "") && !argv.some((a) => a === "-h" || a === "--help");
const warming = () => import("../adapters/warm-oracle.js");
// Modes that run pull-request code keep what it leaves running as their descendants; the
// re-run's shim starts a lane's warm oracle interpreter before the re-run's Node starts.
if (runsPrCode(argv[0] ?? "")) await becomeSubreaper(lanes ? async () => (await warming()).earlyWarmStart(argv) : undefined);
// Lanes: the oracle interpreter imports its framework while this process loads the mode.
if (lanes) (await warming()).warmOracle(argv);
// The seal runs on every pull request: its plain spellings skip the full parser.
const plainSeal = plainSealArgs(argv);
const running = plainSeal ? runPlainSeal(plainSeal, processIo()) : import("./dispatch.js").then(({ main }) => main(argv, processIo()));
running.then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${describeError(err)}\n`);
    process.exitCode = 2;
  },
);
