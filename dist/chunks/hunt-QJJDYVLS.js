import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  huntShard,
  mergeHunt,
  parsePartial
} from "./chunk-OCANI3EA.js";
import {
  hunt,
  validReplayMax
} from "./chunk-6S3XP56H.js";
import "./chunk-XHISKDML.js";
import "./chunk-RENMPSRC.js";
import {
  huntLines
} from "./chunk-EEUH5JB3.js";
import "./chunk-53E3DFHE.js";
import "./chunk-TSXIX5EH.js";
import {
  parseSeedRange,
  parseShard,
  wholeNumber
} from "./chunk-EIC7AGUR.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-SKDT3HVE.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  rowPorts
} from "./chunk-GCZLMEGS.js";
import "./chunk-F4XUKZHO.js";
import {
  PASSED,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import {
  readBase
} from "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import {
  fenced
} from "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-V7QMJJJF.js";
import {
  group,
  info,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/hunt.ts
import { rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join2 } from "node:path";

// src/action/hunt-shards.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
async function huntShardStep(shard, dir, targets, settings, ports) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const t of targets) {
    const r = await group(
      `re-hunt ${t.id} on ${t.parent.slice(0, 12)}, shard ${shard.index}/${shard.total}`,
      () => huntShard(settings(t), shard, ports(t))
    );
    const file = join(dir, `${t.id}.shard-${shard.index}-of-${shard.total}.json`);
    writeFileSync(file, JSON.stringify(r.partial, null, 2) + "\n");
    info(r.message);
    written.push(file);
  }
  setOutput("verdict", "success");
  setOutput("changed", "false");
  setOutput("results-path", dir);
  setOutput("json", JSON.stringify({ command: "hunt", shard, partials: written }));
  return PASSED;
}
async function mergeStep(dir, settings, ports) {
  const files = partialFiles(dir);
  const byProperty = /* @__PURE__ */ new Map();
  for (const file of files) {
    const partial = parsePartial(readFileSync(file, "utf8"), file);
    byProperty.set(partial.property, [...byProperty.get(partial.property) ?? [], { file, partial }]);
  }
  const runs = [];
  for (const [property, parts] of byProperty)
    runs.push(await group(`merge ${parts.length} shard${parts.length === 1 ? "" : "s"} of ${property}`, () => mergeHunt(parts, settings, ports)));
  return runs;
}
function partialFiles(dir) {
  try {
    return readdirSync(resolve(dir)).filter((n) => n.endsWith(".json")).sort().map((n) => join(resolve(dir), n));
  } catch (e) {
    throw new SeedgateError("input", `results: cannot read the partials directory ${dir} (${e.code ?? e.message})`, {
      hint: "download every hunt shard's artifact into it (actions/download-artifact, merge-multiple: true)"
    });
  }
}

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
  const ports = (id) => ({ ...rowPorts(s, env), git, ...huntLines((l) => info(l), `hunting ${id}`) });
  const common = { oracle: "HEAD", ...s.config ? { configPath: s.config } : {}, ...replayMax ? { replayMax } : {} };
  if (s.shard !== void 0) {
    if (s.results === void 0)
      throw new SeedgateError("usage", "hunt with shard writes its partial files to the results directory", { hint: "set results: a directory to upload" });
    const targets = await rehuntTargets(git, inputs, s.config);
    return huntShardStep(
      parseShard(s.shard),
      s.results,
      targets,
      (t) => ({ ...common, parent: t.parent, property: t.id, seeds }),
      (t) => ports(t.id)
    );
  }
  const runs = s.results !== void 0 ? await mergeStep(s.results, common, { ...rowPorts(s, env), git }) : await huntEach(git, inputs, s, seeds, common, ports);
  for (const r of runs) {
    if (r.proposal && !r.reproduction?.reproduces) {
      rmSync(join2(s.workspace, r.proposal.file), { force: true });
      writeFileSync2(join2(s.workspace, r.proposal.file), JSON.stringify(r.proposal.document, null, 2) + "\n");
    }
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
async function huntEach(git, inputs, s, seeds, common, ports) {
  const runs = [];
  for (const t of await rehuntTargets(git, inputs, s.config))
    runs.push(await group(`re-hunt ${t.id} on ${t.parent.slice(0, 12)}`, () => hunt({ ...common, parent: t.parent, property: t.id, seeds }, ports(t.id))));
  return runs;
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
