import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-PUFI4OWQ.js";
import {
  sealMarkdown
} from "./chunk-5VEALZUM.js";
import {
  seal
} from "./chunk-F2INEAIE.js";
import {
  manifestCheck
} from "./chunk-FWWQIOT7.js";
import "./chunk-NYWTVLAJ.js";
import {
  actionLog,
  annotate
} from "./chunk-IPMFUV64.js";
import {
  setFailed,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-RCS2DSJP.js";
import "./chunk-CHDUGTRS.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import {
  gitAt
} from "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
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
  annotate(result.findings);
  setOutput("verdict", result.verdict);
  setOutput("json", JSON.stringify(result));
  await summary.addRaw(sealMarkdown(result)).write();
  if (result.verdict !== "success") setFailed(`seedgate seal: ${result.findings.length} reason(s) to block this change`);
}
export {
  runSeal
};
