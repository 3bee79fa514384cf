// command: lane — runs one lane shard, writes the results file (an artifact for the
// judge), sets outputs, and prints grouped, periodic progress lines.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { writeResultsFile } from "../adapters/host.js";
import { laneMarkdown } from "../modes/lane/render.js";
import { lane } from "../modes/lane/lane.js";
import { SeedgateError } from "../core/errors.js";
import { parseShard } from "../core/inputs/seed-range.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { annotate } from "./log.js";
import { laneLines } from "../adapters/progress-line.js";
import { failedBecause, PASSED, type StepEnd } from "./step.js";
import { resultsPathOf, rowPorts, runIdOf } from "./wiring.js";

export async function runLane(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  if (s.lane !== "replay" && s.lane !== "holdout") throw new SeedgateError("usage", `the lane input is replay or holdout, got "${s.lane ?? ""}"`);
  const shard = parseShard(s.shard);
  const r = await core.group(`seedgate ${s.lane} lane, shard ${shard.index}/${shard.total}`, () =>
    lane(
      {
        lane: s.lane as "replay" | "holdout",
        base: baseOf(s),
        head: s.head,
        shard,
        runId: runIdOf(env),
        ...(s.config ? { configPath: s.config } : {}),
      },
      {
        ...rowPorts(s, env),
        // Every row that did not pass (a batched one as it ends, its final result again), and a plain line at the start,
        // each tenth of the rows and every 10 s (cli/progress.ts's rule), counting rows as their first runs end inside a batch too.
        ...laneLines((l) => core.info(l), `${s.lane} lane`),
      },
    ),
  );
  const path = resultsPathOf(s, env, `seedgate-${s.lane}-${shard.index}-of-${shard.total}.json`);
  writeResultsFile(path, r.results);
  annotate(r.findings);
  setOutput("verdict", r.verdict);
  setOutput("results-path", path);
  setOutput("json", JSON.stringify({ command: "lane", verdict: r.verdict, lane: s.lane, shard: r.results.shard, rows: r.results.rows.length }));
  const failing = r.results.rows.filter((x) => x.outcome !== "pass");
  await core.summary.addRaw(laneMarkdown(r, s.lane)).write();
  // The table's exit policy ("ran") keeps the step green: the verdict is the gate's alone.
  return r.verdict === "success" ? PASSED : failedBecause(`the ${s.lane} lane's ${failing.length} row(s) did not pass`);
}
