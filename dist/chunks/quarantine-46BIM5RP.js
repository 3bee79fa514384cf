import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineTerminal
} from "./chunk-RN64JCPM.js";
import {
  quarantine
} from "./chunk-3R3GRDOM.js";
import "./chunk-LAABB2II.js";
import "./chunk-L37XUGSG.js";
import "./chunk-FUAHXNNC.js";
import "./chunk-F2MXITFP.js";
import "./chunk-JZ2UDVTC.js";
import "./chunk-UMZ2UABT.js";
import "./chunk-47KA45GA.js";
import "./chunk-BGEAQH4L.js";
import {
  localRunId,
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
import "./chunk-KQPKPCX7.js";
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
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/quarantine.ts
async function quarantineCli({ values }, io) {
  const r = await quarantine(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...values.config ? { configPath: values.config } : {} },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  io.out(quarantineTerminal(r.results.report));
  return 0;
}
export {
  quarantineCli
};
