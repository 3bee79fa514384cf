// Positive evidence from seedgate's in-process integrity plugin
// (src/harness/evidence/seedgate_integrity.py): what Hypothesis really ran, and whether the
// code that decides what runs was replaced after the plugin's snapshot. It arrives on
// the result channel (fd 3, SEEDGATE_CHANNEL_FD), never through a path. Pure: the
// runners collect the channel, these functions judge it.
//
// The rule, in every hypothesis mode: a pass needs the test's own pass (JUnit or the
// batch row, exit code) AND this evidence finished (`done`), with a row for the test
// under its seed that saw at least one example, that pytest saw pass, under the
// settings seedgate forces (database=None, every phase, the sealed test's deadline:
// None unless it sets one, the sealed test's max_examples,
// Hypothesis' engine stopping at that number or on an exhausted search space), and no
// tampering. A channel whose rows are not numbered 0, 1, 2, ... holds a row seedgate's
// plugins did not write: tampering. Tampering makes
// any outcome an error, a failure included: a process that rewrote pytest or
// Hypothesis cannot be trusted to have failed for the property's reason either, and
// error blocks as fail does (it is never frozen or staled away). A genuine failure
// with missing evidence stays a failure: the evidence is only asked to back a pass.

import { channelOf, type ChannelRow, type ChannelText } from "../channel.js";
import { inputsDiffer } from "./sealed-inputs.js";

export const INTEGRITY_PLUGIN = "seedgate_integrity";
/** The library the plugin and the fixture harness import (a root file of this name is refused too). */
export const SNAPSHOT_MODULE = "seedgate_snapshot";
/** The result channel's descriptor number; seedgate_channel.py takes it out of os.environ at import. */
export const CHANNEL_ENV = "SEEDGATE_CHANNEL_FD";
/** Where ExecRequest.channel puts the pipe in the child. */
export const CHANNEL_FD = "3";

/** Hypothesis' settings as the plugin read them at call time. */
export interface ForcedSettings {
  readonly max_examples: number;
  readonly database: string | null;
  readonly deadline: number | null;
  readonly phases: readonly string[];
}

export interface TestRow {
  readonly nodeid: string;
  readonly name: string;
  /** A real Hypothesis @given test (its handle is Hypothesis' own). */
  readonly given: boolean;
  /** Examples Hypothesis handed to the test body. */
  readonly examples: number;
  /** The forced seed the test ran under (hypothesis.core.global_force_seed); null when none was forced. */
  readonly seed: number | null;
  /** pytest's outcome for the test: passed, failed, skipped or none. */
  readonly outcome: string;
  readonly settings: ForcedSettings | null;
  /** max_examples as the sealed source asks (a literal, else Hypothesis' default); null when not a literal. */
  readonly askedMaxExamples: number | null;
  /** askedMaxExamples is the hunt's recorded figure (journal `max_examples`), not the source's. */
  readonly recordedByHunt?: boolean;
  /** The deadline (ms) the sealed source runs with: its literal, else null (seedgate's profile forces none); undefined when not a literal. */
  readonly askedDeadline?: number | null;
  readonly allPhases: readonly string[];
  /** Each @given argument's resolved strategy as printed (sealed-inputs.ts); the hunt's record, when the journal has one. */
  readonly inputs?: Readonly<Record<string, string>>;
  readonly recordedInputs?: Readonly<Record<string, string>>;
  /** Hypothesis' engine statistics: why it stopped generating. */
  readonly stopped: string | null;
}

export interface Integrity {
  readonly tampering: readonly string[];
  readonly tests: readonly TestRow[];
  /** The plugin's clean session end: without it the process ended early (os._exit, a crash, a kill). */
  readonly done: boolean;
}

/** The numbered channel's rows (a last line torn by a kill is no row), or why the channel is not seedgate's alone. */
export function channelRows(text: ChannelText): { rows: ChannelRow[]; forged?: string } {
  const channel = channelOf(text);
  const rows: ChannelRow[] = [];
  for (const [i, r] of channel.rows.entries()) {
    const n = "n" in r ? r.n : undefined;
    if (n !== i) return { rows, forged: `row ${i + 1} of the result channel is numbered ${JSON.stringify(n)}, not ${i}: something else wrote there` };
    rows.push(r);
  }
  return channel.error === undefined ? { rows } : { rows, forged: channel.error };
}

