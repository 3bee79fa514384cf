import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  seal,
  sealMarkdown
} from "./chunk-2NLE54LL.js";
import {
  manifestCheck
} from "./chunk-XLQ4LY3F.js";
import {
  actionLog,
  annotate
} from "./chunk-IPMFUV64.js";
import {
  setFailed,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-B5W75RRQ.js";
import "./chunk-VOLGPYLT.js";
import "./chunk-Q75TV2MW.js";
import "./chunk-UJVMDGU7.js";
import {
  gitAt
} from "./chunk-3JIWXBPE.js";
import "./chunk-7IZHHMI5.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/commands/pull-files.ts
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
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!owner || !repo) throw new SeedgateError("usage", "GITHUB_REPOSITORY is not set", { hint: "run inside GitHub Actions, or set GITHUB_REPOSITORY=owner/repo" });
  const { createGitHub } = await import("./github-J3U3TTEW.js");
  const auth = s.appId !== void 0 ? { kind: "app", appId: s.appId, privateKey: requireKey(s.privateKey) } : { kind: "token", token: s.token };
  return createGitHub({ apiUrl: env.GITHUB_API_URL ?? "https://api.github.com", owner, repo, auth, log: actionLog });
}
function requireKey(key) {
  if (key === void 0) throw new SeedgateError("usage", "app-id is set but private-key is empty", { hint: "pass the App's PEM key from a secret: private-key: ${{ secrets.SEEDGATE_APP_KEY }}" });
  return key;
}

// src/action/seal.ts
async function runSeal(s) {
  const result = await seal(
    { base: s.base, head: s.head, fetch: true, ...s.config ? { configPath: s.config } : {} },
    {
      git: gitAt(s.workspace),
      log: actionLog,
      manifests: manifestCheck,
      ...s.event.number !== void 0 && s.token !== "" ? { pullFiles: pullFilesSource(() => githubFor(s), s.event.number) } : {}
    }
  );
  annotate(result.findings);
  setOutput("verdict", result.verdict);
  setOutput("json", JSON.stringify(result));
  await summary.addRaw(sealMarkdown(result)).write();
  if (result.verdict !== "success") setFailed(`seedgate seal: ${result.findings.length} reason(s) to block this change`);
}
export {
  runSeal
};
