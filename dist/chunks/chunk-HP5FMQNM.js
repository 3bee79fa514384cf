import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  harnessPath
} from "./chunk-56D3MLA3.js";
import {
  isSubreaper
} from "./chunk-X7SYXGFI.js";
import {
  require_picomatch
} from "./chunk-TIXSLBC3.js";
import {
  SeedgateError,
  describeError
} from "./chunk-CEUNENJQ.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/adapters/sandbox-policy.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { existsSync as existsSync3, lstatSync, mkdirSync, readdirSync, realpathSync } from "node:fs";
import { join as join2, relative as relative2 } from "node:path";

// src/adapters/sandbox-probe.ts
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
var SANDBOX_DENY_ENV = "SEEDGATE_SANDBOX_DENY";
var BWRAP = existsSync("/usr/bin/bwrap") ? "/usr/bin/bwrap" : "bwrap";
var LAUNCHER_PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
var cache = /* @__PURE__ */ new Map();
function probeOnce(kind) {
  const hit = cache.get(kind);
  if (hit) return hit;
  const [cmd, args] = kind === "bwrap" ? [
    BWRAP,
    [
      "--ro-bind",
      "/",
      "/",
      "--dev",
      "/dev",
      "--proc",
      "/proc",
      "--tmpfs",
      "/tmp",
      "--unshare-net",
      "--unshare-pid",
      "--die-with-parent",
      "--new-session",
      "--cap-drop",
      "ALL",
      "--",
      "true"
    ]
  ] : [LAUNCHER_PYTHON, ["-I", "-S", harnessPath("landlock_exec.py"), "--probe"]];
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 1e4 });
  const result = r.status === 0 ? { works: true, why: kind === "landlock" ? `Landlock ABI ${r.stdout.trim()}` : "bubblewrap" } : { works: false, why: (r.error?.message ?? r.stderr ?? "").trim().split("\n").slice(-1)[0] || `exit ${r.status}` };
  cache.set(kind, result);
  return result;
}
function chooseSandbox(setting, env) {
  if (setting === "none") return { ok: true, kind: "none", why: "runners.sandbox: none in the base config" };
  const denied = new Set((env[SANDBOX_DENY_ENV] ?? "").split(",").map((s) => s.trim()));
  const tried = [];
  for (const kind of setting === "auto" ? ["bwrap", "landlock"] : [setting]) {
    const r = denied.has(kind) ? { works: false, why: `denied by ${SANDBOX_DENY_ENV}` } : probeOnce(kind);
    if (r.works) return { ok: true, kind, why: r.why };
    tried.push(`${kind}: ${r.why}`);
  }
  return {
    ok: false,
    message: `no kernel sandbox works on this host (runners.sandbox: ${setting}; ${tried.join("; ")}), so no pull-request code was run`,
    hint: "install bubblewrap (Ubuntu 24.04: also its AppArmor profile, docs/sandbox.md) or use a kernel with Landlock (5.13+); runners.sandbox: none in the base config runs unsandboxed and is labelled so"
  };
}

