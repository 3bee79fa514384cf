import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  inHeadTree
} from "./chunk-JC6QWQES.js";
import {
  laneProgress
} from "./chunk-X6YH6MIF.js";
import {
  localRunId,
  rowPorts
} from "./chunk-WEXN3V4V.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import "./chunk-BXUDB6KX.js";
import {
  laneTerminal
} from "./chunk-2NWFFQID.js";
import {
  lane
} from "./chunk-X5SPQZUB.js";
import "./chunk-3HOL7RET.js";
import "./chunk-LDVYUBES.js";
import {
  parseShard
} from "./chunk-EIC7AGUR.js";
import "./chunk-2YFGGE75.js";
import "./chunk-5FC2UVJU.js";
import "./chunk-LTHYZVSK.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-LAABB2II.js";
import "./chunk-TAV7737R.js";
import "./chunk-KWIK66OR.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-7ISQ3UUJ.js";
import "./chunk-7WG2ZM5M.js";
import "./chunk-K64DRGKQ.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-MWY7A5FB.js";
import "./chunk-2NQBPUXQ.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-XYMIZMCX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-3RGJDOO5.js";
import "./chunk-QJXPU67K.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-KJRHYVHT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-ETWBD4LK.js";
import "./chunk-G5XVYQN7.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-TBEWIYCI.js";
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
