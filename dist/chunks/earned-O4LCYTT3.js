import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-SZDTXRMP.js";
import {
  parseSeeds
} from "./chunk-VMTJUBFB.js";
import "./chunk-UAQVPNLO.js";
import "./chunk-KUVJHRHU.js";
import "./chunk-PCJXYWAG.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-56WKWAFT.js";
import "./chunk-J3N2MXOX.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/earned.ts
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
var USAGE = usageOf("earned");
async function earnedCli({ values }, io) {
  const base = requireString(values.base, "--base", USAGE);
  const seeds = values.seeds === void 0 && values.budget === void 0 ? void 0 : parseSeeds(values.seeds, values.budget);
  const concurrency = values.concurrency === void 0 ? void 0 : Number(values.concurrency);
  if (concurrency !== void 0 && !(Number.isSafeInteger(concurrency) && concurrency > 0))
    throw new SeedgateError("usage", `--concurrency takes a whole number above 0, got "${values.concurrency}"`, { hint: USAGE });
  const r = await earned(
    {
      base,
      ...values.head ? { head: values.head } : {},
      ...seeds ? { seeds } : {},
      ...values.config ? { configPath: values.config } : {},
      ...concurrency ? { concurrency } : {}
    },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env, cores: availableParallelism() }
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  io.out(values.json ? JSON.stringify(r.report, null, 2) : render(r.report));
  return 0;
}
function render(r) {
  const lines = [
    `earned checks (non-voting): ${r.properties.length} drafts, seeds ${r.seeds.length}, parent ${r.base.slice(0, 12)}, head ${r.head.slice(0, 12)}`
  ];
  for (const p of r.properties) lines.push(`  ${p.label.padEnd(12)} ${p.id} (${p.source}): ${p.reason}`);
  if (r.properties.length === 0) lines.push("  no draft properties found");
  lines.push("this advisory never votes: the verdict comes from the gate alone");
  return lines.join("\n");
}
export {
  earnedCli
};
