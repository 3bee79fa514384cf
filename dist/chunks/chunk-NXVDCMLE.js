import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/adapters/git-env.ts
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
var SAFE = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_NO_REPLACE_OBJECTS: "1",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C"
};
var KEPT = /* @__PURE__ */ new Set(["GIT_SSH", "GIT_SSH_COMMAND", "GIT_ASKPASS"]);
var NO_INDEX = "seedgate-no-index";
function gitEnv(pin, withoutIndex = false) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0 && (!k.startsWith("GIT_") || KEPT.has(k))) env[k] = v;
  Object.assign(env, SAFE);
  if (pin !== void 0) Object.assign(env, { GIT_DIR: pin.gitDir, GIT_COMMON_DIR: pin.commonDir, GIT_WORK_TREE: pin.workTree });
  if (pin !== void 0 && withoutIndex) env.GIT_INDEX_FILE = join(pin.gitDir, NO_INDEX);
  return env;
}
function watchedFiles(gitDir, commonDir, workTree) {
  return [
    join(commonDir, "config"),
    join(gitDir, "config.worktree"),
    join(commonDir, "objects/info/alternates"),
    join(commonDir, "objects/info/http-alternates"),
    join(commonDir, "info/grafts"),
    join(gitDir, "commondir"),
    join(gitDir, "gitdir"),
    join(workTree, ".git")
  ];
}
var fingerprint = (path) => {
  try {
    return createHash("sha256").update(readFileSync(path)).digest("hex");
  } catch {
    return null;
  }
};
function checkPin(pin) {
  for (const [path, was] of pin.watched) {
    if (fingerprint(path) === was) continue;
    throw new SeedgateError("git", `git metadata changed during this run: ${path} is not what it was when seedgate started`, {
      hint: "a process seedgate ran (runners.setup, a row, telemetry) or another process wrote git's own files; seedgate trusts no git answer after that. Rerun on a fresh checkout"
    });
  }
}
var pins = /* @__PURE__ */ new Map();
var settled = /* @__PURE__ */ new Map();
function newPin(cwd) {
  const pin = resolvePin(cwd).then((p) => {
    for (const dir of [cwd, p.workTree]) {
      pins.set(dir, pin);
      settled.set(dir, p);
    }
    return p;
  });
  pin.catch(() => void 0);
  pins.set(cwd, pin);
  return pin;
}
var pinOf = (cwd) => pins.get(cwd) ?? newPin(cwd);
var settledPinOf = (cwd) => settled.get(cwd);
async function resolvePin(cwd) {
  const args = ["-c", `safe.directory=${cwd}`, "rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir", "--show-toplevel"];
  const out = await new Promise((ok, fail) => {
    const child = spawn("git", args, { cwd, env: gitEnv(), stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    const err = [];
    child.stdout.on("data", (b) => chunks.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", (cause) => fail(new SeedgateError("git", `could not run git: ${cause.message}`, { cause, hint: "install git and put it on PATH" })));
    child.on(
      "close",
      (code) => code === 0 ? ok(Buffer.concat(chunks).toString("utf8")) : fail(notARepository(cwd, Buffer.concat(err).toString("utf8").trim() || `git exit ${code}`))
    );
  });
  const [gitDir, commonDir, workTree] = out.split("\n").map((l) => isAbsolute(l) ? l : resolve(cwd, l));
  if (gitDir === void 0 || commonDir === void 0 || workTree === void 0)
    throw new SeedgateError("git", `git rev-parse did not name the repository of ${cwd}`);
  return { gitDir, commonDir, workTree, watched: new Map(watchedFiles(gitDir, commonDir, workTree).map((f) => [f, fingerprint(f)])) };
}
function notARepository(cwd, stderr) {
  const outside = /not a git repository/i.test(stderr);
  return new SeedgateError("git", outside ? `${cwd} is not inside a git repository` : `${cwd} is not inside a git work tree: ${stderr}`, {
    hint: outside ? "run seedgate inside a clone of the repository it judges, or pass --cwd DIR" : "run seedgate in a checkout of the repository",
    cause: new Error(stderr)
  });
}
function gitSync(cwd, args) {
  const pin = settledPinOf(cwd);
  execFileSync("git", [...args], { cwd, stdio: "ignore", env: gitEnv(pin) });
}
function gitInit(dir, args) {
  execFileSync("git", ["init", ...args], { cwd: dir, stdio: "ignore", env: gitEnv() });
}

export {
  gitEnv,
  checkPin,
  newPin,
  pinOf,
  settledPinOf,
  gitSync,
  gitInit
};
