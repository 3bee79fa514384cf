// The fake's HTTP face: 127.0.0.1 on a random port, stops after `idleMs`
// without requests (or on close()). Each request goes: route -> auth -> fault
// -> contract (schema + limits) -> handler, and is logged. A contract breach
// answers 422, as GitHub does, and is recorded in `violations`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { callerOf } from "./auth.js";
import { bodyErrors, operationAt } from "./contract.js";
import { Faults } from "./faults.js";
import { limitErrors } from "./limits.js";
import { appRoutes } from "./routes-apps.js";
import { checkRoutes } from "./routes-checks.js";
import { issueRoutes } from "./routes-issues.js";
import { pullRoutes } from "./routes-pulls.js";
import { matchRoute, type Reply, type Route } from "./router.js";
import { ACTIONS_TOKEN, FakeState } from "./state.js";

const ROUTES: readonly Route[] = [...checkRoutes, ...issueRoutes, ...pullRoutes, ...appRoutes];
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface FakeGitHubOptions {
  readonly owner?: string;
  readonly repo?: string;
  /** Stop after this long without a request (default 30 s). */
  readonly idleMs?: number;
}

export interface RequestRecord {
  readonly method: string;
  readonly pathname: string;
  readonly query: string;
  readonly operationId: string | null;
  readonly status: number;
  readonly body: unknown;
}

export interface Violation {
  readonly method: string;
  readonly pathname: string;
  readonly operationId: string | null;
  readonly errors: readonly string[];
}

export interface FakeGitHub {
  /** Base URL to pass as GITHUB_API_URL. */
  readonly url: string;
  /** A GITHUB_TOKEN-like token: acts as github-actions[bot] of the github-actions app. */
  readonly token: string;
  readonly state: FakeState;
  readonly faults: Faults;
  readonly log: readonly RequestRecord[];
  readonly violations: readonly Violation[];
  /** Logged requests for one operation, e.g. "checks/update". */
  requests(operationId: string): RequestRecord[];
  close(): Promise<void>;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const state = new FakeState(options.owner ?? "acme", options.repo ?? "widgets");
  const faults = new Faults();
  const log: RequestRecord[] = [];
  const violations: Violation[] = [];
  let base = "";
  let idle: NodeJS.Timeout | undefined;
  const server = createServer((req, res) => {
    armIdle();
    void handle(req, res).catch((err: unknown) => send(res, { status: 500, body: { message: `fake-github bug: ${String(err)}` } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", base);
    const raw = await readBody(req);
    const record = (operationId: string | null, status: number, body: unknown) =>
      log.push({ method, pathname: url.pathname, query: url.search, operationId, status, body });
    const violate = (operationId: string | null, errors: string[]) => violations.push({ method, pathname: url.pathname, operationId, errors });

    const matched = matchRoute(ROUTES, method, url.pathname);
    if (!matched) {
      violate(null, [`the fake implements no ${method} ${url.pathname}`]);
      record(null, 404, raw);
      return send(res, { status: 404, body: { message: "Not Found" } });
    }
    const { route, params } = matched;
    const operationId = operationAt(method, route.template)?.operationId ?? null;
    let body: unknown;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      violate(operationId, ["body is not JSON"]);
      record(operationId, 400, raw);
      return send(res, { status: 400, body: { message: "Problems parsing JSON" } });
    }
    const reply = answer(route, params, operationId ?? "", method, url, body, req.headers.authorization);
    if (reply.contractErrors) violate(operationId, reply.contractErrors);
    record(operationId, reply.status, body);
    send(res, reply);
  }

  function answer(
    route: Route,
    params: Record<string, string>,
    operationId: string,
    method: string,
    url: URL,
    body: unknown,
    authorization?: string,
  ): Reply & { contractErrors?: string[] } {
    const caller = callerOf(state, authorization);
    if (typeof caller === "string") return { status: 401, body: { message: caller } };
    if ((route.auth === "app") !== (caller.kind === "app")) {
      return { status: 401, body: { message: route.auth === "app" ? "A JSON web token could not be decoded" : "Bad credentials" } };
    }
    const fault = faults.take(method, operationId);
    if (fault) return fault;
    const errors = [...bodyErrors(method, route.template, body), ...limitErrors(operationId, body)];
    if (errors.length) return { ...contractReply(errors), contractErrors: errors };
    const ctx = { state, params, query: url.searchParams, body: (body ?? {}) as Record<string, unknown>, caller, base, pathname: url.pathname };
    return route.handle(ctx);
  }

  function armIdle(): void {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => void close(), options.idleMs ?? 30_000);
    idle.unref();
  }

  function close(): Promise<void> {
    if (idle) clearTimeout(idle);
    if (!server.listening) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  armIdle();
  return {
    url: base,
    token: ACTIONS_TOKEN,
    state,
    faults,
    log,
    violations,
    requests: (operationId) => log.filter((r) => r.operationId === operationId),
    close,
  };
}

function contractReply(errors: string[]): Reply {
  return { status: 422, body: { message: `Invalid request.\n\n${errors.join("\n")}`, errors, documentation_url: "https://docs.github.com/rest" } };
}

function send(res: ServerResponse, reply: Reply): void {
  const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
  res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...reply.headers });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error("request body over the fake's 32 MiB limit"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
