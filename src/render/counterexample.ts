// The counterexample of a failing row, shortened for one line: the fixture's
// bytes, Hypothesis' "Falsifying example", fast-check's "Counterexample", or
// else the first line of the failure. All of it comes from the pull request's
// run: the tree builders neutralise it.
import type { JudgedRow } from "../core/row.js";
import { NOT_SHRUNK } from "../runners/hypothesis/fork-server.js";
import { isMissingSecret } from "../core/plan/secret-holdout.js";

const LIMIT = 160;

export function counterexample(row: Pick<JudgedRow, "planned" | "claimed">, fixtureBytes: Readonly<Record<string, string>>): string | null {
  if (row.planned.kind === "fixture" && fixtureBytes[row.planned.key] !== undefined) return clip(fixtureBytes[row.planned.key]!);
  // A secret holdout the lane could not derive never ran: it has no input to show.
  if (isMissingSecret(row.claimed.detail)) return null;
  const found = falsifying(row.claimed.detail) ?? falsifying(row.claimed.tail);
  // A seed the fork server did not shrink says so in its detail.
  if (found !== null) return clip(found) + (row.claimed.detail.includes(NOT_SHRUNK) ? " (not shrunk)" : "");
  const first = row.claimed.detail.split("\n").find((l) => l.trim() !== "");
  return first === undefined ? null : clip(first.trim());
}

/** Hypothesis prints the call over several lines; fast-check prints one line. */
function falsifying(out: string): string | null {
  // pytest prefixes an exception's lines with "E   ".
  const lines = out.split("\n").map((l) => l.replace(/^E {1,7}/, ""));
  const at = lines.findIndex((l) => /Falsifying example:|Counterexample:/.test(l));
  if (at < 0) return null;
  const first = lines[at]!.replace(/^.*?(Falsifying example:|Counterexample:)\s*/, "");
  const rest: string[] = [];
  // Hypothesis: `test_x(` then indented arguments then `)`; stop at the closing line.
  if (/\($/.test(first))
    for (const l of lines.slice(at + 1, at + 30)) {
      // The closing line ends the call; what follows it there is seedgate's note on the row (not rerun, not shrunk).
      const closing = /^\)/.test(l.trim());
      rest.push(closing ? ")" : l.trim());
      if (closing) break;
    }
  return (
    [first, ...rest]
      .join(" ")
      .replace(/\(\s+/g, "(")
      .replace(/,\s*\)/g, ")")
      .replace(/\s+/g, " ")
      .trim() || null
  );
}

/** A fixture's bytes as a one-line preview: text when it is UTF-8, hex otherwise. */
export function fixturePreview(bytes: Buffer): string {
  const asText = bytes.toString("utf8");
  const printable = !asText.includes("\uFFFD") && !/[\u0000-\u0008\u000e-\u001f]/.test(asText);
  return clip(printable ? asText.trim() : `0x${bytes.subarray(0, 64).toString("hex")}${bytes.length > 64 ? "…" : ""} (${bytes.length} bytes)`);
}

const clip = (s: string): string => (s.length <= LIMIT ? s : `${s.slice(0, LIMIT - 1)}…`);
