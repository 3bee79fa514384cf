// `seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]`
// Everything CI runs, locally, in one go. Like `lane`, it restores sealed files in
// the working tree to the base commit's bytes before running them.
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { processExec } from "../adapters/exec.js";
import { check } from "../commands/check.js";
import { manifestCheck } from "../commands/manifest.js";
import { gateTerminal } from "../render/gate-text.js";
import { parse, requireString } from "./args.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";
import { laneProgress } from "./progress.js";

const USAGE = "seedgate check --base REV [--head REV] [--results DIR] [--config FILE] [--json]";

export async function checkCli(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, results: { type: "string" }, config: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const resultsDir = values.results ?? mkdtempSync(join(tmpdir(), "seedgate-check-"));
  const r = await check(
    { base: requireString(values.base, "--base", USAGE), head: values.head ?? "HEAD", resultsDir, runId: `local-${process.pid}`, ...(values.config ? { configPath: values.config } : {}) },
    {
      git: await localGit(values.cwd), exec: processExec, clock: { now: () => new Date() }, log: cliLog(io, values.json), env: process.env, cores: availableParallelism(),
      environment: { node: process.version, platform: process.platform }, manifests: manifestCheck,
      ...(values.json ? {} : { onResult: laneProgress(io) }),
    },
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : `${gateTerminal(r)}\nresults: ${resultsDir}`);
  return r.verdict === "success" ? 0 : 1;
}
