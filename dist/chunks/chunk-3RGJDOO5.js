import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/cli/io.ts
function processIo() {
  const isTTY = Boolean(process.stderr.isTTY);
  return {
    out: (t) => void process.stdout.write(t.endsWith("\n") ? t : t + "\n"),
    err: (t) => void process.stderr.write(t.endsWith("\n") ? t : t + "\n"),
    isTTY,
    color: isTTY && process.env.NO_COLOR === void 0
  };
}
function cliLog(io, quiet = false) {
  return {
    info: (m) => quiet ? void 0 : io.err(m),
    warn: (m) => io.err(`warning: ${m}`),
    error: (m) => io.err(`error: ${m}`),
    debug: (m) => process.env.SEEDGATE_DEBUG ? io.err(`debug: ${m}`) : void 0,
    group: async (name, fn) => {
      if (!quiet) io.err(`── ${name}`);
      return fn();
    }
  };
}

export {
  processIo,
  cliLog
};
