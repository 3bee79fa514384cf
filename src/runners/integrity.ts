// Positive evidence from seedgate's in-process integrity plugin
// (src/harness/seedgate_integrity.py): what Hypothesis really ran, and whether the
// code that decides what runs was replaced after the plugin's snapshot. Pure: the
// runners read the file, these functions judge it.
//
// The rule, in every hypothesis mode: a pass needs the test's own pass (JUnit or the
// batch row, exit code) AND this evidence finished (`done`), with a row for the test
// under its seed that saw at least one example, and no tampering. Tampering makes
// any outcome an error, a failure included: a process that rewrote pytest or
// Hypothesis cannot be trusted to have failed for the property's reason either, and
// error blocks as fail does (it is never frozen or staled away). A genuine failure
// with missing evidence stays a failure: the evidence is only asked to back a pass.

export const INTEGRITY_PLUGIN = "seedgate_integrity";
/** The library the plugin and the fixture harness import (a root file of this name is refused too). */
export const SNAPSHOT_MODULE = "seedgate_snapshot";
/** The evidence path the runner owns; the plugin takes it out of os.environ at import. */
export const EVIDENCE_ENV = "SEEDGATE_EVIDENCE";

export interface TestRow {
  readonly nodeid: string;
  readonly name: string;
  /** A real Hypothesis @given test (its handle is Hypothesis' own). */
  readonly given: boolean;
  /** Examples Hypothesis handed to the test body. */
  readonly examples: number;
  /** The forced seed the test ran under (hypothesis.core.global_force_seed); null when none was forced. */
  readonly seed: number | null;
}

export interface Integrity {
  readonly tampering: readonly string[];
  readonly tests: readonly TestRow[];
  /** The plugin's clean session end: without it the process ended early (os._exit, a crash, a kill). */
  readonly done: boolean;
}

/** JSON lines; a torn or foreign line is ignored. */
export function parseIntegrity(text: string): Integrity {
  const tampering: string[] = [];
  const tests: TestRow[] = [];
  let done = false;
  for (const line of text.split("\n")) {
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      continue;
    }
    if (row === null || typeof row !== "object") continue;
    const r = row as Record<string, unknown>;
    if (r.event === "done") done = true;
    if (r.event === "tampering" && typeof r.what === "string") tampering.push(r.what);
    if (r.event === "test" && typeof r.name === "string" && typeof r.examples === "number") {
      tests.push({ nodeid: String(r.nodeid ?? r.name), name: r.name, given: r.given === true, examples: r.examples, seed: typeof r.seed === "number" ? r.seed : null });
    }
  }
  return { tampering, tests, done };
}

/** The detail of a tampered run, or undefined when nothing was replaced. */
export function tamperingDetail(ev: Integrity): string | undefined {
  if (ev.tampering.length === 0) return undefined;
  const more = ev.tampering.length > 3 ? ` (and ${ev.tampering.length - 3} more)` : "";
  return `tampering: ${ev.tampering.slice(0, 3).join("; ")}${more}`;
}

/** A parametrised id (`name[...]`) counts as its function, as in the JUnit evidence. */
const isTest = (name: string, testName: string) => name === testName || name.startsWith(`${testName}[`);

/**
 * Why the evidence does not back a pass of `testName` under `seed`, or undefined when
 * it does. `done` is false where the caller knows the process did not end cleanly on
 * purpose (a batch ended by its watchdog): then only the test's own rows count.
 */
export function unbackedPass(ev: Integrity, testName: string, seed: number, requireDone = true): string | undefined {
  const tampered = tamperingDetail(ev);
  if (tampered !== undefined) return tampered;
  if (requireDone && !ev.done) return "seedgate's integrity evidence is unfinished: the process ended before pytest's clean session end (os._exit, a crash or a kill), so its pass is not believed";
  const mine = ev.tests.filter((t) => isTest(t.name, testName) && t.seed === seed);
  if (mine.length === 0) {
    const others = [...new Set(ev.tests.filter((t) => isTest(t.name, testName)).map((t) => String(t.seed)))];
    const hint = others.length > 0 ? ` (it ran under seed ${others.join(", ")} only: was the forced seed changed?)` : ": it never ran under seedgate's plugin";
    return `seedgate's integrity evidence has no row for ${testName} under seed ${seed}${hint}`;
  }
  const hollow = mine.find((t) => t.examples < 1);
  if (hollow !== undefined) {
    const why = hollow.given ? "its body was never called" : "it is not a Hypothesis @given test";
    return `Hypothesis ran no examples of ${hollow.nodeid} (${why}): a run without examples is never a pass`;
  }
  return undefined;
}

/**
 * The fixture harnesses' rows carry their own integrity evidence (replay_fixture.py):
 * why a row's verdict cannot stand, or undefined when it can. A row without the
 * evidence is never believed; tampering makes any verdict an error.
 */
export function fixtureIntegrity(row: { readonly integrity?: unknown }): string | undefined {
  const ev = row.integrity as { checked?: unknown; tampering?: unknown } | null | undefined;
  if (ev === null || typeof ev !== "object" || ev.checked !== true || !Array.isArray(ev.tampering)) {
    return "the fixture harness's row carries no integrity evidence: it was not written by seedgate's harness";
  }
  return tamperingDetail({ tampering: ev.tampering.map(String), tests: [], done: true });
}
