// Every GitHub failure becomes one SeedgateError("github") whose hint says what to do:
// credentials, permissions, a fork's read-only token, rate limits, or GitHub itself.
import { SeedgateError } from "../core/errors.js";

export const HARDENED_HINT =
  "this token cannot write here. Either the workflow's `permissions:` lacks `checks: write` / `pull-requests: write`, or this is " +
  "a pull request from a fork, which always gets a read-only GITHUB_TOKEN: use the hardened deployment shape, the judge on " +
  "`workflow_run` with a write token or a GitHub App token (README, 'Deployment shapes: hardened').";

export const statusOf = (err: unknown): number | undefined =>
  typeof (err as { status?: unknown })?.status === "number" ? (err as { status: number }).status : undefined;

export async function guard<T>(what: string, write: boolean, fn: () => Promise<T>, notFoundHint?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw err instanceof SeedgateError ? err : githubError(what, write, err, notFoundHint);
  }
}

export function githubError(what: string, write: boolean, err: unknown, notFoundHint?: string): SeedgateError {
  const status = statusOf(err);
  const response = (err as { response?: { data?: { message?: unknown }; headers?: Record<string, string | undefined> } }).response;
  const message = typeof response?.data?.message === "string" ? response.data.message : err instanceof Error ? err.message : String(err);
  const reset = Number(response?.headers?.["x-ratelimit-reset"]);
  const rateLimited = response?.headers?.["x-ratelimit-remaining"] === "0" || /rate limit/i.test(message);
  // Octokit reports a failed connection as a status-500 error without a response.
  const unreachable = status === undefined || response === undefined;
  const hint = unreachable
    ? "could not reach GitHub: check GITHUB_API_URL (the api-url setting) and the network"
    : rateLimited
      ? `GitHub's rate limit is exhausted${reset ? ` until ${new Date(reset * 1000).toISOString()}` : ""}; re-run the job later, or authenticate as a GitHub App for a larger quota`
      : write && (status === 403 || status === 404) && /not accessible by integration/i.test(message)
        ? HARDENED_HINT
        : status === 401
          ? "GitHub rejected the credentials: check the token, or the app id and private key"
          : status === 403
            ? "the token lacks a permission this request needs (see the workflow's `permissions:`)"
            : status === 404
              ? (notFoundHint ?? "not found, or the token cannot see it: check the repository, the number and the token's permissions")
              : status === 422
                ? "GitHub rejected the request as invalid; this is a seedgate bug, please report it with this message"
                : status >= 500
                  ? "GitHub kept failing after retries; re-run the job"
                  : "see GitHub's message above";
  const code = unreachable ? "no response" : `HTTP ${status}`;
  return new SeedgateError("github", `could not ${what} (${code}): ${message}`, { hint, cause: err });
}
