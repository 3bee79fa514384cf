import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-6KQNJP3K.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-QGAWMZCR.js";
import {
  localGit
} from "./chunk-FOUT2CJL.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-B632HOAH.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-7P7UG7VG.js";
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
