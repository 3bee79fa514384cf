// `seedgate validate [--rev REV] [--config FILE] [--json]`
import { validate } from "../modes/validate/validate.js";
import { findingLine } from "../render/text.js";
import type { Args } from "./commands.js";
import type { Severity, Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";
import { localGit } from "./local.js";
import { blobDigests } from "./wiring.js";

/** ✗ only for what turns the verdict red: a notice is advice beside a valid input. */
const MARK: Record<Severity, string> = { error: "✗", warning: "!", notice: "note:" };

export async function validateCli({ values }: Args<"validate">, io: CliIo): Promise<Verdict> {
  const r = await validate(await localGit(values.cwd), blobDigests, values.rev ?? "HEAD", values.config);
  if (values.json) io.out(JSON.stringify(r, null, 2));
  else {
    io.out(`seedgate validate at ${r.rev.slice(0, 12)}: ${r.checked.length} sealed input(s) read${r.checked.length ? ` (${r.checked.join(", ")})` : ""}`);
    for (const f of r.findings) io.out(`  ${MARK[f.severity]} ${findingLine(f)}${f.hint ? `\n      hint: ${f.hint}` : ""}`);
    const errors = r.findings.filter((f) => f.severity === "error").length;
    const notes = r.findings.length - errors;
    const noted = notes ? ` (${notes} note${notes === 1 ? "" : "s"})` : "";
    io.out(r.verdict === "success" ? `✓ valid${noted}` : `✗ ${errors} problem${errors === 1 ? "" : "s"}${noted}`);
  }
  return r.verdict;
}
