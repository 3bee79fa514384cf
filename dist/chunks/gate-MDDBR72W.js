import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  manifestCheck
} from "./chunk-DCYSDBAH.js";
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  gateTerminal
} from "./chunk-SL6NFJIO.js";
import {
  gate,
  gateMarkdown
} from "./chunk-FWRNCZY3.js";
import "./chunk-X67T4VVM.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-5LVRKOGK.js";
import "./chunk-DX6O5WW3.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-DDWUV4BR.js";
import "./chunk-7WG2ZM5M.js";
import {
  hostFiles
} from "./chunk-B77TIKUF.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-3RQT4LO4.js";
import "./chunk-BZIOMPYS.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-VYXYFCLD.js";
import "./chunk-EJ5SMO3Z.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-5AFUGCZS.js";
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
import "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
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
