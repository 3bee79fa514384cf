// The one reader of the result channel (fd 3, docs/protocol.md): a run's channel text is
// parsed here once, each line checked against src/harness/protocol/channel.schema.json,
// into typed rows (channel-rows.ts) the runners judge. A line that is not JSON, or not a
// row of the schema (an unknown event, a wrong field), is the channel's error naming the
// line and the complaint: never skipped. Each reader makes it an error row (fail closed).
import type { ErrorObject } from "ajv";
import { validatorFor } from "../core/inputs/schema-check.js";
import type { ChannelRow, RowKind, RowOf } from "./channel-rows.js";

export type * from "./channel-rows.js";

export const CHANNEL_SCHEMA = "https://seedgate.dev/schemas/channel.schema.json";

export interface Channel {
  /** Every row, in order, up to the first line that is not one. */
  readonly rows: readonly ChannelRow[];
  /** The first line that is not a row: its number and why; undefined when every line is one. */
  readonly error?: string;
  /** The last line was cut short (no newline, not a row): a writer killed mid-row. Never a row. */
  readonly torn: boolean;
}

/** A run's channel, or its text (parsed here: a runner passes the parsed value on). */
export type ChannelText = Channel | string | undefined;

const EMPTY: Channel = { rows: [], torn: false };

/** One line's row, or why it is none. */
function rowOf(line: string): ChannelRow | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return `is not a JSON row (${(err as Error).message})`;
  }
  const validate = validatorFor(CHANNEL_SCHEMA);
  if (!validate(value)) return `is not a row of the channel schema: ${complaint(validate.errors ?? [])}`;
  const row = value as Record<string, unknown>;
  return { ...row, kind: typeof row.event === "string" ? row.event : shapeOf(row) } as ChannelRow;
}

/** The kind of a row without `event`, as the schema tells it. */
const shapeOf = (row: Record<string, unknown>): RowKind =>
  "case" in row ? "case" : "index" in row ? "fixtureLine" : "fixture" in row ? "fixture" : "testResult";

/** The schema's complaint in a line's words (the if/then scaffolding left out). */
function complaint(errors: readonly ErrorObject[]): string {
  const said = errors.filter((e) => e.keyword !== "if").map(explain);
  return [...new Set(said)].slice(0, 3).join("; ") || "no definition matches it";
}

function explain(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath || "the row";
  if (e.keyword === "enum" && e.instancePath === "/event") return `unknown event (one of ${(p.allowedValues as string[]).join(", ")})`;
  if (e.keyword === "additionalProperties") return `${at} has an unknown field "${String(p.additionalProperty)}"`;
  if (e.keyword === "required") return `${at} misses the field "${String(p.missingProperty)}"`;
  return `${at} ${e.message ?? e.keyword}`;
}

/** The channel's rows, parsed once; a line that is not a row stops the parse and names itself. */
export function parseChannel(text: string | undefined): Channel {
  if (text === undefined || text === "") return EMPTY;
  const lines = text.split("\n");
  const last = lines.pop()!; // "" when the text ends with its newline
  const rows: ChannelRow[] = [];
  for (const [i, line] of lines.entries()) {
    const row = rowOf(line);
    if (typeof row === "string") return { rows, error: `line ${i + 1} of the result channel ${row}: something else wrote there`, torn: false };
    rows.push(row);
  }
  if (last === "") return { rows, torn: false };
  const tail = rowOf(last); // a whole row without its newline is a row; a cut one is torn
  return typeof tail === "string" ? { rows, torn: true } : { rows: [...rows, tail], torn: false };
}

/** Progress only: one line as it arrives, when it is a row (the verdict reads the whole channel at exit). */
export function parseLine(line: string): ChannelRow | undefined {
  const row = rowOf(line);
  return typeof row === "string" ? undefined : row;
}

export const channelOf = (channel: ChannelText): Channel => (typeof channel === "object" ? channel : parseChannel(channel));

/** The channel's rows of one kind. */
export function rowsOf<K extends RowKind>(channel: ChannelText, kind: K): RowOf<K>[] {
  return channelOf(channel).rows.filter((r): r is RowOf<K> => r.kind === kind);
}

/**
 * The one row of a one-row harness (seed-003 cases, fixture replays), or null: no row,
 * a line that is not one, a cut line or a second row beside it is no row.
 */
export function singleRow(channel: ChannelText): ChannelRow | null {
  const c = channelOf(channel);
  return c.error === undefined && !c.torn && c.rows.length === 1 ? c.rows[0]! : null;
}

/** The channel's one row, when it is this case's. */
export function channelRow(channel: ChannelText, caseId: string): RowOf<"case"> | null {
  const row = singleRow(channel);
  return row?.kind === "case" && row.case === caseId ? row : null;
}
