import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  sealMarkdown,
  sealPathsText,
  sealText
} from "./chunk-5VEALZUM.js";
import {
  seal,
  sealPaths
} from "./chunk-F2INEAIE.js";
import {
  manifestCheck
} from "./chunk-FWWQIOT7.js";
import "./chunk-NYWTVLAJ.js";
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
import {
  loadConfig
} from "./chunk-X5FIIKIQ.js";
import {
  fsTreeReader
} from "./chunk-VKWXBSMI.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/seal.ts
import { readFileSync } from "node:fs";
var USAGE = "seedgate seal --base REV [--head REV] [--config FILE] [--fetch] [--markdown] [--json]\n       seedgate seal --paths FILE|- [--config FILE] [--json]";
var OPTIONS = {
  base: { type: "string" },
  head: { type: "string" },
  config: { type: "string" },
  fetch: { type: "boolean" },
  markdown: { type: "boolean" },
  paths: { type: "string" }
};
async function sealCli(args, io) {
  const { values } = parse(args, OPTIONS, USAGE);
  if (values.help) return io.out(USAGE), 0;
  if (values.paths !== void 0) {
    const config = await loadConfig(fsTreeReader(values.cwd ?? process.cwd()), values.config);
    const text = readFileSync(values.paths === "-" ? 0 : values.paths, "utf8");
    const result2 = sealPaths(text.split(text.includes("\0") ? "\0" : /\r?\n/).filter((p) => p !== ""), config);
    io.out(values.json ? JSON.stringify(result2, null, 2) : sealPathsText(result2));
    return result2.verdict === "success" ? 0 : 1;
  }
  const git = await localGit(values.cwd);
  const result = await seal(
    { base: requireString(values.base, "--base", USAGE), head: values.head ?? "HEAD", fetch: values.fetch ?? false, ...values.config ? { configPath: values.config } : {} },
    { git, log: cliLog(io, values.json), manifests: manifestCheck }
  );
  io.out(values.json ? JSON.stringify(result, null, 2) : values.markdown ? sealMarkdown(result) : sealText(result));
  return result.verdict === "success" ? 0 : 1;
}
export {
  sealCli
};
