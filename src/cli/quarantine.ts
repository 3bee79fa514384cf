// `seedgate quarantine [--base REV] [--head REV] [--config FILE] [--out FILE] [--json]`
// Runs the base commit's quarantined nodes (seed 003's executor 3) and reports each.
// They never vote, so the exit code is 0 whatever they did; 2 only for usage or config errors.
import { writeResultsFile } from "../adapters/host.js";
import { quarantine } from "../modes/quarantine/quarantine.js";
import { quarantineTerminal } from "../modes/quarantine/render.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { localRunId, rowPorts } from "./wiring.js";

export async function quarantineCli({ values }: Args<"quarantine">, io: CliIo): Promise<Verdict> {
  const r = await quarantine(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...(values.config ? { configPath: values.config } : {}) },
    rowPorts(await localGit(values.cwd), io, values.json),
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), "success");
  io.out(quarantineTerminal(r.results.report));
  return "success";
}
