import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneMarkdown
} from "./chunk-LFBGJS66.js";
import {
  lane
} from "./chunk-BR2DTVJF.js";
import "./chunk-HO5JVLSY.js";
import {
  plainProgress
} from "./chunk-TNL273QA.js";
import "./chunk-XW3MGA2P.js";
import {
  parseShard
} from "./chunk-EIC7AGUR.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-JZZ7UAYK.js";
import "./chunk-66JTYUL6.js";
import "./chunk-47KA45GA.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-RTN4H3QC.js";
import {
  PASSED,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-DJ6HDB4G.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-NVRF4VWY.js";
import "./chunk-42GILQLH.js";
import "./chunk-4I7U57GL.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-AM2FZHN2.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-FIIOIAQ5.js";
import "./chunk-HMNXM2TL.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-FJ5AVDZ2.js";
import {
  group,
  info,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-ACTNXR7N.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-F4GIUMQR.js";
import "./chunk-OMVCQQ2Q.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-73CONEJF.js";
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
        // Every row that did not pass, and a plain line each tenth of the rows and every 10 s (cli/progress.ts's rule).
        onResult: (row, done, total) => {
          if (row.outcome !== "pass") info(`[${done}/${total}] ${row.row.property} ${row.row.kind} ${row.row.key}: ${row.outcome}`);
          progress(row.outcome === "pass", done, total);
        }
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
