// A fork's pull request runs its lanes without secrets, so its secret holdout rows
// error and the gate is red. The report says why and what a maintainer does; the
// verdict is untouched (fail closed: red stays red).
import { HOLDOUT_SECRET_ENV, isMissingSecret } from "../../core/plan/secret-holdout.js";
import { inlineCode, link, paragraph, strong, type Block } from "../../render/md.js";
import type { GateResult } from "./gate.js";

/** Where docs/adopting.md tells the maintainer's run; the comment is read on github.com, so the link is absolute. */
export const FORK_DOCS = "https://github.com/seedgate-dev/seedgate/blob/main/docs/adopting.md#fork-pull-requests";
/** The example workflow a maintainer dispatches (examples/workflows/fork-holdouts.yml). */
export const FORK_WORKFLOW = "seedgate fork holdouts";

/** The rows the note explains: blocking holdout rows whose lane had no secret. */
export const missingSecretRows = (r: GateResult) =>
  r.judgement.blocking.filter((row) => row.planned.lane === "holdout" && row.claimed.outcome === "error" && isMissingSecret(row.claimed.detail));

export function forkBlocks(r: GateResult): Block[] {
  const rows = missingSecretRows(r);
  if (r.fork !== true || rows.length === 0) return [];
  return [
    paragraph(
      strong("Fork:"),
      ` the ${rows.length} secret holdout row${rows.length === 1 ? "" : "s"} cannot run on a fork's pull request: GitHub gives its workflows no secrets, so `,
      inlineCode(HOLDOUT_SECRET_ENV),
      " was empty. The verdict stays red (fail closed, never green). A maintainer runs them with the secret on this pull request's head: the ",
      inlineCode(FORK_WORKFLOW),
      " workflow (Actions → Run workflow), with this pull request's number and head commit (",
      link(FORK_DOCS, "Fork pull requests"),
      ").",
    ),
  ];
}
