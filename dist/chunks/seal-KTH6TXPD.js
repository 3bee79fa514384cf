import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import {
  sealMarkdown,
  sealPathsText,
  sealText
} from "./chunk-FQCOE5Y6.js";
import {
  seal,
  sealPaths
} from "./chunk-IHWALPRO.js";
import {
  manifestCheck
} from "./chunk-AB2RMHW3.js";
import "./chunk-NYWTVLAJ.js";
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
import {
  loadConfig
} from "./chunk-AY3HFHEY.js";
import {
  fsTreeReader
} from "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
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
