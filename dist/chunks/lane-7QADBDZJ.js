import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseShard
} from "./chunk-LLJEWYSB.js";
import "./chunk-5CA4L2HQ.js";
import {
  lane
} from "./chunk-QNDG6F5I.js";
import "./chunk-KUVJHRHU.js";
import "./chunk-PCJXYWAG.js";
import "./chunk-MXOQNZ6Y.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog,
  annotate
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-YRDG2KR4.js";
import "./chunk-56WKWAFT.js";
import "./chunk-J3N2MXOX.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/lane.ts
import { availableParallelism } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
async function runLane(s, env = process.env) {
  if (s.lane !== "replay" && s.lane !== "holdout") throw new SeedgateError("usage", `the lane input is replay or holdout, got "${s.lane ?? ""}"`);
  const shard = parseShard(s.shard);
  let last = 0;
  const r = await group(
    `seedgate ${s.lane} lane, shard ${shard.index}/${shard.total}`,
    () => lane(
      {
        lane: s.lane,
        base: s.base,
        head: s.head,
        shard,
        runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`,
        ...s.config ? { configPath: s.config } : {}
      },
      {
        git: gitAt(s.workspace),
        exec: processExec,
        clock: { now: () => /* @__PURE__ */ new Date() },
        log: actionLog,
        env,
        cores: availableParallelism(),
        environment: { node: process.version, platform: process.platform, runner: env.RUNNER_OS ?? "" },
        onResult: (row, done, total) => {
          if (row.outcome !== "pass" || Date.now() - last > 1e4 || done === total) {
            last = Date.now();
            info(`[${done}/${total}] ${row.row.property} ${row.row.kind} ${row.row.key}: ${row.outcome}`);
          }
        }
      }
    )
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, `seedgate-${s.lane}-${shard.index}-of-${shard.total}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  annotate(r.findings);
  setOutput("verdict", r.verdict);
  setOutput("results-path", path);
  setOutput("json", JSON.stringify({ command: "lane", verdict: r.verdict, lane: s.lane, shard: r.results.shard, rows: r.results.rows.length }));
  const failing = r.results.rows.filter((x) => x.outcome !== "pass");
  await summary.addRaw(`### seedgate ${s.lane} lane ${r.results.shard}: ${r.verdict}

${r.results.rows.length} rows, ${failing.length} not passing.

`).addRaw(failing.map((x) => `- \`${x.property}\` ${x.kind} \`${x.key}\`: **${x.outcome}** — ${x.detail.split("\n")[0]}`).join("\n") + "\n").write();
  if (r.verdict !== "success") info(`seedgate ${s.lane} lane: ${failing.length} row(s) did not pass; the gate judges them`);
}
export {
  runLane
};
