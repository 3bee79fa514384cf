// `seedgate init`: writes the plan of src/core/edits/init-plan.ts into a git working tree.
// It never destroys work: an existing file is refused unless --force, and even with
// --force only a file git could give back (tracked, unchanged since HEAD) is replaced.
import { SeedgateError } from "../../core/errors.js";
import { CODEOWNERS_PATHS, initPlan, parseSelector, SHAPE_WORKFLOWS, type InitPlan, type InitRequest, type PlannedFile } from "../../core/edits/init-plan.js";
import { readLayout, type Layout, type RepoView } from "../../core/edits/init-layout.js";
import { GITIGNORE, gitignoreFile, setupOutputs } from "../../core/edits/init-gitignore.js";
import type { StepsInput } from "../../core/edits/init-steps.js";
import type { Git } from "../../ports/local.js";
import type { Workspace } from "../../ports/workspace.js";
import { adoptedRule } from "../../runners/adopt.js";

export interface InitSettings extends Omit<InitRequest, "layout"> {
  readonly force: boolean;
}

export interface InitPorts {
  /** The repository's working tree, rooted at its top-level directory. */
  readonly workspace: Workspace;
  /** seedgate's own example workflows (examples/workflows), the sources of the shapes' files. */
  readonly shipped: Workspace;
  /** Which of the planned paths hold work git could not give back. */
  readonly git: Required<Pick<Git, "uncommitted">>;
  /** The commit that added a path, and its first parent (null: not committed, or a root commit). */
  readonly introduced?: (path: string) => Promise<StepsInput["introduced"]>;
}

export interface InitResult extends StepsInput {
  readonly command: "init";
  readonly written: readonly { readonly path: string; readonly how: PlannedFile["how"] | "replace" }[];
}

export async function init(s: InitSettings, ports: InitPorts): Promise<InitResult> {
  const ws = ports.workspace;
  const { file } = parseSelector(s.selector);
  if (ws.kind(file) !== "file") {
    throw new SeedgateError("usage", `the property's test file ${file} does not exist`, {
      file,
      hint: "write the property test first: init seals the file its selector names",
    });
  }
  const sources = new Map(SHAPE_WORKFLOWS[s.shape].map((w) => [w.source, shippedText(ports.shipped, w.source)]));
  const layout = withRule(s.selector, languageOf(s.selector) === undefined ? undefined : readLayout(repoView(ws), languageOf(s.selector)!));
  const plan = withIgnores(ws, initPlan({ ...s, ...(layout ? { layout } : {}) }, sources, existingCodeowners(ws)), layout);
  const written = checkWrites(ws, plan, s.force, await ports.git.uncommitted(plan.files.map((f) => f.path)));
  for (const f of plan.files) {
    ws.makeDir(f.path.split("/").slice(0, -1).join("/"));
    if (f.how === "append") ws.appendFile(f.path, f.content);
    else ws.writeFile(f.path, f.content);
  }
  const introduced = (await ports.introduced?.(file)) ?? null;
  return { command: "init", propertyId: plan.propertyId, journal: plan.journal, ledger: s.ledger === true, layout, introduced, selectorFile: file, written };
}

/** The language whose layout matters: the property's (a Hypothesis test or a fast-check one). */
function languageOf(selector: string): Layout["language"] | undefined {
  const { file } = parseSelector(selector);
  if (file.endsWith(".py")) return "python";
  return /\.[cm]?[jt]sx?$/.test(file) ? "node" : undefined;
}

/** The runner table's rule for a project whose declared test runner is not the default claim's (a jest project's `.test.js`). */
function withRule(selector: string, layout: Layout | undefined): Layout | undefined {
  const rule = layout?.dependencies === undefined ? undefined : adoptedRule(selector, layout.dependencies);
  return rule === undefined ? layout : { ...layout!, rules: [rule] };
}

/** What runners.setup makes in the checkout stays out of git: the .gitignore lines it lacks. */
function withIgnores(ws: Workspace, plan: InitPlan, layout: Layout | undefined): InitPlan {
  const existing = ws.kind(GITIGNORE) === "file" ? (ws.readFile(GITIGNORE)?.toString("utf8") ?? null) : null;
  const ignore = gitignoreFile(setupOutputs(layout), existing);
  return ignore === null ? plan : { ...plan, files: [...plan.files, ignore] };
}

function repoView(ws: Workspace): RepoView {
  return {
    text: (path) => (ws.kind(path) === "file" ? (ws.readFile(path)?.toString("utf8") ?? null) : null),
    entries: (dir) => (ws.kind(dir === "" ? "." : dir) === "dir" ? ws.list(dir === "" ? "." : dir).map((e) => e.name) : []),
  };
}

/** Every refusal at once, before anything is written. */
function checkWrites(ws: Workspace, plan: InitPlan, force: boolean, dirty: ReadonlySet<string>): InitResult["written"] {
  const refusals: string[] = [];
  const written = plan.files.map((f) => {
    const exists = ws.kind(f.path) !== "absent";
    if (exists && dirty.has(f.path)) refusals.push(`${f.path} has uncommitted changes (or is untracked)`);
    else if (exists && f.how === "create" && !force) refusals.push(`${f.path} already exists`);
    return { path: f.path, how: exists && f.how === "create" ? ("replace" as const) : f.how };
  });
  if (refusals.length > 0) {
    const hint = refusals.every((r) => r.endsWith("already exists"))
      ? "--force replaces files that are committed and unchanged (git can give them back)"
      : "commit or stash that work first: init never touches uncommitted work, even with --force";
    throw new SeedgateError("usage", `init would overwrite: ${refusals.join("; ")}`, {
      file: plan.files.find((f) => refusals.some((r) => r.startsWith(f.path)))?.path,
      hint,
    });
  }
  return written;
}

function existingCodeowners(ws: Workspace): { path: string; text: string } | null {
  const path = CODEOWNERS_PATHS.find((p) => ws.kind(p) === "file");
  return path === undefined ? null : { path, text: ws.readFile(path)!.toString("utf8") };
}

function shippedText(shipped: Workspace, source: string): string {
  const bytes = shipped.readFile(source);
  if (bytes === null)
    throw new SeedgateError("internal", `seedgate's example workflow ${source} is missing from ${shipped.root}`, {
      file: source,
      hint: "run seedgate from a checkout of its repository (dist/cli.js)",
    });
  return bytes.toString("utf8");
}
