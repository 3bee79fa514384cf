// `seedgate init`: writes the plan of src/core/edits/init-plan.ts into a git working tree.
// It never destroys work: an existing file is refused unless --force, and even with
// --force only a file git could give back (tracked, unchanged since HEAD) is replaced.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SeedgateError } from "../../core/errors.js";
import { CODEOWNERS_PATHS, initPlan, parseSelector, SHAPE_WORKFLOWS, type InitPlan, type InitRequest, type PlannedFile } from "../../core/edits/init-plan.js";

export interface InitSettings extends InitRequest {
  readonly root: string;
  readonly force: boolean;
  /** Where the shipped example workflows are (default: found beside seedgate's own files). */
  readonly workflowsDir?: string;
}

export interface InitResult {
  readonly command: "init";
  readonly propertyId: string;
  readonly journal: string;
  readonly written: readonly { readonly path: string; readonly how: PlannedFile["how"] | "replace" }[];
}

export function init(s: InitSettings): InitResult {
  const top = gitTop(s.root);
  const { file } = parseSelector(s.selector);
  if (!isFile(join(top, file))) {
    throw new SeedgateError("usage", `the property's test file ${file} does not exist`, {
      file,
      hint: "write the property test first: init seals the file its selector names",
    });
  }
  const dir = s.workflowsDir ?? shippedWorkflowsDir();
  const sources = new Map(SHAPE_WORKFLOWS[s.shape].map((w) => [w.source, readFileSync(join(dir, w.source), "utf8")]));
  const plan = initPlan(s, sources, existingCodeowners(top));
  const written = checkWrites(top, plan, s.force);
  for (const f of plan.files) {
    const at = join(top, f.path);
    mkdirSync(dirname(at), { recursive: true });
    if (f.how === "append") appendFileSync(at, f.content);
    else writeFileSync(at, f.content);
  }
  return { command: "init", propertyId: plan.propertyId, journal: plan.journal, written };
}

/** Every refusal at once, before anything is written. */
function checkWrites(top: string, plan: InitPlan, force: boolean): InitResult["written"] {
  const dirty = uncommitted(
    top,
    plan.files.map((f) => f.path),
  );
  const refusals: string[] = [];
  const written = plan.files.map((f) => {
    const exists = existsSync(join(top, f.path));
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

function gitTop(root: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch {
    throw new SeedgateError("usage", `${root} is not inside a git repository`, { hint: "run `git init` first: seedgate judges commits" });
  }
}

/** Paths with untracked or uncommitted bytes (staged or not), among those asked. */
function uncommitted(top: string, paths: readonly string[]): Set<string> {
  const out = execFileSync("git", ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...paths], { cwd: top, encoding: "utf8" });
  return new Set(
    out
      .split("\0")
      .filter((e) => e.length > 3)
      .map((e) => e.slice(3)),
  );
}

function existingCodeowners(top: string): { path: string; text: string } | null {
  const path = CODEOWNERS_PATHS.find((p) => isFile(join(top, p)));
  return path === undefined ? null : { path, text: readFileSync(join(top, path), "utf8") };
}

const isFile = (p: string): boolean => existsSync(p) && lstatSync(p).isFile();

/** examples/workflows of seedgate's own checkout: the files the action-metadata test parses and lints. */
export function shippedWorkflowsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    if (existsSync(join(dir, "examples", "workflows", "quick-start.yml"))) return join(dir, "examples", "workflows");
  }
  throw new SeedgateError("internal", "seedgate's examples/workflows/ was not found beside its files", {
    hint: "run seedgate from a checkout of its repository (dist/cli.js)",
  });
}
