import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localRunId,
  rowPorts
} from "./chunk-WEXN3V4V.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  quarantineTerminal
} from "./chunk-LJXUVWJZ.js";
import {
  quarantine
} from "./chunk-VEJVL6F7.js";
import "./chunk-LAABB2II.js";
import "./chunk-RHUWCU3Q.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-KWIK66OR.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-7ISQ3UUJ.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-K64DRGKQ.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-MWY7A5FB.js";
import "./chunk-2NQBPUXQ.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-XYMIZMCX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-QJXPU67K.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-KJRHYVHT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-ETWBD4LK.js";
import "./chunk-G5XVYQN7.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-TBEWIYCI.js";
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
