// The gate on a pull request, as the action runs it: find the pull request, judge the
// lanes' results (and the needs context) against the base commit, log the verdict, then
// publish one check run and one sticky comment. The face only parses its inputs into
// these settings and turns the result into outputs.
import { SeedgateError } from "../../core/errors.js";
import type { CommentMode } from "../../core/inputs/config.js";
import type { GitHub } from "../../ports/github.js";
import { pullFilesSource } from "../seal/pull-files.js";
import { gate, type GatePorts, type GateResult, type GateSettings } from "./gate.js";
import { parseNeeds } from "./needs.js";
import { publishGate, type Published } from "./publish.js";
import { findPullRequest, type PullContext, type PullEvent } from "./pull-request.js";
import { gateText } from "./render.js";
import { gateTerminal } from "./render-text.js";

export interface PullGateSettings extends Omit<GateSettings, "base" | "author" | "needs"> {
  /** The base input; without it, the pull request's base. */
  readonly base: string | undefined;
  readonly event: PullEvent;
  /** `toJSON(needs)` as the gate step's SEEDGATE_NEEDS carries it. */
  readonly needsJson: string | undefined;
  readonly comment?: CommentMode;
  readonly checkRunId?: number;
  readonly detailsUrl?: string;
}

export interface PullGatePorts extends Omit<GatePorts, "pullFiles" | "reviews"> {
  readonly github: GitHub;
}

export interface PullGateResult extends Published {
  readonly result: GateResult;
  readonly pull: PullContext | null;
}

export async function gatePullRequest(s: PullGateSettings, ports: PullGatePorts): Promise<PullGateResult> {
  const { github, ...gatePorts } = ports;
  const pr = await findPullRequest(s.event, github);
  const base = s.base ?? pr?.baseSha;
  if (!base) throw new SeedgateError("usage", "no base revision for the gate", { hint: "run on pull_request or workflow_run, or set the base input" });
  const settings: GateSettings = {
    base,
    head: pr?.headSha ?? s.head,
    results: s.results,
    fetch: s.fetch,
    ...(s.configPath ? { configPath: s.configPath } : {}),
    ...(pr ? { author: pr.author } : {}),
    ...parseNeeds(s.needsJson),
  };
  const judged = await ports.log.group("seedgate gate", () =>
    gate(settings, {
      ...gatePorts,
      ...(pr
        ? {
            pullFiles: pullFilesSource(async () => github, pr.number),
            reviews: { list: () => github.listReviews(pr.number), isMember: (t, login) => github.isTeamMember(t.org, t.slug, login) },
          }
        : {}),
    }),
  );
  const r: GateResult = pr && s.event.fork === true ? { ...judged, fork: true } : judged;
  // Plain text: the log is no Markdown renderer. The check run and comment are cut to
  // GitHub's limits; the log keeps everything they point to, and has it before posting.
  ports.log.info(gateTerminal(r));
  if (r.judgement.blocking.length > 0) await ports.log.group("seedgate: output of the failing rows", async () => ports.log.info(gateText(r)));
  const published = await publishGate(r, github, {
    ...(pr ? { pullNumber: pr.number } : {}),
    ...(s.comment ? { comment: s.comment } : {}),
    ...(s.checkRunId !== undefined ? { checkRunId: s.checkRunId } : {}),
    ...(s.detailsUrl ? { detailsUrl: s.detailsUrl } : {}),
  });
  return { result: r, pull: pr, ...published };
}
