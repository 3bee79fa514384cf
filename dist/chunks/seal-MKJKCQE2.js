import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  localGit
} from "./chunk-BXUDB6KX.js";
import {
  gitAtWithPair
} from "./chunk-6GYLSYQK.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/seal.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
var manifestCheck = async (...args) => (await import("./wiring-YLKLE3GX.js")).manifestCheck(...args);
async function sealCli({ values, usage }, io) {
  if (values.paths !== void 0) return sealPathsCli(values.paths, values.config, values.cwd, values.json ?? false, io);
  const loading = import("./seal-XWFYULBM.js");
  loading.catch(() => void 0);
  const pair = values.base === void 0 ? null : await gitAtWithPair(values.cwd ?? process.cwd(), values.head ?? "HEAD", values.base);
  const git = pair ?? await localGit(values.cwd);
  const { seal } = await loading;
  const result = await seal(
    {
      base: requireString(values.base, "--base", usage),
      head: values.head ?? "HEAD",
      fetch: values.fetch ?? false,
      ...values.config ? { configPath: values.config } : {}
    },
    { git, log: cliLog(io, values.json), manifests: manifestCheck }
  );
  if (values.json) io.out(JSON.stringify(result, null, 2));
  else {
    const render = await import("./render-GP7AKSP6.js");
    io.out(values.markdown ? render.sealMarkdown(result) : render.sealText(result));
  }
  return result.verdict;
}
async function sealPathsCli(pathsFile, configPath, cwd, json, io) {
  const [{ workspaceAt }, { workingTree }, { loadConfig }, { sealPaths }, { sealPathsText }] = await Promise.all([
    import("./workspace-R5NVVSXF.js"),
    import("./working-tree-2OUA2H4V.js"),
    import("./config-load-5YVW3I75.js"),
    import("./paths-GRDBMHZQ.js"),
    import("./render-GP7AKSP6.js")
  ]);
  const config = await loadConfig(workingTree(workspaceAt(resolve(cwd ?? "."))), configPath);
  const text = readFileSync(pathsFile === "-" ? 0 : pathsFile, "utf8");
  const result = sealPaths(
    text.split(text.includes("\0") ? "\0" : /\r?\n/).filter((p) => p !== ""),
    config
  );
  io.out(json ? JSON.stringify(result, null, 2) : sealPathsText(result));
  return result.verdict;
}
export {
  sealCli
};
