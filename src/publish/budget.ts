// Fitting text into GitHub's size limits without losing the fact that it was
// cut: a visible note says how much was dropped. Cuts never split a character
// (a UTF-8 sequence or a UTF-16 surrogate pair), and a Markdown code fence left
// open by the cut is closed, so the note renders as prose.

/** GitHub's limit for a check run's output.summary and output.text, in UTF-8 bytes. */
export const CHECK_OUTPUT_MAX_BYTES = 65_535;
/** GitHub's limit for an issue comment body, in characters. */
export const COMMENT_MAX_CHARS = 65_536;

export interface Fitted {
  readonly text: string;
  readonly truncated: boolean;
}

const utf8 = (s: string): number => Buffer.byteLength(s, "utf8");

/** `text` cut to at most `maxBytes` UTF-8 bytes, note included. */
export function fitBytes(text: string, maxBytes: number = CHECK_OUTPUT_MAX_BYTES): Fitted {
  const total = utf8(text);
  if (total <= maxBytes) return { text, truncated: false };
  const bytes = Buffer.from(text, "utf8");
  return fit(total, maxBytes, utf8, (keep) => bytes.subarray(0, utf8Boundary(bytes, keep)).toString("utf8"), "bytes");
}

/** `text` cut to at most `maxChars` UTF-16 code units (so at most that many characters), note included. */
export function fitChars(text: string, maxChars: number = COMMENT_MAX_CHARS): Fitted {
  if (text.length <= maxChars) return { text, truncated: false };
  return fit(
    text.length,
    maxChars,
    (s) => s.length,
    (keep) => text.slice(0, surrogateBoundary(text, keep)),
    "characters",
  );
}

/**
 * Reserve room for the longest note this cut can need, keep what fits, close a fence
 * the cut left open, and cut again by the overshoot if the closer did not fit.
 */
function fit(total: number, max: number, size: (s: string) => number, head: (keep: number) => string, unit: string): Fitted {
  let keep = max - size(note(total, total, unit)) - SHORTEST_CLOSER.length;
  for (;;) {
    if (keep <= 0) throw new Error(`a limit of ${max} ${unit} cannot hold the truncation note`);
    const kept = head(keep);
    const text = kept + fenceCloser(kept) + note(size(kept), total, unit);
    if (size(text) <= max) return { text, truncated: true };
    keep = Math.min(keep, size(kept)) - (size(text) - max);
  }
}

/** Room always reserved for a closer, so the smallest workable limit does not depend on the text. */
const SHORTEST_CLOSER = "\n```";

function note(shown: number, total: number, unit: string): string {
  return `\n\n> **Truncated by seedgate:** showing the first ${shown} of ${total} ${unit} (GitHub's limit). The full report is in the job log.`;
}

/** Largest index <= keep that starts a UTF-8 character. */
function utf8Boundary(bytes: Buffer, keep: number): number {
  let at = Math.min(keep, bytes.length);
  while (at > 0 && at < bytes.length && ((bytes[at] ?? 0) & 0xc0) === 0x80) at--;
  return at;
}

/** Step back one unit if `keep` would split a surrogate pair. */
function surrogateBoundary(text: string, keep: number): number {
  const before = text.charCodeAt(keep - 1);
  return keep > 0 && before >= 0xd800 && before <= 0xdbff ? keep - 1 : keep;
}

/**
 * The line that closes the code fence left open at the end of `markdown`, or "".
 * CommonMark: an opener is up to 3 spaces, then 3+ backticks (info string without
 * a backtick) or 3+ tildes; its closer is the same character, at least as long, with
 * nothing but blanks after it.
 */
function fenceCloser(markdown: string): string {
  let open: string | null = null;
  for (const line of markdown.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (m === null) continue;
    const [run, rest] = [m[1]!, m[2]!];
    if (open === null) {
      if (!(run[0] === "`" && rest.includes("`"))) open = run;
    } else if (run[0] === open[0] && run.length >= open.length && /^[ \t]*$/.test(rest)) open = null;
  }
  return open === null ? "" : `\n${open}`;
}
