// Fixtures from hits: the shrunk failing input of a Hypothesis run as bytes
// (canonical JSON of the test's keyword arguments). Two sources, best first:
// the observability lines (`.hypothesis/observed/*.jsonl`, Hypothesis >= 6.9x) and
// the printed "Falsifying example: test_x(a=...)" call, whose Python literals the
// shipped literal_json.py helper turns into JSON with ast.literal_eval, all of a
// hunt's calls in one process.
import type { RowPorts } from "./preset.js";
import { childEnv } from "./child-env.js";
import { harnessPath } from "./harness-path.js";

/** The failure a typed capture saw: the exception's type name and where it was raised (innermost frame, "file.py:LINE"). */
export interface SeenFailure {
  readonly type: string;
  readonly where: string;
}

export type Capture =
  | { readonly ok: true; readonly bytes: Buffer; readonly source: "typed" | "observability" | "printed" | "fixture-out"; readonly failure?: SeenFailure }
  | { readonly ok: false; readonly reason: string };

export type PrintedCall =
  { readonly ok: true; readonly header: string; readonly test: string; readonly call: string } | { readonly ok: false; readonly reason: string };

const HEADER = /^(Falsifying example|Falsifying explicit example|Failing test case):\s*(.*)$/;

/** pytest prefixes exception notes with "E   " and exception groups with "| ": neither matters inside a call's parentheses. */
const unprefix = (line: string): string =>
  line
    .replace(/^\s*E {1,7}/, "")
    .replace(/^\s*(\|\s?)+/, "")
    .trimStart();

/** The last printed falsifying call in `output`, complete up to its closing parenthesis. */
export function falsifyingCall(output: string): PrintedCall {
  const lines = output.split(/\r?\n/).map(unprefix);
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = HEADER.exec(lines[i]!);
    if (m === null) continue;
    const call = balancedCall([m[2]!, ...lines.slice(i + 1)].join("\n"));
    if (call === null) return { ok: false, reason: `the "${m[1]}" call is cut off or has no arguments in the captured output` };
    return { ok: true, header: m[1]!, test: call.slice(0, call.indexOf("(")).trim(), call };
  }
  return { ok: false, reason: 'the output has no "Falsifying example" or "Failing test case" line' };
}

/** `name(...)` up to the parenthesis that closes it, skipping brackets inside string literals. */
function balancedCall(text: string): string | null {
  const open = text.search(/^[A-Za-z_][\w.]*\(/) === 0 ? text.indexOf("(") : -1;
  if (open === -1) return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      i = stringEnd(text, i);
      if (i === -1) return null;
    } else if (c === "#") {
      const nl = text.indexOf("\n", i); // a "# or any other generated value" comment
      if (nl === -1) return null;
      i = nl;
    } else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return text.slice(0, i + 1);
  }
  return null;
}

function stringEnd(text: string, start: number): number {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  for (let i = start + close.length; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(close, i)) return i + close.length - 1;
    else if (!triple && text[i] === "\n") return -1;
  }
  return -1;
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** JUnit failure messages can arrive with XML character references left in ("&#10;" for newlines). */
export const xmlText = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? m;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });

interface Observation {
  type?: unknown;
  status?: unknown;
  how_generated?: unknown;
  arguments?: unknown;
}

/**
 * The arguments of the minimal failing example from observability JSONL text:
 * the last failed test_case line, preferring the one Hypothesis marks as the
 * "minimal failing example" (the replay of the shrunk input).
 */
