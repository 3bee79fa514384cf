// The GitHub client for this run: workflow token or GitHub App, from the settings.
import { caCertsParked } from "../adapters/subreaper.js";
import { SeedgateError } from "../core/errors.js";
import type { GitHub } from "../ports/github.js";
import type { ActionSettings } from "./inputs.js";
import { actionLog } from "./log.js";

export async function githubFor(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<GitHub> {
  // A mode that runs pull-request code re-ran its Node without the CA file (subreaper.ts): its TLS would fail behind a proxy.
  if (caCertsParked())
    throw new SeedgateError("internal", "a mode that runs pull-request code asked for the GitHub API, but its process started without NODE_EXTRA_CA_CERTS", {
      hint: "call the GitHub API from a mode whose row in src/modes/table.ts has runsPrCode: false",
    });
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new SeedgateError("usage", "GITHUB_REPOSITORY is not set", { hint: "run inside GitHub Actions, or set GITHUB_REPOSITORY=owner/repo" });
  const { createGitHub } = await import("../adapters/github.js");
  const auth =
    s.appId !== undefined ? { kind: "app" as const, appId: s.appId, privateKey: requireKey(s.privateKey) } : { kind: "token" as const, token: s.token };
  return createGitHub({ apiUrl: env.GITHUB_API_URL ?? "https://api.github.com", owner, repo, auth, log: actionLog });
}

function requireKey(key: string | undefined): string {
  if (key === undefined)
    throw new SeedgateError("usage", "app-id is set but private-key is empty", {
      hint: "pass the App's PEM key from a secret: private-key: ${{ secrets.SEEDGATE_APP_KEY }}",
    });
  return key;
}
