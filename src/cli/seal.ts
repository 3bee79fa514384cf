// `seedgate seal --base REV [--head REV] [--config FILE] [--fetch] [--json]`
// `seedgate seal --paths FILE|-` checks a list of paths (NUL- or newline-separated) without git.
import { readFileSync } from "node:fs";
import { gitAtWithPair } from "../adapters/git.js";
import type { ManifestCheck } from "../ports/manifests.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";
import { resolve } from "node:path";

/** The manifest check (worker threads, crypto) loads only for a root that has a manifest. */
const manifestCheck: ManifestCheck = async (...args) => (await import("./wiring.js")).manifestCheck(...args);

export async function sealCli({ values, usage }: Args<"seal">, io: CliIo): Promise<Verdict> {
  if (values.paths !== undefined) return sealPathsCli(values.paths, values.config, values.cwd, values.json ?? false, io);
  // The seal's modules load while git finds the repository and both revisions (one
  // rev-parse where it can; the step-by-step way otherwise, its error still first).
  const loading = import("../modes/seal/seal.js");
  loading.catch(() => undefined);
  const pair = values.base === undefined ? null : await gitAtWithPair(values.cwd ?? process.cwd(), values.head ?? "HEAD", values.base);
  const git = pair ?? (await localGit(values.cwd));
  const { seal } = await loading;
  const result = await seal(
    {
      base: requireString(values.base, "--base", usage),
      head: values.head ?? "HEAD",
      fetch: values.fetch ?? false,
      ...(values.config ? { configPath: values.config } : {}),
    },
    { git, log: cliLog(io, values.json), manifests: manifestCheck },
  );
  if (values.json) io.out(JSON.stringify(result, null, 2));
  else {
    const render = await import("../modes/seal/render.js");
    io.out(values.markdown ? render.sealMarkdown(result) : render.sealText(result));
  }
  return result.verdict;
}

async function sealPathsCli(pathsFile: string, configPath: string | undefined, cwd: string | undefined, json: boolean, io: CliIo): Promise<Verdict> {
  const [{ workspaceAt }, { workingTree }, { loadConfig }, { sealPaths }, { sealPathsText }] = await Promise.all([
    import("../adapters/workspace.js"),
    import("../modes/base/working-tree.js"),
    import("../modes/base/config-load.js"),
    import("../modes/seal/paths.js"),
    import("../modes/seal/render.js"),
  ]);
  const config = await loadConfig(workingTree(workspaceAt(resolve(cwd ?? "."))), configPath);
  const text = readFileSync(pathsFile === "-" ? 0 : pathsFile, "utf8");
  const result = sealPaths(
    text.split(text.includes("\0") ? "\0" : /\r?\n/).filter((p) => p !== ""),
    config,
  );
  io.out(json ? JSON.stringify(result, null, 2) : sealPathsText(result));
  return result.verdict;
}
