// The one place that builds the environment of every git process seedgate starts.
// Git's answers depend on more than the repository's objects: replace refs, grafts,
// alternates, system and global config, a `.git` pointer file, and GIT_* variables
// from the caller. Pull-request code can write some of those (setup, rows), so git
// runs with replace objects off, no system or global config, no caller GIT_* variable,
// and GIT_DIR/GIT_COMMON_DIR pinned to what the first git process of the run found.
// The files that change what git reads (config, alternates, grafts, a worktree's
// pointers) are fingerprinted then; a later change makes every git process refuse.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { SeedgateError } from "../core/errors.js";

export interface GitPin {
  readonly gitDir: string;
  readonly commonDir: string;
  readonly workTree: string;
  /** Absolute path -> sha256 of its bytes when pinned, or null when it was absent. */
  readonly watched: ReadonlyMap<string, string | null>;
}

const SAFE = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_NO_REPLACE_OBJECTS: "1",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C",
};

/** Caller variables kept: transport credentials for a fetch, which change no object's bytes. */
const KEPT = new Set(["GIT_SSH", "GIT_SSH_COMMAND", "GIT_ASKPASS"]);

/**
 * A file in the pinned git directory that nothing writes: as GIT_INDEX_FILE, an empty
 * index. Git reads the index whole before it answers (diff-tree too), a cost that
 * follows the repository's size (about 80 ms at 100,000 files); the sealed restore's
 * listings need none of it (issue 27 item 4). Were the file ever there, those listings
 * would only be slower: `ls-files --cached --others` names every file on disk under its
 * pathspecs whatever an index holds, and a tree diff reads no index entry.
 */
const NO_INDEX = "seedgate-no-index";

/**
 * The environment of a git process: the caller's minus every GIT_* variable, plus the
 * safe set, plus the pin; `withoutIndex` (pinned only) points git at an empty index.
 */
export function gitEnv(pin?: GitPin, withoutIndex = false): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && (!k.startsWith("GIT_") || KEPT.has(k))) env[k] = v;
  Object.assign(env, SAFE);
  if (pin !== undefined) Object.assign(env, { GIT_DIR: pin.gitDir, GIT_COMMON_DIR: pin.commonDir, GIT_WORK_TREE: pin.workTree });
  if (pin !== undefined && withoutIndex) env.GIT_INDEX_FILE = join(pin.gitDir, NO_INDEX);
  return env;
}

/** The files whose bytes change what git answers without changing a ref seedgate resolved. */
export function watchedFiles(gitDir: string, commonDir: string, workTree: string): string[] {
  return [
    join(commonDir, "config"),
    join(gitDir, "config.worktree"),
    join(commonDir, "objects/info/alternates"),
    join(commonDir, "objects/info/http-alternates"),
    join(commonDir, "info/grafts"),
    join(gitDir, "commondir"),
    join(gitDir, "gitdir"),
    join(workTree, ".git"),
  ];
}

const fingerprint = (path: string): string | null => {
  try {
    return createHash("sha256").update(readFileSync(path)).digest("hex");
  } catch {
    return null; // absent, or a directory (a main checkout's .git): its contents are watched one by one
  }
};

/** Refuses when a watched file changed since the pin: the run fails closed, naming the file. */
export function checkPin(pin: GitPin): void {
  for (const [path, was] of pin.watched) {
    if (fingerprint(path) === was) continue;
    throw new SeedgateError("git", `git metadata changed during this run: ${path} is not what it was when seedgate started`, {
      hint: "a process seedgate ran (runners.setup, a row, telemetry) or another process wrote git's own files; seedgate trusts no git answer after that. Rerun on a fresh checkout",
    });
  }
}

/** Pins by directory: the latest one made for each (a gitAt's root, its work tree); runGit from other code finds it here. */
const pins = new Map<string, Promise<GitPin>>();
const settled = new Map<string, GitPin>();

/** A fresh pin for `cwd`, resolved now (before anything else of the run) and reused after. */
export function newPin(cwd: string): Promise<GitPin> {
  const pin = resolvePin(cwd).then((p) => {
    for (const dir of [cwd, p.workTree]) {
      pins.set(dir, pin);
      settled.set(dir, p);
    }
    return p;
  });
  pin.catch(() => undefined); // a caller that never asks git must not see an unhandled rejection
  pins.set(cwd, pin);
  return pin;
}

/** The pin of `cwd`: the latest one made for it, or one made now. */
export const pinOf = (cwd: string): Promise<GitPin> => pins.get(cwd) ?? newPin(cwd);

/** The resolved pin of `cwd` for synchronous callers (cleanup in a signal handler), if any was resolved. */
export const settledPinOf = (cwd: string): GitPin | undefined => settled.get(cwd);

async function resolvePin(cwd: string): Promise<GitPin> {
  // safe.directory for the one directory seedgate was asked to work in: global config, where a CI checkout sets it, is off.
  const args = ["-c", `safe.directory=${cwd}`, "rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir", "--show-toplevel"];
  const out = await new Promise<string>((ok, fail) => {
    const child = spawn("git", args, { cwd, env: gitEnv(), stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => chunks.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (cause) => fail(new SeedgateError("git", `could not run git: ${cause.message}`, { cause, hint: "install git and put it on PATH" })));
    child.on("close", (code) =>
      code === 0 ? ok(Buffer.concat(chunks).toString("utf8")) : fail(notARepository(cwd, Buffer.concat(err).toString("utf8").trim() || `git exit ${code}`)),
    );
  });
  const [gitDir, commonDir, workTree] = out.split("\n").map((l) => (isAbsolute(l) ? l : resolve(cwd, l)));
  if (gitDir === undefined || commonDir === undefined || workTree === undefined)
    throw new SeedgateError("git", `git rev-parse did not name the repository of ${cwd}`);
  return { gitDir, commonDir, workTree, watched: new Map(watchedFiles(gitDir, commonDir, workTree).map((f) => [f, fingerprint(f)])) };
}

/** One line that says what is wrong; git's own text stays as the cause. */
function notARepository(cwd: string, stderr: string): SeedgateError {
  const outside = /not a git repository/i.test(stderr);
  return new SeedgateError("git", outside ? `${cwd} is not inside a git repository` : `${cwd} is not inside a git work tree: ${stderr}`, {
    hint: outside ? "run seedgate inside a clone of the repository it judges, or pass --cwd DIR" : "run seedgate in a checkout of the repository",
    cause: new Error(stderr),
  });
}

/** A synchronous git for cleanup code (a signal handler cannot await): pinned when the pin is known. */
export function gitSync(cwd: string, args: readonly string[]): void {
  const pin = settledPinOf(cwd);
  execFileSync("git", [...args], { cwd, stdio: "ignore", env: gitEnv(pin) });
}

/** `git init` in a directory that is no repository yet (the demo's): nothing to pin. */
export function gitInit(dir: string, args: readonly string[]): void {
  execFileSync("git", ["init", ...args], { cwd: dir, stdio: "ignore", env: gitEnv() });
}
