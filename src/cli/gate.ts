// `seedgate gate --results DIR --base REV [--head REV] [--config FILE] [--markdown] [--json]`
// The judge, locally: nothing is posted; a sealed change cannot be approved here.
import { systemClock } from "../adapters/host.js";
import { manifestCheck } from "./wiring.js";
import { gate } from "../modes/gate/gate.js";
import { gateMarkdown } from "../modes/gate/render.js";
import { gateTerminal } from "../modes/gate/render-text.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";
import { hostFiles } from "../adapters/files.js";

export async function gateCli({ values, usage }: Args<"gate">, io: CliIo): Promise<Verdict> {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", usage),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", usage),
      fetch: false,
      ...(values.config ? { configPath: values.config } : {}),
    },
    { git, log: cliLog(io, values.json), clock: systemClock, manifests: manifestCheck, files: hostFiles },
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict;
}
