// `seedgate plan [--base REV] [--config FILE] [--json]`
import { plan } from "../modes/plan/plan.js";
import { findingLine } from "../render/text.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { systemClock } from "../adapters/host.js";

export async function planCli({ values }: Args<"plan">, io: CliIo): Promise<Verdict> {
  const r = await plan(
    { base: values.base ?? "HEAD", ...(values.config ? { configPath: values.config } : {}) },
    { git: await localGit(values.cwd), clock: systemClock },
  );
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    io.out(`seedgate plan at ${r.base.slice(0, 12)}:`);
    for (const c of r.matrix.include) io.out(`  ${c.lane.padEnd(8)} shard ${c.shard.padEnd(6)} ${c.rows} rows`);
    for (const f of r.findings) io.out(`  ✗ ${findingLine(f)}`);
    io.out(`matrix: ${JSON.stringify(r.matrix)}`);
  }
  return r.findings.length === 0 ? "success" : "failure";
}
