// `seedgate seal --base REV [--head REV] [--config FILE] [--fetch] [--json]`
// `seedgate seal --paths FILE|-` checks a list of paths (NUL- or newline-separated) without git.
import { readFileSync } from "node:fs";
import { fsTreeReader } from "../adapters/tree-reader.js";
import { loadConfig } from "../commands/config-load.js";
import { manifestCheck } from "../commands/manifest.js";
import { seal, sealPaths } from "../commands/seal.js";
import { sealMarkdown, sealPathsText, sealText } from "../render/seal.js";
import { requireString } from "./args.js";
import { type Args, usageOf } from "./commands.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";

const USAGE = usageOf("seal");

export async function sealCli({ values }: Args<"seal">, io: CliIo): Promise<number> {
  if (values.paths !== undefined) {
    const config = await loadConfig(fsTreeReader(values.cwd ?? process.cwd()), values.config);
    const text = readFileSync(values.paths === "-" ? 0 : values.paths, "utf8");
    const result = sealPaths(text.split(text.includes("\0") ? "\0" : /\r?\n/).filter((p) => p !== ""), config);
    io.out(values.json ? JSON.stringify(result, null, 2) : sealPathsText(result));
    return result.verdict === "success" ? 0 : 1;
  }
  const git = await localGit(values.cwd);
  const result = await seal(
    { base: requireString(values.base, "--base", USAGE), head: values.head ?? "HEAD", fetch: values.fetch ?? false, ...(values.config ? { configPath: values.config } : {}) },
    { git, log: cliLog(io, values.json), manifests: manifestCheck },
  );
  io.out(values.json ? JSON.stringify(result, null, 2) : values.markdown ? sealMarkdown(result) : sealText(result));
  return result.verdict === "success" ? 0 : 1;
}
