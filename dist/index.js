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
    const { readSettings } = await import("./chunks/inputs-YUGKXRSR.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./chunks/seal-2JNXE64L.js")).runSeal(settings);
      case "lane":
        return await (await import("./chunks/lane-F3GTD5B2.js")).runLane(settings);
      case "telemetry":
        return await (await import("./chunks/telemetry-KARTMSGA.js")).runTelemetry(settings);
      case "quarantine":
        return await (await import("./chunks/quarantine-63E6XBWG.js")).runQuarantine(settings);
      case "gate":
        return await (await import("./chunks/gate-MJYYPUZJ.js")).runGate(settings);
      case "hunt":
        return await (await import("./chunks/hunt-V3M66NKD.js")).runHunt(settings);
      case "earned":
        return await (await import("./chunks/earned-PV2VYZP7.js")).runEarned(settings);
      case "plan":
        return await (await import("./chunks/plan-CNGHGUPQ.js")).runPlan(settings);
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
