// The real adapter pointed at a fake, with waits shrunk so retry and
// rate-limit tests take milliseconds, not minutes.
import { createGitHub, type GitHubSettings } from "../../../src/adapters/github.js";
import type { GitHub } from "../../../src/ports/github.js";
import type { FakeGitHub } from "./server.js";

export const FAST: Partial<GitHubSettings> = { retries: 3, retryBaseMs: 1, waitUnitMs: 10, paceWrites: false };

export function connect(fake: FakeGitHub, overrides: Partial<GitHubSettings> = {}): Promise<GitHub> {
  return createGitHub({
    apiUrl: fake.url,
    owner: fake.state.owner,
    repo: fake.state.repo,
    auth: { kind: "token", token: fake.token },
    ...FAST,
    ...overrides,
  });
}
