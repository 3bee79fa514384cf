// `seedgate telemetry [--base REV] [--head REV] [--config FILE] [--out FILE] [--json]`
// The patch's own tests (seed 003's executor 1). They never vote, so the exit code
// is 0 whatever they did; 2 only for usage or config errors.
import { writeFileSync } from "node:fs";
import { processExec } from "../adapters/exec.js";
import { telemetry } from "../commands/telemetry.js";
import { nonVotingLine } from "../core/non-voting.js";
import type { Args } from "./commands.js";
import { cliLog, type CliIo } from "./io.js";
import { localGit } from "./local.js";

export async function telemetryCli({ values }: Args<"telemetry">, io: CliIo): Promise<number> {
  const r = await telemetry(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: `local-${process.pid}`, ...(values.config ? { configPath: values.config } : {}) },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env },
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  if (values.json) return (io.out(JSON.stringify(r, null, 2)), 0);
  const t = r.results.report;
  io.out(nonVotingLine(t));
  if (t.status !== "not-configured") io.out(`  ${t.detail}`);
  for (const f of t.failures) io.out(`  ✗ ${f.name}${f.file ? ` (${f.file}${f.line ? `:${f.line}` : ""})` : ""}: ${f.message.split("\n")[0]}`);
  if (t.failuresOmitted > 0) io.out(`  …and ${t.failuresOmitted} more failure(s)`);
  io.out("telemetry never votes: it cannot change the verdict.");
  return 0;
}
