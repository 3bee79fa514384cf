// Publishing a judgement: one check run on the head commit (the required check), then
// one sticky comment on the pull request, both through the GitHub port. The comment
// leads with what GitHub now shows, a refused success included. A failed post throws:
// the required check stays unset and the merge stays blocked.
import type { CommentMode } from "../../core/inputs/config.js";
import type { GitHub } from "../../ports/github.js";
import { commentState } from "../../publish/comment-mode.js";
import { postCheckRun, postStickyComment, type PostedCheck, type PostedComment } from "../../publish/post.js";
import type { GateResult } from "./gate.js";
import { failingKeys, gateAnnotations, gateMarkdown, gateText, gateTitle } from "./render.js";

export interface PublishSettings {
  /** The pull request the comment goes on; without one only the check run is posted. */
  readonly pullNumber?: number;
  /** Overrides the config's check.comment. */
  readonly comment?: CommentMode;
  /** The check run a workflow created earlier, to complete rather than duplicate. */
  readonly checkRunId?: number;
  /** The workflow run's page, the check run's "details" link. */
  readonly detailsUrl?: string;
}

export interface Published {
  readonly check: PostedCheck;
  readonly comment: PostedComment | null;
  /** The report as the comment shows it (the job summary shows the same). */
  readonly markdown: string;
}

export async function publishGate(r: GateResult, github: GitHub, s: PublishSettings): Promise<Published> {
  const check = await postCheckRun(
    github,
    {
      name: r.check.name,
      headSha: r.head,
      conclusion: r.verdict,
      title: gateTitle(r),
      summary: gateMarkdown(r),
      text: gateText(r),
      annotations: gateAnnotations(r),
      ...(s.detailsUrl ? { detailsUrl: s.detailsUrl } : {}),
    },
    { annotationCap: r.check.annotations, ...(s.checkRunId !== undefined ? { checkRunId: s.checkRunId } : {}) },
  );
  const markdown = gateMarkdown(r, { refusal: check.refusal, checkRunUrl: check.htmlUrl });
  const policy = { mode: s.comment ?? r.check.comment, state: commentState(check.conclusion, failingKeys(r)) };
  const comment = s.pullNumber === undefined ? null : await postStickyComment(github, { issueNumber: s.pullNumber, checkName: r.check.name, markdown, policy });
  return { check, comment, markdown };
}
