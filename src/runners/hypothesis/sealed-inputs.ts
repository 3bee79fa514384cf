// The sealed test's inputs (issue 44 item 4): what its strategies read from production
// before the first example, as seedgate_inputs.py prints them (each @given argument's
// resolved strategy). A hunt records them in the journal (`sealed_inputs`); a lane's pass
// needs the same text for every recorded name, so a pull request that narrows a
// production bound the sealed strategy takes (`st.integers(0, mylib.MAX_LEN)`) cannot
// hide the bug below it. A journal without the record (locked before it existed) is not
// checked. A strategy over a production enum ends with the members it draws (after
// MEMBERS_MARK); a journal recorded before that is held to the text before the mark.
// Pure: the runners collect the channel, these functions judge it.

export type SealedInputs = Readonly<Record<string, string>>;

/** What these functions read of an integrity test row (integrity.ts's TestRow). */
interface InputsRow {
  readonly name: string;
  readonly seed: number | null;
  readonly inputs?: SealedInputs;
  readonly recordedInputs?: SealedInputs;
}

/** What a hunt records, and a lane is held to. */
export const REHUNT_HINT = "an intended change is re-hunted on the parent and proposed in a sealed-only pull request";

/** The evidence with the hunt's record attached to every test row; absent (older journals), nothing is checked. */
export function withRecordedInputs<E extends { readonly tests: readonly InputsRow[] }>(ev: E, recorded: SealedInputs | undefined): E {
  if (recorded === undefined) return ev;
  return { ...ev, tests: ev.tests.map((t) => ({ ...t, recordedInputs: recorded })) };
}

/** A value as the row shows it: quoted, long ones cut (the row's detail is bounded; the journal holds the whole). */
const shown = (v: string | undefined): string => (v === undefined ? "nothing" : JSON.stringify(v.length > 400 ? `${v.slice(0, 400)}…` : v));

/** Where seedgate_inputs.py's listing of a strategy's enum members begins (its MARK): never inside a listing, always there when the printed strategy holds it. */
export const MEMBERS_MARK = " | members ";

/**
 * The lane's text is the record's: equal, or, for a @given argument (a name without spaces:
 * never an import's or fast-check's) whose record has no member listing (a journal hunted
 * before seedgate listed enum members), equal up to the lane's last mark. Re-hunted
 * journals record the members, so a removed member is a difference.
 */
function sameInput(name: string, recorded: string, seen: string | undefined): boolean {
  if (recorded === seen) return true;
  if (seen === undefined || /\s/.test(name) || recorded.includes(MEMBERS_MARK)) return false;
  const at = seen.lastIndexOf(MEMBERS_MARK);
  return at >= 0 && seen.slice(0, at) === recorded;
}

/** Why a test row's inputs differ from the hunt's record, or undefined when they are equal (or nothing was recorded). */
export function inputsDiffer(t: Pick<InputsRow, "inputs" | "recordedInputs">): string | undefined {
  const recorded = t.recordedInputs;
  if (recorded === undefined) return undefined;
  const seen = t.inputs ?? {};
  // The names are the sealed test's own (its @given arguments, its imports): only the recorded ones are held (one whose text varied in the hunt was left out).
  const differ = Object.keys(recorded)
    .sort()
    .filter((n) => !sameInput(n, recorded[n]!, seen[n]));
  if (differ.length === 0) return undefined;
  const each = differ.slice(0, 3).map((n) => `the sealed input ${n} was ${shown(seen[n])} where the hunt recorded ${shown(recorded[n])}`);
  const more = differ.length > 3 ? ` (and ${differ.length - 3} more)` : "";
  return (
    `${each.join("; ")}${more} (journal sealed_inputs): ` +
    `the sealed test read another value from production while it was collected or its strategies were built; ${REHUNT_HINT}`
  );
}

/** The inputs the evidence shows for `testName` under `seed` (what a hunt records), or undefined. */
export function ranInputs(ev: { readonly tests: readonly InputsRow[] }, testName: string, seed: number): SealedInputs | undefined {
  const isTest = (name: string) => name === testName || name.startsWith(`${testName}[`);
  return ev.tests.find((t) => isTest(t.name) && t.seed === seed && t.inputs !== undefined)?.inputs;
}

/** The inputs every run agrees on, by name (a name whose text varies between runs is left out: it cannot be held equal). */
export function agreedInputs(runs: readonly (SealedInputs | undefined)[]): SealedInputs | undefined {
  const seen = runs.filter((r): r is SealedInputs => r !== undefined);
  if (seen.length === 0) return undefined;
  const agreed: Record<string, string> = {};
  for (const [name, text] of Object.entries(seen[0]!)) if (seen.every((r) => r[name] === text)) agreed[name] = text;
  return Object.keys(agreed).length === 0 ? undefined : agreed;
}

/**
 * The lane's note for journals locked before the record existed: their Hypothesis
 * properties' sealed inputs are not checked (docs/formats.md, "Sealed inputs").
 */
export function unrecordedInputsNote(
  properties: Iterable<{ readonly id: string; readonly format: string; readonly sealedInputs?: SealedInputs }>,
): string | undefined {
  const ids = [...new Set([...properties].filter((p) => p.format === "journal" && p.sealedInputs === undefined).map((p) => p.id))].sort();
  if (ids.length === 0) return undefined;
  const shown = ids.length > 5 ? `${ids.slice(0, 5).join(", ")} and ${ids.length - 5} more` : ids.join(", ");
  return `sealed inputs not checked for ${shown}: the journal records no sealed_inputs (locked before seedgate recorded them), so what the sealed test reads from production while it is collected is compared with nothing; re-hunt to record them`;
}
