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
  didYouMean
} from "./chunks/chunk-LHPWTKG5.js";
import {
  RUNS_PR_CODE,
  becomeSubreaper
} from "./chunks/chunk-J6D3SRGM.js";
import {
  SeedgateError,
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/cli/dispatch.ts
var COMMANDS = {
  seal: { summary: "check the write-set and manifests of base..head", load: async () => (await import("./chunks/seal-KTH6TXPD.js")).sealCli },
  lane: { summary: "lane replay|holdout: run the base commit's seeds against this tree", load: async () => (await import("./chunks/lane-JSZBBWG4.js")).laneCli },
  telemetry: { summary: "run the patch's own tests and report them (never votes)", load: async () => (await import("./chunks/telemetry-A76ZXUEM.js")).telemetryCli },
  quarantine: { summary: "run the base commit's quarantined nodes and report each (never votes)", load: async () => (await import("./chunks/quarantine-ACLTFJ2L.js")).quarantineCli },
  manifest: { summary: "manifest write DIR | manifest verify DIR [--rev REV]", load: async () => (await import("./chunks/manifest-32P3UZTZ.js")).manifestCli },
  plan: { summary: "print the lane × shard matrix for strategy.matrix", load: async () => (await import("./chunks/plan-C2LTKQJY.js")).planCli },
  init: { summary: "scaffold a repository: config, workflows, CODEOWNERS and a proposed journal", load: async () => (await import("./chunks/init-ZTCBH4XK.js")).initCli },
  lock: { summary: "a human locks a hunt's proposed journal (seed 000: hit → locked)", load: async () => (await import("./chunks/lock-V4ZQFATK.js")).lockCli },
  promote: { summary: "a human locks a pre-fix seed's fixture in the ledger (seed 002)", load: async () => (await import("./chunks/promote-LMAWYGWZ.js")).promoteCli },
  split: { summary: "derive holdout seeds from the parent SHA (seed 000)", load: async () => (await import("./chunks/split-UEHUVFAR.js")).splitCli },
  hunt: { summary: "run seeds on the parent; capture fixtures from hits; propose (never lock) the journal", load: async () => (await import("./chunks/hunt-3MMCEPZD.js")).huntCli },
  earned: { summary: "draft properties on the parent and the head: earned or unearned (never votes)", load: async () => (await import("./chunks/earned-FFE5ZXD2.js")).earnedCli },
  stats: { summary: "seed 002's weekly counts from the sealed inputs' git history (table, JSON, SVG)", load: async () => (await import("./chunks/stats-FRPJZXU2.js")).statsCli },
  validate: { summary: "validate every sealed input (config, manifests, formats)", load: async () => (await import("./chunks/validate-4RNE2AS6.js")).validateCli },
  gate: { summary: "the judge: seal, plan and lane results → one verdict (nothing posted)", load: async () => (await import("./chunks/gate-3WHJPBJK.js")).gateCli },
  check: { summary: "seal, both lanes, telemetry, quarantine and the gate, locally, in one go", load: async () => (await import("./chunks/check-HYI3X2GA.js")).checkCli },
  demo: { summary: "run the embedded demo in a throwaway repository", load: async () => (await import("./chunks/demo-4QHORNNT.js")).demoCli }
};
var USAGE = `seedgate ${VERSION} — a fail-closed merge gate for agent-written pull requests

usage: seedgate <command> [options]

commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`).join("\n")}

every command takes --json for a machine-readable result.
exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.`;
async function main(argv2, io) {
  const [name, ...rest] = argv2;
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
    if (command === void 0) throw new SeedgateError("usage", `unknown command "${name}"${didYouMean(name, Object.keys(COMMANDS))}`, { hint: "run seedgate --help" });
    return await (await command.load())(rest, io);
  } catch (err) {
    io.err(describeError(err));
    return 2;
  }
}

// src/cli/main.ts
var argv = process.argv.slice(2);
if (RUNS_PR_CODE.has(argv[0] ?? "")) await becomeSubreaper();
main(argv, processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${describeError(err)}
`);
    process.exitCode = 2;
  }
);
