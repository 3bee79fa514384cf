// `seedgate validate [--rev REV] [--config FILE] [--json]`
import { validate } from "../modes/validate/validate.js";
import { findingLine } from "../render/text.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { blobDigests } from "./wiring.js";

export async function validateCli({ values }: Args<"validate">, io: CliIo): Promise<Verdict> {
  const r = await validate(await localGit(values.cwd), blobDigests, values.rev ?? "HEAD", values.config);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    io.out(`seedgate validate at ${r.rev.slice(0, 12)}: ${r.checked.length} sealed input(s) read${r.checked.length ? ` (${r.checked.join(", ")})` : ""}`);
    for (const f of r.findings) io.out(`  ✗ ${findingLine(f)}${f.hint ? `\n      hint: ${f.hint}` : ""}`);
    io.out(r.verdict === "success" ? "✓ valid" : `✗ ${r.findings.length} problem(s)`);
  }
  return r.verdict;
}
