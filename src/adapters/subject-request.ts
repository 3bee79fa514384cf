// ExecRequest.subject (issue 25): the oracle process learns the subject's command line
// from its SEEDGATE_BOOT JSON, filled in by the Exec that knows the sandbox.
import { SeedgateError } from "../core/errors.js";
import type { ExecRequest } from "../ports/local.js";

/** The oracle's request without `subject`, its SEEDGATE_BOOT naming the subject's argv, env and cwd. */
export function withSubject(req: ExecRequest, argv: readonly string[], env: Readonly<Record<string, string>>): ExecRequest {
  const { subject, ...oracle } = req;
  if (subject === undefined) return req;
  let boot: unknown;
  try {
    boot = JSON.parse(req.env.SEEDGATE_BOOT ?? "");
  } catch {
    boot = undefined;
  }
  if (boot === null || typeof boot !== "object" || Array.isArray(boot))
    throw new SeedgateError("internal", "an oracle request must carry its SEEDGATE_BOOT JSON object (runners/subject.ts)");
  const placed = { ...boot, subject: { argv, env, cwd: subject.cwd } };
  return { ...oracle, env: { ...req.env, SEEDGATE_BOOT: JSON.stringify(placed) } };
}
