import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseShard
} from "./chunk-B5IV6BJE.js";
import "./chunk-G32YLJX4.js";
import {
  lane
} from "./chunk-ASPBRQM6.js";
import "./chunk-3JWHTMED.js";
import "./chunk-7ZFY6EA4.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-LQCFHX65.js";
import "./chunk-EWCWQRD2.js";
import {
  processExec
} from "./chunk-33PU62EH.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-QGAWMZCR.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog,
  annotate
} from "./chunk-7NXD7SIG.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-B632HOAH.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-YRDG2KR4.js";
import "./chunk-VM2IW37J.js";
import "./chunk-J6D3SRGM.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-7P7UG7VG.js";
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
      { lane: s.lane, base: s.base, head: s.head, shard, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...s.config ? { configPath: s.config } : {} },
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
