import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineTerminal
} from "./chunk-WUJOO4CM.js";
import {
  quarantine
} from "./chunk-Q52AYZUB.js";
import "./chunk-LAABB2II.js";
import "./chunk-JVTEVJUX.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-USRMZ4JU.js";
import "./chunk-47KA45GA.js";
import {
  localRunId,
  rowPorts
} from "./chunk-HTJT66HA.js";
import {
  localGit
} from "./chunk-TT5YNMBL.js";
import "./chunk-IPTZP7M4.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-DV54EYCM.js";
import "./chunk-NEKJLJZW.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-VKMCBFQM.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-ACTNXR7N.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-HNDXRNYT.js";
import "./chunk-EGOUBCOV.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-2SQSXGAZ.js";
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
