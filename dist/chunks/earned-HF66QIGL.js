import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  parseSeedRange
} from "./chunk-75CVOHUS.js";
import {
  earned
} from "./chunk-RZA2JFEP.js";
import "./chunk-LAABB2II.js";
import "./chunk-QOLBMTHZ.js";
import "./chunk-S7PZHQLB.js";
import "./chunk-N6GZDEJM.js";
import "./chunk-F2MXITFP.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import {
  rowPorts
} from "./chunk-XC7HGMKW.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-5LS33TRP.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
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
