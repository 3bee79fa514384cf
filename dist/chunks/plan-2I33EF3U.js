import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-D7Q6BCIA.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/plan.ts
async function planCli({ values }, io) {
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
