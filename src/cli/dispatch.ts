// seedgate CLI dispatch. Exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.
import { describeError, SeedgateError } from "../core/errors.js";
import { VERSION } from "../version.js";
import type { CliIo } from "./io.js";
import { didYouMean } from "./suggest.js";

export type CliCommand = (args: string[], io: CliIo) => Promise<number>;

// Loaded on demand so `seedgate --help` and small commands start fast.
const COMMANDS: Record<string, { summary: string; load: () => Promise<CliCommand> }> = {
  seal: { summary: "check the write-set and manifests of base..head", load: async () => (await import("./seal.js")).sealCli },
  lane: { summary: "lane replay|holdout: run the base commit's seeds against this tree", load: async () => (await import("./lane.js")).laneCli },
  telemetry: { summary: "run the patch's own tests and report them (never votes)", load: async () => (await import("./telemetry.js")).telemetryCli },
  quarantine: { summary: "run the base commit's quarantined nodes and report each (never votes)", load: async () => (await import("./quarantine.js")).quarantineCli },
  manifest: { summary: "manifest write DIR | manifest verify DIR [--rev REV]", load: async () => (await import("./manifest.js")).manifestCli },
  plan: { summary: "print the lane × shard matrix for strategy.matrix", load: async () => (await import("./plan.js")).planCli },
  init: { summary: "scaffold a repository: config, workflows, CODEOWNERS and a proposed journal", load: async () => (await import("./init.js")).initCli },
  lock: { summary: "a human locks a hunt's proposed journal (seed 000: hit → locked)", load: async () => (await import("./lock.js")).lockCli },
  promote: { summary: "a human locks a pre-fix seed's fixture in the ledger (seed 002)", load: async () => (await import("./promote.js")).promoteCli },
  split: { summary: "derive holdout seeds from the parent SHA (seed 000)", load: async () => (await import("./split.js")).splitCli },
  hunt: { summary: "run seeds on the parent; capture fixtures from hits; propose (never lock) the journal", load: async () => (await import("./hunt.js")).huntCli },
  earned: { summary: "draft properties on the parent and the head: earned or unearned (never votes)", load: async () => (await import("./earned.js")).earnedCli },
  stats: { summary: "seed 002's weekly counts from the sealed inputs' git history (table, JSON, SVG)", load: async () => (await import("./stats.js")).statsCli },
  validate: { summary: "validate every sealed input (config, manifests, formats)", load: async () => (await import("./validate.js")).validateCli },
  gate: { summary: "the judge: seal, plan and lane results → one verdict (nothing posted)", load: async () => (await import("./gate.js")).gateCli },
  check: { summary: "seal, both lanes, telemetry, quarantine and the gate, locally, in one go", load: async () => (await import("./check.js")).checkCli },
  demo: { summary: "run the embedded demo in a throwaway repository", load: async () => (await import("./demo.js")).demoCli },
};

export const USAGE = `seedgate ${VERSION} — a fail-closed merge gate for agent-written pull requests

usage: seedgate <command> [options]

commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join("\n")}

every command takes --json for a machine-readable result.
exit codes: 0 green, 1 red verdict, 2 usage, config or internal error.`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-V") {
    io.out(VERSION);
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (command === undefined) throw new SeedgateError("usage", `unknown command "${name}"${didYouMean(name, Object.keys(COMMANDS))}`, { hint: "run seedgate --help" });
    return await (await command.load())(rest, io);
  } catch (err) {
    io.err(describeError(err));
    return 2;
  }
}

