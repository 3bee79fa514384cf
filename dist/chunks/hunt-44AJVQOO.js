import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import "./chunk-NGIGQVHA.js";
import {
  rowPorts
} from "./chunk-6ENNH4B6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
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
import {
  isPreflightRefusal,
  refusalLine,
  refusals
} from "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-F4XUKZHO.js";
import "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
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

// src/cli/hunt.ts
import { resolve as resolve2 } from "node:path";

// src/cli/hunt-text.ts
function huntText(r) {
  const lines = [
    `hunt ${r.property} (${r.format}) on parent ${r.parent.slice(0, 12)}: ${r.hits.length} hits, ${r.misses.length} misses, ${r.timeouts.length} timeouts, ${r.errors.length} errors`
  ];
  const refused = (row) => row.outcome === "error" && isPreflightRefusal(row.detail);
  for (const g of refusals(r.rows.filter(refused), (row) => ({ property: r.property, detail: row.detail }))) lines.push(`  ${refusalLine(g)}`);
  for (const row of r.rows.filter((x) => x.outcome !== "miss" && !refused(x))) {
    const f = row.fixture === void 0 ? "" : "error" in row.fixture ? `; no fixture: ${row.fixture.error}` : `; fixture ${row.fixture.path} sha256=${row.fixture.sha256} (${row.fixture.source}) ${row.fixture.detail}`;
    lines.push(`  seed ${row.seed}: ${row.outcome}${row.outcome === "hit" ? "" : ` (${row.detail})`}${f}`);
  }
  lines.push(r.message);
  if (r.reproduction?.reproduces) lines.push(`the proposal ${r.reproduction.why}`);
  for (const n of r.notes ?? []) lines.push(`note: ${n.message}`, `  hint: ${n.hint}`);
  if (r.proposal) lines.push(...r.proposal.out ? [`proposal: ${r.proposal.out}`] : [], "", r.proposal.diff);
  return lines.join("\n");
}

// src/cli/hunt-merge.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
async function shardCli(s, values, usage, ports, io) {
  const shard = parseShard(values.shard);
  if (!s.out) throw new SeedgateError("usage", "--shard writes its partial file to --out FILE", { hint: usage });
  const r = await huntShard(s, shard, ports);
  writeFileSync(s.out, JSON.stringify(r.partial, null, 2) + "\n");
  io.out(values.json ? JSON.stringify({ ...r, out: s.out }, null, 2) : `${r.message}
partial: ${s.out}`);
  return "success";
}
async function mergeCli(files, values, usage, io) {
  if (files.length === 0) throw new SeedgateError("usage", "hunt merge takes the partial file of every shard", { hint: usage });
  for (const flag of ["parent", "property", "seeds", "budget", "shard", "oracle", "concurrency", "per-process"])
    if (values[flag] !== void 0) throw new SeedgateError("usage", `hunt merge takes no --${flag}: the partial files carry the hunt`, { hint: usage });
  const parts = files.map((f) => ({ file: f, partial: parsePartial(readPartial(f), f) }));
  const r = await mergeHunt(
    parts,
    {
      ...values.out ? { out: resolve(values.out) } : {},
      ...values.config ? { configPath: values.config } : {},
      ...values["holdout-budget"] ? { holdoutBudgetMs: 1e3 * wholeNumber(values["holdout-budget"], "--holdout-budget") } : {},
      ...values["replay-max"] ? { replayMax: replayMax(values["replay-max"], usage) } : {}
    },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : huntText(r));
  return r.status === "hit" ? "success" : "failure";
}
function readPartial(file) {
  try {
    return readFileSync(resolve(file), "utf8");
  } catch (e) {
    throw new SeedgateError("input", `${file}: cannot read it (${e.code ?? e.message})`, {
      hint: "pass the files `hunt --shard I/N --out FILE` wrote"
    });
  }
}
function replayMax(text, usage) {
  const n = wholeNumber(text, "--replay-max");
  if (!validReplayMax(n)) throw new SeedgateError("usage", `--replay-max ${text}: at least one replay seed is proposed`, { hint: usage });
  return n;
}

// src/cli/hunt.ts
function progress(io, started) {
  let hits = 0;
  return (outcome, done, total) => {
    if (outcome === "fail") hits++;
    const line = `  hunting ${done}/${total} seeds, ${hits} hit${hits === 1 ? "" : "s"}, ${((Date.now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(done === total ? `\r${line}
` : `\r${line}`);
  };
}
async function huntCli({ values, positionals, usage }, io) {
  if (positionals.length > 0) {
    if (positionals[0] !== "merge")
      throw new SeedgateError("usage", `hunt takes no argument "${positionals[0]}" (only \`hunt merge FILE...\`)`, { hint: usage });
    return mergeCli(positionals.slice(1), values, usage, io);
  }
  const seeds = parseSeedRange(values.seeds, values.budget);
  const show = values.json || !io.isTTY ? void 0 : progress(io, Date.now());
  const settings = {
    parent: requireString(values.parent, "--parent", usage),
    property: requireString(values.property, "--property", usage),
    seeds,
    ...values.oracle ? { oracle: values.oracle } : {},
    ...values.out ? { out: resolve2(values.out) } : {},
    ...values.config ? { configPath: values.config } : {},
    ...values.concurrency ? { concurrency: wholeNumber(values.concurrency, "--concurrency") } : {},
    ...values["per-process"] ? { perProcess: true } : {},
    // Caps the proposed holdout count k (issue 14 item 6): seconds of the parent's mean seed time.
    ...values["holdout-budget"] ? { holdoutBudgetMs: 1e3 * wholeNumber(values["holdout-budget"], "--holdout-budget") } : {},
    ...values["replay-max"] ? { replayMax: replayMax(values["replay-max"], usage) } : {}
  };
  const ports = {
    ...rowPorts(await localGit(values.cwd), io, values.json),
    ...show ? { onResult: (row, done, total) => show(row.outcome, done, total) } : {},
    // Off a terminal: a plain line every tenth of the seeds and every 10 s, counting seeds as a batch streams their ends.
    ...values.json || io.isTTY ? {} : huntLines((l) => io.err(l), "hunting seeds")
  };
  if (values.shard !== void 0) return shardCli(settings, values, usage, ports, io);
  const r = await hunt(settings, ports);
  io.out(values.json ? JSON.stringify(r, null, 2) : huntText(r));
  return r.status === "hit" ? "success" : "failure";
}
export {
  huntCli
};