export function observedArguments(jsonl: string): { ok: true; arguments: Record<string, unknown> } | { ok: false; reason: string } {
  const failed: Observation[] = [];
  for (const line of jsonl.split("\n")) {
    if (line.trim() === "") continue;
    let o: Observation;
    try {
      o = JSON.parse(line) as Observation;
    } catch {
      continue; // a line cut by a killed process is not evidence
    }
    if (o.type === "test_case" && o.status === "failed" && isRecord(o.arguments)) failed.push(o);
  }
  const best = failed.filter((o) => o.how_generated === "minimal failing example").at(-1) ?? failed.at(-1);
  if (best === undefined) return { ok: false, reason: "no failed test case in the observability output" };
  const args = best.arguments as Record<string, unknown>;
  const unsafe = findUnsafeInteger(args);
  if (unsafe !== null) return { ok: false, reason: `argument ${unsafe} is an integer beyond 2^53, which JSON here cannot hold exactly` };
  return { ok: true, arguments: args };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function findUnsafeInteger(v: unknown, where = ""): string | null {
  if (typeof v === "number") return Number.isInteger(v) && !Number.isSafeInteger(v) ? where : null;
  if (Array.isArray(v)) return v.map((x, i) => findUnsafeInteger(x, `${where}[${i}]`)).find((x) => x !== null) ?? null;
  if (isRecord(v))
    return (
      Object.entries(v)
        .map(([k, x]) => findUnsafeInteger(x, where === "" ? k : `${where}.${k}`))
        .find((x) => x !== null) ?? null
    );
  return null;
}

/** Sorted keys, no whitespace: the same arguments always give the same bytes (and digest). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A printed call longer than this is refused (it was one argv string once; the limit keeps fixtures reviewable). */
export const MAX_PRINTED_BYTES = 100_000;

/**
 * Each printed call's keyword arguments as canonical JSON bytes, one capture per call
 * in order, through ONE run of the literal_json.py helper for all of them (a hunt's
 * hits convert together: one interpreter start, not one per hit).
 */
export async function literalArguments(
  ports: RowPorts,
  python: string,
  calls: readonly string[],
  baseEnv: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Promise<Capture[]> {
  const tooLong = (call: string): Capture => ({
    ok: false,
    reason: `the falsifying example is ${Buffer.byteLength(call)} bytes, over the ${MAX_PRINTED_BYTES}-byte limit for a printed fixture`,
  });
  const sent = calls.flatMap((call, i) => (Buffer.byteLength(call) > MAX_PRINTED_BYTES ? [] : [i]));
  const out: Capture[] = calls.map(tooLong);
  if (sent.length === 0) return out;
  const scratch = ports.disk.scratch("seedgate-literal-");
  try {
    scratch.write("calls.json", JSON.stringify(sent.map((i) => calls[i]!)));
    const args = ["-s", harnessPath("evidence/literal_json.py"), "--many", scratch.path("calls.json"), scratch.path("out.json")];
    const r = await ports.exec.run({ command: python, args, cwd, env: childEnv(baseEnv, 0), timeoutMs: 30_000 + 100 * sent.length });
    const answers = r.timedOut || r.exitCode !== 0 ? null : readAnswers(scratch.read("out.json"), sent.length);
    const why = r.timedOut
      ? "literal_json.py timed out"
      : r.stderrTail.trim().split("\n").at(-1) || `literal_json.py exited ${r.exitCode} without an answer per call`;
    sent.forEach((i, k) => {
      const a = answers?.[k];
      out[i] =
        a === undefined
          ? { ok: false, reason: why }
          : typeof a.json === "string"
            ? { ok: true, bytes: Buffer.from(a.json, "utf8"), source: "printed" }
            : { ok: false, reason: String(a.error) };
    });
    return out;
  } finally {
    scratch.dispose();
  }
}

type Answer = { readonly json?: unknown; readonly error?: unknown };

/** One answer per call sent, or none at all: a short or foreign list is no evidence. */
function readAnswers(text: string | null, count: number): Answer[] | null {
  if (text === null) return null;
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list) || list.length !== count) return null;
    return list.every((a) => a !== null && typeof a === "object" && (typeof a.json === "string" || typeof a.error === "string")) ? (list as Answer[]) : null;
  } catch {
    return null;
  }
}
