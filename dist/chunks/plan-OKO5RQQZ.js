import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plan
} from "./chunk-O24XUVER.js";
import "./chunk-JIJZXNK4.js";
import {
  bullets,
  heading,
  inlineCode,
  markdown,
  paragraph,
  root,
  table,
  text
} from "./chunk-KHNKGWFN.js";
import {
  PASSED,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-6GYLSYQK.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import {
  short
} from "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-T5SIEDVH.js";
import "./chunk-BGIBCSCY.js";
import {
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/modes/plan/render.ts
var MAX_FINDINGS = 30;
function planMarkdown(r) {
  const cells = r.matrix.include;
  const rows = cells.reduce((n, c) => n + c.rows, 0);
  const bad = r.findings.length > 0;
  return markdown(
    root([
      heading(2, bad ? "seedgate plan: ❌ invalid sealed inputs" : "seedgate plan: ✅ ready"),
      paragraph(
        text(`${cells.length} lane job${cells.length === 1 ? "" : "s"}, ${rows} rows in all, planned from the base commit `),
        inlineCode(short(r.base)),
        text(". The gate expects exactly these shards; a missing one is a reason to block.")
      ),
      table(
        ["lane", "shard", "rows"],
        cells.map((c) => [c.lane, c.shard, String(c.rows)])
      ),
      ...bad ? [
        heading(3, `Findings (${r.findings.length})`),
        bullets(
          r.findings.slice(0, MAX_FINDINGS).map((f) => [
            text(f.message),
            ...f.file === void 0 ? [] : [text(" — "), inlineCode(`${f.file}${f.line === void 0 ? "" : `:${f.line}`}`)],
            text(" "),
            inlineCode(f.code)
          ])
        )
      ] : [],
      ...r.findings.length > MAX_FINDINGS ? [paragraph(`…and ${r.findings.length - MAX_FINDINGS} more, in the job log.`)] : []
    ])
  );
}

// src/action/plan.ts
async function runPlan(s) {
  const r = await plan({ base: baseOf(s), ...s.config ? { configPath: s.config } : {} }, { git: gitAt(s.workspace), clock: systemClock });
  setOutput("matrix", JSON.stringify(r.matrix));
  setOutput("json", JSON.stringify(r));
  annotate(r.findings, { failing: r.findings.length > 0 });
  await summary.addRaw(planMarkdown(r)).write();
  return r.findings.length === 0 ? PASSED : failedBecause(`${r.findings.length} invalid sealed input(s); the gate would block`);
}
export {
  runPlan
};
