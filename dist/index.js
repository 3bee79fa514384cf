import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  runsPrCode
} from "./chunks/chunk-EUMMQEJN.js";
import {
  becomeSubreaper
} from "./chunks/chunk-X7SYXGFI.js";
import {
  describeError
} from "./chunks/chunk-CEUNENJQ.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
var RUNNERS = {
  seal: () => import("./chunks/seal-KP3YXC5X.js").then((m) => m.runSeal),
  plan: () => import("./chunks/plan-CPS2E3R5.js").then((m) => m.runPlan),
  lane: () => import("./chunks/lane-C22W57AR.js").then((m) => m.runLane),
  telemetry: () => import("./chunks/telemetry-3YEUZCEJ.js").then((m) => m.runTelemetry),
  quarantine: () => import("./chunks/quarantine-ZB7T6IKF.js").then((m) => m.runQuarantine),
  gate: () => import("./chunks/gate-4URKWJ2N.js").then((m) => m.runGate),
  hunt: () => import("./chunks/hunt-74R7RTN3.js").then((m) => m.runHunt),
  earned: () => import("./chunks/earned-ZXU2L2W5.js").then((m) => m.runEarned)
};
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-RDLSGCNK.js");
    const settings = readSettings();
    const end = await (await RUNNERS[settings.command]())(settings);
    if (!end.ok) core.setFailed(`seedgate ${settings.command}: ${end.reason}`);
  } catch (err) {
    core.setFailed(describeError(err));
  }
}
if (process.env.INPUT_COMMAND === void 0 && process.env.GITHUB_ACTIONS === void 0) {
  process.stderr.write("dist/index.js is the GitHub Action entry point (it reads INPUT_COMMAND); for a terminal use dist/cli.js\n");
  process.exitCode = 2;
} else {
  if (runsPrCode(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper();
  await run();
}
