#!/usr/bin/env node
import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-LAABB2II.js";
import {
  processIo
} from "./chunks/chunk-3RGJDOO5.js";
import {
  SeedgateError,
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/cli/dispatch.ts
var COMMANDS = {
  seal: { summary: "check the write-set and manifests of base..head", load: async () => (await import("./chunks/seal-HDI2LKRF.js")).sealCli },
  lane: { summary: "lane replay|holdout: run the base commit's seeds against this tree", load: async () => (await import("./chunks/lane-RCU7QZPB.js")).laneCli },
  manifest: { summary: "manifest write DIR | manifest verify DIR [--rev REV]", load: async () => (await import("./chunks/manifest-D7QPGGBM.js")).manifestCli },
  plan: { summary: "print the lane × shard matrix for strategy.matrix", load: async () => (await import("./chunks/plan-BLU25DQS.js")).planCli },
  promote: { summary: "a human locks a pre-fix seed's fixture in the ledger (seed 002)", load: async () => (await import("./chunks/promote-ISQI4LMI.js")).promoteCli },
  split: { summary: "derive holdout seeds from the parent SHA (seed 000)", load: async () => (await import("./chunks/split-EHVQ576Q.js")).splitCli },
  validate: { summary: "validate every sealed input (config, manifests, formats)", load: async () => (await import("./chunks/validate-KP2C6DL3.js")).validateCli },
  demo: { summary: "run the embedded demo in a throwaway repository", load: async () => (await import("./chunks/demo-O4ZSH7YE.js")).demoCli }
};
var USAGE = `seedgate ${VERSION} — a fail-closed merge gate for agent-written pull requests

usage: seedgate <command> [options]

commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`).join("\n")}

every command takes --json for a machine-readable result.
exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.`;
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    io.out(USAGE);
    return name === void 0 ? 2 : 0;
  }
  if (name === "--version" || name === "-V") {
    io.out(VERSION);
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (command === void 0) throw new SeedgateError("usage", `unknown command "${name}"`, { hint: "run seedgate --help" });
    return await (await command.load())(rest, io);
  } catch (err) {
    io.err(describeError(err));
    return 2;
  }
}

// src/cli/main.ts
main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${describeError(err)}
`);
    process.exitCode = 2;
  }
);
