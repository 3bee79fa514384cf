import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineTerminal
} from "./chunk-EXGBXZ7W.js";
import {
  quarantine
} from "./chunk-FRT3I3KG.js";
import "./chunk-LAABB2II.js";
import "./chunk-NBN26ZCP.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-NPJBMJAZ.js";
import "./chunk-47KA45GA.js";
import {
  localRunId,
  rowPorts
} from "./chunk-OQKX6QZQ.js";
import {
  localGit
} from "./chunk-TT5YNMBL.js";
import "./chunk-3CCDJZH2.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-L5K2F22G.js";
import "./chunk-6ZE36JL4.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KEBHXJGR.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-XBD4WMMN.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-6U4MIGJW.js";
import "./chunk-EGZK22IW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-XJHWBMLF.js";
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
