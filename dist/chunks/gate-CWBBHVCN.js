import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck
} from "./chunk-WEXN3V4V.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  gateTerminal
} from "./chunk-ZOTQACDG.js";
import {
  gate,
  gateMarkdown
} from "./chunk-3TTTSC7W.js";
import "./chunk-LDVYUBES.js";
import "./chunk-LTHYZVSK.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-RHUWCU3Q.js";
import "./chunk-KWIK66OR.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-7ISQ3UUJ.js";
import "./chunk-7WG2ZM5M.js";
import {
  hostFiles
} from "./chunk-K64DRGKQ.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import "./chunk-SMGISNGY.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-MWY7A5FB.js";
import "./chunk-2NQBPUXQ.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-XYMIZMCX.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
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
