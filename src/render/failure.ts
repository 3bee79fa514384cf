// The property's own failure in one line, as its framework said it: the assertion with
// its values (pytest's rewritten `assert 0 == 13`), or, when Hypothesis raised an
// ExceptionGroup, the first distinct failure's exception and message with the group's
// size after it. The counterexample is shown apart (counterexample.ts).
import type { JudgedRow } from "../core/row.js";

const LIMIT = 200;
const GROUP = /Hypothesis found (\d+) distinct failures/;
/** An exception line: `ValueError: ...`, `pkg.Error: ...`, `AssertionError`. */
const EXCEPTION = /^(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception|Failure|Failed|Exit)\b(?::.*)?$/;

export function ownFailure(row: Pick<JudgedRow, "claimed">): string | null {
  const { detail, tail } = row.claimed;
  const group = GROUP.exec(detail) ?? GROUP.exec(tail);
  if (group) {
    const first = firstOfGroup(tail);
    if (first !== null) return clip(`${first} (the first of ${group[1]} distinct failures)`);
  }
  const lines = unprefixed(detail);
  const head = lines.find((l) => l !== "" && !/^Falsifying example:/.test(l));
  if (head === undefined) return assertion(unprefixed(tail)) ?? null;
  if (/\bassert\b/.test(head)) return clip(head);
  // `AssertionError: a message` (or bare): pytest's rewritten assertion carries the values.
  const values = /^AssertionError\b/.test(head) ? (assertion(lines) ?? assertion(unprefixed(tail))) : null;
  if (values === null) return clip(head);
  return clip(/^AssertionError:?\s*$/.test(head) ? `AssertionError: ${values}` : `${head} (${values})`);
}

/** pytest's `E   ` prefix and a group traceback's `| ` column, stripped. */
const unprefixed = (text: string): string[] =>
  text.split("\n").map((l) =>
    l
      .replace(/^E {1,9}/, "")
      .replace(/^\s*\|\s?/, "")
      .trim(),
  );

/** The first `assert …` line pytest rewrote, with the values it computed. */
const assertion = (lines: readonly string[]): string | null => lines.find((l) => /^assert\b/.test(l)) ?? null;

/** The exception line of the group's sub-exception 1, and its assertion when pytest rewrote one. */
function firstOfGroup(tail: string): string | null {
  const lines = tail.split("\n");
  const start = lines.findIndex((l) => /\+-+\s*1\s*-+/.test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && /\+-+\s*(\d+\s*)?-+/.test(l));
  const body = unprefixed(lines.slice(start + 1, end < 0 ? undefined : end).join("\n"));
  const exc = body.find((l) => EXCEPTION.test(l));
  if (exc === undefined) return null;
  const values = /^AssertionError\b/.test(exc) ? assertion(body) : null;
  if (values === null) return exc;
  return /^AssertionError:?\s*$/.test(exc) ? `AssertionError: ${values}` : `${exc} (${values})`;
}

const clip = (s: string): string => (s.length <= LIMIT ? s : `${s.slice(0, LIMIT - 1)}…`);
