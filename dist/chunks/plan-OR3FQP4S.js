import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-DDAK663D.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-GM2I77BK.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
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
