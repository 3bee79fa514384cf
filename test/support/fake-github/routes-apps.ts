// GitHub App authentication: with a JWT an app may read itself, find its
// installation on the repository, and mint an installation token (which then
// acts as "<slug>[bot]" on every other route).
import { randomBytes } from "node:crypto";
import * as render from "./render.js";
import { isOurRepo, notFound, type Reply, type Route, type RouteContext } from "./router.js";

export const appRoutes: readonly Route[] = [
  { method: "GET", template: "/app", auth: "app", handle: getApp },
  { method: "GET", template: "/repos/{owner}/{repo}/installation", auth: "app", handle: repoInstallation },
  { method: "POST", template: "/app/installations/{installation_id}/access_tokens", auth: "app", handle: mintToken },
];

function registered(ctx: RouteContext) {
  return ctx.caller.kind === "app" ? ctx.state.apps.get(ctx.caller.app.id) : undefined;
}

function getApp(ctx: RouteContext): Reply {
  const r = registered(ctx);
  return r ? { status: 200, body: render.app(r.app) } : notFound();
}

function repoInstallation(ctx: RouteContext): Reply {
  const r = registered(ctx);
  if (!r || !isOurRepo(ctx)) return notFound();
  return {
    status: 200,
    body: {
      id: r.installationId,
      app_id: r.app.id,
      app_slug: r.app.slug,
      account: render.user(ctx.state.owner),
      repository_selection: "selected",
      access_tokens_url: `${ctx.base}/app/installations/${r.installationId}/access_tokens`,
      permissions: { checks: "write", pull_requests: "write", issues: "write", contents: "read" },
    },
  };
}

function mintToken(ctx: RouteContext): Reply {
  const r = registered(ctx);
  if (!r || Number(ctx.params.installation_id) !== r.installationId) return notFound();
  const token = `ghs_fake_${randomBytes(12).toString("hex")}`;
  ctx.state.addToken(token, { login: `${r.app.slug}[bot]`, app: r.app });
  return {
    status: 201,
    body: {
      token,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      permissions: { checks: "write", pull_requests: "write", issues: "write", contents: "read" },
      repository_selection: "selected",
    },
  };
}
