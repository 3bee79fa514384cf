import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-FUJF473J.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-JZ2UDVTC.js";
import "./chunk-BGEAQH4L.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-LS4EUGWX.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-OKOFBTAL.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/plan.ts
async function planCli({ values }, io) {
  const r = await plan(
    { base: values.base ?? "HEAD", ...values.config ? { configPath: values.config } : {} },
    { git: await localGit(values.cwd), clock: systemClock }
  );
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
