import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/adapters/subreaper.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
var SUBREAPER_ENV = "SEEDGATE_SUBREAPER";
var SHIM = [
  "import ctypes, os, sys",
  "if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:",
  `    os.environ['${SUBREAPER_ENV}'] = 'unavailable'`,
  "os.execv(sys.argv[1], sys.argv[1:])"
].join("\n");
var PYTHONS = ["/usr/bin/python3", "/bin/python3"];
var isSubreaper = () => process.env[SUBREAPER_ENV] === "1";
function becomeSubreaper() {
  const python = PYTHONS.find((p) => existsSync(p));
  if (process.platform !== "linux" || process.env[SUBREAPER_ENV] !== void 0 || python === void 0) return Promise.resolve();
  const args = ["-I", "-c", SHIM, process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const child = spawn(python, args, { stdio: "inherit", env: { ...process.env, [SUBREAPER_ENV]: "1" } });
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
  isSubreaper,
  becomeSubreaper
};
