// The mode table: what each mode is, as data both faces read. A face (the action, the CLI)
// is one runner over this table; what a mode does lives in its own folder.
//   faces        where it can be run from
//   runsPrCode   it executes pull-request code: the process marks itself a child subreaper
//                first, so whatever that code leaves running stays findable and is killed
//   warmsOracle  it runs lanes: the face starts a warm oracle interpreter first (adapters/
//                warm-oracle.ts), which imports the framework while the mode loads
//   votes        its result takes part in the verdict (telemetry and quarantine never do)
//   exit         what a red verdict does to the face's exit, applied in one place per face
//                (src/action/main.ts, src/cli/exit.ts): "verdict": it fails the step and
//                the CLI exits 1; "ran": the step succeeds once its results are written and
//                the gate judges them, while the CLI (no gate after it) exits 1; "advisory":
//                it never votes, so neither face fails on it
export type Face = "action" | "cli";

export interface ModeRow {
  readonly faces: readonly Face[];
  readonly runsPrCode: boolean;
  readonly warmsOracle?: true;
  readonly votes: boolean;
  readonly exit: "verdict" | "ran" | "advisory";
}

const both = ["action", "cli"] as const;
const cli = ["cli"] as const;

export const MODES = {
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
  demo: { faces: cli, runsPrCode: false, votes: false, exit: "verdict" },
} as const satisfies Record<string, ModeRow>;

export type ModeName = keyof typeof MODES;
export type ModeOf<F extends Face> = { [K in ModeName]: F extends (typeof MODES)[K]["faces"][number] ? K : never }[ModeName];

export const modesOf = <F extends Face>(face: F): ModeOf<F>[] =>
  (Object.keys(MODES) as ModeName[]).filter((m): m is ModeOf<F> => (MODES[m].faces as readonly Face[]).includes(face));

const row = (name: string): ModeRow | undefined => (Object.hasOwn(MODES, name) ? MODES[name as ModeName] : undefined);

/** Whether the named mode runs pull-request code; unknown names do not (they fail at parse). */
export const runsPrCode = (name: string): boolean => row(name)?.runsPrCode === true;

/** Whether the named mode runs lanes, so its face starts a warm oracle interpreter first. */
export const warmsOracle = (name: string): boolean => row(name)?.warmsOracle === true;
