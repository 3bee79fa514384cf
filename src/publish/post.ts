// The thin poster: read what GitHub already has, plan (pure), send the plan.
// Check run: 1 list + 1 create/update + one append per further 50 annotations,
// i.e. at most 2 + ceil(annotations / 50). Comment: 1 list + at most 1 write;
// the list is taken right before the write so a concurrent run's comment is
// found rather than duplicated.
import type { Verdict } from "../core/findings.js";
import type { GitHub } from "../ports/github.js";
import { planCheckRun, type CheckPlanOptions, type CheckReport } from "./check-plan.js";
import { planComment, type CommentPolicy } from "./comment.js";

export interface PostedCheck {
  readonly checkRunId: number;
  readonly htmlUrl: string | null;
  /** What GitHub now shows; a failure when success was refused. */
  readonly conclusion: Verdict;
  readonly refusal: string | null;
  readonly postedAnnotations: number;
  readonly omittedAnnotations: number;
}

export async function postCheckRun(github: GitHub, report: CheckReport, options: CheckPlanOptions = {}): Promise<PostedCheck> {
  const [self, existing] = await Promise.all([github.identity(), github.listCheckRunsForRef(report.headSha, report.name)]);
  const plan = planCheckRun(report, existing, self, options);
  let run = plan.first.kind === "create" ? await github.createCheckRun(plan.first.run) : await github.updateCheckRun(plan.first.checkRunId, plan.first.update);
  for (const append of plan.appends) run = await github.updateCheckRun(run.id, append);
  return {
    checkRunId: run.id,
    htmlUrl: run.htmlUrl,
    conclusion: plan.conclusion,
    refusal: plan.refusal,
    postedAnnotations: plan.postedAnnotations,
    omittedAnnotations: plan.omittedAnnotations,
  };
}

export interface StickyComment {
  readonly issueNumber: number;
  readonly checkName: string;
  /** Markdown shown to humans; the hidden markers are added here. */
  readonly markdown: string;
  /** When to post; absent: always. */
  readonly policy?: CommentPolicy;
}

export type PostedComment =
  | { readonly commentId: number; readonly action: "created" | "updated" | "unchanged"; readonly htmlUrl: string | null }
  | { readonly commentId: null; readonly action: "skipped"; readonly htmlUrl: null; readonly reason: string };

export async function postStickyComment(github: GitHub, comment: StickyComment): Promise<PostedComment> {
  // `off` sends nothing at all, so a token without pull-requests: write does not fail the step.
  if (comment.policy?.mode === "off") return { commentId: null, action: "skipped", htmlUrl: null, reason: "comment: off" };
  const self = await github.identity();
  const existing = await github.listComments(comment.issueNumber);
  const plan = planComment(existing, comment.checkName, self.login, comment.markdown, comment.policy);
  switch (plan.kind) {
    case "skip":
      return { commentId: null, action: "skipped", htmlUrl: null, reason: plan.reason };
    case "unchanged":
      return { commentId: plan.commentId, action: "unchanged", htmlUrl: existing.find((c) => c.id === plan.commentId)?.htmlUrl ?? null };
    case "update": {
      const c = await github.updateComment(plan.commentId, plan.body);
      return { commentId: c.id, action: "updated", htmlUrl: c.htmlUrl };
    }
    case "create": {
      const c = await github.createComment(comment.issueNumber, plan.body);
      return { commentId: c.id, action: "created", htmlUrl: c.htmlUrl };
    }
  }
}
