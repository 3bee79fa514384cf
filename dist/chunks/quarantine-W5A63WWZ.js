import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localRunId,
  rowPorts
} from "./chunk-XIGPWJTF.js";
import {
  localGit
} from "./chunk-SEXBHL4Q.js";
import {
  quarantineTerminal
} from "./chunk-QLTN74QY.js";
import {
  quarantine
} from "./chunk-S53UE2GU.js";
import "./chunk-LAABB2II.js";
import "./chunk-ZASAVXEK.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-HHISYEZN.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-ER46P3MM.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-VHS522PZ.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-B6SML6UK.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-4KGT4RRS.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-TDDA46XC.js";
import "./chunk-3BEHQIBW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-KJKSX7Y3.js";
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
