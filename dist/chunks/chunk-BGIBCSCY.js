import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/modes/table.ts
var both = ["action", "cli"];
var cli = ["cli"];
var MODES = {
  seal: { faces: both, runsPrCode: false, votes: true, exit: "verdict" },
  plan: { faces: both, runsPrCode: false, votes: true, exit: "verdict" },
  lane: { faces: both, runsPrCode: true, warmsOracle: true, votes: true, exit: "ran" },
  telemetry: { faces: both, runsPrCode: true, votes: false, exit: "advisory" },
  quarantine: { faces: both, runsPrCode: true, votes: false, exit: "advisory" },
  gate: { faces: both, runsPrCode: false, votes: true, exit: "verdict" },
  hunt: { faces: both, runsPrCode: true, votes: false, exit: "ran" },
  earned: { faces: both, runsPrCode: true, votes: false, exit: "advisory" },
  check: { faces: cli, runsPrCode: true, warmsOracle: true, votes: true, exit: "verdict" },
  manifest: { faces: cli, runsPrCode: false, votes: true, exit: "verdict" },
  validate: { faces: cli, runsPrCode: false, votes: true, exit: "verdict" },
  stats: { faces: cli, runsPrCode: false, votes: false, exit: "ran" },
  split: { faces: cli, runsPrCode: false, votes: false, exit: "verdict" },
  promote: { faces: cli, runsPrCode: false, votes: false, exit: "ran" },
  init: { faces: cli, runsPrCode: false, votes: false, exit: "ran" },
  mutate: { faces: cli, runsPrCode: false, votes: false, exit: "ran" },
  lock: { faces: cli, runsPrCode: false, votes: false, exit: "ran" },
  demo: { faces: cli, runsPrCode: false, votes: false, exit: "verdict" }
};
var modesOf = (face) => Object.keys(MODES).filter((m) => MODES[m].faces.includes(face));
var row = (name) => Object.hasOwn(MODES, name) ? MODES[name] : void 0;
var runsPrCode = (name) => row(name)?.runsPrCode === true;
var warmsOracle = (name) => row(name)?.warmsOracle === true;

export {
  MODES,
  modesOf,
  runsPrCode,
  warmsOracle
};
