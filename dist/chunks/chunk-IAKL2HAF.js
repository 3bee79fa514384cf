import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MARKER_KEY,
  RUN_MARKER,
  adoptWarm,
  discardWarm,
  isSubreaper,
  startWarm,
  takeWarm
} from "./chunk-V7QMJJJF.js";
import {
  SeedgateError,
  describeError
} from "./chunk-FL3EEGAH.js";

// src/adapters/disk.ts
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
function inside(name) {
  if (name.split("/").some((part) => part === "" || part === "." || part === ".." || part.includes("\\")))
    throw new SeedgateError("internal", `scratch file name ${JSON.stringify(name)} is not a plain name`);
  return name;
}
function scratch(prefix) {
  if (!/^seedgate-[\w-]*$/.test(prefix) || prefix.startsWith("seedgate-oracle-"))
    throw new SeedgateError("internal", `scratch prefix ${JSON.stringify(prefix)} is not a seedgate- scratch name the sandbox binds`);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = (name) => join(dir, inside(name));
  return {
    dir,
    path,
    write(name, text) {
      mkdirSync(dirname(path(name)), { recursive: true });
      writeFileSync(path(name), text, { mode: 384 });
    },
    read(name) {
      const file = path(name);
      try {
        return readFileSync(file, "utf8");
      } catch {
        return null;
      }
    },
    copyTo(dest) {
      mkdirSync(dest, { recursive: true });
      cpSync(dir, dest, { recursive: true });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true })
  };
}
function real(path) {
  try {
    return realpathSync(path);
  } catch {
    return void 0;
  }
}
function names(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
var hostDisk = {
  scratch,
  nowhere: (prefix) => join(tmpdir(), `${prefix}${randomUUID()}`),
  exists: (path) => existsSync(path),
  bytes(path) {
    try {
      return readFileSync(path);
    } catch {
      return null;
    }
  },
  real,
  names
};

// src/adapters/subject-request.ts
function withSubject(req, argv, env) {
  const { subject, ...oracle } = req;
  if (subject === void 0) return req;
  let boot;
  try {
    boot = JSON.parse(req.env.SEEDGATE_BOOT ?? "");
  } catch {
    boot = void 0;
  }
  if (boot === null || typeof boot !== "object" || Array.isArray(boot))
    throw new SeedgateError("internal", "an oracle request must carry its SEEDGATE_BOOT JSON object (runners/subject.ts)");
  const placed = { ...boot, subject: { argv, env, cwd: subject.cwd } };
  return { ...oracle, env: { ...req.env, SEEDGATE_BOOT: JSON.stringify(placed) } };
}

// src/adapters/exec.ts
import { spawn } from "node:child_process";

// src/adapters/survivors.ts
import { existsSync as existsSync2, readdirSync as readdirSync2, readFileSync as readFileSync2 } from "node:fs";
var MAX_ROUNDS = 40;
var SIGKILL_BIT = 1n << 8n;
function sweepSurvivors(opts = {}) {
  const proc = opts.procRoot ?? "/proc";
  if (!existsSync2(`${proc}/self/environ`)) return { available: false, killed: 0 };
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
      env = readFileSync2(`${proc}/${pid}/environ`);
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
    const stat = readFileSync2(`${proc}/${pid}/stat`, "utf8");
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: state ?? "", ppid: Number(ppid) || 0, pgrp: Number(pgrp) || 0 };
  } catch {
    return null;
  }
}
function dying(proc, pid) {
  try {
    const status = readFileSync2(`${proc}/${pid}/status`, "utf8");
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & SIGKILL_BIT) !== 0n);
  } catch {
    return true;
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));
var pause = (ms) => void Atomics.wait(sleeper, 0, 0, ms);

// src/adapters/exec-channel.ts
var CHANNEL_CAP = 16 * 1024 * 1024;
function lineSplitter(onLine) {
  let partial = [];
  const hand = (line) => {
    try {
      onLine(line);
    } catch {
    }
  };
  return (b) => {
    let from = 0;
    for (let nl = b.indexOf(10); nl !== -1; nl = b.indexOf(10, from)) {
      hand(Buffer.concat([...partial, b.subarray(from, nl)]).toString("utf8"));
      partial = [];
      from = nl + 1;
    }
    if (from < b.length) partial.push(b.subarray(from));
  };
}
function channelSink(onLine) {
  const chunks = [];
  const lines = onLine ? lineSplitter(onLine) : void 0;
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
      lines?.(b);
      return true;
    },
    get over() {
      return over;
    },
    text: () => Buffer.concat(chunks).toString("utf8")
  };
}

