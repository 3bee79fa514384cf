import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneMarkdown
} from "./chunk-G2JB4INH.js";
import {
  lane
} from "./chunk-ALT42YWU.js";
import "./chunk-ROD5LKEC.js";
import {
  laneLines
} from "./chunk-EEUH5JB3.js";
import "./chunk-53E3DFHE.js";
import "./chunk-TSXIX5EH.js";
import {
  parseShard
} from "./chunk-EIC7AGUR.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-SKDT3HVE.js";
import "./chunk-P6U5UL5V.js";
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
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-T5SIEDVH.js";
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
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
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
        // Every row that did not pass (a batched one as it ends, its final result again), and a plain line at the start,
        // each tenth of the rows and every 10 s (cli/progress.ts's rule), counting rows as their first runs end inside a batch too.
        ...laneLines((l) => info(l), `${s.lane} lane`)
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
