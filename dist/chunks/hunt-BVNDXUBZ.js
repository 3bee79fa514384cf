import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseSeeds
} from "./chunk-VMTJUBFB.js";
import {
  hunt
} from "./chunk-UAQVPNLO.js";
import "./chunk-KUVJHRHU.js";
import "./chunk-PCJXYWAG.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-2LVZOSKP.js";
import {
  loadSealedModel
} from "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import {
  loadConfig
} from "./chunk-JRR4UNLQ.js";
import {
  fenced
} from "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-YRDG2KR4.js";
import "./chunk-56WKWAFT.js";
import "./chunk-J3N2MXOX.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import {
  gitTreeReader
} from "./chunk-UD43POHF.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/hunt.ts
import { availableParallelism } from "node:os";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
async function runHunt(s, env = process.env) {
  const inputs = s.event.payload.inputs ?? {};
  const seeds = parseSeeds(inputs.seeds?.trim() || "1..200", void 0);
  const git = gitAt(s.workspace);
  const targets = await targetsOf(git, inputs, s.config);
  const runs = [];
  for (const t of targets) {
    const r = await group(
      `re-hunt ${t.id} on ${t.parent.slice(0, 12)}`,
      () => hunt(
        { parent: t.parent, property: t.id, seeds, oracle: "HEAD", ...s.config ? { configPath: s.config } : {} },
        { git, exec: processExec, clock: { now: () => /* @__PURE__ */ new Date() }, log: actionLog, env, cores: availableParallelism() }
      )
    );
    if (r.proposal && !r.reproduction?.reproduces) {
      rmSync(join(s.workspace, r.proposal.file), { force: true });
      writeFileSync(join(s.workspace, r.proposal.file), JSON.stringify(r.proposal.document, null, 2) + "\n");
    }
    runs.push(r);
  }
  const proposed = runs.filter((r) => r.proposal !== void 0 && !r.reproduction?.reproduces);
  setOutput("verdict", "success");
  setOutput("changed", proposed.length > 0 ? "true" : "false");
  setOutput(
    "json",
    JSON.stringify({
      command: "hunt",
      proposed: proposed.map((r) => r.property),
      runs: runs.map(({ rows: _rows, proposal, ...r }) => ({
        ...r,
        ...proposal ? { proposal: { file: proposal.file, holdout: proposal.holdout, fixtures: proposal.fixtures } } : {}
      }))
    })
  );
  if (proposed.length === 0) info("the re-hunt found nothing new: no proposal is written, and the workflow opens no pull request");
  await summary.addRaw(huntSummary(runs)).write();
}
async function targetsOf(git, inputs, configPath) {
  const tree = gitTreeReader(git, await git.resolve("HEAD"));
  const model = await loadSealedModel(await loadConfig(tree, configPath), tree);
  const wanted = (inputs.properties ?? "").split(",").map((p) => p.trim()).filter((p) => p !== "" && p !== "all");
  const chosen = wanted.length === 0 ? model.properties.filter((p) => p.parentSha !== void 0 && p.format !== "sealed") : wanted.map((id) => model.properties.find((p) => p.id === id) ?? missing(id));
  return chosen.map((p) => {
    const parent = inputs.parent?.trim() || p.parentSha;
    if (!parent) throw new SeedgateError("input", `${p.id} records no parent commit to hunt on`, { hint: "pass the parent input of the workflow_dispatch" });
    return { id: p.id, parent };
  });
}
function missing(id) {
  throw new SeedgateError("input", `no property "${id}" in the sealed inputs at HEAD`, {
    hint: "the properties input is a comma-separated list of journal or ledger property ids"
  });
}
function huntSummary(runs) {
  const out = ["### seedgate re-hunt", "", "| property | parent | hits | misses | timeouts | result |", "|---|---|---|---|---|---|"];
  for (const r of runs)
    out.push(
      `| \`${r.property}\` | \`${r.parent.slice(0, 12)}\` | ${r.hits.length} | ${r.misses.length} | ${r.timeouts.length} | ${r.message.replace(/\|/g, "\\|")} |`
    );
  for (const r of runs.filter((x) => x.reproduction?.reproduces)) out.push("", `\`${r.property}\`: the re-hunt ${r.reproduction.why}; no proposal.`);
  for (const r of runs.filter((x) => x.proposal && !x.reproduction?.reproduces))
    out.push("", `#### Proposed: \`${r.proposal.file}\``, "", ...fenced(r.proposal.diff, "diff"));
  out.push(
    "",
    "The proposal never locks anything: a human reviews the pull request, runs `seedgate lock PROPERTY` on it (or sets `state: locked`), and a sealed owner approves it."
  );
  return out.join("\n") + "\n";
}
export {
  runHunt
};
