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
    const { readSettings } = await import("./chunks/inputs-4ZGYPZAH.js");
    const settings = readSettings();
    switch (settings.command) {
      case "seal":
        return await (await import("./chunks/seal-ZSL7WL4Y.js")).runSeal(settings);
      case "lane":
        return await (await import("./chunks/lane-MD527QXH.js")).runLane(settings);
      case "plan":
        return await (await import("./chunks/plan-5PDUPWBJ.js")).runPlan(settings);
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
