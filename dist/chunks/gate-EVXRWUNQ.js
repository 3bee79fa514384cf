import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck
} from "./chunk-6ENNH4B6.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  gateTerminal
} from "./chunk-C4UCMT2W.js";
import {
  gate,
  gateMarkdown
} from "./chunk-AGR5OWEW.js";
import "./chunk-ROD5LKEC.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  hostFiles
} from "./chunk-F4XUKZHO.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-IXPRLORT.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
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
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/gate.ts
async function gateCli({ values, usage }, io) {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", usage),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", usage),
      fetch: false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), clock: systemClock, manifests: manifestCheck, files: hostFiles }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict;
}
export {
  gateCli
};
