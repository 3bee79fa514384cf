import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree
} from "./chunk-ETD4KTVX.js";
import {
  laneProgress
} from "./chunk-NGIGQVHA.js";
import {
  localRunId,
  rowPorts
} from "./chunk-6ENNH4B6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import "./chunk-BXUDB6KX.js";
import {
  laneTerminal
} from "./chunk-G2JB4INH.js";
import {
  lane
} from "./chunk-ALT42YWU.js";
import "./chunk-ROD5LKEC.js";
import "./chunk-EEUH5JB3.js";
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
import "./chunk-F4XUKZHO.js";
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
import "./chunk-3RGJDOO5.js";
import "./chunk-V7QMJJJF.js";
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
