// A property whose preflight refused (an unsupported framework version, an interpreter
// without pytest) runs no row: every row stays an error, since a verdict needs every row,
// but its detail opens with PREFLIGHT_REFUSED so the human surfaces (lane log, CLI, check
// run, comment) say the refusal once per property, not once per seed. Pure.

export const PREFLIGHT_REFUSED = "preflight refused:";

/** A row's detail for a preflight's answer `why`. */
export const preflightRefusal = (why: string): string => `${PREFLIGHT_REFUSED} ${why}`;

export const isPreflightRefusal = (detail: string): boolean => detail.startsWith(PREFLIGHT_REFUSED);

/** One refusal of one property, and how many of its rows it covers. */
export interface Refusal {
  readonly property: string;
  /** The detail's first line, the marker included. */
  readonly detail: string;
  readonly rows: number;
}

/** Preflight-refused rows grouped by property and refusal, in first-seen order. */
export function refusals<R>(rows: readonly R[], of: (row: R) => { readonly property: string; readonly detail: string }): Refusal[] {
  const groups = new Map<string, Refusal>();
  for (const row of rows) {
    const { property, detail } = of(row);
    if (!isPreflightRefusal(detail)) continue;
    const line = detail.split("\n")[0]!;
    const key = `${property}\0${line}`;
    const seen = groups.get(key);
    groups.set(key, { property, detail: line, rows: (seen?.rows ?? 0) + 1 });
  }
  return [...groups.values()];
}

/** "vitest-prop: preflight refused: vitest 1.6.0 is not supported (…) — 12 rows not run". */
export const refusalLine = (r: Refusal): string => `${r.property}: ${r.detail} — ${r.rows} row${r.rows === 1 ? "" : "s"} not run`;
