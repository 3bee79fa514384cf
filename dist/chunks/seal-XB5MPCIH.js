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
} from "./chunk-GODC6K5T.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-RPVEIOKS.js";
import "./chunk-FGWWJXS5.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-4U5GZOIB.js";
import {
  sealMarkdown
} from "./chunk-AZAPHTY7.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-FKKHRCLY.js";
import "./chunk-ZTGTR4IS.js";
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
import "./chunk-6BUVG3SG.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-QOWZ4533.js";
import "./chunk-BDA7DOE4.js";
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
