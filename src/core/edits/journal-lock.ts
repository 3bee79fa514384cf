// `seedgate lock`'s edit, pure: a hunt's proposal (state `hit`) becomes the locked
// journal. Seed 000: "promotion from hit to locked is a human's write"; the proposal is
// checked against the journal schema and rules before and after, so a lock never writes
// a journal the gate would refuse. Every refusal names the file and the field.
import { SeedgateError } from "../errors.js";
import type { Finding } from "../findings.js";
import { parseJournal, type RawJournal } from "../formats/journal.js";
import { transition } from "../judge/journal-state.js";

export interface JournalText {
  readonly file: string;
  readonly text: string;
}

export interface LockEdit {
  readonly document: RawJournal;
  readonly text: string;
  /** One line per field that differs from the journal before the lock. */
  readonly changes: readonly string[];
}

/**
 * `current` is the journal file as it is now; `proposal` the hunt's `--out` file when it
 * was written elsewhere (absent: the hunt wrote over the journal itself, as a re-hunt does).
 */
export function lockJournal(propertyId: string, current: JournalText, proposal?: JournalText): LockEdit {
  const before = checked(current);
  const source = proposal ?? current;
  const p = proposal === undefined ? before : checked(proposal);
  if (p.id !== propertyId) throw refusal(source, "/id", `the proposal is for "${p.id}", not "${propertyId}"`, "pass the proposal of this property");
  if (p.selector !== before.selector) {
    throw refusal(
      source,
      "/selector",
      `the proposal's selector "${p.selector}" is not the journal's "${before.selector}"`,
      "a lock never changes which test votes: hunt the journal as it is",
    );
  }
  const step = transition(p.state, { kind: "humanLock" });
  if (!step.ok)
    throw refusal(
      source,
      "/state",
      `cannot lock a "${p.state}" journal: ${step.refusal.message}`,
      p.state === "proposed" ? "run seedgate hunt on the parent first; it proposes state hit" : "nothing to lock",
    );
  if (p.parent_sha === undefined)
    throw refusal(source, "/parent_sha", "a proposal records the parent the hunt ran on; this one has none", "lock only what seedgate hunt proposed");
  const document: RawJournal = { ...p, state: step.state };
  const text = JSON.stringify(document, null, 2) + "\n";
  checked({ file: current.file, text }); // the written bytes pass the gate's own rules
  return { document, text, changes: changes(before, document) };
}

function checked(j: JournalText): RawJournal {
  const { findings } = parseJournal(j.file, j.text);
  const bad = findings.find((f) => f.severity === "error");
  if (bad !== undefined) throw fromFinding(j.file, bad);
  return JSON.parse(j.text) as RawJournal;
}

function fromFinding(file: string, f: Finding): SeedgateError {
  return new SeedgateError("input", f.message, {
    file: f.file ?? file,
    ...(f.pointer ? { field: f.pointer } : {}),
    ...(f.line === undefined ? {} : { line: f.line }),
    hint: f.hint ?? "run seedgate validate",
  });
}

const refusal = (j: JournalText, field: string, message: string, hint: string) => new SeedgateError("input", message, { file: j.file, field, hint });

/** Field-level differences, shallow below the top: `replay.seeds: [] → [2, 3]`. */
export function changes(before: RawJournal, after: RawJournal): string[] {
  const out: string[] = [];
  const show = (v: unknown) => (v === undefined ? "(none)" : JSON.stringify(v));
  const walk = (a: unknown, b: unknown, path: string) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (isRecord(a) && isRecord(b) && path !== "environment") {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], path === "" ? k : `${path}.${k}`);
    } else out.push(`${path}: ${show(a)} → ${show(b)}`);
  };
  walk(before, after, "");
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
