// Planning the check run: pure, so every request seedgate will send can be
// tested without a server. One write carries the verdict and the first 50
// annotations; further writes only append annotations. So the verdict lands in
// the first request and a later failure cannot leave the run unfinished.
import { SeedgateError } from "../core/errors.js";
import type { Verdict } from "../core/findings.js";
import type { CheckAnnotation, CheckRunInfo, CheckRunUpdate, GitHubIdentity, NewCheckRun } from "../ports/github.js";
import { fitBytes } from "./budget.js";

export const ANNOTATIONS_PER_REQUEST = 50;
export const DEFAULT_ANNOTATION_CAP = 1000;

export interface CheckReport {
  readonly name: string;
  readonly headSha: string;
  readonly conclusion: Verdict;
  readonly title: string;
  readonly summary: string;
  readonly text?: string;
  readonly annotations: readonly CheckAnnotation[];
  readonly detailsUrl?: string;
  readonly externalId?: string;
}

export interface CheckPlanOptions {
  /** Most annotations posted (default 1000); the rest are counted in the summary. */
  readonly annotationCap?: number;
  /** Finish this run (the `check-run-id` input) instead of creating one. */
  readonly checkRunId?: number;
}

export type FirstWrite =
  { readonly kind: "create"; readonly run: NewCheckRun } | { readonly kind: "update"; readonly checkRunId: number; readonly update: CheckRunUpdate };

export interface CheckPlan {
  readonly conclusion: Verdict;
  /** Why a success was turned into a failure, or null. */
  readonly refusal: string | null;
  readonly first: FirstWrite;
  /** Sent in order after the first write, to the run it created or updated. */
  readonly appends: readonly CheckRunUpdate[];
  readonly postedAnnotations: number;
  readonly omittedAnnotations: number;
}

/** `existing`: every run named `report.name` on the head SHA (listCheckRunsForRef). */
export function planCheckRun(report: CheckReport, existing: readonly CheckRunInfo[], self: GitHubIdentity, options: CheckPlanOptions = {}): CheckPlan {
  if (options.checkRunId !== undefined) assertOurs(options.checkRunId, report, existing, self);
  const refusal = report.conclusion === "success" ? impostorReason(report.name, existing, self) : null;
  const conclusion: Verdict = refusal === null ? report.conclusion : "failure";
  const cap = Math.max(0, options.annotationCap ?? DEFAULT_ANNOTATION_CAP);
  const ranked = [...report.annotations].sort((a, b) => rank(a) - rank(b));
  const posted = ranked.slice(0, cap);
  const omitted = ranked.length - posted.length;
  const output = fittedOutput(report, refusal, omitted, cap);
  const batches = chunk(posted, ANNOTATIONS_PER_REQUEST);
  const [firstBatch = [], ...rest] = batches;
  const state = { status: "completed", conclusion } as const;
  const first: FirstWrite =
    options.checkRunId === undefined
      ? { kind: "create", run: { name: report.name, headSha: report.headSha, ...state, output: { ...output, annotations: firstBatch }, ...ids(report) } }
      : { kind: "update", checkRunId: options.checkRunId, update: { state, output: { ...output, annotations: firstBatch } } };
  return {
    conclusion,
    refusal,
    first,
    appends: rest.map((annotations) => ({ output: { ...output, annotations } })),
    postedAnnotations: posted.length,
    omittedAnnotations: omitted,
  };
}

/**
 * A same-named run from another app on this commit could satisfy a required
 * check that is not pinned to seedgate's app; seedgate will not add a green one.
 */
function impostorReason(name: string, existing: readonly CheckRunInfo[], self: GitHubIdentity): string | null {
  const others = existing.filter((r) => r.name === name && r.app?.slug !== self.appSlug);
  if (others.length === 0) return null;
  const apps = [...new Set(others.map((r) => r.app?.slug ?? "an unknown app"))].join(", ");
  return (
    `Another app (${apps}) posted a check run named "${name}" on this commit, so seedgate refuses to report success: ` +
    `a look-alike check could satisfy the required check. Pin the required check "${name}" to seedgate's app in branch protection, ` +
    `or rename the other check.`
  );
}

function assertOurs(id: number, report: CheckReport, existing: readonly CheckRunInfo[], self: GitHubIdentity): void {
  const run = existing.find((r) => r.id === id);
  if (run && run.app?.slug === self.appSlug) return;
  throw new SeedgateError("input", `check-run-id ${id} is not a "${report.name}" check run of ${self.appSlug} on ${report.headSha}`, {
    hint: "pass the id of a check run this app created on the pull request's head commit, or omit check-run-id to create one",
  });
}

/** Notes go first so a truncated summary still carries them. */
function fittedOutput(report: CheckReport, refusal: string | null, omitted: number, cap: number) {
  const notes: string[] = [];
  if (refusal !== null) notes.push(`**Failure:** ${refusal}`);
  if (omitted > 0) {
    notes.push(`${omitted} more annotation${omitted === 1 ? " was" : "s were"} not posted (the cap is ${cap}); every finding is in the job log.`);
  }
  const summary = fitBytes([...notes, report.summary].join("\n\n")).text;
  const text = report.text === undefined ? undefined : fitBytes(report.text).text;
  // A refused success must not keep the judge's green title beside a red conclusion.
  const title = refusal === null ? report.title : `failure: another app posts a "${report.name}" check on this commit`;
  return { title, summary, ...(text === undefined ? {} : { text }) };
}

/** Failures first, so a cap drops notices before it drops reasons for a red check. */
const rank = (a: CheckAnnotation): number => ({ failure: 0, warning: 1, notice: 2 })[a.annotation_level];

const ids = (r: CheckReport) => ({
  ...(r.detailsUrl === undefined ? {} : { detailsUrl: r.detailsUrl }),
  ...(r.externalId === undefined ? {} : { externalId: r.externalId }),
});

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
