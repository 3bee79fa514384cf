import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-OAW5QQDB.js";
import {
  manifestCheck
} from "./chunk-U26SO7B3.js";
import "./chunk-VHS522PZ.js";
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
} from "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import {
  seal
} from "./chunk-J33NE56V.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import {
  sealMarkdown
} from "./chunk-AZAPHTY7.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-LESRTOZI.js";
import "./chunk-HLCOM2GG.js";
import "./chunk-B6SML6UK.js";
import "./chunk-I7NL3B5S.js";
import {
  summary
} from "./chunk-VSAVYPF3.js";
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
