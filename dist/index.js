import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  RUNS_PR_CODE,
  becomeSubreaper
} from "./chunks/chunk-J6D3SRGM.js";
import {
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-CQSYUZ7V.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./chunks/seal-A2GYHNDI.js")).runSeal(settings);
      case "lane":
        return await (await import("./chunks/lane-E5IHQRRD.js")).runLane(settings);
      case "telemetry":
        return await (await import("./chunks/telemetry-SDUKWG27.js")).runTelemetry(settings);
      case "quarantine":
        return await (await import("./chunks/quarantine-TEYJKWPV.js")).runQuarantine(settings);
      case "gate":
        return await (await import("./chunks/gate-3GLPMRFD.js")).runGate(settings);
      case "hunt":
        return await (await import("./chunks/hunt-LETBE32O.js")).runHunt(settings);
      case "earned":
        return await (await import("./chunks/earned-ZUQIWOSV.js")).runEarned(settings);
      case "plan":
        return await (await import("./chunks/plan-NF7OMLS3.js")).runPlan(settings);
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
