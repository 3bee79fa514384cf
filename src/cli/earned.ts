// `seedgate earned --base REV [--head REV] [--seeds 1..20 | --budget N] [--concurrency N] [--config FILE] [--out FILE] [--json]`
// --out writes the results file the gate shows in its comment. Non-voting: the exit code is 0 whatever the labels (2 for usage or internal errors).
import { writeResultsFile } from "../adapters/host.js";
import { earned } from "../modes/earned/earned.js";
import type { EarnedReport } from "../core/judge/earned.js";
import { SeedgateError } from "../core/errors.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import { parseSeedRange } from "../core/inputs/seed-range.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { rowPorts } from "./wiring.js";

export async function earnedCli({ values, usage }: Args<"earned">, io: CliIo): Promise<Verdict> {
  const base = requireString(values.base, "--base", usage);
  const seeds = values.seeds === undefined && values.budget === undefined ? undefined : parseSeedRange(values.seeds, values.budget);
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (concurrency !== undefined && !(Number.isSafeInteger(concurrency) && concurrency > 0))
    throw new SeedgateError("usage", `--concurrency takes a whole number above 0, got "${values.concurrency}"`, { hint: usage });
  const r = await earned(
    {
      base,
      ...(values.head ? { head: values.head } : {}),
      ...(seeds ? { seeds } : {}),
      ...(values.config ? { configPath: values.config } : {}),
      ...(concurrency ? { concurrency } : {}),
    },
    rowPorts(await localGit(values.cwd), io, values.json),
  );
  if (values.out) writeResultsFile(values.out, r.results);
  io.out(values.json ? JSON.stringify(r.report, null, 2) : render(r.report));
  return "success";
}

function render(r: EarnedReport): string {
  const lines = [
    `earned checks (non-voting): ${r.properties.length} drafts, seeds ${r.seeds.length}, parent ${r.base.slice(0, 12)}, head ${r.head.slice(0, 12)}`,
  ];
  for (const p of r.properties) lines.push(`  ${p.label.padEnd(12)} ${p.id} (${p.source}): ${p.reason}`);
  if (r.properties.length === 0) lines.push("  no draft properties found");
  lines.push("this advisory never votes: the verdict comes from the gate alone");
  return lines.join("\n");
}
