// Attack rows on a fast-check lane (issue 13, "Must show"): a real fast-check project
// (the fast-check example's history: a bug, a locked journal) with a package-lock.json
// that pins the framework as seedgate's own lock does, linked in from seedgate's own
// node_modules (no network; the tarballs are in the npm cache). Every row applies the real fix, so a red verdict comes
// from the attack being caught, never from the bug; the control row is green.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { frameworkClosure } from "../../src/core/inputs/framework-closure.js";
import { PRESETS } from "../../src/runners/presets.js";

type LockEntry = { version: string; resolved?: string; integrity?: string };
const OWN_TEXT = readFileSync(resolve("package-lock.json"), "utf8");
const OWN_LOCK = JSON.parse(OWN_TEXT) as { packages: Record<string, LockEntry> };

/**
 * A lockfile pinning the framework as seedgate's own package-lock.json does (the entries
 * of fast-check's and vitest's closure, with their real integrity: the world links
 * seedgate's node_modules, whose tarballs are in the npm cache, and `npm ci` installs
 * exactly these), with fast-check at `fastCheck` when given.
 */
export function frameworkLock(fastCheck?: string): string {
  const own = Object.fromEntries(frameworkClosure(OWN_TEXT, PRESETS["fast-check"].framework!).pins.map((p) => [p.path, OWN_LOCK.packages[p.path]!]));
  const fc = own["node_modules/fast-check"]!;
  const packages = {
    "": { name: "seedgate-example-fast-check", devDependencies: { "fast-check": "^4.0.0", vitest: "^4.0.0" } },
    ...own,
    "node_modules/fast-check":
      fastCheck === undefined ? fc : { ...fc, version: fastCheck, resolved: `https://registry.npmjs.org/fast-check/-/fast-check-${fastCheck}.tgz` },
  };
  return JSON.stringify({ name: "seedgate-example-fast-check", lockfileVersion: 3, requires: true, packages }, null, 2) + "\n";
}

export interface FastCheckWorld {
  readonly dir: string;
  readonly base: string;
  /** A branch from base (or `from`) with the fix (unless `fix: false`) and `edit` applied, committed; returns the head SHA. */
  pr(name: string, edit: (write: (path: string, text: string) => void) => void, opts?: { from?: string; fix?: boolean }): string;
}

/** The example's history, then a base commit that locks the framework (and writes `extra`: a config, a package.json). */
export function makeFastCheckWorld(scratch: string, extra: Record<string, string> = {}): FastCheckWorld {
  cpSync(exampleHistory(), scratch, { recursive: true, verbatimSymlinks: true });
  const dir = join(scratch, "repo");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  git("switch", "-q", "main");
  writeFileSync(join(dir, "package-lock.json"), frameworkLock());
  // These rows show what the in-process checks catch: under isolation: process
  // (fastcheck-process.test.ts) the same tampering never reaches vitest's worker.
  // `extra` (a config, a package.json) is written after, and wins.
  mkdirSync(join(dir, ".github"), { recursive: true });
  writeFileSync(join(dir, ".github/seedgate.yml"), "runners:\n  isolation: shared\n");
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git("add", "-A");
  git("commit", "-qm", "lock the framework");
  const base = git("rev-parse", "HEAD");
  const fix = readFileSync(resolve("examples/fast-check/fix/src/intervals.js"), "utf8");
  const pr: FastCheckWorld["pr"] = (name, edit, opts = {}) => {
    git("switch", "-q", "-C", `pr/${name}`, opts.from ?? base);
    if (opts.fix !== false) writeFileSync(join(dir, "src/intervals.js"), fix);
    edit((path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    });
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", `pr: ${name}`);
    return git("rev-parse", "HEAD");
  };
  return { dir, base, pr };
}

/**
 * The example's history (a hunt and two checks, most of a world's cost), made once for
 * every file that needs it: kept under the temp dir by a digest of what makes it (the
 * script and project, dist/, the lockfile), so a change to any of them makes it anew.
 */
function exampleHistory(): string {
  const digest = createHash("sha256").update(`${resolve("node_modules")}\0`); // the repo links it
  for (const root of ["examples/fast-check", "dist", "package-lock.json"])
    for (const file of filesUnder(resolve(root))) digest.update(`${file}\0`).update(readFileSync(file));
  const made = join(tmpdir(), `seedgate-fc-history-${digest.digest("hex").slice(0, 16)}`);
  if (existsSync(made)) return made;
  const fresh = mkdtempSync(`${made}.`);
  const run = spawnSync("bash", [resolve("examples/fast-check/make-history.sh"), fresh], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`make-history.sh: ${run.stdout.slice(-2000)} ${run.stderr.slice(-2000)}`);
  try {
    renameSync(fresh, made);
  } catch {
    rmSync(fresh, { recursive: true, force: true }); // another file made it first: the same bytes
  }
  return made;
}

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesUnder(join(path, name)))
    : [path];

export interface FastCheckRow {
  readonly name: string;
  readonly edit: (write: (path: string, text: string) => void) => void;
  /** null: the control, green. Otherwise the reason the red verdict's lane rows must give. */
  readonly reason: RegExp | null;
}

const FIX = readFileSync(resolve("examples/fast-check/fix/src/intervals.js"), "utf8");
const PACKAGE = readFileSync(resolve("examples/fast-check/project/package.json"), "utf8");

export const fastCheckRows: FastCheckRow[] = [
  {
    name: "control: the fix alone",
    edit: () => {},
    reason: null,
  },
  {
    name: "production code lowers fast-check's numRuns at import (fc.configureGlobal)",
    edit: (write) => write("src/intervals.js", `import fc from "fast-check";\nfc.configureGlobal({ numRuns: 1 });\n${FIX}`),
    reason: /global configuration was replaced.*numRuns/,
  },
  {
    name: "the PR bumps fast-check in package.json and the lockfile",
    edit: (write) => {
      write("package.json", PACKAGE.replace('"fast-check": "^4.0.0"', '"fast-check": "^4.99.0"'));
      write("package-lock.json", frameworkLock("4.99.0"));
    },
    reason: /changes how the fast-check framework resolves.*node_modules\/fast-check version.*Hint: change the framework in its own PR/,
  },
  {
    name: "the PR relinks vitest to a folder it ships (a file: dependency)",
    edit: (write) => write("package.json", PACKAGE.replace('"vitest": "^4.0.0"', '"vitest": "file:./vendor/vitest"')),
    reason: /devDependencies.vitest: "\^4.0.0" → "file:.\/vendor\/vitest"/,
  },
];
