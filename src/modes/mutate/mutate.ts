// `seedgate mutate`: a parent the property catches, for a library with no past bug. It
// reads the property's test at HEAD, finds the production functions the test imports
// (a Python test's modules under runners.pythonPaths, a fast-check test's relative
// imports), numbers the small mutations of their lines, kind by kind in source order
// (src/core/edits/mutations.ts, mutations-js.ts), and commits the picked one over HEAD on a branch
// (seedgate/mutant by default) without touching the working tree or the index. The hunt
// then runs with that commit as its parent; the journal records it as parent_sha, so the
// branch is kept (pushed) for the re-hunt to find it again.
import { SeedgateError } from "../../core/errors.js";
import { applyMutation, mutations, PYTHON, pythonImports, reExports, type Mutation } from "../../core/edits/mutations.js";
import { JAVASCRIPT, jsCandidates, jsImports, jsReExports } from "../../core/edits/mutations-js.js";
import type { Git } from "../../ports/local.js";
import type { MutantCommits } from "../../ports/mutant.js";
import { readBase } from "../base/snapshot.js";
import { findTarget } from "../hunt/target.js";

export const MUTANT_BRANCH = "seedgate/mutant";
/** The trailer that marks a commit as a seedgate mutant: only such a branch is ever moved. */
export const MUTANT_TRAILER = "Seedgate-Mutant";

export interface MutateSettings {
  readonly property: string;
  /** 1-based: which of the numbered mutations to commit (default 1). */
  readonly pick?: number;
  readonly branch?: string;
  readonly configPath?: string;
  /** List the mutations; commit nothing. */
  readonly list?: boolean;
}

export interface MutatePorts {
  readonly git: Git;
  readonly commits: MutantCommits;
}

export interface MutateResult {
  readonly command: "mutate";
  readonly property: string;
  readonly base: string;
  readonly file: string;
  readonly functions: readonly string[];
  readonly mutations: readonly Mutation[];
  /** The committed mutation (absent with --list). */
  readonly picked?: Mutation;
  readonly commit?: string;
  readonly branch: string;
}

export async function mutate(s: MutateSettings, ports: MutatePorts): Promise<MutateResult> {
  const base = await ports.git.resolve("HEAD");
  const snapshot = await readBase(ports.git, base, s.configPath);
  const target = await findTarget(snapshot.config, await snapshot.sealedModel(), snapshot.tree, s.property);
  const testFile = target.property.selector.split("::")[0]!;
  const python = testFile.endsWith(".py");
  if (!python && !/\.[cm]?[jt]sx?$/.test(testFile))
    throw new SeedgateError("usage", `seedgate mutate reads Python and JavaScript properties; ${testFile} is neither`, {
      hint: `commit a small mutation of the code ${testFile} tests on a branch named ${MUTANT_BRANCH}, then hunt with --parent ${MUTANT_BRANCH} (docs/adopting.md)`,
    });
  const source = await readText(ports.git, base, testFile);
  const found = python
    ? await productionFile(ports.git, base, snapshot.config.runners.pythonPaths ?? [""], pythonImports(source))
    : await jsProductionFile(ports.git, base, testFile, jsImports(source));
  const branch = s.branch ?? MUTANT_BRANCH;
  const head = { command: "mutate" as const, property: target.property.id, base, file: found.file, functions: found.functions, branch };
  const all = mutations(found.source, found.functions, python ? PYTHON : JAVASCRIPT);
  if (all.length === 0)
    throw new SeedgateError("input", `no line of ${found.functions.join(", ") || "any function"} in ${found.file} has a mutation seedgate makes`, {
      file: found.file,
      hint: `commit a small mutation by hand on a branch named ${branch}, then hunt with --parent ${branch}`,
    });
  if (s.list) return { ...head, mutations: all };
  const picked = all[(s.pick ?? 1) - 1];
  if (picked === undefined)
    throw new SeedgateError("usage", `--pick ${s.pick} is past the last of ${all.length} mutations`, { hint: "seedgate mutate --list numbers them" });
  await refuseForeignBranch(ports.commits, branch);
  const message = commitMessage(target.property.id, found.file, picked, all.length);
  const commit = await ports.commits.commitOver(base, found.file, Buffer.from(applyMutation(found.source, picked)), message);
  await ports.commits.setBranch(branch, commit);
  return { ...head, mutations: all, picked, commit };
}

