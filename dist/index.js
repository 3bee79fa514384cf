import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  becomeSubreaper
} from "./chunks/chunk-QJXPU67K.js";
import {
  MODES,
  runsPrCode,
  warmsOracle
} from "./chunks/chunk-I7NL3B5S.js";
import {
  describeError
} from "./chunks/chunk-FL3EEGAH.js";
import "./chunks/chunk-MUWMEZE2.js";

// src/action/main.ts
var RUNNERS = {
  seal: () => import("./chunks/seal-2PRN25FS.js").then((m) => m.runSeal),
  plan: () => import("./chunks/plan-JEHDFGTY.js").then((m) => m.runPlan),
  lane: () => import("./chunks/lane-NUUXAHLE.js").then((m) => m.runLane),
  telemetry: () => import("./chunks/telemetry-KEBDJTBH.js").then((m) => m.runTelemetry),
  quarantine: () => import("./chunks/quarantine-VS5YWKGY.js").then((m) => m.runQuarantine),
  gate: () => import("./chunks/gate-SLG5O5UJ.js").then((m) => m.runGate),
  hunt: () => import("./chunks/hunt-OVBKT5GU.js").then((m) => m.runHunt),
  earned: () => import("./chunks/earned-R2DRPAAH.js").then((m) => m.runEarned)
};
async function run() {
  const core = await import("./chunks/core-AJ2SBTDY.js");
  try {
    const { readSettings } = await import("./chunks/inputs-6RPOMWRF.js");
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
  const warming = () => import("./chunks/warm-oracle-OFIMMQKQ.js");
  if (runsPrCode(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper(lanes ? async () => (await warming()).earlyWarmStart([]) : void 0);
  if (lanes) (await warming()).warmOracle([]);
  await run();
}
