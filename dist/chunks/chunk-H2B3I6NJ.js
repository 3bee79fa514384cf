import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  actionLog
} from "./chunk-SVFEUCUE.js";
import {
  caCertsParked
} from "./chunk-V7QMJJJF.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/seal/pull-files.ts
function pullFilesSource(github, pullNumber) {
  let client;
  const gh = () => client ??= github();
  return {
    changedFiles: async () => (await (await gh()).getPull(pullNumber)).changedFiles,
    listFiles: async () => (await (await gh()).listPullFiles(pullNumber)).map((f) => ({
      filename: f.path,
      status: f.status,
      ...f.previousPath === void 0 ? {} : { previous_filename: f.previousPath }
    }))
  };
}

// src/action/github.ts
async function githubFor(s, env = process.env) {
  if (caCertsParked())
    throw new SeedgateError("internal", "a mode that runs pull-request code asked for the GitHub API, but its process started without NODE_EXTRA_CA_CERTS", {
      hint: "call the GitHub API from a mode whose row in src/modes/table.ts has runsPrCode: false"
    });
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo)
    throw new SeedgateError("usage", "GITHUB_REPOSITORY is not set", { hint: "run inside GitHub Actions, or set GITHUB_REPOSITORY=owner/repo" });
  const { createGitHub } = await import("./github-K7U22PPE.js");
  const auth = s.appId !== void 0 ? { kind: "app", appId: s.appId, privateKey: requireKey(s.privateKey) } : { kind: "token", token: s.token };
  return createGitHub({ apiUrl: env.GITHUB_API_URL ?? "https://api.github.com", owner, repo, auth, log: actionLog });
}
function requireKey(key) {
  if (key === void 0)
    throw new SeedgateError("usage", "app-id is set but private-key is empty", {
      hint: "pass the App's PEM key from a secret: private-key: ${{ secrets.SEEDGATE_APP_KEY }}"
    });
  return key;
}

export {
  pullFilesSource,
  githubFor
};