interface Found {
  readonly file: string;
  readonly source: string;
  readonly functions: readonly string[];
}

/** The first imported module that is a file under an import root, with the names imported from it (one re-export followed). */
async function productionFile(git: Git, rev: string, roots: readonly string[], imports: ReturnType<typeof pythonImports>): Promise<Found> {
  const tried: string[] = [];
  for (const imp of imports)
    for (const root of roots) {
      const dir = [root.replace(/\/+$/, ""), ...imp.module.split(".")].filter(Boolean).join("/");
      for (const file of [`${dir}/__init__.py`, `${dir}.py`]) {
        tried.push(file);
        const text = (await git.readFile(rev, file))?.toString("utf8");
        if (text === undefined) continue;
        const again = await reExported(git, rev, file, text, imp.names);
        return again ?? { file, source: text, functions: imp.names };
      }
    }
  throw new SeedgateError("input", `the property's test imports no module found under runners.pythonPaths (${roots.join(", ") || "the repository root"})`, {
    hint: `looked for ${tried.slice(0, 6).join(", ") || "a `from PACKAGE import NAME` line"}; set runners.pythonPaths in .github/seedgate.yml`,
  });
}

/** A package `__init__.py` that re-exports the names from a sibling module: that module, when it defines them. */
async function reExported(git: Git, rev: string, file: string, text: string, names: readonly string[]): Promise<Found | null> {
  const from = reExports(text);
  const relative = names.map((n) => from.get(n)).find((m) => m !== undefined);
  if (relative === undefined) return null;
  const dir = file.split("/").slice(0, -1).join("/");
  const path = `${[dir, ...relative.slice(1).split(".")].filter(Boolean).join("/")}.py`;
  const source = (await git.readFile(rev, path))?.toString("utf8");
  return source === undefined ? null : { file: path, source, functions: names.filter((n) => from.get(n) === relative) };
}

/** The first relative import of the test that is a committed file (one re-export followed), with the names imported from it. */
async function jsProductionFile(git: Git, rev: string, testFile: string, imports: ReturnType<typeof jsImports>): Promise<Found> {
  for (const imp of imports)
    for (const file of jsCandidates(testFile, imp.module)) {
      const source = (await git.readFile(rev, file))?.toString("utf8");
      if (source === undefined) continue;
      const from = jsReExports(source);
      const spec = imp.names.map((n) => from.get(n)).find((m) => m !== undefined);
      for (const next of spec === undefined ? [] : jsCandidates(file, spec)) {
        const text = (await git.readFile(rev, next))?.toString("utf8");
        if (text !== undefined) return { file: next, source: text, functions: imp.names.filter((n) => from.get(n) === spec) };
      }
      return { file, source, functions: imp.names };
    }
  throw new SeedgateError("input", `${testFile} imports no relative module that is a committed file`, {
    hint: `import the code under test by a relative path (import { f } from "../src/f.js"), or commit a mutation by hand on ${MUTANT_BRANCH}`,
  });
}

async function refuseForeignBranch(commits: MutantCommits, branch: string): Promise<void> {
  const message = await commits.branchMessage(branch);
  if (message !== null && !message.includes(`\n${MUTANT_TRAILER}: `))
    throw new SeedgateError("usage", `branch ${branch} exists and is not a seedgate mutant: mutate never moves it`, {
      hint: "pass --branch NAME to commit the mutant on another branch",
    });
}

export function commitMessage(property: string, file: string, m: Mutation, count: number): string {
  return [
    `seedgate mutant: ${m.function}() in ${file}:${m.line}, ${m.before} → ${m.after}`,
    "",
    `Not a bug fix, never to merge: mutation ${m.index} of ${count} (${m.kind}) that seedgate mutate`,
    `made so the property ${property} has a parent it fails on. seedgate hunt runs on it and the`,
    "journal records it as parent_sha: keep this branch (docs/adopting.md).",
    "",
    `${MUTANT_TRAILER}: ${property} ${m.index}/${count}`,
    "",
  ].join("\n");
}

async function readText(git: Git, rev: string, path: string): Promise<string> {
  const bytes = await git.readFile(rev, path);
  if (bytes === null) throw new SeedgateError("input", `${path} is not committed at HEAD`, { file: path, hint: "commit the property test first" });
  return bytes.toString("utf8");
}
