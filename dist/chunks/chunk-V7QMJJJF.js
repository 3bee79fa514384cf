import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/subreaper.ts
import { spawn as spawn3 } from "node:child_process";
import { existsSync as existsSync2 } from "node:fs";

// src/runners/harness-path.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function harnessPath(name) {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "harness", name), join(here, "..", "harness", name), join(here, "..", "..", "src", "harness", name)];
  const found = candidates.find((p) => existsSync(p));
  if (found === void 0) throw new Error(`seedgate harness ${name} not found beside ${here}`);
  return found;
}
function harnessRoot() {
  return dirname(dirname(harnessPath("start/seedgate_boot.py")));
}

// src/adapters/exec-warm.ts
import { spawn as spawn2 } from "node:child_process";

// src/adapters/exec-warm-inherited.ts
import { EventEmitter } from "node:events";
import { closeSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import { constants as os } from "node:os";
var O_CLOEXEC = 524288;
function closedOnExec(fdinfo2) {
  const flags = /^flags:\s*([0-7]+)$/m.exec(fdinfo2);
  return flags !== null && (parseInt(flags[1], 8) & O_CLOEXEC) !== 0;
}
var fdinfo = (fd) => {
  try {
    return readFileSync(`/proc/self/fdinfo/${fd}`, "utf8");
  } catch {
    return "";
  }
};
var signalName = (n) => Object.entries(os.signals).find(([, v]) => v === n)?.[0] ?? `signal ${n}`;
var InheritedWarm = class extends EventEmitter {
  // stdout, stderr, channel
  constructor(pid, stdin, stdout, stderr, channel, status) {
    super();
    this.pid = pid;
    this.stdin = stdin;
    this.stdout = stdout;
    this.stderr = stderr;
    this.status = status;
    this.stdio = [stdin, stdout, stderr, channel];
    let said = "";
    status.setEncoding("utf8");
    status.on("data", (text) => said += text);
    status.on("error", () => void 0);
    status.on("close", () => this.exited(said));
    for (const s of [stdout, stderr, channel])
      s.on("error", () => void 0).on("close", () => {
        this.open -= 1;
        this.closed();
      });
  }
  pid;
  stdin;
  stdout;
  stderr;
  status;
  stdio;
  ended;
  open = 3;
  exited(said) {
    const code = /^exit (-?\d+)\n/.exec(said);
    const n = code === null ? null : Number(code[1]);
    this.ended = n === null ? [null, null] : n < 0 ? [null, signalName(-n)] : [n, null];
    this.emit("exit", ...this.ended);
    this.closed();
  }
  closed() {
    if (this.ended !== void 0 && this.open === 0) this.emit("close", ...this.ended);
  }
  ref() {
    this.status.ref();
  }
  unref() {
    this.status.unref();
  }
};
function inheritedWarm(spec) {
  const [holder, ...fds] = spec.split(",").map(Number);
  if (holder === void 0 || !(holder > 0) || fds.length !== 5 || !fds.every((fd) => Number.isInteger(fd) && fd > 2 && fd < 16)) return void 0;
  if (!fds.every((fd) => closedOnExec(fdinfo(fd)))) {
    for (const fd of fds)
      try {
        closeSync(fd);
      } catch {
      }
    return void 0;
  }
  const [stdin, stdout, stderr, channel, status] = fds.map((fd, i) => new Socket({ fd, readable: i !== 0, writable: i === 0 }));
  return new InheritedWarm(holder, stdin, stdout, stderr, channel, status);
}

// src/adapters/exec-template.ts
import { spawn } from "node:child_process";
var template;
function running(start) {
  if (template !== void 0 && !template.gone && template.start === start) return template;
  void discardTemplate();
  const args = [...start.args.slice(0, -1), "--template"];
  const child = spawn(start.command, args, { cwd: start.cwd, env: start.env, detached: true, stdio: ["ignore", "ignore", "ignore", "pipe"] });
  const t = { start, child, gone: false };
  child.on("error", () => t.gone = true);
  child.on("exit", () => t.gone = true);
  child.unref();
  child.stdio[3].unref();
  template = t;
  return t;
}
function launch(start, req, env) {
  const control = running(start).child.stdio[3];
  const launcher = harnessPath("start/seedgate_launch.py");
  const stdio = ["pipe", "pipe", "pipe", "pipe", control];
  const child = spawn(start.command, ["-I", "-S", launcher], { cwd: "/", env: start.env, detached: true, stdio: [...stdio] });
  child.stdin.on("error", () => void 0);
  child.stdin.end(JSON.stringify({ command: req.command, args: req.args, env, cwd: req.cwd }));
  return child;
}
function discardTemplate() {
  const t = template;
  template = void 0;
  if (t === void 0 || t.gone || t.child.pid === void 0) return Promise.resolve();
  t.child.ref();
  const ended = new Promise((done) => t.child.once("exit", () => done()));
  try {
    process.kill(t.child.pid, "SIGTERM");
  } catch {
    return Promise.resolve();
  }
  return ended;
}

// src/adapters/exec-warm.ts
var pending;
function hold(child, ref) {
  for (const s of child.stdio) if (s) s[ref ? "ref" : "unref"]();
  child[ref ? "ref" : "unref"]();
}
function wait(start, child) {
  void discardWarm();
  const warm = { start, child, gone: false };
  child.on("error", () => warm.gone = true);
  child.on("exit", () => warm.gone = true);
  child.stdin?.on("error", () => void 0);
  hold(child, false);
  pending = warm;
}
function startWarm(start) {
  const child = spawn2(start.command, [...start.args], { cwd: start.cwd, env: start.env, detached: true, stdio: ["pipe", "pipe", "pipe", "pipe"] });
  wait(start, child);
}
function inheritWarm(env = process.env) {
  const fds = env[WARM_FDS_ENV];
  delete env[WARM_FDS_ENV];
  const child = fds === void 0 ? void 0 : inheritedWarm(fds);
  if (child !== void 0) wait(void 0, child);
}
function adoptWarm(start) {
  if (pending === void 0 || pending.gone || pending.start !== void 0) return false;
  pending.start = start;
  return true;
}
var WARM_FDS_ENV = "SEEDGATE_WARM_FDS";
function serves(start, req) {
  if (start === void 0) return false;
  const prefix = start.args.slice(0, -1);
  return req.command === start.command && req.channel === true && req.watchdog === void 0 && req.args.length > prefix.length && prefix.every((a, i) => req.args[i] === a);
}
var taken;
function takeWarm(req, env) {
  const warm = pending;
  if (warm === void 0 || warm.gone || !serves(warm.start, req)) return taken !== void 0 && serves(taken, req) ? launch(taken, req, env) : void 0;
  pending = void 0;
  taken = warm.start;
  hold(warm.child, true);
  warm.child.stdin.end(JSON.stringify({ command: req.command, args: req.args, env, cwd: req.cwd }));
  return warm.child;
}
function discardWarm() {
  const warm = pending;
  pending = void 0;
  const template2 = discardTemplate();
  if (warm === void 0 || warm.gone || warm.child.pid === void 0) return template2;
  hold(warm.child, true);
  const ended = new Promise((done) => warm.child.once("exit", () => done()));
  try {
    process.kill(-warm.child.pid, "SIGKILL");
  } catch {
    return template2;
  }
  return Promise.all([ended, template2]).then(() => void 0);
}

// src/adapters/run-marker.ts
import { randomBytes } from "node:crypto";
var INHERITED_MARKER_ENV = "SEEDGATE_RUN_MARKER";
var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
var randomName = () => [...randomBytes(10)].map((b) => LETTERS[b % LETTERS.length]).join("");
function ownMarker() {
  const inherited = process.env[INHERITED_MARKER_ENV];
  delete process.env[INHERITED_MARKER_ENV];
  const m = /^([A-Z]{10})=([0-9a-f]{32})$/.exec(inherited ?? "");
  return m ? [m[1], m[2]] : [randomName(), randomBytes(16).toString("hex")];
}
var [MARKER_KEY, RUN_MARKER] = ownMarker();

// src/adapters/subreaper.ts
var SUBREAPER_ENV = "SEEDGATE_SUBREAPER";
var PARKED_CA_ENV = "SEEDGATE_PARKED_NODE_EXTRA_CA_CERTS";
var startedWithoutCaCerts = false;
var caCertsParked = () => startedWithoutCaCerts;
function unparkCaCerts() {
  const parked = process.env[PARKED_CA_ENV];
  if (parked === void 0) return;
  delete process.env[PARKED_CA_ENV];
  process.env.NODE_EXTRA_CA_CERTS = parked;
  startedWithoutCaCerts = true;
}
function reRunEnv() {
  const { NODE_EXTRA_CA_CERTS: certs, ...env } = process.env;
  const marker = { [INHERITED_MARKER_ENV]: `${MARKER_KEY}=${RUN_MARKER}` };
  return { ...env, [SUBREAPER_ENV]: "1", ...marker, ...certs === void 0 ? {} : { [PARKED_CA_ENV]: certs } };
}
var WARM_START_ENV = "SEEDGATE_WARM_START";
var PYTHONS = ["/usr/bin/python3", "/bin/python3"];
var isSubreaper = () => process.env[SUBREAPER_ENV] === "1";
async function becomeSubreaper(warm) {
  if (process.env[SUBREAPER_ENV] !== void 0) {
    unparkCaCerts();
    inheritWarm();
  }
  const python = PYTHONS.find((p) => existsSync2(p));
  if (process.platform !== "linux" || process.env[SUBREAPER_ENV] !== void 0 || python === void 0) return;
  const args = ["-I", harnessPath("start/seedgate_subreaper.py"), process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const early = warm === void 0 ? {} : await warm().then(
    (start) => ({ [WARM_START_ENV]: JSON.stringify(start) }),
    () => ({})
    // the re-run then starts its own
  );
  const child = spawn3(python, args, { stdio: "inherit", env: { ...reRunEnv(), ...early } });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
  return new Promise((goOn) => {
    child.on("error", (err) => {
      process.stderr.write(
        `seedgate: could not mark itself a child subreaper through ${python} (${err.message}); daemons are found by their environment only
`
      );
      goOn();
    });
    child.on("exit", (code, signal) => {
      if (signal !== null) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      process.exit(code ?? 1);
    });
  });
}

export {
  harnessPath,
  harnessRoot,
  startWarm,
  adoptWarm,
  takeWarm,
  discardWarm,
  MARKER_KEY,
  RUN_MARKER,
  caCertsParked,
  isSubreaper,
  becomeSubreaper
};
