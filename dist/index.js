import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  becomeSubreaper
} from "./chunks/chunk-V7QMJJJF.js";
import {
  MODES,
  runsPrCode,
  warmsOracle
} from "./chunks/chunk-BGIBCSCY.js";
import {
  describeError
} from "./chunks/chunk-FL3EEGAH.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
var RUNNERS = {
  seal: () => import("./chunks/seal-JBHQDX4C.js").then((m) => m.runSeal),
  plan: () => import("./chunks/plan-OKO5RQQZ.js").then((m) => m.runPlan),
  lane: () => import("./chunks/lane-XCVCB3LU.js").then((m) => m.runLane),
  telemetry: () => import("./chunks/telemetry-4BHTLIZL.js").then((m) => m.runTelemetry),
  quarantine: () => import("./chunks/quarantine-TEJ6DDXL.js").then((m) => m.runQuarantine),
  gate: () => import("./chunks/gate-23VH3YT3.js").then((m) => m.runGate),
  hunt: () => import("./chunks/hunt-QJJDYVLS.js").then((m) => m.runHunt),
  earned: () => import("./chunks/earned-275SGCXR.js").then((m) => m.runEarned)
};
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-5VG5WAS4.js");
    const settings = readSettings();
    const end = await (await RUNNERS[settings.command]())(settings);
    if (end.verdict === "success") return;
    if (MODES[settings.command].exit === "verdict") core.setFailed(`seedgate ${settings.command}: ${end.reason}`);
    else core.info(`seedgate ${settings.command}: ${end.reason}; the gate judges it`);
  } catch (err) {
    core.setFailed(describeError(err));
  }
}
if (process.env.INPUT_COMMAND === void 0 && process.env.GITHUB_ACTIONS === void 0) {
  process.stderr.write("dist/index.js is the GitHub Action entry point (it reads INPUT_COMMAND); for a terminal use dist/cli.js\n");
  process.exitCode = 2;
} else {
  const lanes = warmsOracle(process.env.INPUT_COMMAND?.trim() ?? "");
  const warming = () => import("./chunks/warm-oracle-76SO4P2L.js");
  if (runsPrCode(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper(lanes ? async () => (await warming()).earlyWarmStart([]) : void 0);
  if (lanes) (await warming()).warmOracle([]);
  await run();
}
