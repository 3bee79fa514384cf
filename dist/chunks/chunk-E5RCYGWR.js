import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/subreaper.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
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
  return { ...env, [SUBREAPER_ENV]: "1", ...certs === void 0 ? {} : { [PARKED_CA_ENV]: certs } };
}
var SHIM = [
  "import ctypes, os, sys",
  "if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:",
  `    os.environ['${SUBREAPER_ENV}'] = 'unavailable'`,
  "os.execv(sys.argv[1], sys.argv[1:])"
].join("\n");
var PYTHONS = ["/usr/bin/python3", "/bin/python3"];
var isSubreaper = () => process.env[SUBREAPER_ENV] === "1";
function becomeSubreaper() {
  if (process.env[SUBREAPER_ENV] !== void 0) unparkCaCerts();
  const python = PYTHONS.find((p) => existsSync(p));
  if (process.platform !== "linux" || process.env[SUBREAPER_ENV] !== void 0 || python === void 0) return Promise.resolve();
  const args = ["-I", "-c", SHIM, process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const child = spawn(python, args, { stdio: "inherit", env: reRunEnv() });
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
  caCertsParked,
  isSubreaper,
  becomeSubreaper
};