/** The channel's rows; a channel something else wrote to is tampering. */
export function parseIntegrity(text: ChannelText): Integrity {
  const tampering: string[] = [];
  const tests: TestRow[] = [];
  let done = false;
  const channel = channelRows(text);
  if (channel.forged !== undefined) tampering.push(channel.forged);
  for (const r of channel.rows) {
    if (r.kind === "done") done = true;
    if (r.kind === "tampering") tampering.push(r.what);
    if (r.kind === "test") {
      tests.push({
        nodeid: r.nodeid,
        name: r.name,
        given: r.given,
        examples: r.examples,
        seed: r.seed,
        outcome: r.outcome,
        settings: r.settings,
        askedMaxExamples: r.asked_max_examples,
        ...(r.asked_deadline === undefined ? {} : { askedDeadline: r.asked_deadline }),
        allPhases: r.all_phases,
        stopped: r.stopped,
        ...(r.inputs === undefined ? {} : { inputs: r.inputs }),
      });
    }
  }
  return { tampering, tests, done };
}

/**
 * The hunt's recorded max_examples (journal `max_examples`) replaces the sealed source's
 * literal as the figure a pass must run to; absent (older journals), today's rule stands.
 */
export function withHuntFigure(ev: Integrity, recorded: number | undefined): Integrity {
  if (recorded === undefined) return ev;
  return { ...ev, tests: ev.tests.map((t) => ({ ...t, askedMaxExamples: recorded, recordedByHunt: true })) };
}

/** max_examples the evidence shows for `testName` under `seed` (what a hunt records), or undefined. */
export function ranMaxExamples(ev: Integrity, testName: string, seed: number): number | undefined {
  return ev.tests.find((t) => isTest(t.name, testName) && t.seed === seed && t.settings !== null)?.settings?.max_examples;
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
  if (requireDone && !ev.done)
    return "seedgate's integrity evidence is unfinished: the process ended before pytest's clean session end (os._exit, a crash or a kill), so its pass is not believed";
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
  for (const t of mine) {
    const why = notForced(t) ?? inputsDiffer(t);
    if (why !== undefined) return `${t.nodeid}: ${why}`;
  }
  return undefined;
}

const msOf = (ms: number | null): string => (ms === null ? "None" : `${ms} ms`);

/** Why a passing test row did not run as seedgate forces it, or undefined. */
export function notForced(t: TestRow): string | undefined {
  if (t.outcome !== "passed") return `pytest reported ${t.outcome} to seedgate's plugin, so the report's pass is not believed`;
  const s = t.settings;
  if (s === null) return "seedgate's plugin saw no Hypothesis settings at call time";
  if (s.database !== null) return `Hypothesis ran with an example database (${s.database}) where seedgate forces database=None`;
  const missing = t.allPhases.filter((p) => !s.phases.includes(p));
  if (t.allPhases.length === 0 || missing.length > 0) return `Hypothesis ran without the phase(s) ${missing.join(", ") || "(unknown)"}: every phase must run`;
  if (t.askedMaxExamples !== null && s.max_examples !== t.askedMaxExamples)
    return t.recordedByHunt
      ? `Hypothesis' max_examples was ${s.max_examples} where the hunt recorded ${t.askedMaxExamples} (journal max_examples): re-hunt, or run as hunted`
      : `Hypothesis' max_examples was ${s.max_examples} where the sealed test asks for ${t.askedMaxExamples}`;
  // A deadline turns the machine's speed into outcomes (DeadlineExceeded, Flaky): only the sealed test's own counts.
  if (t.askedDeadline !== undefined && s.deadline !== t.askedDeadline)
    return `Hypothesis ran with deadline=${msOf(s.deadline)} where the sealed test runs with deadline=${msOf(t.askedDeadline)}${t.askedDeadline === null ? " (seedgate's profile forces it)" : ""}`;
  const ranTo = `settings.max_examples=${s.max_examples}`;
  if (t.stopped !== ranTo && t.stopped !== "nothing left to do")
    return `Hypothesis' engine stopped because ${t.stopped ?? "(it never reported)"}, not after ${s.max_examples} examples or an exhausted search space`;
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
