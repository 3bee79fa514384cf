// `seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]`
// Everything CI runs, locally, in one go, in a temporary worktree of the head (the
// user's tree is never touched). Without --results, the results go to a temp dir that
// is removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { check, type CheckCost } from "../modes/check/check.js";
import { gateTerminal } from "../modes/gate/render-text.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localRunId, manifestCheck, rowPorts } from "./wiring.js";
import { inHeadTree } from "./head-tree.js";
import { laneProgress } from "./progress.js";

export async function checkCli({ values, usage }: Args<"check">, io: CliIo): Promise<Verdict> {
  const base = requireString(values.base, "--base", usage);
  const resultsDir = values.results ?? mkdtempSync(join(tmpdir(), "seedgate-check-"));
  try {
    const r = await inHeadTree(values.cwd, values.head ?? "HEAD", (git, head) =>
      check(
        { base, head, resultsDir, runId: localRunId(), ...(values.config ? { configPath: values.config } : {}) },
        {
          ...rowPorts(git, io, values.json),
          manifests: manifestCheck,
          ...(values.json ? {} : laneProgress(io)),
        },
      ),
    );
    io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}\n${costLine(r.cost)}${values.results ? `\nresults: ${resultsDir}` : ""}`);
    return r.verdict;
  } finally {
    if (values.results === undefined) rmSync(resultsDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Where the check's minutes went: the rows' time (summed over rows that ran side by side) and runners.setup's. */
export function costLine({ rows, rowsMs, setup }: CheckCost): string {
  const ran = setup.runs === 0 ? "setup: none" : `setup: ${seconds(setup.ms)} (${setup.runs === 1 ? "ran once" : `ran ${setup.runs} times`})`;
  return `cost: ${rows} row${rows === 1 ? "" : "s"}, ${seconds(rowsMs)} of row time; ${ran}`;
}
