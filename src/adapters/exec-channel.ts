// The fd-3 result channel as the Exec reads it: kept whole for the runner's verdict,
// and, for progress only, handed out line by line as the child writes it.

/** fd 3 is read whole (rows must not be cut); past this the run is killed, not trusted. */
export const CHANNEL_CAP = 16 * 1024 * 1024;

/**
 * Cuts the bytes into complete lines as they arrive (a line split across reads is
 * joined; an unterminated tail at exit is never handed out). A callback that throws is
 * ignored: it only draws progress, and must never change how a run ends.
 */
function lineSplitter(onLine: (line: string) => void) {
  let partial: Buffer[] = [];
  const hand = (line: string) => {
    try {
      onLine(line);
    } catch {
      // progress only
    }
  };
  return (b: Buffer) => {
    let from = 0;
    for (let nl = b.indexOf(0x0a); nl !== -1; nl = b.indexOf(0x0a, from)) {
      hand(Buffer.concat([...partial, b.subarray(from, nl)]).toString("utf8"));
      partial = [];
      from = nl + 1;
    }
    if (from < b.length) partial.push(b.subarray(from));
  };
}

/** Collects the result channel whole, up to CHANNEL_CAP; past it `over` is set and no line is handed out. */
export function channelSink(onLine?: (line: string) => void) {
  const chunks: Buffer[] = [];
  const lines = onLine ? lineSplitter(onLine) : undefined;
  let size = 0;
  let over = false;
  return {
    push(b: Buffer): boolean {
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
    text: () => Buffer.concat(chunks).toString("utf8"),
  };
}
