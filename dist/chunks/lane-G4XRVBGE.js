import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  laneMarkdown
} from "./chunk-R44QRXXQ.js";
import {
  lane
} from "./chunk-IRZCGNFD.js";
import "./chunk-7YOJSUPR.js";
import {
  parseShard
} from "./chunk-75CVOHUS.js";
import "./chunk-6SKK7K5C.js";
import "./chunk-7ZZFYI6R.js";
import "./chunk-LAABB2II.js";
import "./chunk-S7PZHQLB.js";
import "./chunk-N6GZDEJM.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-NO7LIDAX.js";
import {
  PASSED,
  annotate,
  failedBecause
} from "./chunk-3P7KRTDX.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-5LS33TRP.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ITTA4OMI.js";
import {
  baseOf
} from "./chunk-H7IUDCOK.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TY5WCXUP.js";
import {
  group,
  info,
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
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/lane.ts
async function runLane(s, env = process.env) {
  if (s.lane !== "replay" && s.lane !== "holdout") throw new SeedgateError("usage", `the lane input is replay or holdout, got "${s.lane ?? ""}"`);
  const shard = parseShard(s.shard);
  let last = 0;
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
        onResult: (row, done, total) => {
          if (row.outcome !== "pass" || Date.now() - last > 1e4 || done === total) {
            last = Date.now();
            info(`[${done}/${total}] ${row.row.property} ${row.row.kind} ${row.row.key}: ${row.outcome}`);
          }
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
