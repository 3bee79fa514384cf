import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateTerminal
} from "./chunk-5JZ4HZQ4.js";
import {
  gate,
  gateMarkdown
} from "./chunk-YHU65EB3.js";
import "./chunk-I772I6FA.js";
import "./chunk-IHZRUG2B.js";
import "./chunk-F2INEAIE.js";
import {
  manifestCheck
} from "./chunk-FWWQIOT7.js";
import "./chunk-NYWTVLAJ.js";
import "./chunk-BRFXK54O.js";
import "./chunk-5GH6IFWC.js";
import {
  localGit
} from "./chunk-FKKA7DEE.js";
import {
  parse,
  requireString
} from "./chunk-OT7MLG6U.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-RCS2DSJP.js";
import "./chunk-CHDUGTRS.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
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
