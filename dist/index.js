import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-ZN3WDNCL.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./chunks/seal-D4G6JI7O.js")).runSeal(settings);
      case "lane":
        return await (await import("./chunks/lane-TGAF72DT.js")).runLane(settings);
      case "telemetry":
        return await (await import("./chunks/telemetry-HUQRC4BF.js")).runTelemetry(settings);
      case "quarantine":
        return await (await import("./chunks/quarantine-T7MEGMC6.js")).runQuarantine(settings);
      case "gate":
        return await (await import("./chunks/gate-WSSTB2KO.js")).runGate(settings);
      case "hunt":
        return await (await import("./chunks/hunt-HRF7D6AF.js")).runHunt(settings);
      case "earned":
        return await (await import("./chunks/earned-AKTRJKQB.js")).runEarned(settings);
      case "plan":
        return await (await import("./chunks/plan-75UXT4VI.js")).runPlan(settings);
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
} else await run();
