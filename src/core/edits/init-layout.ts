// What `seedgate init` reads from the repository before it writes the config: where the
// production code is imported from (runners.pythonPaths) and how the lanes install the
// test dependencies inside the sandbox (runners.setup). Pure: the mode hands it the
// few files it looks at. A guess it cannot make is said in `notes`, never invented.
import { SPEC_FIELDS } from "../inputs/framework-lock.js";
import { pythonImportRoots } from "./init-python-roots.js";
import { tomlKeys, type RepoView } from "./init-repo.js";

export type { RepoView };

export interface Layout {
  readonly language: "python" | "node";
  /** Python only: the production import roots, when they are not the repository root. */
  readonly pythonPaths?: readonly string[];
  /** Where the roots were read from, for init's report ("pyproject.toml [tool.pytest.ini_options] pythonpath"). */
  readonly pythonPathsFrom?: string;
  /** The interpreter the rows run with, when setup makes one. */
  readonly python?: string;
  readonly setup: readonly (readonly string[])[];
  readonly notes: readonly string[];
  /** Node only: the packages the root package.json declares (dependencies of every kind), so init can tell which test runner the project uses. */
  readonly dependencies?: readonly string[];
  /** Node only: tsconfig.json and the relative files it extends, when that chain declares `paths` (the lanes read aliases only from sealed files: runners/ts-paths.ts). */
  readonly tsconfigs?: readonly string[];
  /** The runners.rules entries init writes (modes/init asks the runner table for them). */
  readonly rules?: readonly { readonly match: string; readonly preset: string; readonly because: string }[];
}

/** The virtual environment setup makes, relative to the repository root (seedgate resolves it there). */
export const VENV = ".venv";
const PIP = `${VENV}/bin/pip`;
/** --system-site-packages: pytest and Hypothesis may come from the runner's interpreter when the requirements do not pin them. */
const MAKE_VENV = ["python3", "-m", "venv", "--system-site-packages", VENV];
const TEST_EXTRAS = ["test", "tests", "testing", "dev"];

export function readLayout(repo: RepoView, language: Layout["language"]): Layout {
  return language === "node" ? nodeLayout(repo) : pythonLayout(repo);
}

function pythonLayout(repo: RepoView): Layout {
  const roots = pythonImportRoots(repo);
  const install = pythonInstall(repo);
  const paths = roots === null ? {} : { pythonPaths: roots.paths, pythonPathsFrom: roots.from };
  if (install === null)
    return {
      language: "python",
      ...paths,
      setup: [],
      notes: ["no requirements*.txt and no pyproject.toml [project]: runners.setup is empty, so the rows use the runner's Python as is"],
    };
  return { language: "python", ...paths, python: `${VENV}/bin/python`, setup: [MAKE_VENV, install], notes: [] };
}

/** `pip install -r` every requirements file at the root (docs excluded), else the project with its test extra. */
function pythonInstall(repo: RepoView): string[] | null {
  const reqs = repo
    .entries("")
    .filter((n) => /^([\w-]*requirements[\w.-]*)\.txt$/i.test(n) && !/docs?\b/i.test(n))
    .sort((a, b) => (a === "requirements.txt" ? -1 : b === "requirements.txt" ? 1 : a.localeCompare(b)));
  if (reqs.length > 0) return [PIP, "install", ...reqs.flatMap((r) => ["-r", r])];
  const pyproject = repo.text("pyproject.toml");
  if (pyproject === null || !/^\s*\[project\]\s*$/m.test(pyproject)) return null;
  const extras = tomlKeys(pyproject, "project.optional-dependencies");
  const extra = TEST_EXTRAS.find((e) => extras.includes(e));
  return [PIP, "install", "-e", extra === undefined ? "." : `.[${extra}]`];
}

function nodeLayout(repo: RepoView): Layout {
  const files = new Set(repo.entries(""));
  if (!files.has("package.json")) return { language: "node", setup: [], notes: ["no package.json at the root: runners.setup is empty"] };
  const declared = declaredPackages(repo.text("package.json"));
  const deps =
    declared === null ? { notes: ["package.json is not a JSON object: init cannot tell which test runner the project uses"] } : { dependencies: declared };
  const aliases = tsconfigChain(repo);
  const layout = (setup: string[][], notes: string[] = []): Layout => ({
    language: "node",
    setup,
    ...deps,
    ...(aliases === null ? {} : { tsconfigs: aliases }),
    notes: [...notes, ...(deps.notes ?? [])],
  });
  if (files.has("package-lock.json") || files.has("npm-shrinkwrap.json")) return layout([["npm", "ci"]]);
  if (files.has("pnpm-lock.yaml")) return layout([["pnpm", "install", "--frozen-lockfile"]]);
  if (files.has("yarn.lock")) return layout([["yarn", "install", "--frozen-lockfile"]]);
  return layout(
    [["npm", "install"]],
    ["no lockfile: runners.setup runs `npm install`; commit a package-lock.json and change it to `npm ci` so the lanes install what you tested"],
  );
}

/** Every package name package.json declares, sorted; null when it is not a JSON object. */
function declaredPackages(text: string | null): string[] | null {
  let meta: unknown;
  try {
    meta = JSON.parse(text ?? "");
  } catch {
    return null;
  }
  if (meta === null || typeof meta !== "object" || Array.isArray(meta)) return null;
  const record = meta as Record<string, unknown>;
  const names = SPEC_FIELDS.flatMap((f) => (record[f] !== null && typeof record[f] === "object" ? Object.keys(record[f]) : []));
  return [...new Set(names)].sort();
}

/**
 * tsconfig.json and each file it extends by a relative path, when one of them declares
 * `compilerOptions.paths`; else null. Read by pattern, not parsed: a tsconfig may hold
 * comments, and a false "paths" only seals one more file.
 */
function tsconfigChain(repo: RepoView): string[] | null {
  const chain: string[] = [];
  let path: string | null = "tsconfig.json";
  let paths = false;
  while (path !== null && !chain.includes(path)) {
    const text = repo.text(path);
    if (text === null) break;
    chain.push(path);
    paths ||= /"paths"\s*:/.test(text);
    const parent = /"extends"\s*:\s*"(\.{1,2}\/[^"]+)"/.exec(text)?.[1];
    path = parent === undefined ? null : relativeTo(path, parent.endsWith(".json") ? parent : `${parent}.json`);
  }
  return paths ? chain : null;
}

/** A relative reference from a file, as a path from the repository root; null when it leaves the root. */
function relativeTo(from: string, ref: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const part of ref.split("/")) {
    if (part === "..") {
      if (parts.pop() === undefined) return null;
    } else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}
