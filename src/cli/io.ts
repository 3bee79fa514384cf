// Terminal output for the CLI: results on stdout, progress and logs on stderr.
import type { Log } from "../ports/local.js";

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readonly isTTY: boolean;
  readonly color: boolean;
}

export function processIo(): CliIo {
  const isTTY = Boolean(process.stderr.isTTY);
  return {
    out: (t) => void process.stdout.write(t.endsWith("\n") ? t : t + "\n"),
    err: (t) => void process.stderr.write(t.endsWith("\n") ? t : t + "\n"),
    isTTY,
    color: isTTY && process.env.NO_COLOR === undefined,
  };
}

export function cliLog(io: CliIo, quiet = false): Log {
  return {
    info: (m) => (quiet ? undefined : io.err(m)),
    warn: (m) => io.err(`warning: ${m}`),
    error: (m) => io.err(`error: ${m}`),
    debug: (m) => (process.env.SEEDGATE_DEBUG ? io.err(`debug: ${m}`) : undefined),
    group: async (name, fn) => {
      if (!quiet) io.err(`── ${name}`);
      return fn();
    },
  };
}
