import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-6JHPSRJC.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import "./chunk-5GH6IFWC.js";
import {
  parse
} from "./chunk-AG4SA5Y5.js";
import "./chunk-LHPWTKG5.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/plan.ts
var USAGE = "seedgate plan [--base REV] [--config FILE] [--json]";
async function planCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, config: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const r = await plan(await localGit(values.cwd), values.base ?? "HEAD", /* @__PURE__ */ new Date(), values.config);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    io.out(`seedgate plan at ${r.base.slice(0, 12)}:`);
    for (const c of r.matrix.include) io.out(`  ${c.lane.padEnd(8)} shard ${c.shard.padEnd(6)} ${c.rows} rows`);
    for (const f of r.findings) io.out(`  ✗ ${findingLine(f)}`);
    io.out(`matrix: ${JSON.stringify(r.matrix)}`);
  }
  return r.findings.length === 0 ? 0 : 1;
}
export {
  planCli
};
