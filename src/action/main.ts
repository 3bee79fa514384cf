// The action's entry (dist/index.js): one runner over the mode table. Modes load on demand:
// most of the start-up cost is the toolkit, so nothing is imported before it is needed.
import { becomeSubreaper } from "../adapters/subreaper.js";
import { describeError } from "../core/errors.js";
import { MODES, runsPrCode, warmsOracle, type ModeOf } from "../modes/table.js";
import type { ActionSettings } from "./inputs.js";
import type { StepEnd } from "./step.js";

type ActionRunner = (s: ActionSettings) => Promise<StepEnd>;

const RUNNERS: Record<ModeOf<"action">, () => Promise<ActionRunner>> = {
  seal: () => import("./seal.js").then((m) => m.runSeal),
  plan: () => import("./plan.js").then((m) => m.runPlan),
  lane: () => import("./lane.js").then((m) => m.runLane),
  telemetry: () => import("./telemetry.js").then((m) => m.runTelemetry),
  quarantine: () => import("./quarantine.js").then((m) => m.runQuarantine),
  gate: () => import("./gate.js").then((m) => m.runGate),
  hunt: () => import("./hunt.js").then((m) => m.runHunt),
  earned: () => import("./earned.js").then((m) => m.runEarned),
};

/**
 * The one place a step fails: a red verdict of a mode whose exit policy is "verdict", or any
 * error a mode throws. A "ran" mode's red verdict is the gate's to judge: a red job there would
 * read as broken infrastructure beside the gate's real reasons.
 */
async function run(): Promise<void> {
  const core = await import("@actions/core");
  try {
    const { readSettings } = await import("./inputs.js");
    const settings = readSettings();
    const end = await (await RUNNERS[settings.command]())(settings);
    if (end.verdict === "success") return;
    if (MODES[settings.command].exit === "verdict") core.setFailed(`seedgate ${settings.command}: ${end.reason}`);
    else core.info(`seedgate ${settings.command}: ${end.reason}; the gate judges it`);
  } catch (err) {
    core.setFailed(describeError(err));
  }
}

// Outside a runner (no inputs at all) say so without loading the toolkit.
if (process.env.INPUT_COMMAND === undefined && process.env.GITHUB_ACTIONS === undefined) {
  process.stderr.write("dist/index.js is the GitHub Action entry point (it reads INPUT_COMMAND); for a terminal use dist/cli.js\n");
  process.exitCode = 2;
} else {
  // Modes that run pull-request code keep what it leaves running as their descendants.
  // A lane's warm oracle interpreter is started by the re-run's shim, before the re-run's Node starts.
  const lanes = warmsOracle(process.env.INPUT_COMMAND?.trim() ?? "");
  const warming = () => import("../adapters/warm-oracle.js");
  if (runsPrCode(process.env.INPUT_COMMAND?.trim() ?? "")) await becomeSubreaper(lanes ? async () => (await warming()).earlyWarmStart([]) : undefined);
  // Lanes: the oracle interpreter imports its framework while this process loads the mode.
  if (lanes) (await warming()).warmOracle([]);
  await run();
}
