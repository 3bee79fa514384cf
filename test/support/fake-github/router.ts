// Route table plumbing: GitHub path templates ("/repos/{owner}/{repo}/...")
// matched by segment, plus the page/Link-header helper every list shares.
import type { Caller } from "./auth.js";
import type { FakeState } from "./state.js";

export interface RouteContext {
  readonly state: FakeState;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Already validated against the operation's request-body schema. */
  readonly body: Record<string, unknown>;
  readonly caller: Caller;
  /** "http://127.0.0.1:port", for urls and Link headers. */
  readonly base: string;
  readonly pathname: string;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Route {
  readonly method: "GET" | "POST" | "PATCH";
  /** Exactly as in GitHub's OpenAPI description, so the operation can be looked up. */
  readonly template: string;
  /** "app": a GitHub App JWT; "token": an installation or Actions token. */
  readonly auth: "app" | "token";
  handle(ctx: RouteContext): Reply;
}

export const notFound = (): Reply => ({ status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } });

export function matchRoute(routes: readonly Route[], method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined {
  const parts = pathname.split("/");
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchTemplate(route.template.split("/"), parts);
    if (params) return { route, params };
  }
  return undefined;
}

function matchTemplate(template: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  if (template.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i] ?? "";
    const p = parts[i] ?? "";
    if (t.startsWith("{") && t.endsWith("}")) {
      if (p === "") return undefined;
      params[t.slice(1, -1)] = decodeURIComponent(p);
    } else if (t !== p) return undefined;
  }
  return params;
}

/** One page of `items` with GitHub's Link header (per_page defaults to 30, at most 100). */
export function page<T>(ctx: RouteContext, items: readonly T[], wrap?: (pageItems: T[]) => unknown): Reply {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.get("per_page") ?? 30) || 30));
  const current = Math.max(1, Number(ctx.query.get("page") ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((current - 1) * perPage, current * perPage);
  const link = (n: number, rel: string) => {
    const q = new URLSearchParams(ctx.query);
    q.set("per_page", String(perPage));
    q.set("page", String(n));
    return `<${ctx.base}${ctx.pathname}?${q.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (current > 1) links.push(link(current - 1, "prev"), link(1, "first"));
  if (current < last) links.push(link(current + 1, "next"), link(last, "last"));
  return { status: 200, body: wrap ? wrap(slice) : slice, headers: links.length ? { link: links.join(", ") } : {} };
}

/** True when the path names the fake's one repository. */
export const isOurRepo = (ctx: RouteContext): boolean =>
  ctx.params.owner?.toLowerCase() === ctx.state.owner.toLowerCase() && ctx.params.repo?.toLowerCase() === ctx.state.repo.toLowerCase();
