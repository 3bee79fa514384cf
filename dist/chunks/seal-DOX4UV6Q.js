import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-GKX44QXK.js";
import {
  manifestCheck
} from "./chunk-NO7LIDAX.js";
import {
  PASSED,
  actionLog,
  annotate,
  failedBecause
} from "./chunk-3P7KRTDX.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-5LS33TRP.js";
import "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-Q35FYUMK.js";
import {
  seal
} from "./chunk-455E5GCF.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import {
  sealMarkdown
} from "./chunk-BZAEDYSM.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-YVMWF3TM.js";
import "./chunk-ITTA4OMI.js";
import {
  baseOf
} from "./chunk-H7IUDCOK.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TY5WCXUP.js";
import {
  setOutput,
  summary
} from "./chunk-ZFLWG62Z.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-PTS2FI7U.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-CEUNENJQ.js";
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
