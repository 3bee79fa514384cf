// The framework's own assertion leads a failing JS row, as pytest's does a Hypothesis
// row (render/failure.ts): fast-check wraps the test's error in its own "Property failed
// after N tests" error, so a row's detail would otherwise open with fast-check's words
// and the reviewer would have to dig for `expected 'aa--aa' to be 'aa-aa'`. The wrapped
// error is found, in order: the reporter's `cause` (vitest's main process holds it
// structured), jest's `[cause]:` section, vitest's printed `Caused by:`, or fast-check's
// `Got …` line (fast-check 3's default, or 4's includeErrorInReport).
import type { RunOutcome } from "../../core/row.js";

const LIMIT = 300;
/** A stack frame (Node's `at`, vitest's `❯`) or jest's code frame: the message has ended. */
const FRAME = /^\s*(at |❯ |>?\s*\d+ \|)/;
const WRAPPED = /^(?:\[cause\]: |Caused by: |Got (?:error: )?)(.*)$/;
/** fast-check's own failure: only its wrap is unwrapped (a test's error with a cause of its own stays as it is). */
const FAST_CHECK = /^(?:Error: )?Property failed after \d+ tests/m;

/** The wrapped error's text (its first line and what follows), or undefined when fast-check did not wrap one. */
function wrapped(cause: string | undefined, message: string): string | undefined {
  if (!FAST_CHECK.test(message)) return undefined;
  if (cause !== undefined && cause.trim() !== "") return cause;
  const lines = message.split("\n");
  const at = lines.findIndex((l) => WRAPPED.test(l.trim()));
  if (at < 0) return undefined;
  return [WRAPPED.exec(lines[at]!.trim())![1]!, ...lines.slice(at + 1)].join("\n");
}

/**
 * The assertion in one line: its first line, without the bare `Error: ` jest's matchers
 * carry; jest's `Expected:`/`Received:` lines, which hold the values, follow in parentheses.
 */
export function assertionLine(cause: string | undefined, message: string): string | undefined {
  const text = wrapped(cause, message);
  if (text === undefined) return undefined;
  const lines: string[] = [];
  for (const l of text.split("\n")) {
    if (FRAME.test(l)) break;
    lines.push(l.trim());
  }
  const head = lines.find((l) => l !== "")?.replace(/^(?:Error|error): /, "");
  if (head === undefined || head === "") return undefined;
  const values = lines.filter((l) => /^(Expected|Received)(?: value)?:\s/.test(l)).map((l) => l.replace(/:\s+/, ": "));
  const line = values.length === 0 ? head : `${head} (${values.join(", ")})`;
  return line.length <= LIMIT ? line : `${line.slice(0, LIMIT - 1)}…`;
}

/** A failing row's detail led by its assertion; any other outcome, or a detail it already leads, as it was. */
export function ledByAssertion(o: RunOutcome, cause?: string): RunOutcome {
  if (o.outcome !== "fail") return o;
  const line = assertionLine(cause, o.detail);
  if (line === undefined || o.detail.startsWith(line)) return o;
  return { ...o, detail: `${line}\n${o.detail}` };
}
