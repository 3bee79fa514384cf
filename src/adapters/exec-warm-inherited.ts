// The warm oracle interpreter the re-run's shim started (seedgate_subreaper.py), seen
// as exec.ts sees a spawned child. Its sockets' ends came into this process through
// execve; a child this process starts must not inherit them (setup would hold the
// interpreter's stdin). Node marks fds 0-15 close-on-exec as it starts (libuv's
// uv_disable_stdio_inheritance) and the shim puts them there: they are adopted only when
// /proc/self/fdinfo shows the mark, else closed. Sockets, as Node's own stdio: no
// process can open one again through /proc/<pid>/fd. The holder leads the interpreter's
// process group (the pid a kill is sent to) and writes how it ended on the status
// socket: "exit N", N < 0 for a signal.
import { EventEmitter } from "node:events";
import { closeSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import { constants as os } from "node:os";

const O_CLOEXEC = 0o2000000;

/** True when `fd` is open here and closed on exec: its fdinfo's `flags` (octal) carry O_CLOEXEC. */
export function closedOnExec(fdinfo: string): boolean {
  const flags = /^flags:\s*([0-7]+)$/m.exec(fdinfo);
  return flags !== null && (parseInt(flags[1]!, 8) & O_CLOEXEC) !== 0;
}

const fdinfo = (fd: number): string => {
  try {
    return readFileSync(`/proc/self/fdinfo/${fd}`, "utf8");
  } catch {
    return "";
  }
};

const signalName = (n: number) => Object.entries(os.signals).find(([, v]) => v === n)?.[0] ?? `signal ${n}`;

class InheritedWarm extends EventEmitter {
  readonly stdio: [Socket, Socket, Socket, Socket];
  private ended: [number | null, string | null] | undefined;
  private open = 3; // stdout, stderr, channel

  constructor(
    readonly pid: number,
    readonly stdin: Socket,
    readonly stdout: Socket,
    readonly stderr: Socket,
    channel: Socket,
    private readonly status: Socket,
  ) {
    super();
    this.stdio = [stdin, stdout, stderr, channel];
    let said = "";
    status.setEncoding("utf8");
    status.on("data", (text: string) => (said += text));
    status.on("error", () => undefined);
    status.on("close", () => this.exited(said));
    for (const s of [stdout, stderr, channel])
      s.on("error", () => undefined).on("close", () => {
        this.open -= 1;
        this.closed();
      });
  }

  private exited(said: string): void {
    const code = /^exit (-?\d+)\n/.exec(said);
    const n = code === null ? null : Number(code[1]);
    // No status: the holder died with it (a kill of the group). Its signal is not known here.
    this.ended = n === null ? [null, null] : n < 0 ? [null, signalName(-n)] : [n, null];
    this.emit("exit", ...this.ended);
    this.closed();
  }

  private closed(): void {
    if (this.ended !== undefined && this.open === 0) this.emit("close", ...this.ended);
  }

  ref(): void {
    this.status.ref();
  }

  unref(): void {
    this.status.unref();
  }
}

/**
 * The shim's warm interpreter from SEEDGATE_WARM_FDS, or undefined when it cannot be had:
 * a malformed value (nothing is closed: it names no fd of the shim's), or an fd not marked
 * close-on-exec (then the five are closed, and the interpreter, its stdin gone, ends by itself).
 */
export function inheritedWarm(spec: string): InheritedWarm | undefined {
  const [holder, ...fds] = spec.split(",").map(Number);
  if (holder === undefined || !(holder > 0) || fds.length !== 5 || !fds.every((fd) => Number.isInteger(fd) && fd > 2 && fd < 16)) return undefined;
  if (!fds.every((fd) => closedOnExec(fdinfo(fd)))) {
    for (const fd of fds)
      try {
        closeSync(fd);
      } catch {
        // not open
      }
    return undefined;
  }
  const [stdin, stdout, stderr, channel, status] = fds.map((fd, i) => new Socket({ fd, readable: i !== 0, writable: i === 0 }));
  return new InheritedWarm(holder, stdin!, stdout!, stderr!, channel!, status!);
}
