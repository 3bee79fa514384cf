import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-X7K2FWOW.js";
import "./chunk-5GH6IFWC.js";
import {
  localGit
} from "./chunk-FKKA7DEE.js";
import {
  parse
} from "./chunk-OT7MLG6U.js";
import {
  findingLine
} from "./chunk-RCS2DSJP.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
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
