import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-NCKGG5TB.js";
import {
  actionLog,
  annotate
} from "./chunk-7NXD7SIG.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-B632HOAH.js";
import {
  seal
} from "./chunk-O5E4SA7E.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import {
  sealMarkdown
} from "./chunk-CVKNFFLX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import {
  setFailed,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-POJ3TFSW.js";
import {
  manifestCheck
} from "./chunk-R6FHJ7LG.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-7P7UG7VG.js";
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
