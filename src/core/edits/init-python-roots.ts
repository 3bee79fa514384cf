// Where a Python project's production code is imported from, as its own settings say:
// pytest's `pythonpath`, setuptools' `package-dir` / `packages.find where`, hatch's and
// poetry's `packages`, setup.cfg's `package_dir`; else a `src/` folder holding a package
// while the root holds none. The root itself is seedgate's default, so it is never returned.
import { tomlStrings, tomlTable, type RepoView } from "./init-repo.js";

export interface ImportRoots {
  readonly paths: readonly string[];
  readonly from: string;
}

type Reader = (repo: RepoView) => ImportRoots | null;

const clean = (paths: readonly string[]): string[] => [
  ...new Set(
    paths.map((p) => p.replace(/^\.\//, "").replace(/\/+$/, "")).filter((p) => p !== "" && p !== "." && !p.startsWith("/") && !p.split("/").includes("..")),
  ),
];

const found = (paths: readonly string[], from: string): ImportRoots | null => {
  const c = clean(paths);
  return c.length === 0 ? null : { paths: c, from };
};

const pyproject = (table: string, key: string, pick: (value: string) => string[]): Reader => {
  return (repo) => {
    const text = repo.text("pyproject.toml");
    const value = text === null ? undefined : tomlTable(text, table).get(key);
    return value === undefined ? null : found(pick(value), `pyproject.toml [${table}] ${key}`);
  };
};

const dirnames = (value: string): string[] => tomlStrings(value).map((p) => (p.includes("/") ? p.replace(/\/[^/]*\/?$/, "") : "."));

const READERS: readonly Reader[] = [
  pyproject("tool.pytest.ini_options", "pythonpath", (v) => (/^\s*\[/.test(v) ? tomlStrings(v) : tomlStrings(v).flatMap((s) => s.split(/\s+/)))),
  pyproject("tool.setuptools", "package-dir", (v) => [...(/(?:^|[{,])\s*(?:""|'')\s*=\s*["']([^"']+)["']/.exec(v)?.slice(1, 2) ?? [])]),
  pyproject("tool.setuptools.packages.find", "where", tomlStrings),
  pyproject("tool.hatch.build.targets.wheel", "packages", dirnames),
  pyproject("tool.poetry", "packages", (v) => [...v.matchAll(/from\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!)),
  (repo) => iniValue(repo, "pytest.ini", "pytest", "pythonpath"),
  (repo) => iniValue(repo, "setup.cfg", "tool:pytest", "pythonpath"),
  (repo) => {
    const v = iniValue(repo, "setup.cfg", "options", "package_dir");
    const src = v === null ? undefined : /(?:^|\s)=\s*(\S+)/.exec(v.paths.join(" "))?.[1];
    return src === undefined ? null : found([src], "setup.cfg [options] package_dir");
  },
  srcFolder,
];

export function pythonImportRoots(repo: RepoView): ImportRoots | null {
  for (const read of READERS) {
    const r = read(repo);
    if (r !== null) return r;
  }
  return null;
}

/** `src/<pkg>/__init__.py` (or `src/<mod>.py`) with no package at the root: the src layout, undeclared. */
function srcFolder(repo: RepoView): ImportRoots | null {
  const isPackage = (dir: string) => repo.entries(dir).includes("__init__.py");
  const src = repo.entries("src");
  const inSrc = src.some((n) => n.endsWith(".py") || isPackage(`src/${n}`));
  const atRoot = repo.entries("").some((n) => !["tests", "test", "src", "docs"].includes(n) && isPackage(n));
  return inSrc && !atRoot ? { paths: ["src"], from: "a package under src/" } : null;
}

/** One `key = value` of an INI section, continuation lines included (setup.cfg's package_dir is multi-line). */
function iniValue(repo: RepoView, file: string, section: string, key: string): ImportRoots | null {
  const text = repo.text(file);
  if (text === null) return null;
  let inside = false;
  let value: string[] | null = null;
  for (const line of text.split("\n")) {
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      if (value !== null) break;
      inside = header[1]!.trim() === section;
      continue;
    }
    if (value !== null) {
      if (/^\s+\S/.test(line)) value.push(line.trim());
      else break;
      continue;
    }
    const kv = inside ? new RegExp(`^${key}\\s*[=:]\\s*(.*)$`).exec(line) : null;
    if (kv) value = kv[1]!.trim() === "" ? [] : [kv[1]!.trim()];
  }
  if (value === null) return null;
  if (key === "package_dir") return { paths: value, from: `${file} [${section}] ${key}` };
  return found(value.join(" ").split(/\s+/), `${file} [${section}] ${key}`);
}
