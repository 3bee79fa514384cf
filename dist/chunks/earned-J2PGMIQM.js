import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-I5V3CWFW.js";
import {
  parseSeedRange
} from "./chunk-75CVOHUS.js";
import {
  earned
} from "./chunk-CQTRJ6RP.js";
import "./chunk-LAABB2II.js";
import "./chunk-L37XUGSG.js";
import "./chunk-S7PZHQLB.js";
import "./chunk-FUAHXNNC.js";
import "./chunk-F2MXITFP.js";
import "./chunk-JZ2UDVTC.js";
import "./chunk-UMZ2UABT.js";
import "./chunk-47KA45GA.js";
import "./chunk-BGEAQH4L.js";
import {
  rowPorts
} from "./chunk-YU5PYPIX.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-LS4EUGWX.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-OKOFBTAL.js";
import "./chunk-G47FNH4S.js";
import "./chunk-P5IOJLLL.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/earned.ts
var USAGE = usageOf("earned");
async function earnedCli({ values }, io) {
  const base = requireString(values.base, "--base", USAGE);
  const seeds = values.seeds === void 0 && values.budget === void 0 ? void 0 : parseSeedRange(values.seeds, values.budget);
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
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
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
