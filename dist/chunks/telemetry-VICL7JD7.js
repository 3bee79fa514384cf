import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetryTerminal
} from "./chunk-HUHNLSD4.js";
import {
  telemetry
} from "./chunk-QWCRFUPR.js";
import "./chunk-LAABB2II.js";
import "./chunk-PXDBLZZ4.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-BI7QY6PN.js";
import "./chunk-BOSU4652.js";
import "./chunk-RPJWGF45.js";
import {
  localRunId,
  rowPorts
} from "./chunk-R3LEFZJQ.js";
import {
  localGit
} from "./chunk-TT5YNMBL.js";
import "./chunk-66D5LQKE.js";
import "./chunk-Y2HAWAYH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-LUYZXOEN.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-POEGIFWW.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-22OZFHRX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/telemetry.ts
async function telemetryCli({ values }, io) {
  const r = await telemetry(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...values.config ? { configPath: values.config } : {} },
    rowPorts(await localGit(values.cwd), io, values.json)
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return io.out(JSON.stringify(r, null, 2)), "success";
  io.out(telemetryTerminal(r.results.report));
  return "success";
}
export {
  telemetryCli
};
