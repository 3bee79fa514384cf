import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-HQD34ZV6.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/core/inputs/workflow-inputs.ts
var import_yaml = __toESM(require_dist(), 1);
var INTERPRETERS = /* @__PURE__ */ new Set([
  "bash",
  "sh",
  "zsh",
  "dash",
  "ksh",
  "python",
  "python3",
  "node",
  "ruby",
  "perl",
  "pwsh",
  "powershell",
  "source",
  ".",
  "deno",
  "bun",
  "tsx",
  "ts-node",
  "php",
  "Rscript"
]);
var SEPARATORS = /(?:&&|\|\||[;|&()`]|\$\()/g;
var WORKSPACE = /(?:\$\{\{\s*github\.workspace\s*\}\}|\$GITHUB_WORKSPACE|\$\{GITHUB_WORKSPACE\})\//g;
function workflowInputs(text) {
  const doc = safeParse(text);
  const steps = [...jobSteps(doc), ...list(record(record(doc)?.["runs"])?.["steps"])];
  const actions = /* @__PURE__ */ new Set();
  const scripts = /* @__PURE__ */ new Set();
  for (const step of steps) {
    const s = record(step);
    if (s === void 0) continue;
    const uses = s["uses"];
    if (typeof uses === "string" && uses.startsWith("./")) actions.add(repoPath(uses));
    const run = s["run"];
    if (typeof run === "string") for (const p of scriptsOf(run)) scripts.add(p);
  }
  return { actions: [...actions].filter((a) => a !== "").sort(), scripts: [...scripts].sort(), parsed: doc !== void 0 };
}
function actionEntryFiles(text, dir) {
  const runs = record(record(safeParse(text))?.["runs"]);
  if (runs === void 0) return [];
  const out = [];
  for (const key of ["main", "pre", "post", "image"]) {
    const v = runs[key];
    const path = typeof v === "string" && !v.startsWith("docker://") ? repoPath(`${dir}/${v}`) : "";
    if (path !== "") out.push(path);
  }
  return out;
}
function scriptsOf(run) {
  const out = [];
  for (const line of run.split("\n")) {
    for (const command of line.replace(/#.*$/, "").replace(WORKSPACE, "./").split(SEPARATORS)) {
      const words = command.trim().split(/\s+/).map(unquote).filter((w) => w !== "");
      const first = words.findIndex((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) && w !== "sudo" && w !== "exec" && w !== "env");
      if (first === -1) continue;
      const head = words[first];
      if (head.startsWith("./") || head.includes("/")) {
        if (isRepoPath(head)) out.push(repoPath(head));
      } else if (INTERPRETERS.has(head)) {
        const target = words.slice(first + 1).find((w) => !w.startsWith("-"));
        const t = target;
        if (t !== void 0 && isRepoPath(t) && (t.includes("/") || /\.[A-Za-z0-9]+$/.test(t))) out.push(repoPath(t));
      }
    }
  }
  return out;
}
var isRepoPath = (w) => !/^[/~$-]/.test(w) && !w.includes("..") && !w.includes("${{") && /^[\w./@+-]+$/.test(w);
function repoPath(p) {
  const out = [];
  for (const s of p.split("/")) {
    if (s === "" || s === ".") continue;
    if (s !== "..") out.push(s);
    else if (out.pop() === void 0) return "";
  }
  return out.join("/");
}
var unquote = (w) => w.replace(/^["']|["']$/g, "");
function safeParse(text) {
  try {
    return (0, import_yaml.parse)(text);
  } catch {
    return void 0;
  }
}
function jobSteps(doc) {
  const jobs = record(record(doc)?.["jobs"]);
  return jobs === void 0 ? [] : Object.values(jobs).flatMap((job) => list(record(job)?.["steps"]));
}
var record = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : void 0;
var list = (v) => Array.isArray(v) ? v : [];
export {
  actionEntryFiles,
  scriptsOf,
  workflowInputs
};
