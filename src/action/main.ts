// The action's entry (dist/index.js). Commands load on demand: most of the
// start-up cost is the toolkit, so nothing is imported before it is needed.
import { becomeSubreaper, RUNS_PR_CODE } from "../adapters/subreaper.js";
import { describeError } from "../core/errors.js";

async function run(): Promise<void> {
  const core = await import("@actions/core");
  try {
    const { readSettings } = await import("./inputs.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./seal.js")).runSeal(settings);
      case "lane":
        return await (await import("./lane.js")).runLane(settings);
      case "telemetry":
        return await (await import("./telemetry.js")).runTelemetry(settings);
      case "quarantine":
        return await (await import("./quarantine.js")).runQuarantine(settings);
      case "gate":
        return await (await import("./gate.js")).runGate(settings);
      case "hunt":
        return await (await import("./hunt.js")).runHunt(settings);
      case "earned":
        return await (await import("./earned.js")).runEarned(settings);
      case "plan":
        return await (await import("./plan.js")).runPlan(settings);
      default:
        core.setFailed(`seedgate: command "${settings.command}" is not available in this version`);
    }
  } catch (err) {
    core.setFailed(describeError(err));
  }
}

// Outside a runner (no inputs at all) say so without loading the toolkit.
if (process.env.INPUT_COMMAND === undefined && process.env.GITHUB_ACTIONS === undefined) {
  process.stderr.write("dist/index.js is the GitHub Action entry point (it reads INPUT_COMMAND); for a terminal use dist/cli.js\n");
  process.exitCode = 2;
} else {
  // Commands that run pull-request code keep what it leaves running as their descendants.
  if (RUNS_PR_CODE.has(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper();
  await run();
}
