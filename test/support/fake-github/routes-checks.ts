// Check runs: create, update (annotations accumulate, output fields replace),
// list for a ref (filter latest|all, check_name, app_id; paginated).
import * as render from "./render.js";
import { isOurRepo, notFound, page, type Reply, type Route, type RouteContext } from "./router.js";
import type { StoredAnnotation, StoredCheckRun } from "./state.js";

type Output = { title?: string; summary?: string; text?: string; annotations?: StoredAnnotation[] };

const repo = "/repos/{owner}/{repo}";

export const checkRoutes: readonly Route[] = [
  { method: "POST", template: `${repo}/check-runs`, auth: "token", handle: createRun },
  { method: "PATCH", template: `${repo}/check-runs/{check_run_id}`, auth: "token", handle: updateRun },
  { method: "GET", template: `${repo}/commits/{ref}/check-runs`, auth: "token", handle: listForRef },
];

function createRun(ctx: RouteContext): Reply {
  if (!isOurRepo(ctx) || ctx.caller.kind !== "token") return notFound();
  const b = ctx.body;
  const run = ctx.state.addCheckRun({
    name: String(b.name),
    headSha: String(b.head_sha),
    app: ctx.caller.actor.app,
    status: "queued",
    conclusion: null,
  });
  apply(run, b);
  return { status: 201, body: render.checkRun(ctx.state, ctx.base, run) };
}

function updateRun(ctx: RouteContext): Reply {
  const run = ctx.state.checkRuns.get(Number(ctx.params.check_run_id));
  if (!isOurRepo(ctx) || ctx.caller.kind !== "token" || !run) return notFound();
  if (run.app.id !== ctx.caller.actor.app.id) {
    // Fake's wording: GitHub refuses to let one app modify another app's check run.
    return { status: 403, body: { message: `Invalid app: check run ${run.id} belongs to ${run.app.slug}` } };
  }
  apply(run, ctx.body);
  return { status: 200, body: render.checkRun(ctx.state, ctx.base, run) };
}

/** GitHub's semantics: given fields replace, annotations append, a conclusion completes the run. */
function apply(run: StoredCheckRun, b: Record<string, unknown>): void {
  run.writes.push(structuredClone(b));
  if (typeof b.name === "string") run.name = b.name;
  if (typeof b.status === "string") run.status = b.status;
  if (typeof b.external_id === "string") run.externalId = b.external_id;
  if (typeof b.details_url === "string") run.detailsUrl = b.details_url;
  if (typeof b.conclusion === "string") {
    run.conclusion = b.conclusion;
    run.status = "completed";
    run.completedAt = typeof b.completed_at === "string" ? b.completed_at : new Date().toISOString();
  }
  const output = b.output as Output | undefined;
  if (!output) return;
  if (output.title !== undefined) run.output.title = output.title;
  if (output.summary !== undefined) run.output.summary = output.summary;
  if (output.text !== undefined) run.output.text = output.text;
  run.annotations.push(...(output.annotations ?? []));
}

function listForRef(ctx: RouteContext): Reply {
  if (!isOurRepo(ctx)) return notFound();
  const name = ctx.query.get("check_name");
  const appId = ctx.query.get("app_id");
  const status = ctx.query.get("status");
  let runs = ctx.state
    .checkRunsOn(ctx.params.ref ?? "")
    .filter((r) => (name === null || r.name === name) && (appId === null || String(r.app.id) === appId) && (status === null || r.status === status));
  if ((ctx.query.get("filter") ?? "latest") === "latest") runs = latestPerNameAndApp(runs);
  const newestFirst = [...runs].sort((a, b) => b.id - a.id);
  return page(ctx, newestFirst, (items) => ({
    total_count: newestFirst.length,
    check_runs: items.map((r) => render.checkRun(ctx.state, ctx.base, r)),
  }));
}

function latestPerNameAndApp(runs: readonly StoredCheckRun[]): StoredCheckRun[] {
  const latest = new Map<string, StoredCheckRun>();
  for (const r of runs) {
    const key = `${r.app.id}\u0000${r.name}`;
    const seen = latest.get(key);
    if (!seen || seen.id < r.id) latest.set(key, r);
  }
  return [...latest.values()];
}
