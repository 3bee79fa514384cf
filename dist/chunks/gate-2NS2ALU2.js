import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateTerminal
} from "./chunk-AELYLHYC.js";
import {
  gate,
  gateMarkdown
} from "./chunk-WBZMJXMO.js";
import "./chunk-MXOQNZ6Y.js";
import "./chunk-2WTSXVSD.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-LUS7WVEB.js";
import "./chunk-FVJCI4OI.js";
import "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-NVOUHMUJ.js";
import "./chunk-AT54UT5Y.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-56D3E74L.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-OD4SRNBG.js";
import "./chunk-2OHU6B3T.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-56WKWAFT.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import {
  manifestCheck
} from "./chunk-4V56H7TX.js";
import "./chunk-HMONMTBK.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/gate.ts
var USAGE = usageOf("gate");
async function gateCli({ values }, io) {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", USAGE),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", USAGE),
      fetch: false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), clock: { now: () => /* @__PURE__ */ new Date() }, manifests: manifestCheck }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict === "success" ? 0 : 1;
}
export {
  gateCli
};
