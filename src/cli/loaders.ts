// Each command's module, imported only when the command runs, so help stays fast. Apart
// from the command table (commands.ts) because every command imports its `Args` from there:
// a table that also loaded the commands made each of them a loop through the table.
import type { CliCommand } from "./args.js";
import type { CommandName } from "./commands.js";

export const LOADERS: { readonly [N in CommandName]: () => Promise<CliCommand> } = {
  seal: () => import("./seal.js").then((m) => m.sealCli),
  lane: () => import("./lane.js").then((m) => m.laneCli),
  telemetry: () => import("./telemetry.js").then((m) => m.telemetryCli),
  quarantine: () => import("./quarantine.js").then((m) => m.quarantineCli),
  manifest: () => import("./manifest.js").then((m) => m.manifestCli),
  plan: () => import("./plan.js").then((m) => m.planCli),
  init: () => import("./init.js").then((m) => m.initCli),
  mutate: () => import("./mutate.js").then((m) => m.mutateCli),
  lock: () => import("./lock.js").then((m) => m.lockCli),
  promote: () => import("./promote.js").then((m) => m.promoteCli),
  split: () => import("./split.js").then((m) => m.splitCli),
  hunt: () => import("./hunt.js").then((m) => m.huntCli),
  earned: () => import("./earned.js").then((m) => m.earnedCli),
  stats: () => import("./stats.js").then((m) => m.statsCli),
  validate: () => import("./validate.js").then((m) => m.validateCli),
  gate: () => import("./gate.js").then((m) => m.gateCli),
  check: () => import("./check.js").then((m) => m.checkCli),
  demo: () => import("./demo.js").then((m) => m.demoCli),
};
