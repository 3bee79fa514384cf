import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseSeeds
} from "./chunk-VKMKCECU.js";
import "./chunk-UK5RYEFE.js";
import {
  DEFAULT_EARNED_SEEDS,
  earned
} from "./chunk-5YRGUSGV.js";
import "./chunk-Z7OJRRVP.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import "./chunk-5V7LTWEW.js";
import "./chunk-RHW3YIWG.js";
import "./chunk-LKHJXKFK.js";
import {
  processExec
} from "./chunk-3VULMLN3.js";
import "./chunk-5GH6IFWC.js";
import {
  parse,
  requireString
} from "./chunk-AG4SA5Y5.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/earned.ts
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
var USAGE = `seedgate earned --base REV [--head REV] [--seeds 1..${DEFAULT_EARNED_SEEDS} | --budget N] [--concurrency N] [--config FILE] [--out FILE] [--json]
  (--out FILE: the results file the gate shows in its comment; it never votes)`;
async function earnedCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, seeds: { type: "string" }, budget: { type: "string" }, concurrency: { type: "string" }, config: { type: "string" }, out: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const base = requireString(values.base, "--base", USAGE);
  const seeds = values.seeds === void 0 && values.budget === void 0 ? void 0 : parseSeeds(values.seeds, values.budget);
  const concurrency = values.concurrency === void 0 ? void 0 : Number(values.concurrency);
  if (concurrency !== void 0 && !(Number.isSafeInteger(concurrency) && concurrency > 0)) throw new SeedgateError("usage", `--concurrency takes a whole number above 0, got "${values.concurrency}"`, { hint: USAGE });
  const r = await earned(
    { base, ...values.head ? { head: values.head } : {}, ...seeds ? { seeds } : {}, ...values.config ? { configPath: values.config } : {}, ...concurrency ? { concurrency } : {} },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env, cores: availableParallelism() }
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  io.out(values.json ? JSON.stringify(r.report, null, 2) : render(r.report));
  return 0;
}
function render(r) {
  const lines = [`earned checks (non-voting): ${r.properties.length} drafts, seeds ${r.seeds.length}, parent ${r.base.slice(0, 12)}, head ${r.head.slice(0, 12)}`];
  for (const p of r.properties) lines.push(`  ${p.label.padEnd(12)} ${p.id} (${p.source}): ${p.reason}`);
  if (r.properties.length === 0) lines.push("  no draft properties found");
  lines.push("this advisory never votes: the verdict comes from the gate alone");
  return lines.join("\n");
}
export {
  earnedCli
};
