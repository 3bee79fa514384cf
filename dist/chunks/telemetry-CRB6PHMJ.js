import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetryTerminal
} from "./chunk-ATA42LQ2.js";
import {
  telemetry
} from "./chunk-SI7JQO67.js";
import "./chunk-LAABB2II.js";
import "./chunk-QOLBMTHZ.js";
import "./chunk-F2MXITFP.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import {
  localRunId,
  rowPorts
} from "./chunk-XC7HGMKW.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-5LS33TRP.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
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
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/telemetry.ts
async function telemetryCli({ values }, io) {
  const r = await telemetry(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...values.config ? { configPath: values.config } : {} },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  io.out(telemetryTerminal(r.results.report));
  return 0;
}
export {
  telemetryCli
};
