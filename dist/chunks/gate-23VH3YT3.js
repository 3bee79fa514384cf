import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateTerminal
} from "./chunk-C4UCMT2W.js";
import {
  failingKeys,
  gate,
  gateAnnotations,
  gateMarkdown,
  gateText,
  gateTitle
} from "./chunk-AGR5OWEW.js";
import "./chunk-ROD5LKEC.js";
import "./chunk-G2VSTVAS.js";
import "./chunk-JIJZXNK4.js";
import "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  githubFor,
  pullFilesSource
} from "./chunk-H2B3I6NJ.js";
import {
  manifestCheck
} from "./chunk-GCZLMEGS.js";
import {
  hostFiles
} from "./chunk-F4XUKZHO.js";
import {
  PASSED,
  actionLog,
  annotate,
  failedBecause,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import {
  systemClock
} from "./chunk-TLHTINSL.js";
import {
  gitAt
} from "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-IXPRLORT.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-5YZVLQIN.js";
import "./chunk-ZL3VSXLC.js";
import "./chunk-V7QMJJJF.js";
import {
  info,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/gate.ts
import { join } from "node:path";

// src/modes/gate/needs.ts
function parseNeeds(text) {
  if (text === void 0 || text.trim() === "") return {};
  try {
    const value = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return { needs: value };
  } catch (cause) {
    throw new SeedgateError("input", `SEEDGATE_NEEDS is not the JSON of the needs context: ${cause.message}`, {
      hint: "set SEEDGATE_NEEDS: ${{ toJSON(needs) }} on the gate step"
    });
  }
}

// src/publish/comment-mode.ts
import { createHash } from "node:crypto";
var STATE = /<!-- seedgate:state (success|failure) ([0-9a-f]{16}) -->/;
function commentState(verdict, failing) {
  const digest = createHash("sha256").update([...new Set(failing)].sort().join("\n")).digest("hex").slice(0, 16);
  return `${verdict} ${digest}`;
}
var stateMarker = (state) => `<!-- seedgate:state ${state} -->`;
function stateIn(body) {
  const m = STATE.exec(body);
  return m === null ? null : `${m[1]} ${m[2]}`;
}
var QUIET_STATE = commentState("success", []);
function decideComment(mode, state, previous) {
  const red = state.startsWith("failure ");
  switch (mode) {
    case "off":
      return { post: false, reason: "comment: off" };
    case "always":
      return { post: true };
    case "failures":
      return red || previous !== null ? { post: true } : { post: false, reason: "comment: failures, and the gate is green with no earlier comment" };
    case "changes": {
      const before = previous === null ? QUIET_STATE : stateIn(previous);
      return before !== state ? { post: true } : { post: false, reason: "comment: changes, and neither the verdict nor the failing set changed" };
    }
  }
}

// src/publish/budget.ts
var CHECK_OUTPUT_MAX_BYTES = 65535;
var COMMENT_MAX_CHARS = 65536;
var utf8 = (s) => Buffer.byteLength(s, "utf8");
function fitBytes(text, maxBytes = CHECK_OUTPUT_MAX_BYTES) {
  const total = utf8(text);
  if (total <= maxBytes) return { text, truncated: false };
  const bytes = Buffer.from(text, "utf8");
  return fit(total, maxBytes, utf8, (keep) => bytes.subarray(0, utf8Boundary(bytes, keep)).toString("utf8"), "bytes");
}
function fitChars(text, maxChars = COMMENT_MAX_CHARS) {
  if (text.length <= maxChars) return { text, truncated: false };
  return fit(
    text.length,
    maxChars,
    (s) => s.length,
    (keep) => text.slice(0, surrogateBoundary(text, keep)),
    "characters"
  );
}
function fit(total, max, size, head, unit) {
  let keep = max - size(note(total, total, unit)) - SHORTEST_CLOSER.length;
  for (; ; ) {
    if (keep <= 0) throw new Error(`a limit of ${max} ${unit} cannot hold the truncation note`);
    const kept = head(keep);
    const text = kept + fenceCloser(kept) + note(size(kept), total, unit);
    if (size(text) <= max) return { text, truncated: true };
    keep = Math.min(keep, size(kept)) - (size(text) - max);
  }
}
var SHORTEST_CLOSER = "\n```";
function note(shown, total, unit) {
  return `

> **Truncated by seedgate:** showing the first ${shown} of ${total} ${unit} (GitHub's limit). The full report is in the job log.`;
}
function utf8Boundary(bytes, keep) {
  let at = Math.min(keep, bytes.length);
  while (at > 0 && at < bytes.length && ((bytes[at] ?? 0) & 192) === 128) at--;
  return at;
}
function surrogateBoundary(text, keep) {
  const before = text.charCodeAt(keep - 1);
  return keep > 0 && before >= 55296 && before <= 56319 ? keep - 1 : keep;
}
function fenceCloser(markdown) {
  let open = null;
  for (const line of markdown.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (m === null) continue;
    const [run, rest] = [m[1], m[2]];
    if (open === null) {
      if (!(run[0] === "`" && rest.includes("`"))) open = run;
    } else if (run[0] === open[0] && run.length >= open.length && /^[ \t]*$/.test(rest)) open = null;
  }
  return open === null ? "" : `
${open}`;
}

// src/publish/check-plan.ts
var ANNOTATIONS_PER_REQUEST = 50;
var DEFAULT_ANNOTATION_CAP = 1e3;
function planCheckRun(report2, existing, self, options = {}) {
  if (options.checkRunId !== void 0) assertOurs(options.checkRunId, report2, existing, self);
  const refusal = report2.conclusion === "success" ? impostorReason(report2.name, existing, self) : null;
  const conclusion = refusal === null ? report2.conclusion : "failure";
  const cap = Math.max(0, options.annotationCap ?? DEFAULT_ANNOTATION_CAP);
  const ranked = [...report2.annotations].sort((a, b) => rank(a) - rank(b));
  const posted = ranked.slice(0, cap);
  const omitted = ranked.length - posted.length;
  const output = fittedOutput(report2, refusal, omitted, cap);
  const batches = chunk(posted, ANNOTATIONS_PER_REQUEST);
  const [firstBatch = [], ...rest] = batches;
  const state = { status: "completed", conclusion };
  const first = options.checkRunId === void 0 ? { kind: "create", run: { name: report2.name, headSha: report2.headSha, ...state, output: { ...output, annotations: firstBatch }, ...ids(report2) } } : { kind: "update", checkRunId: options.checkRunId, update: { state, output: { ...output, annotations: firstBatch } } };
  return {
    conclusion,
    refusal,
    first,
    appends: rest.map((annotations) => ({ output: { ...output, annotations } })),
    postedAnnotations: posted.length,
    omittedAnnotations: omitted
  };
}
function impostorReason(name, existing, self) {
  const others = existing.filter((r) => r.name === name && r.app?.slug !== self.appSlug);
  if (others.length === 0) return null;
  const apps = [...new Set(others.map((r) => r.app?.slug ?? "an unknown app"))].join(", ");
  return `Another app (${apps}) posted a check run named "${name}" on this commit, so seedgate refuses to report success: a look-alike check could satisfy the required check. Pin the required check "${name}" to seedgate's app in branch protection, or rename the other check.`;
}
function assertOurs(id, report2, existing, self) {
  const run = existing.find((r) => r.id === id);
  if (run && run.app?.slug === self.appSlug) return;
  throw new SeedgateError("input", `check-run-id ${id} is not a "${report2.name}" check run of ${self.appSlug} on ${report2.headSha}`, {
    hint: "pass the id of a check run this app created on the pull request's head commit, or omit check-run-id to create one"
  });
}
function fittedOutput(report2, refusal, omitted, cap) {
  const notes = [];
  if (refusal !== null) notes.push(`**Failure:** ${refusal}`);
  if (omitted > 0) {
    notes.push(`${omitted} more annotation${omitted === 1 ? " was" : "s were"} not posted (the cap is ${cap}); every finding is in the job log.`);
  }
  const summary2 = fitBytes([...notes, report2.summary].join("\n\n")).text;
  const text = report2.text === void 0 ? void 0 : fitBytes(report2.text).text;
  const title = refusal === null ? report2.title : `failure: another app posts a "${report2.name}" check on this commit`;
  return { title, summary: summary2, ...text === void 0 ? {} : { text } };
}
var rank = (a) => ({ failure: 0, warning: 1, notice: 2 })[a.annotation_level];
var ids = (r) => ({
  ...r.detailsUrl === void 0 ? {} : { detailsUrl: r.detailsUrl },
  ...r.externalId === void 0 ? {} : { externalId: r.externalId }
});
function chunk(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// src/publish/comment.ts
var COMMENT_MARKER = "<!-- seedgate:comment -->";
var checkMarker = (checkName) => `<!-- seedgate:check ${encodeURIComponent(checkName)} -->`;
function stickyBody(checkName, markdown, state) {
  return fitChars(`${COMMENT_MARKER}
${checkMarker(checkName)}
${state === void 0 ? "" : `${stateMarker(state)}
`}${markdown}`).text;
}
function isOurs(comment, checkName, selfLogin) {
  return !comment.minimized && comment.authorLogin.toLowerCase() === selfLogin.toLowerCase() && comment.body.includes(COMMENT_MARKER) && comment.body.includes(checkMarker(checkName));
}
function planComment(comments, checkName, selfLogin, markdown, policy) {
  const body = stickyBody(checkName, markdown, policy?.state);
  const ours = comments.filter((c) => isOurs(c, checkName, selfLogin)).sort((a, b) => a.id - b.id)[0];
  if (policy !== void 0) {
    const decision = decideComment(policy.mode, policy.state, ours?.body ?? null);
    if (!decision.post) return { kind: "skip", reason: decision.reason };
  }
  if (!ours) return { kind: "create", body };
  return ours.body === body ? { kind: "unchanged", commentId: ours.id } : { kind: "update", commentId: ours.id, body };
}

// src/publish/post.ts
async function postCheckRun(github, report2, options = {}) {
  const [self, existing] = await Promise.all([github.identity(), github.listCheckRunsForRef(report2.headSha, report2.name)]);
  const plan = planCheckRun(report2, existing, self, options);
  let run = plan.first.kind === "create" ? await github.createCheckRun(plan.first.run) : await github.updateCheckRun(plan.first.checkRunId, plan.first.update);
  for (const append of plan.appends) run = await github.updateCheckRun(run.id, append);
  return {
    checkRunId: run.id,
    htmlUrl: run.htmlUrl,
    conclusion: plan.conclusion,
    refusal: plan.refusal,
    postedAnnotations: plan.postedAnnotations,
    omittedAnnotations: plan.omittedAnnotations
  };
}
async function postStickyComment(github, comment) {
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

// src/modes/gate/publish.ts
async function publishGate(r, github, s) {
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
      ...s.detailsUrl ? { detailsUrl: s.detailsUrl } : {}
    },
    { annotationCap: r.check.annotations, ...s.checkRunId !== void 0 ? { checkRunId: s.checkRunId } : {} }
  );
  const markdown = gateMarkdown(r, { refusal: check.refusal, checkRunUrl: check.htmlUrl });
  const policy = { mode: s.comment ?? r.check.comment, state: commentState(check.conclusion, failingKeys(r)) };
  const comment = s.pullNumber === void 0 ? null : await postStickyComment(github, { issueNumber: s.pullNumber, checkName: r.check.name, markdown, policy });
  return { check, comment, markdown };
}

// src/modes/gate/pull-request.ts
async function findPullRequest(e, github) {
  if (e.number !== void 0 && e.baseSha && e.headSha)
    return { number: e.number, author: e.author ?? (await github.getPull(e.number)).authorLogin, baseSha: e.baseSha, headSha: e.headSha };
  if (e.requested !== void 0) return requestedPull(e.requested, github);
  if (e.workflowRun === void 0) return null;
  const sha = e.workflowRun.headSha;
  const open = (await github.listPullsForCommit(sha)).filter((p) => p.state === "open" && p.headSha === sha);
  const pick = choose(open, e.workflowRun.pullNumbers, sha);
  const full = await github.getPull(pick.number);
  return { number: full.number, author: full.authorLogin, baseSha: full.baseSha, headSha: full.headSha };
}
async function requestedPull(requested, github) {
  const full = await github.getPull(requested.number);
  if (full.headSha !== requested.headSha)
    throw new SeedgateError("input", `pull request #${full.number} has head ${full.headSha}, not this run's head ${requested.headSha}`, {
      hint: "the pull request moved: review its new head, then run the workflow again with that head (the pull-request and head inputs must name the same commit)"
    });
  return { number: full.number, author: full.authorLogin, baseSha: full.baseSha, headSha: full.headSha };
}
function choose(open, hinted, sha) {
  if (open.length === 1) return open[0];
  const byHint = open.filter((p) => hinted.includes(p.number));
  if (byHint.length === 1) return byHint[0];
  throw new SeedgateError(
    "github",
    open.length === 0 ? `no open pull request has head ${sha}` : `${open.length} open pull requests have head ${sha}: ${open.map((p) => `#${p.number}`).join(", ")}`,
    {
      hint: "the judge posts for exactly one pull request; a push after the lanes ran needs new lane runs"
    }
  );
}

// src/modes/gate/pull-gate.ts
async function gatePullRequest(s, ports) {
  const { github, ...gatePorts } = ports;
  const pr = await findPullRequest(s.event, github);
  const base = s.base ?? pr?.baseSha;
  if (!base) throw new SeedgateError("usage", "no base revision for the gate", { hint: "run on pull_request or workflow_run, or set the base input" });
  const settings = {
    base,
    head: pr?.headSha ?? s.head,
    results: s.results,
    fetch: s.fetch,
    ...s.configPath ? { configPath: s.configPath } : {},
    ...pr ? { author: pr.author } : {},
    ...parseNeeds(s.needsJson)
  };
  const judged = await ports.log.group(
    "seedgate gate",
    () => gate(settings, {
      ...gatePorts,
      ...pr ? {
        pullFiles: pullFilesSource(async () => github, pr.number),
        reviews: { list: () => github.listReviews(pr.number), isMember: (t, login) => github.isTeamMember(t.org, t.slug, login) }
      } : {}
    })
  );
  const r = pr && s.event.fork === true ? { ...judged, fork: true } : judged;
  ports.log.info(gateTerminal(r));
  if (r.judgement.blocking.length > 0) await ports.log.group("seedgate: output of the failing rows", async () => ports.log.info(gateText(r)));
  const published = await publishGate(r, github, {
    ...pr ? { pullNumber: pr.number } : {},
    ...s.comment ? { comment: s.comment } : {},
    ...s.checkRunId !== void 0 ? { checkRunId: s.checkRunId } : {},
    ...s.detailsUrl ? { detailsUrl: s.detailsUrl } : {}
  });
  return { result: r, pull: pr, ...published };
}

// src/action/gate.ts
async function runGate(s, env = process.env) {
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
  const out = await gatePullRequest(
    {
      base: s.base,
      head: s.head,
      results: s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-results"),
      // A runner's checkout is shallow: the gate fetches base and head itself.
      fetch: true,
      // An event with no pull request of its own (workflow_dispatch) takes the pull-request input's.
      event: s.pullRequest === void 0 || s.event.number !== void 0 ? s.event : { ...s.event, requested: { number: s.pullRequest, headSha: s.head } },
      needsJson: env.SEEDGATE_NEEDS,
      ...s.config ? { configPath: s.config } : {},
      ...s.comment ? { comment: s.comment } : {},
      ...s.checkRunId !== void 0 ? { checkRunId: s.checkRunId } : {},
      ...runUrl ? { detailsUrl: runUrl } : {}
    },
    { github: await githubFor(s, env), git: gitAt(s.workspace), log: actionLog, clock: systemClock, manifests: manifestCheck, files: hostFiles }
  );
  const { result: r, check } = out;
  annotate([...r.judgement.reasons, ...r.judgement.notes], {
    pointer: check.htmlUrl ?? `the "${r.check.name}" check run`,
    failing: check.conclusion !== "success"
  });
  report(out);
  await summary.addRaw(out.markdown).write();
  return check.conclusion === "success" ? PASSED : failedBecause(check.refusal ?? `${r.judgement.reasons.length} reason(s) to block this pull request`);
}
function report({ result: r, check, comment }) {
  setOutput("verdict", check.conclusion);
  setOutput("check-run-url", check.htmlUrl ?? "");
  setOutput("comment-url", comment?.htmlUrl ?? "");
  setOutput(
    "json",
    JSON.stringify({
      command: "gate",
      verdict: check.conclusion,
      base: r.base,
      head: r.head,
      reasons: r.judgement.reasons,
      lanes: r.judgement.lanes,
      checkRunId: check.checkRunId,
      annotations: { posted: check.postedAnnotations, omitted: check.omittedAnnotations }
    })
  );
  info(
    `check run ${check.checkRunId}: ${check.conclusion}, ${check.postedAnnotations} annotations posted${check.omittedAnnotations ? `, ${check.omittedAnnotations} over the cap (counted in the summary)` : ""}`
  );
  if (comment?.action === "skipped") info(`no comment: ${comment.reason}`);
  else if (comment) info(`comment ${comment.commentId}: ${comment.action}`);
}
export {
  runGate
};
