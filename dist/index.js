import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  RUNS_PR_CODE,
  becomeSubreaper
} from "./chunks/chunk-J3N2MXOX.js";
import {
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-UXD5IGYP.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./chunks/seal-IRMWGYZW.js")).runSeal(settings);
      case "lane":
        return await (await import("./chunks/lane-7QADBDZJ.js")).runLane(settings);
      case "telemetry":
        return await (await import("./chunks/telemetry-V6FUFJ6J.js")).runTelemetry(settings);
      case "quarantine":
        return await (await import("./chunks/quarantine-BCZJETRO.js")).runQuarantine(settings);
      case "gate":
        return await (await import("./chunks/gate-U5DI6VOQ.js")).runGate(settings);
      case "hunt":
        return await (await import("./chunks/hunt-BVNDXUBZ.js")).runHunt(settings);
      case "earned":
        return await (await import("./chunks/earned-ZJUVFGBJ.js")).runEarned(settings);
      case "plan":
        return await (await import("./chunks/plan-R3VPMTT2.js")).runPlan(settings);
      default:
        core.setFailed(`seedgate: command "${settings.command}" is not available in this version`);
    }
  } catch (err) {
    core.setFailed(describeError(err));
  }
}
if (process.env.INPUT_COMMAND === void 0 && process.env.GITHUB_ACTIONS === void 0) {
  process.stderr.write("dist/index.js is the GitHub Action entry point (it reads INPUT_COMMAND); for a terminal use dist/cli.js\n");
  process.exitCode = 2;
} else {
  if (RUNS_PR_CODE.has(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper();
  await run();
}
