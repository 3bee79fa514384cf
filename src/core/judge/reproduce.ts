// seedgate's own reproduce line for one row, built in one place for the judge's hints,
// the report and the terminal. Arguments are shell-quoted so the line pastes as it is.
export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export interface RowAddress {
  readonly lane: string;
  readonly property: string;
  readonly key: string;
}

/** `base` is the base commit (a SHA, or a placeholder where the caller has none). */
export const laneReproduce = (base: string, row: RowAddress): string =>
  `seedgate lane ${row.lane} --base ${base} --only ${shellQuote(`${row.property}:${row.key}`)}`;
