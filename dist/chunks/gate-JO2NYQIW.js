import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  manifestCheck
} from "./chunk-XIGPWJTF.js";
import {
  localGit
} from "./chunk-SEXBHL4Q.js";
import {
  gateTerminal
} from "./chunk-6M5ETVFA.js";
import {
  gate,
  gateMarkdown
} from "./chunk-6FQVHO6M.js";
import "./chunk-BTBXMDR4.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-ZASAVXEK.js";
import "./chunk-HHISYEZN.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-ER46P3MM.js";
import "./chunk-7WG2ZM5M.js";
import {
  hostFiles
} from "./chunk-VHS522PZ.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import "./chunk-J33NE56V.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
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
