import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
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
  parseSeedRange
} from "./chunk-EIC7AGUR.js";
import {
  earned
} from "./chunk-747FBMHE.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-SKDT3HVE.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-F4XUKZHO.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
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

// src/cli/earned.ts
async function earnedCli({ values, usage }, io) {
  const base = requireString(values.base, "--base", usage);
  const seeds = values.seeds === void 0 && values.budget === void 0 ? void 0 : parseSeedRange(values.seeds, values.budget);
  const concurrency = values.concurrency === void 0 ? void 0 : Number(values.concurrency);
  if (concurrency !== void 0 && !(Number.isSafeInteger(concurrency) && concurrency > 0))
    throw new SeedgateError("usage", `--concurrency takes a whole number above 0, got "${values.concurrency}"`, { hint: usage });
  const r = await earned(
    {
      base,
      ...values.head ? { head: values.head } : {},
      ...seeds ? { seeds } : {},
      ...values.config ? { configPath: values.config } : {},
      ...concurrency ? { concurrency } : {}
    },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
  io.out(values.json ? JSON.stringify(r.report, null, 2) : render(r.report));
  return "success";
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