// src/adapters/exec.ts
var DEFAULT_TAIL = 8 * 1024;
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
var RUNNER_ONLY = /^(INPUT_|ACTIONS_)|^(GITHUB_TOKEN|GH_TOKEN|GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_PATH|GITHUB_STEP_SUMMARY|SEEDGATE_HOLDOUT_SECRET|SEEDGATE_SUBREAPER|SEEDGATE_PARKED_NODE_EXTRA_CA_CERTS|SEEDGATE_WARM_START|SEEDGATE_WARM_FDS|SEEDGATE_RUN_MARKER)$/i;
function childProcessEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && !RUNNER_ONLY.test(k)) out[k] = v;
  out[MARKER_KEY] = RUN_MARKER;
  return out;
}
var live = /* @__PURE__ */ new Set();
var sweptSince = false;
var hooked = false;
function killAll() {
  void discardWarm();
  live.forEach(killGroup);
  if (sweptSince) return;
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
var plainSubject = (req) => req.subject === void 0 ? req : withSubject(req, [req.subject.command, ...req.subject.args], childProcessEnv(req.subject.env));
function warmUp(start) {
  hookExit();
  sweptSince = false;
  const started = warmStartOf(start);
  if (!adoptWarm(started)) startWarm(started);
}
var warmStartOf = (start) => ({ ...start, env: childProcessEnv(start.env) });
var warnedUnavailable = false;
var PIPE_LINGER_MS = 1e3;
var processExec = {
  run(asked) {
    sweptSince = false;
    const req = plainSubject(asked);
    const started = process.hrtime.bigint();
    const out = tail(req.tailBytes ?? DEFAULT_TAIL);
    const err = tail(req.tailBytes ?? DEFAULT_TAIL);
    const channel = req.channel ? channelSink(req.onChannelLine) : void 0;
    const watchdog = req.watchdog ? head(WATCHDOG_CAP) : void 0;
    return new Promise((resolve) => {
      hookExit();
      const stdio = ["ignore", "pipe", "pipe"];
      if (channel || watchdog) stdio.push(channel ? "pipe" : "ignore");
      if (watchdog) stdio.push("pipe");
      const env = childProcessEnv(req.env);
      const child = takeWarm(req, env) ?? spawn(req.command, [...req.args], { cwd: req.cwd, env, detached: true, stdio });
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
      let linger;
      child.on("exit", () => {
        linger = setTimeout(() => child.stdio.forEach((s) => s?.destroy()), PIPE_LINGER_MS);
      });
      const finish = (exitCode, signal, spawnError) => {
        clearTimeout(timer);
        clearTimeout(linger);
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
  dropWarm: discardWarm,
  async sweep(log) {
    await discardWarm();
    if (live.size > 0) throw new SeedgateError("internal", `the survivor sweep was called while ${live.size} run(s) were still going`);
    const r = sweepSurvivors();
    sweptSince = true;
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

// src/adapters/setup-config.ts
import { statSync } from "node:fs";
import { isAbsolute, join as join2 } from "node:path";
var SETUP_HOME_FILES = [".config/pip/pip.conf", ".pip/pip.conf", ".npmrc"];
var CREDENTIALED = /^(PIP_|npm_config_)|^(HTTPS?_PROXY|NO_PROXY|ALL_PROXY)$/i;
var CA_BUNDLES = /^(REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|SSL_CERT_FILE|SSL_CERT_DIR|NODE_EXTRA_CA_CERTS)$/i;
var isSetupConfigEnv = (name) => CREDENTIALED.test(name) || CA_BUNDLES.test(name);
function withoutSetupConfig(env) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !CREDENTIALED.test(k)));
}
var present = (p, folderToo = false) => {
  try {
    const st = statSync(p);
    return st.isFile() || folderToo && st.isDirectory();
  } catch {
    return false;
  }
};
function setupConfigFrom(env) {
  const home = env.HOME;
  const homeFiles = home === void 0 || !isAbsolute(home) ? [] : SETUP_HOME_FILES.filter((f) => present(join2(home, f))).map((f) => ({ host: join2(home, f), home: f }));
  const named = Object.entries(env).filter((e) => e[1] !== void 0 && isSetupConfigEnv(e[0]) && isAbsolute(e[1])).map(([, v]) => v).filter((p) => present(p, true));
  return { homeFiles, readOnly: [...new Set(named)] };
}

export {
  hostDisk,
  withSubject,
  childProcessEnv,
  warmUp,
  warmStartOf,
  processExec,
  withoutSetupConfig,
  setupConfigFrom
};
