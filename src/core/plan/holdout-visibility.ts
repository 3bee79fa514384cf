// Listed holdout seeds are valid, but they sit in a file the pull request's author can
// read: an agent that reads the journal can memorise their inputs. Secret holdouts
// (`holdout.secret`) keep only their count public. `validate` and the hunt say so; the
// gate's report does not, so the default path carries no standing warning on every comment.
import { notice, type Finding } from "../findings.js";
import type { Property } from "../inputs/model.js";

const HINT = 'set the SEEDGATE_HOLDOUT_SECRET repository secret and re-hunt: the proposal then uses holdout.secret (docs/formats.md, "Secret holdouts")';

const listed = (properties: readonly Property[]): Property[] =>
  properties.filter((p) => p.votes && p.format === "journal" && p.holdout.length > 0 && p.secretHoldout === undefined);

/** One notice per voting journal whose holdouts are listed (validate). */
export function visibleHoldouts(properties: readonly Property[]): Finding[] {
  return listed(properties).map((p) =>
    notice(
      "holdout.visible",
      `"${p.id}" lists its ${p.holdout.length} holdout seeds in ${p.source.file}, which the pull request's author can read and overfit to`,
      { file: p.source.file, pointer: "/holdout/seeds", hint: HINT },
    ),
  );
}

/** The hunt's note when its proposal lists the holdouts it drew (no secret in its environment). */
export function listedProposal(id: string, file: string, holdouts: readonly number[]): Finding[] {
  if (holdouts.length === 0) return [];
  return [
    notice(
      "holdout.visible",
      `the proposal for "${id}" lists its ${holdouts.length} holdout seeds in ${file}, which the pull request's author can read and overfit to`,
      {
        file,
        pointer: "/holdout/seeds",
        hint: HINT,
      },
    ),
  ];
}

/** One note for the gate's report, naming at most five properties. */
export function visibleHoldoutsNote(properties: readonly Property[]): Finding[] {
  const ids = listed(properties).map((p) => p.id);
  if (ids.length === 0) return [];
  const named = ids.slice(0, 5).join(", ") + (ids.length > 5 ? ` and ${ids.length - 5} more` : "");
  return [
    notice("holdout.visible", `holdout seeds are listed in plain text for ${named}: visible to the pull request's author, so an agent can overfit to them`, {
      hint: HINT,
    }),
  ];
}
