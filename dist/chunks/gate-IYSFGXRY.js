import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateTerminal
} from "./chunk-T6W2MFDN.js";
import {
  gate,
  gateMarkdown
} from "./chunk-VMMYDNL2.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-K426EU2B.js";
import "./chunk-A2CJU5ZE.js";
import "./chunk-CIXO4LI7.js";
import "./chunk-EWCWQRD2.js";
import "./chunk-K2JSLWC5.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-5GH6IFWC.js";
import "./chunk-QGAWMZCR.js";
import {
  localGit
} from "./chunk-FOUT2CJL.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-B632HOAH.js";
import "./chunk-O5E4SA7E.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
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
} from "./chunk-VM2IW37J.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import {
  manifestCheck
} from "./chunk-R6FHJ7LG.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-7P7UG7VG.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/gate.ts
var USAGE = usageOf("gate");
async function gateCli({ values }, io) {
  const git = await localGit(values.cwd);
  const r = await gate(
    { base: requireString(values.base, "--base", USAGE), head: values.head ?? "HEAD", results: requireString(values.results, "--results", USAGE), fetch: false, ...values.config ? { configPath: values.config } : {} },
    { git, log: cliLog(io, values.json), clock: { now: () => /* @__PURE__ */ new Date() }, manifests: manifestCheck }
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict === "success" ? 0 : 1;
}
export {
  gateCli
};
