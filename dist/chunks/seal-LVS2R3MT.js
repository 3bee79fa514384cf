import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-DKIGOXS6.js";
import {
  manifestCheck
} from "./chunk-PHMYYCYU.js";
import "./chunk-B77TIKUF.js";
import {
  PASSED,
  actionLog,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import {
  seal
} from "./chunk-BZIOMPYS.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-VYXYFCLD.js";
import "./chunk-EJ5SMO3Z.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-5AFUGCZS.js";
import {
  sealMarkdown
} from "./chunk-AZAPHTY7.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-PMI3V5VL.js";
import "./chunk-QJXPU67K.js";
import "./chunk-BGIBCSCY.js";
import {
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-KJRHYVHT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/seal.ts
async function runSeal(s) {
  const result = await seal(
    { base: baseOf(s), head: s.head, fetch: true, ...s.config ? { configPath: s.config } : {} },
    {
      git: gitAt(s.workspace),
      log: actionLog,
      manifests: manifestCheck,
      ...s.event.number !== void 0 && s.token !== "" ? { pullFiles: pullFilesSource(() => githubFor(s), s.event.number) } : {}
    }
  );
  annotate(result.findings, { failing: result.verdict !== "success" });
  setOutput("verdict", result.verdict);
  setOutput("json", JSON.stringify(result));
  await summary.addRaw(sealMarkdown(result)).write();
  return result.verdict === "success" ? PASSED : failedBecause(`${result.findings.length} reason(s) to block this change`);
}
export {
  runSeal
};
