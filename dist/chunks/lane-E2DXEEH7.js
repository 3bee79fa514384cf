import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree
} from "./chunk-PLE6URSS.js";
import {
  laneProgress
} from "./chunk-B36CWWRA.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localRunId,
  rowPorts
} from "./chunk-XIGPWJTF.js";
import "./chunk-SEXBHL4Q.js";
import {
  laneTerminal
} from "./chunk-DAKD4UKI.js";
import {
  lane
} from "./chunk-TMF4HS6T.js";
import "./chunk-3HOL7RET.js";
import "./chunk-BTBXMDR4.js";
import "./chunk-EAB2R2ZD.js";
import "./chunk-FHJTVTBV.js";
import {
  parseShard
} from "./chunk-EIC7AGUR.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-TAV7737R.js";
import "./chunk-HHISYEZN.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-ER46P3MM.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-VHS522PZ.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-B6SML6UK.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-4KGT4RRS.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-TDDA46XC.js";
import "./chunk-3BEHQIBW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-KJKSX7Y3.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/lane.ts
async function laneCli({ values, positionals, usage }, io) {
  const name = positionals[0];
  if (name !== "replay" && name !== "holdout" || positionals.length !== 1)
    throw new SeedgateError("usage", "expected `lane replay` or `lane holdout`", { hint: usage });
  const only = values.only === void 0 ? void 0 : { property: values.only.replace(/:[^:]*$/, ""), ...values.only.includes(":") ? { key: values.only.slice(values.only.lastIndexOf(":") + 1) } : {} };
  const base = requireString(values.base, "--base", usage);
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
        ...values.json ? {} : laneProgress(io)
      }
    )
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else io.out(laneTerminal(r, name));
  return r.verdict;
}
export {
  laneCli
};
