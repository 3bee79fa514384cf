// Fault injection: a queue of rules, each matching some requests and answering
// them with a failure GitHub really produces, a number of times or forever.
// Messages and headers follow GitHub's documented responses.

export interface FaultMatch {
  /** "GET", "POST", ...; "write" means any method but GET/HEAD. */
  readonly method?: string;
  readonly operationId?: string;
}

export type FaultKind =
  | { readonly kind: "server-error"; readonly status?: 500 | 502 | 503 }
  /** A read-only token on a write, as on a pull request from a fork. */
  | { readonly kind: "forbidden-write" }
  | { readonly kind: "secondary-rate-limit"; readonly retryAfterSeconds: number }
  | { readonly kind: "rate-limit"; readonly resetInSeconds: number };

export type Fault = FaultKind & {
  /** How many matching requests fail; "always" never runs out. */
  readonly times: number | "always";
  readonly match?: FaultMatch;
};

export interface FaultResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: { message: string; documentation_url: string; status: string };
}

const DOCS = "https://docs.github.com/rest";

export class Faults {
  private readonly rules: { fault: Fault; left: number }[] = [];

  add(fault: Fault): void {
    this.rules.push({ fault, left: fault.times === "always" ? Infinity : fault.times });
  }

  clear(): void {
    this.rules.length = 0;
  }

  /** The response for the first live rule that matches, consuming one use of it. */
  take(method: string, operationId: string): FaultResponse | undefined {
    const rule = this.rules.find((r) => r.left > 0 && matches(r.fault, method, operationId));
    if (!rule) return undefined;
    rule.left -= 1;
    return respond(rule.fault);
  }
}

function matches(fault: Fault, method: string, operationId: string): boolean {
  const write = method !== "GET" && method !== "HEAD";
  const wanted = fault.match?.method ?? (fault.kind === "forbidden-write" ? "write" : undefined);
  if (wanted === "write" && !write) return false;
  if (wanted !== undefined && wanted !== "write" && wanted !== method) return false;
  return fault.match?.operationId === undefined || fault.match.operationId === operationId;
}

function respond(fault: FaultKind): FaultResponse {
  switch (fault.kind) {
    case "server-error": {
      const status = fault.status ?? 502;
      return {
        status,
        headers: {},
        body: { message: status === 502 ? "Server Error" : "Internal Server Error", documentation_url: DOCS, status: String(status) },
      };
    }
    case "forbidden-write":
      return { status: 403, headers: {}, body: { message: "Resource not accessible by integration", documentation_url: DOCS, status: "403" } };
    case "secondary-rate-limit":
      return {
        status: 403,
        headers: { "retry-after": String(fault.retryAfterSeconds) },
        body: { message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", documentation_url: DOCS, status: "403" },
      };
    case "rate-limit": {
      const reset = Math.ceil(Date.now() / 1000 + fault.resetInSeconds);
      return {
        status: 403,
        headers: {
          "x-ratelimit-limit": "5000",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-used": "5000",
          "x-ratelimit-reset": String(reset),
          "x-ratelimit-resource": "core",
        },
        body: { message: "API rate limit exceeded for installation ID 1.", documentation_url: DOCS, status: "403" },
      };
    }
  }
}
