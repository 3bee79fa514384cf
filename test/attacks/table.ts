// The attack suite as one table: every row makes a pull request (or poisons its
// results, or shapes GitHub) on top of the shared base commit, and names the
// reason codes the verdict must be red with. The rows live in three files by what
// they attack; attacks.test.ts runs each as one test.
import type { AttackRow } from "./row.js";
import { detectionRows } from "./table-detection.js";
import { gitmetaRows } from "./table-gitmeta.js";
import { hermeticRows } from "./table-hermetic.js";
import { judgeRows } from "./table-judge.js";
import { laneRows } from "./table-lanes.js";
import { processRows } from "./table-process.js";
import { sandboxRows } from "./table-sandbox.js";
import { sealRows } from "./table-seal.js";

export type { AttackRow } from "./row.js";

export const ATTACKS: readonly AttackRow[] = [
  ...sealRows,
  ...laneRows,
  ...hermeticRows,
  ...judgeRows,
  ...sandboxRows,
  ...gitmetaRows,
  ...processRows,
  ...detectionRows,
];
