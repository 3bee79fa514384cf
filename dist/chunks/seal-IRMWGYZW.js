import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  githubFor,
  pullFilesSource
} from "./chunk-HPLTTRPY.js";
import {
  actionLog,
  annotate
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import {
  seal
} from "./chunk-56D3E74L.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import {
  sealMarkdown
} from "./chunk-GUCJYJ77.js";
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
} from "./chunk-4V56H7TX.js";
import "./chunk-HMONMTBK.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-UD43POHF.js";
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
