import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree,
  laneProgress
} from "./chunk-RQ62H72I.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  laneTerminal
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
import {
  localRunId,
  rowPorts
} from "./chunk-XC7HGMKW.js";
import "./chunk-ZT4N7TUV.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
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
import "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/lane.ts
var USAGE = usageOf("lane");
async function laneCli({ values, positionals }, io) {
  const name = positionals[0];
  if (name !== "replay" && name !== "holdout" || positionals.length !== 1)
    throw new SeedgateError("usage", "expected `lane replay` or `lane holdout`", { hint: USAGE });
  const only = values.only === void 0 ? void 0 : { property: values.only.replace(/:[^:]*$/, ""), ...values.only.includes(":") ? { key: values.only.slice(values.only.lastIndexOf(":") + 1) } : {} };
  const base = requireString(values.base, "--base", USAGE);
  const r = await inHeadTree(
    values.cwd,
    values.head ?? "HEAD",
    (git, head) => lane(
      {
        lane: name,
        base,
        head,
        shard: parseShard(values.shard),
        runId: localRunId(),
        ...only ? { only } : {},
        ...values.config ? { configPath: values.config } : {}
      },
      {
        ...rowPorts(git, io, values.json),
        onResult: values.json ? void 0 : laneProgress(io)
      }
    )
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else io.out(laneTerminal(r, name));
  return r.verdict === "success" ? 0 : 1;
}
export {
  laneCli
};
