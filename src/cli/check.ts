// `seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]`
// Everything CI runs, locally, in one go, in a temporary worktree of the head (the
// user's tree is never touched). Without --results, the results go to a temp dir that
// is removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { check } from "../modes/check/check.js";
import { costSummary } from "../modes/check/render.js";
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
    io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}\n${costSummary(r.cost)}${values.results ? `\nresults: ${resultsDir}` : ""}`);
    return r.verdict;
  } finally {
    if (values.results === undefined) rmSync(resultsDir, { recursive: true, force: true });
  }
}
