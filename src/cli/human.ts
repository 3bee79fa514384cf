// A human's write (lock, promote): refused in CI and without a terminal, before anything
// is read, so no model and no workflow can write `locked_by: human` or lock a journal.
import { SeedgateError } from "../core/errors.js";

export function refuseUnlessHuman(command: string, what: string): void {
  if (process.env.CI || process.env.GITHUB_ACTIONS) {
    throw new SeedgateError("usage", `${command} refuses to run in CI (CI or GITHUB_ACTIONS is set)`, {
      hint: `${what} is a human's write: run it on your machine, review the diff, commit it`,
    });
  }
  if (!process.stdin.isTTY)
    throw new SeedgateError("usage", `${command} refuses to run without a terminal`, { hint: `${what} is a human's write; run it interactively` });
}
