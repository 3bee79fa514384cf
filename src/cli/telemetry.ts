// `seedgate telemetry [--base REV] [--head REV] [--config FILE] [--out FILE] [--json]`
// The patch's own tests (seed 003's executor 1). They never vote, so the exit code
// is 0 whatever they did; 2 only for usage or config errors.
import { writeResultsFile } from "../adapters/host.js";
import { telemetry } from "../modes/telemetry/telemetry.js";
import { telemetryTerminal } from "../modes/telemetry/render.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { localRunId, rowPorts } from "./wiring.js";

export async function telemetryCli({ values }: Args<"telemetry">, io: CliIo): Promise<Verdict> {
  const r = await telemetry(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: localRunId(), ...(values.config ? { configPath: values.config } : {}) },
    rowPorts(await localGit(values.cwd), io, values.json),
  );
  if (values.out) writeResultsFile(values.out, r.results);
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), "success");
  io.out(telemetryTerminal(r.results.report));
  return "success";
}
