// What a sealed workflow runs from the repository: local actions (`uses: ./dir`) and
// scripts its `run:` lines name. Editing either changes what the sealed workflow does
// with the repository's tokens, so both are sealed with the workflow itself.
import { parse } from "yaml";

export interface WorkflowInputs {
  /** Local action directories, repository-relative, no trailing slash. */
  readonly actions: readonly string[];
  /** Repository scripts a `run:` line executes. */
  readonly scripts: readonly string[];
  /** False when the text is not YAML: the caller says so rather than trusting an empty answer. */
  readonly parsed: boolean;
}

const INTERPRETERS = new Set([
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
  "Rscript",
]);
/** Shell words that end a command and start the next one. */
const SEPARATORS = /(?:&&|\|\||[;|&()`]|\$\()/g;
/** The checkout's root, spelled as an expression or a variable: a path below it is a repository path. */
const WORKSPACE = /(?:\$\{\{\s*github\.workspace\s*\}\}|\$GITHUB_WORKSPACE|\$\{GITHUB_WORKSPACE\})\//g;

/** Parse one workflow (or a composite action.yml): unparsable text yields nothing, the caller warns. */
export function workflowInputs(text: string): WorkflowInputs {
  const doc = safeParse(text);
  const steps = [...jobSteps(doc), ...list(record(record(doc)?.["runs"])?.["steps"])];
  const actions = new Set<string>();
  const scripts = new Set<string>();
  for (const step of steps) {
    const s = record(step);
    if (s === undefined) continue;
    const uses = s["uses"];
    if (typeof uses === "string" && uses.startsWith("./")) actions.add(repoPath(uses));
    const run = s["run"];
    if (typeof run === "string") for (const p of scriptsOf(run)) scripts.add(p);
  }
  return { actions: [...actions].filter((a) => a !== "").sort(), scripts: [...scripts].sort(), parsed: doc !== undefined };
}

/** Files a local action's action.yml names for node/docker runs (main, pre, post, a Dockerfile image). */
export function actionEntryFiles(text: string, dir: string): string[] {
  const runs = record(record(safeParse(text))?.["runs"]);
  if (runs === undefined) return [];
  const out: string[] = [];
  for (const key of ["main", "pre", "post", "image"]) {
    const v = runs[key];
    const path = typeof v === "string" && !v.startsWith("docker://") ? repoPath(`${dir}/${v}`) : "";
    if (path !== "") out.push(path);
  }
  return out;
}

/** Paths a shell script runs: `./x.sh`, `bash scripts/x.sh`, `python tools/y.py`. */
export function scriptsOf(run: string): string[] {
  const out: string[] = [];
  for (const line of run.split("\n")) {
    for (const command of line.replace(/#.*$/, "").replace(WORKSPACE, "./").split(SEPARATORS)) {
      const words = command
        .trim()
        .split(/\s+/)
        .map(unquote)
        .filter((w) => w !== "");
      const first = words.findIndex((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) && w !== "sudo" && w !== "exec" && w !== "env");
      if (first === -1) continue;
      const head = words[first]!;
      if (head.startsWith("./") || head.includes("/")) {
        if (isRepoPath(head)) out.push(repoPath(head));
      } else if (INTERPRETERS.has(head)) {
        const target = words.slice(first + 1).find((w) => !w.startsWith("-"));
        const t = target;
        if (t !== undefined && isRepoPath(t) && (t.includes("/") || /\.[A-Za-z0-9]+$/.test(t))) out.push(repoPath(t));
      }
    }
  }
  return out;
}

/** Relative paths only: absolute, home, variable and parent paths are not the repository's. */
const isRepoPath = (w: string): boolean => !/^[/~$-]/.test(w) && !w.includes("..") && !w.includes("${{") && /^[\w./@+-]+$/.test(w);

/** Normalise "./a/../b/" to "b"; a path that climbs out of the repository becomes "". */
function repoPath(p: string): string {
  const out: string[] = [];
  for (const s of p.split("/")) {
    if (s === "" || s === ".") continue;
    if (s !== "..") out.push(s);
    else if (out.pop() === undefined) return "";
  }
  return out.join("/");
}

const unquote = (w: string): string => w.replace(/^["']|["']$/g, "");

function safeParse(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

function jobSteps(doc: unknown): unknown[] {
  const jobs = record(record(doc)?.["jobs"]);
  return jobs === undefined ? [] : Object.values(jobs).flatMap((job) => list(record(job)?.["steps"]));
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
