// `seedgate gate --results DIR --base REV [--head REV] [--config FILE] [--markdown] [--json]`
// The judge, locally: nothing is posted; a sealed change cannot be approved here.
import { systemClock } from "../adapters/host.js";
import { manifestCheck } from "./wiring.js";
import { gate } from "../modes/gate/gate.js";
import { gateMarkdown } from "../modes/gate/render.js";
import { gateTerminal } from "../modes/gate/render-text.js";
import { requireString } from "./args.js";
import { type Args, usageOf } from "./commands.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";
import { hostFiles } from "../adapters/files.js";

const USAGE = usageOf("gate");

export async function gateCli({ values }: Args<"gate">, io: CliIo): Promise<number> {
  const git = await localGit(values.cwd);
  const r = await gate(
    {
      base: requireString(values.base, "--base", USAGE),
      head: values.head ?? "HEAD",
      results: requireString(values.results, "--results", USAGE),
      fetch: false,
      ...(values.config ? { configPath: values.config } : {}),
    },
    { git, log: cliLog(io, values.json), clock: systemClock, manifests: manifestCheck, files: hostFiles },
  );
  io.out(values.json ? JSON.stringify(r, null, 2) : values.markdown ? gateMarkdown(r) : gateTerminal(r));
  return r.verdict === "success" ? 0 : 1;
}
