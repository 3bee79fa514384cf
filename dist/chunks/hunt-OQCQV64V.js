import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  hunt,
  validReplayMax
} from "./chunk-5GLRCTXY.js";
import "./chunk-XHISKDML.js";
import {
  plainProgress
} from "./chunk-TNL273QA.js";
import "./chunk-FX5ZVAGA.js";
import {
  parseSeedRange,
  wholeNumber
} from "./chunk-EIC7AGUR.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-JZZ7UAYK.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-PV7PK5C7.js";
import "./chunk-47KA45GA.js";
import {
  rowPorts
} from "./chunk-XE5QXZXV.js";
import {
  PASSED,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-3CCDJZH2.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-PES6QGLW.js";
import {
  readBase
} from "./chunk-4VQORSBN.js";
import "./chunk-I65QF6AS.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-D2J3FIBS.js";
import {
  fenced
} from "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-X7SYXGFI.js";
import {
  group,
  info,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-XBD4WMMN.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-JMCZFOKZ.js";
import "./chunk-7IKJ5Y3N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-STEDROQK.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/hunt.ts
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// src/modes/hunt/rehunt-targets.ts
async function rehuntTargets(git, inputs, configPath) {
  const snapshot = await readBase(git, await git.resolve("HEAD"), configPath);
  const model = await snapshot.sealedModel();
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

// src/action/hunt.ts
async function runHunt(s, env = process.env) {
  const inputs = s.event.payload.inputs ?? {};
  const seeds = parseSeedRange(inputs.seeds?.trim() || "1..200", void 0);
  const replayMax = inputs.replay_max?.trim() ? replayMaxInput(inputs.replay_max) : void 0;
  const git = gitAt(s.workspace);
  const targets = await rehuntTargets(git, inputs, s.config);
  const runs = [];
  for (const t of targets) {
    const r = await group(
      `re-hunt ${t.id} on ${t.parent.slice(0, 12)}`,
      () => hunt(
        { parent: t.parent, property: t.id, seeds, oracle: "HEAD", ...s.config ? { configPath: s.config } : {}, ...replayMax ? { replayMax } : {} },
        { ...rowPorts(s, env), git, onResult: huntProgress(t.id) }
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
  return PASSED;
}
function huntProgress(id) {
  const line = plainProgress((l) => info(l), `hunting ${id}`);
  return (r, done, total) => line(r.outcome !== "fail", done, total);
}
function replayMaxInput(text) {
  const n = wholeNumber(text, "the replay_max input");
  if (!validReplayMax(n)) throw new SeedgateError("usage", `replay_max ${text}: at least one replay seed is proposed`, { hint: "leave it empty for 10" });
  return n;
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
