import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localRunId,
  rowPorts
} from "./chunk-6ENNH4B6.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  quarantineTerminal
} from "./chunk-MS7SXE2W.js";
import {
  quarantine
} from "./chunk-6FNNMNRW.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-TQOTL3R7.js";
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
import "./chunk-KQPKPCX7.js";
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
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/quarantine.ts
async function quarantineCli({ values }, io) {
  const r = await quarantine(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...values.config ? { configPath: values.config } : {} },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return io.out(JSON.stringify(r, null, 2)), "success";
  io.out(quarantineTerminal(r.results.report));
  return "success";
}
export {
  quarantineCli
};
