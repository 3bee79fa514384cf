// A harness's one row on the result channel (fd 3): the seed-003 harnesses and the
// fixture harnesses write exactly one JSON object there; none, garbage or a second
// row beside it is no row.
export interface HarnessRow {
  readonly case?: unknown;
  readonly outcome?: unknown;
  readonly detail?: unknown;
  readonly trace?: unknown;
}

/** Exactly one JSON object on a result channel, or null (none, garbage, or a second row beside it). */
export function singleRow<T extends object>(channel: string | undefined): T | null {
  const lines = (channel ?? "").split("\n").filter((l) => l.trim() !== "");
  if (lines.length !== 1) return null;
  try {
    const row = JSON.parse(lines[0]!) as unknown;
    return row !== null && typeof row === "object" ? (row as T) : null;
  } catch {
    return null;
  }
}

/** The channel's one row, when it is for this case. */
export function channelRow(channel: string | undefined, caseId: string): HarnessRow | null {
  const row = singleRow<HarnessRow>(channel);
  return row?.case === caseId ? row : null;
}
