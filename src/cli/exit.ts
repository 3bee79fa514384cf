// The one place a CLI command's verdict becomes an exit code: the mode table's exit column.
// Usage, config and internal errors are exit 2, in dispatch.ts and seal-fast.ts.
import type { Verdict } from "../core/findings.js";
import { MODES, type ModeOf } from "../modes/table.js";

/** 0 green, 1 red; an advisory mode (it never votes) is 0 whatever its verdict. */
export const exitCode = (command: ModeOf<"cli">, verdict: Verdict): number => (verdict === "success" || MODES[command].exit === "advisory" ? 0 : 1);
