// What a warm start is and what a run goes through (exec-warm.ts, exec-template.ts): types
// only, in a file of their own so the two adapters need not import each other.
import type { EventEmitter } from "node:events";
import type { Readable, Writable } from "node:stream";

/** How the warm interpreter starts: its argv ends in `--warm`, after the prefix a matching run's argv starts with. */
export interface WarmStart {
  readonly command: string;
  readonly args: readonly string[];
  /** Any: the interpreter moves to the run's (seedgate_warm.py). */
  readonly cwd: string;
  /** As the matching run's, less what seedgate_warm.LATE names (already through childProcessEnv). */
  readonly env: Readonly<Record<string, string>>;
}

/** What exec.ts runs a process through: a ChildProcess, or the shim's warm interpreter (exec-warm-inherited.ts). */
export interface Running extends EventEmitter {
  readonly pid?: number | undefined;
  readonly stdin: NodeJS.WritableStream | null;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  readonly stdio: readonly (Readable | Writable | null | undefined)[];
  ref(): void;
  unref(): void;
}
