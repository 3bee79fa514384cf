import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-NCKGG5TB.js";
import {
  sealMarkdown
} from "./chunk-FQCOE5Y6.js";
import {
  seal
} from "./chunk-IHWALPRO.js";
import {
  manifestCheck
} from "./chunk-AB2RMHW3.js";
import "./chunk-NYWTVLAJ.js";
import {
  actionLog,
  annotate
} from "./chunk-7NXD7SIG.js";
import "./chunk-EEVLO6KU.js";
import {
  setFailed,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import {
  gitAt
} from "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/seal.ts
async function runSeal(s) {
  const result = await seal(
    { base: s.base, head: s.head, fetch: true, ...s.config ? { configPath: s.config } : {} },
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
  if (result.verdict !== "success") setFailed(`seedgate seal: ${result.findings.length} reason(s) to block this change`);
}
export {
  runSeal
};
