import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateTerminal
} from "./chunk-RP2QU5SH.js";
import {
  gate,
  gateMarkdown
} from "./chunk-RV5ZF7HJ.js";
import "./chunk-CIXO4LI7.js";
import "./chunk-K426EU2B.js";
import "./chunk-Z7OJRRVP.js";
import "./chunk-A2CJU5ZE.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import "./chunk-IHWALPRO.js";
import {
  manifestCheck
} from "./chunk-AB2RMHW3.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-BLKPCEPQ.js";
import "./chunk-5GH6IFWC.js";
import {
  parse,
  requireString
} from "./chunk-AG4SA5Y5.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-7PJR25CG.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/gate.ts
var USAGE = "seedgate gate --results DIR --base REV [--head REV] [--config FILE] [--markdown] [--json]";
async function gateCli(args, io) {
  const { values } = parse(args, { results: { type: "string" }, base: { type: "string" }, head: { type: "string" }, config: { type: "string" }, markdown: { type: "boolean" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
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
