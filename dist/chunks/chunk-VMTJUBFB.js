import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  hunt
} from "./chunk-UAQVPNLO.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-56WKWAFT.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/cli/hunt.ts
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
var USAGE = usageOf("hunt");
var MAX_SEEDS = 1e5;
function parseSeeds(seeds, budget) {
  if (seeds === void 0 === (budget === void 0)) throw new SeedgateError("usage", "give exactly one of --seeds or --budget", { hint: USAGE });
  const spec = budget === void 0 ? seeds : `1..${whole(budget, "--budget")}`;
  const out = [];
  for (const part of spec.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const range = /^(\d+)\.\.(\d+)$/.exec(part);
    const [from, to] = range ? [whole(range[1], "--seeds"), whole(range[2], "--seeds")] : [whole(part, "--seeds"), whole(part, "--seeds")];
    if (to < from) throw new SeedgateError("usage", `--seeds range ${part} runs backwards`, { hint: USAGE });
    if (out.length + (to - from + 1) > MAX_SEEDS) throw new SeedgateError("usage", `more than ${MAX_SEEDS} seeds`, { hint: "hunt in smaller batches" });
    for (let s = from; s <= to; s++) out.push(s);
  }
  if (out.length === 0) throw new SeedgateError("usage", "no seeds to hunt", { hint: USAGE });
  return [...new Set(out)];
}
function whole(text, flag) {
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text)))
    throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`, { hint: USAGE });
  return Number(text);
}
function progress(io, started) {
  let hits = 0;
  return (outcome, done, total) => {
    if (outcome === "fail") hits++;
    const line = `  hunting ${done}/${total} seeds, ${hits} hit${hits === 1 ? "" : "s"}, ${((Date.now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(done === total ? `\r${line}
` : `\r${line}`);
  };
}
async function huntCli({ values }, io) {
  const seeds = parseSeeds(values.seeds, values.budget);
  const show = io.isTTY && !values.json ? progress(io, Date.now()) : void 0;
  const r = await hunt(
    {
      parent: requireString(values.parent, "--parent", USAGE),
      property: requireString(values.property, "--property", USAGE),
      seeds,
      ...values.oracle ? { oracle: values.oracle } : {},
      ...values.out ? { out: resolve(values.out) } : {},
      ...values.config ? { configPath: values.config } : {},
      ...values.concurrency ? { concurrency: whole(values.concurrency, "--concurrency") } : {},
      ...values["per-process"] ? { perProcess: true } : {},
      // Caps the proposed holdout count k (issue 14 item 6): seconds of the parent's mean seed time.
      ...values["holdout-budget"] ? { holdoutBudgetMs: 1e3 * whole(values["holdout-budget"], "--holdout-budget") } : {}
    },
    {
      git: await localGit(values.cwd),
      exec: processExec,
      clock: { now: () => /* @__PURE__ */ new Date() },
      log: cliLog(io, values.json),
      env: process.env,
      cores: availableParallelism(),
      ...show ? { onResult: (row, done, total) => show(row.outcome, done, total) } : {}
    }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : render(r));
  return r.status === "hit" ? 0 : 1;
}
function render(r) {
  const lines = [
    `hunt ${r.property} (${r.format}) on parent ${r.parent.slice(0, 12)}: ${r.hits.length} hits, ${r.misses.length} misses, ${r.timeouts.length} timeouts, ${r.errors.length} errors`
  ];
  for (const row of r.rows.filter((x) => x.outcome !== "miss")) {
    const f = row.fixture === void 0 ? "" : "error" in row.fixture ? `; no fixture: ${row.fixture.error}` : `; fixture ${row.fixture.path} sha256=${row.fixture.sha256} (${row.fixture.source}) ${row.fixture.detail}`;
    lines.push(`  seed ${row.seed}: ${row.outcome}${row.outcome === "hit" ? "" : ` (${row.detail})`}${f}`);
  }
  lines.push(r.message);
  if (r.reproduction?.reproduces) lines.push(`the proposal ${r.reproduction.why}`);
  if (r.proposal) lines.push(...r.proposal.out ? [`proposal: ${r.proposal.out}`] : [], "", r.proposal.diff);
  return lines.join("\n");
}

export {
  parseSeeds,
  huntCli
};