// src/adapters/sandbox.ts
import { existsSync as existsSync2, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
var BWRAP_HOME = "/tmp/seedgate-home";
var inside = (child, parent) => {
  const r = relative(parent, child);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
};
function scratchPaths(req, workspace) {
  const tmp = tmpdir();
  const found = new Set(req.sandbox?.writable ?? []);
  for (const value of [...req.args, ...Object.values(req.env)]) {
    for (const token of value.split(/[:=,\s]/)) {
      if (!isAbsolute(token) || !inside(token, tmp) || token === tmp) continue;
      const top = join(tmp, relative(tmp, token).split(sep)[0]);
      const name = relative(tmp, top);
      if (/^seedgate-[\w-]+$/.test(name) && !name.startsWith("seedgate-oracle-") && !inside(workspace, top) && existsSync2(top)) found.add(top);
    }
  }
  return [...found];
}
var own;
function ownReads() {
  return own ??= findOwnReads();
}
function findOwnReads() {
  let dir = dirname(harnessPath("seedgate_boot.py"));
  while (dir !== dirname(dir) && !existsSync2(join(dir, "package.json"))) dir = dirname(dir);
  const own2 = [dirname(harnessPath("seedgate_boot.py")), existsSync2(join(dir, "package.json")) ? dir : ""];
  return [...new Set(own2)].filter((p) => p !== "" && isAbsolute(p) && inside(p, "/tmp") && p !== "/tmp" && existsSync2(p));
}
function bwrapArgs(policy, req, writable) {
  const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--dir", BWRAP_HOME];
  for (const p of [...ownReads(), policy.workspace, req.cwd, ...policy.readOnly ?? []]) if (inside(p, "/tmp")) args.push("--ro-bind", p, p);
  for (const p of writable) args.push("--bind", p, p);
  for (const p of req.sandbox?.readOnly ?? []) args.push("--ro-bind", p, p);
  if (!policy.network) args.push("--unshare-net");
  args.push("--unshare-pid", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--chdir", req.cwd, "--", req.command, ...req.args);
  return args;
}
function landlockArgs(policy, req, writable) {
  for (const ro of req.sandbox?.readOnly ?? []) {
    const holder = writable.find((w) => inside(ro, w));
    if (holder) throw new SeedgateError("internal", `the sandbox cannot keep ${ro} read-only inside the writable ${holder} under Landlock`);
  }
  return [
    "-I",
    "-S",
    harnessPath("landlock_exec.py"),
    ...policy.network ? ["--net"] : [],
    ...writable.flatMap((w) => ["--write", w]),
    "--",
    req.command,
    ...req.args
  ];
}
async function runLandlocked(inner, policy, req, writable) {
  const home = mkdtempSync(join(tmpdir(), "seedgate-home-"));
  try {
    const env = { ...req.env, HOME: home, TMPDIR: home };
    return await inner.run({ ...req, command: LAUNCHER_PYTHON, args: landlockArgs(policy, req, [...writable, home]), env });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
function sandboxedExec(inner, policy) {
  const run = (req) => {
    const writable = [.../* @__PURE__ */ new Set([...policy.writable, ...scratchPaths(req, policy.workspace)])];
    if (policy.kind === "bwrap")
      return inner.run({ ...req, command: BWRAP, args: bwrapArgs(policy, req, writable), env: { ...req.env, HOME: BWRAP_HOME, TMPDIR: "/tmp" } });
    if (policy.kind === "landlock") return runLandlocked(inner, policy, req, writable);
    return inner.run(req);
  };
  return inner.sweep ? { run, sweep: (log) => inner.sweep(log) } : { run };
}

// src/adapters/sandbox-policy.ts
var GLOB = /[*?[\]{}!]/;
var MAX_DEPTH = 4;
function writablePaths(root, patterns, isSealed) {
  const out = [];
  for (const pattern of patterns) {
    const p = pattern.replace(/\/+$/, "");
    const refuse = (path) => {
      if (path === ".git" || path.startsWith(".git/") || isSealed(path) || isSealed(`${path}/`)) {
        throw new SeedgateError("config", `runners.writable names ${path}, which is sealed or git's own: pull-request code can never write it`, {
          field: "runners.writable"
        });
      }
    };
    if (!GLOB.test(p)) {
      refuse(p);
      if (!existsSync3(join2(root, p))) mkdirSync(join2(root, p), { recursive: true });
      out.push(join2(root, p));
      continue;
    }
    const match = (0, import_picomatch.default)(p, { dot: true });
    const walk = (dir, depth) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const abs = join2(dir, e.name);
        const rel = relative2(root, abs);
        if (rel === ".git") continue;
        if (match(rel)) {
          refuse(rel);
          out.push(abs);
        } else if (e.isDirectory() && depth < MAX_DEPTH) walk(abs, depth + 1);
      }
    };
    walk(root, 1);
  }
  return out;
}
function sandboxFor(exec, config, workspace, env, isSealed, extraWritable = [], readOnly = []) {
  const choice = chooseSandbox(config.runners.sandbox, env);
  if (!choice.ok) return choice;
  const policy = {
    kind: choice.kind,
    workspace,
    writable: [...extraWritable, ...writablePaths(workspace, config.runners.writable, isSealed)],
    network: config.runners.network === true,
    readOnly: [...readOnly, ...linkedInstall(workspace)]
  };
  return { ok: true, exec: sandboxedExec(exec, policy), kind: choice.kind, policy };
}
function linkedInstall(workspace) {
  const link = join2(workspace, "node_modules");
  try {
    return lstatSync(link).isSymbolicLink() ? [realpathSync(link)] : [];
  } catch {
    return [];
  }
}
function sandboxOrThrow(exec, config, workspace, env, isSealed = () => false, extraWritable = [], readOnly = []) {
  const s = sandboxFor(exec, config, workspace, env, isSealed, extraWritable, readOnly);
  if (!s.ok) throw new SeedgateError("config", s.message, { field: "runners.sandbox", hint: s.hint });
  return s;
}

// src/adapters/exec.ts
import { spawn } from "node:child_process";

// src/adapters/survivors.ts
import { randomBytes } from "node:crypto";
import { existsSync as existsSync4, readdirSync as readdirSync2, readFileSync } from "node:fs";
var MARKER_KEY = "SEEDGATE_RUN";
var RUN_MARKER = randomBytes(16).toString("hex");
var MAX_ROUNDS = 40;
var SIGKILL_BIT = 1n << 8n;
function sweepSurvivors(opts = {}) {
  const proc = opts.procRoot ?? "/proc";
  if (!existsSync4(`${proc}/self/environ`)) return { available: false, killed: 0 };
  const entry = Buffer.from(`${opts.marker ?? `${MARKER_KEY}=${RUN_MARKER}`}\0`);
  const spared = lineage(proc);
  const sparedGroups = new Set([...spared].map((pid) => statOf(proc, pid)?.pgrp));
  const below = opts.descendants ?? isSubreaper();
  const rounds = opts.maxRounds ?? MAX_ROUNDS;
  const killed = /* @__PURE__ */ new Set();
  const kill = (pid) => {
    if (!dying(proc, pid)) killed.add(pid);
    const group = statOf(proc, pid)?.pgrp;
    for (const target of [pid, ...group && !sparedGroups.has(group) ? [-group] : []]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
      }
    }
  };
  for (let round = 1, empty = 0; round <= rounds; round++) {
    empty = eachMarked(proc, entry, spared, below, kill).length === 0 ? empty + 1 : 0;
    if (empty === 2) return { available: true, killed: killed.size };
    pause(Math.min(5 * round, 50));
  }
  const left = eachMarked(proc, entry, spared, below, () => {
  });
  if (left.length === 0) return { available: true, killed: killed.size };
  throw new SeedgateError(
    "internal",
    `${left.length} process(es) started by the code under test still run after ${rounds} rounds of SIGKILL (pid ${left.slice(0, 10).join(", ")})`,
    {
      hint: "a process stuck in uninterruptible sleep, or one that forks faster than it is killed, could still change the files this step writes; run lanes on an ephemeral runner, in a container or VM"
    }
  );
}
function eachMarked(proc, entry, spared, below, found) {
  const out = [];
  const take = (pid) => {
    out.push(pid);
    found(pid);
  };
  const pids = readdirSync2(proc).filter((n) => /^\d+$/.test(n)).map(Number).filter((pid) => !spared.has(pid)).sort((a, b) => b - a);
  const young = below ? descendants(proc, pids) : /* @__PURE__ */ new Set();
  young.forEach(take);
  for (const pid of pids) {
    if (young.has(pid)) continue;
    let env;
    try {
      env = readFileSync(`${proc}/${pid}/environ`);
    } catch {
      continue;
    }
    if (carries(env, entry)) take(pid);
  }
  return out;
}
function descendants(proc, pids) {
  const children = /* @__PURE__ */ new Map();
  for (const pid of pids) {
    const stat = statOf(proc, pid);
    if (stat === null || stat.state === "Z" || stat.state === "X") continue;
    children.set(stat.ppid, [...children.get(stat.ppid) ?? [], pid]);
  }
  const out = /* @__PURE__ */ new Set();
  const queue = [process.pid];
  while (queue.length > 0) for (const c of children.get(queue.shift()) ?? []) if (!out.has(c)) out.add(c), queue.push(c);
  return out;
}
function carries(env, entry) {
  for (let i = env.indexOf(entry); i !== -1; i = env.indexOf(entry, i + 1)) if (i === 0 || env[i - 1] === 0) return true;
  return false;
}
function lineage(proc) {
  const out = /* @__PURE__ */ new Set();
  for (let pid = process.pid; pid > 0 && !out.has(pid); pid = parentOf(proc, pid)) out.add(pid);
  return out;
}
var parentOf = (proc, pid) => statOf(proc, pid)?.ppid ?? 0;
function statOf(proc, pid) {
  try {
    const stat = readFileSync(`${proc}/${pid}/stat`, "utf8");
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: state ?? "", ppid: Number(ppid) || 0, pgrp: Number(pgrp) || 0 };
  } catch {
    return null;
  }
}
function dying(proc, pid) {
  try {
    const status = readFileSync(`${proc}/${pid}/status`, "utf8");
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & SIGKILL_BIT) !== 0n);
  } catch {
    return true;
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
var pause = (ms) => void Atomics.wait(sleeper, 0, 0, ms);

// src/adapters/exec.ts
var DEFAULT_TAIL = 8 * 1024;
var CHANNEL_CAP = 16 * 1024 * 1024;
function channelSink() {
  const chunks = [];
  let size = 0;
  let over = false;
  return {
    push(b) {
      if (over) return false;
      size += b.length;
      if (size > CHANNEL_CAP) {
        over = true;
        chunks.length = 0;
        return false;
      }
      chunks.push(b);
      return true;
    },
    get over() {
      return over;
    },
    text: () => Buffer.concat(chunks).toString("utf8")
  };
}
function head(limit) {
  const chunks = [];
  let size = 0;
  return {
    push(b) {
      if (size < limit) chunks.push(b.subarray(0, limit - size));
      size += b.length;
    },
    text: () => Buffer.concat(chunks).toString("utf8")
  };
}
var WATCHDOG_CAP = 64 * 1024;
function tail(limit) {
  let chunks = [];
  let size = 0;
  return {
    push(b) {
      chunks.push(b);
      size += b.length;
      while (size - chunks[0].length >= limit) size -= chunks.shift().length;
    },
    text: () => {
      const all = Buffer.concat(chunks);
      chunks = [];
      return all.subarray(Math.max(0, all.length - limit)).toString("utf8");
    }
  };
}
function killGroup(pid) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
var RUNNER_ONLY = /^(INPUT_|ACTIONS_)|^(GITHUB_TOKEN|GH_TOKEN|GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_PATH|GITHUB_STEP_SUMMARY|SEEDGATE_HOLDOUT_SECRET|SEEDGATE_SUBREAPER)$/i;
function childProcessEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && !RUNNER_ONLY.test(k)) out[k] = v;
  out[MARKER_KEY] = RUN_MARKER;
  return out;
}
var live = /* @__PURE__ */ new Set();
var hooked = false;
function killAll() {
  live.forEach(killGroup);
  try {
    const r = sweepSurvivors();
    if (r.killed > 0) process.stderr.write(`seedgate: killed ${r.killed} process(es) the code under test left running
`);
  } catch (err) {
    process.stderr.write(`seedgate: ${describeError(err)}
`);
  }
}
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on("exit", killAll);
  for (const sig of ["SIGINT", "SIGTERM"]) {
    const onSignal = () => {
      killAll();
      if (process.listenerCount(sig) === 1) {
        process.removeListener(sig, onSignal);
        process.kill(process.pid, sig);
      }
    };
    process.on(sig, onSignal);
  }
}
var warnedUnavailable = false;
var processExec = {
  run(req) {
    const started = process.hrtime.bigint();
    const out = tail(req.tailBytes ?? DEFAULT_TAIL);
    const err = tail(req.tailBytes ?? DEFAULT_TAIL);
    const channel = req.channel ? channelSink() : void 0;
    const watchdog = req.watchdog ? head(WATCHDOG_CAP) : void 0;
    return new Promise((resolve) => {
      hookExit();
      const stdio = ["ignore", "pipe", "pipe"];
      if (channel || watchdog) stdio.push(channel ? "pipe" : "ignore");
      if (watchdog) stdio.push("pipe");
      const child = spawn(req.command, [...req.args], { cwd: req.cwd, env: childProcessEnv(req.env), detached: true, stdio });
      if (child.pid !== void 0) live.add(child.pid);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, req.timeoutMs);
      child.stdout?.on("data", (b) => out.push(b));
      child.stderr?.on("data", (b) => err.push(b));
      if (channel) {
        const fd3 = child.stdio[3];
        fd3?.on("data", (b) => {
          if (!channel.push(b)) killGroup(child.pid);
        });
      }
      child.stdio[4]?.on("data", (b) => watchdog?.push(b));
      const finish = (exitCode, signal, spawnError) => {
        clearTimeout(timer);
        killGroup(child.pid);
        if (child.pid !== void 0) live.delete(child.pid);
        resolve({
          exitCode,
          signal,
          timedOut,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          stdoutTail: out.text(),
          stderrTail: spawnError ? `${err.text()}could not start ${req.command}: ${spawnError.message}` : channel?.over ? `${err.text()}seedgate: the result channel (fd 3) passed ${CHANNEL_CAP} bytes; the run was killed and its rows discarded` : err.text(),
          ...channel && !channel.over && !spawnError ? { channel: channel.text() } : {},
          ...watchdog ? { watchdog: watchdog.text() } : {}
        });
      };
      child.on("error", (e) => finish(null, null, e));
      child.on("close", (code, signal) => finish(code, signal));
    });
  },
  async sweep(log) {
    if (live.size > 0) throw new SeedgateError("internal", `the survivor sweep was called while ${live.size} run(s) were still going`);
    const r = sweepSurvivors();
    if (!r.available) {
      if (!warnedUnavailable)
        log.warn(
          `no /proc on ${process.platform}: seedgate cannot find processes the code under test left running outside its process group (daemons), so none was killed`
        );
      warnedUnavailable = true;
    } else if (r.killed > 0)
      log.warn(
        `killed ${r.killed} process(es) the code under test left running outside its process group (a daemon?), before anything they could touch was read or written`
      );
    else log.debug("sweep: no process started by the code under test outlived it");
    return r;
  }
};

export {
  sandboxedExec,
  sandboxFor,
  sandboxOrThrow,
  processExec
};
