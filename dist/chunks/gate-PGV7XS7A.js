import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  gateTerminal
} from "./chunk-RKS33GE5.js";
import {
  gate,
  gateMarkdown
} from "./chunk-5AR6AXG5.js";
import "./chunk-F2JUEH6K.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-NBN26ZCP.js";
import "./chunk-NPJBMJAZ.js";
import "./chunk-47KA45GA.js";
import {
  manifestCheck
} from "./chunk-OQKX6QZQ.js";
import {
  localGit
} from "./chunk-TT5YNMBL.js";
import "./chunk-EEVLO6KU.js";
import {
  hostFiles
} from "./chunk-3CCDJZH2.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-U233SF6O.js";
import "./chunk-L5K2F22G.js";
import "./chunk-6ZE36JL4.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KEBHXJGR.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-XBD4WMMN.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-6U4MIGJW.js";
import "./chunk-EGZK22IW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-XJHWBMLF.js";
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
