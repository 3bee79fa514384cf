import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneMarkdown
} from "./chunk-WYXIRVL3.js";
import {
  lane
} from "./chunk-3YSU4WDY.js";
import "./chunk-4H33EZKX.js";
import {
  plainProgress
} from "./chunk-2YFGGE75.js";
import "./chunk-PYZKLYI3.js";
import "./chunk-TSXIX5EH.js";
import {
  parseShard
} from "./chunk-EIC7AGUR.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-JDEC6IPH.js";
import "./chunk-N24J3QNF.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-GCZLMEGS.js";
import "./chunk-F4XUKZHO.js";
import {
  PASSED,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-7SE6TAKS.js";
import "./chunk-G3R2LZOI.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-MJLMHACN.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-E532OBH3.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-BGIBCSCY.js";
import {
  group,
  info,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-LJ564ME6.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-5UTB5CZ2.js";
import "./chunk-BS5C6TOT.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/lane.ts
async function runLane(s, env = process.env) {
  if (s.lane !== "replay" && s.lane !== "holdout") throw new SeedgateError("usage", `the lane input is replay or holdout, got "${s.lane ?? ""}"`);
  const shard = parseShard(s.shard);
  const progress = plainProgress((l) => info(l), `${s.lane} lane`);
  const r = await group(
    `seedgate ${s.lane} lane, shard ${shard.index}/${shard.total}`,
    () => lane(
      {
        lane: s.lane,
        base: baseOf(s),
        head: s.head,
        shard,
        runId: runIdOf(env),
        ...s.config ? { configPath: s.config } : {}
      },
      {
        ...rowPorts(s, env),
        // Every row that did not pass, and a plain line at the start, each tenth of the rows and every 10 s
        // (cli/progress.ts's rule), counting rows as their first runs end inside a batch too.
        onResult: (row, done, total) => {
          if (row.outcome !== "pass") info(`[${done}/${total}] ${row.row.property} ${row.row.kind} ${row.row.key}: ${row.outcome}`);
          progress.result(row.outcome === "pass", done, total);
        },
        onEnded: (ended, total) => progress.ended(ended, total),
        // A batched seed that did not pass, as it ends (its final result follows with the batch's).
        onRowEnded: (row, as) => as === "pass" ? void 0 : info(`[as it ended] ${row.property} ${row.kind} ${row.key}: ${as}`)
      }
    )
  );
  const path = resultsPathOf(s, env, `seedgate-${s.lane}-${shard.index}-of-${shard.total}.json`);
  writeResultsFile(path, r.results);
  annotate(r.findings);
  setOutput("verdict", r.verdict);
  setOutput("results-path", path);
  setOutput("json", JSON.stringify({ command: "lane", verdict: r.verdict, lane: s.lane, shard: r.results.shard, rows: r.results.rows.length }));
  const failing = r.results.rows.filter((x) => x.outcome !== "pass");
  await summary.addRaw(laneMarkdown(r, s.lane)).write();
  return r.verdict === "success" ? PASSED : failedBecause(`the ${s.lane} lane's ${failing.length} row(s) did not pass`);
}
export {
  runLane
};
