// command: hunt — the workflow_dispatch re-hunt. For each property (the dispatch's
// `properties` input, or every journal and ledger property that records a parent),
// hunt on its pre-fix parent with today's oracle and property library, and write the
// proposal (state `hit`, never `locked`) and its fixtures into the workspace for the
// next step to open or update one sealed-only pull request. Humans lock it by review.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitAt } from "../adapters/git.js";
import { hunt, type HuntPorts, type HuntRun, type HuntSettings } from "../modes/hunt/hunt.js";
import type { Git } from "../ports/local.js";
import { huntShardStep, mergeStep } from "./hunt-shards.js";
import { rehuntTargets, type DispatchInputs } from "../modes/hunt/rehunt-targets.js";
import { parseSeedRange, parseShard, wholeNumber } from "../core/inputs/seed-range.js";
import { validReplayMax } from "../core/edits/replay-pick.js";
import { SeedgateError } from "../core/errors.js";
import { fenced } from "../render/text.js";
import type { ActionSettings } from "./inputs.js";
import { PASSED, type StepEnd } from "./step.js";
import { rowPorts } from "./wiring.js";
import { huntLines } from "../adapters/progress-line.js";

export async function runHunt(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const inputs = (s.event.payload.inputs ?? {}) as DispatchInputs & { readonly seeds?: string; readonly replay_max?: string };
  const seeds = parseSeedRange(inputs.seeds?.trim() || "1..200", undefined);
  const replayMax = inputs.replay_max?.trim() ? replayMaxInput(inputs.replay_max) : undefined;
  const git = gitAt(s.workspace);
  const ports = (id: string): HuntPorts => ({ ...rowPorts(s, env), git, ...huntLines((l) => core.info(l), `hunting ${id}`) });
  const common = { oracle: "HEAD", ...(s.config ? { configPath: s.config } : {}), ...(replayMax ? { replayMax } : {}) };
  if (s.shard !== undefined) {
    if (s.results === undefined)
      throw new SeedgateError("usage", "hunt with shard writes its partial files to the results directory", { hint: "set results: a directory to upload" });
    const targets = await rehuntTargets(git, inputs, s.config);
    return huntShardStep(
      parseShard(s.shard),
      s.results,
      targets,
      (t) => ({ ...common, parent: t.parent, property: t.id, seeds }),
      (t) => ports(t.id),
    );
  }
  // Without shard, a results directory holds every shard's partials: merge them.
  const runs =
    s.results !== undefined ? await mergeStep(s.results, common, { ...rowPorts(s, env), git }) : await huntEach(git, inputs, s, seeds, common, ports);
  for (const r of runs) {
    // The proposal replaces the journal (or ledger) in the workspace; fixtures are already there.
    // One that only reproduces what the tree holds is left out: the re-hunt then opens nothing.
    if (r.proposal && !r.reproduction?.reproduces) {
      rmSync(join(s.workspace, r.proposal.file), { force: true });
      writeFileSync(join(s.workspace, r.proposal.file), JSON.stringify(r.proposal.document, null, 2) + "\n");
    }
  }
  const proposed = runs.filter((r) => r.proposal !== undefined && !r.reproduction?.reproduces);
  setOutput("verdict", "success");
  setOutput("changed", proposed.length > 0 ? "true" : "false");
  setOutput(
    "json",
    JSON.stringify({
      command: "hunt",
      proposed: proposed.map((r) => r.property),
      runs: runs.map(({ rows: _rows, proposal, ...r }) => ({
        ...r,
        ...(proposal ? { proposal: { file: proposal.file, holdout: proposal.holdout, fixtures: proposal.fixtures } } : {}),
      })),
    }),
  );
  if (proposed.length === 0) core.info("the re-hunt found nothing new: no proposal is written, and the workflow opens no pull request");
  await core.summary.addRaw(huntSummary(runs)).write();
  return PASSED;
}

async function huntEach(
  git: Git,
  inputs: DispatchInputs,
  s: ActionSettings,
  seeds: readonly number[],
  common: Omit<HuntSettings, "parent" | "property" | "seeds">,
  ports: (id: string) => HuntPorts,
): Promise<HuntRun[]> {
  const runs: HuntRun[] = [];
  for (const t of await rehuntTargets(git, inputs, s.config))
    runs.push(await core.group(`re-hunt ${t.id} on ${t.parent.slice(0, 12)}`, () => hunt({ ...common, parent: t.parent, property: t.id, seeds }, ports(t.id))));
  return runs;
}

function replayMaxInput(text: string): number {
  const n = wholeNumber(text, "the replay_max input");
  if (!validReplayMax(n)) throw new SeedgateError("usage", `replay_max ${text}: at least one replay seed is proposed`, { hint: "leave it empty for 10" });
  return n;
}

function huntSummary(runs: readonly HuntRun[]): string {
  const out = ["### seedgate re-hunt", "", "| property | parent | hits | misses | timeouts | result |", "|---|---|---|---|---|---|"];
  for (const r of runs)
    out.push(
      `| \`${r.property}\` | \`${r.parent.slice(0, 12)}\` | ${r.hits.length} | ${r.misses.length} | ${r.timeouts.length} | ${r.message.replace(/\|/g, "\\|")} |`,
    );
  for (const r of runs.filter((x) => x.reproduction?.reproduces)) out.push("", `\`${r.property}\`: the re-hunt ${r.reproduction!.why}; no proposal.`);
  for (const r of runs.filter((x) => x.proposal && !x.reproduction?.reproduces))
    out.push("", `#### Proposed: \`${r.proposal!.file}\``, "", ...fenced(r.proposal!.diff, "diff"));
  out.push(
    "",
    "The proposal never locks anything: a human reviews the pull request, runs `seedgate lock PROPERTY` on it (or sets `state: locked`), and a sealed owner approves it.",
  );
  return out.join("\n") + "\n";
}
