import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-YRDG2KR4.js";
import {
  usageOf
} from "./chunk-DF4ECJXL.js";
import {
  localGit
} from "./chunk-ZT4N7TUV.js";
import {
  gitAtWithPair
} from "./chunk-Q35FYUMK.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/seal.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
var USAGE = usageOf("seal");
var manifestCheck = async (...args) => (await import("./wiring-YLOFLXJ5.js")).manifestCheck(...args);
async function sealCli({ values }, io) {
  if (values.paths !== void 0) return sealPathsCli(values.paths, values.config, values.cwd, values.json ?? false, io);
  const loading = import("./seal-C7D6TJDM.js");
  loading.catch(() => void 0);
  const pair = values.base === void 0 ? null : await gitAtWithPair(values.cwd ?? process.cwd(), values.head ?? "HEAD", values.base);
  const git = pair ?? await localGit(values.cwd);
  const { seal } = await loading;
  const result = await seal(
    {
      base: requireString(values.base, "--base", USAGE),
      head: values.head ?? "HEAD",
      fetch: values.fetch ?? false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), manifests: manifestCheck }
  );
  if (values.json) io.out(JSON.stringify(result, null, 2));
  else {
    const render = await import("./render-LXNKKBND.js");
    io.out(values.markdown ? render.sealMarkdown(result) : render.sealText(result));
  }
  return result.verdict === "success" ? 0 : 1;
}
async function sealPathsCli(pathsFile, configPath, cwd, json, io) {
  const [{ workspaceAt }, { workingTree }, { loadConfig }, { sealPaths }, { sealPathsText }] = await Promise.all([
    import("./workspace-U5GIDROE.js"),
    import("./working-tree-5W7TFXKQ.js"),
    import("./config-load-YBYDZUZJ.js"),
    import("./paths-GD344MXE.js"),
    import("./render-LXNKKBND.js")
  ]);
  const config = await loadConfig(workingTree(workspaceAt(resolve(cwd ?? "."))), configPath);
  const text = readFileSync(pathsFile === "-" ? 0 : pathsFile, "utf8");
  const result = sealPaths(
    text.split(text.includes("\0") ? "\0" : /\r?\n/).filter((p) => p !== ""),
    config
  );
  io.out(json ? JSON.stringify(result, null, 2) : sealPathsText(result));
  return result.verdict === "success" ? 0 : 1;
}
export {
  sealCli
};
