import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-TN3MUTWE.js";
import {
  manifestCheck
} from "./chunk-IPOO2C64.js";
import {
  PASSED,
  actionLog,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-XUEG4TP6.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-LUYZXOEN.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-PES6QGLW.js";
import {
  seal
} from "./chunk-XC3445LX.js";
import "./chunk-POEGIFWW.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-22OZFHRX.js";
import {
  sealMarkdown
} from "./chunk-AZAPHTY7.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-KTNAXXA5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-FJ5AVDZ2.js";
import {
  summary
} from "./chunk-ZFLWG62Z.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-AAMAWA24.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
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
