// Reproduce commands beside seedgate's own (core/judge/reproduce.ts): for a seed of a
// preset whose framework runs alone (its table entry's `reproduce`), the framework's,
// which runs in the checkout without seedgate. The preset is the runner table's choice
// (ruleFor), so a selector a rule gives another preset gets no line that is not its own.
import type { JudgedRow } from "../core/row.js";
import { shellQuote } from "../core/judge/reproduce.js";
import type { RunnerRule } from "../core/inputs/config.js";
import { ruleFor } from "../runners/dispatch.js";
import { presetOf } from "../runners/presets.js";

/** What the plain Python line needs of the base config: the interpreter the lanes run and the production import roots. */
export interface PlainSetup {
  /** runners.python: a relative path (`.venv/bin/python`) or a bare name is used as is, from the checkout. */
  readonly python?: string | undefined;
  /** runners.pythonPaths, relative to the repository root: the line's PYTHONPATH. */
  readonly pythonPaths?: readonly string[] | undefined;
  /** runners.rules: which preset runs a selector (absent: the table's default claims). */
  readonly rules?: readonly RunnerRule[] | undefined;
}

/** The framework's own command, for a seed row whose selector a preset recognises, run from the checkout's root. */
export function rawCommand(row: Pick<JudgedRow, "planned" | "selector">, setup: PlainSetup = {}): string | null {
  const sel = row.selector;
  // A secret holdout (`#i`) has no public seed: only `seedgate lane holdout --only` derives it.
  if (sel === undefined || row.planned.kind !== "seed" || !/^-?\d+$/.test(row.planned.key)) return null;
  const rule = ruleFor({ runners: { rules: setup.rules ?? [] } }, sel);
  const line = rule === undefined ? undefined : presetOf(rule.preset)?.reproduce;
  return line === undefined ? null : line(sel, row.planned.key, pythonPrefix(setup));
}

/**
 * `PYTHONPATH=src .venv/bin/python`: the lanes' import roots and interpreter. An absolute
 * runners.python names a path on the CI runner, which a maintainer's machine may lack, so
 * that line says python3.
 */
function pythonPrefix(s: PlainSetup): string {
  const own = s.python;
  // A name with a slash runs as a path from the cwd (the checkout), a bare one from PATH.
  const python = own === undefined || own.startsWith("/") ? "python3" : word(own);
  const paths = (s.pythonPaths ?? []).filter((p) => p !== "" && p !== ".");
  return paths.length === 0 ? python : `PYTHONPATH=${word(paths.join(":"))} ${python}`;
}

/** Quoted only when the shell would read it otherwise. */
const word = (w: string): string => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : shellQuote(w));

/**
 * Seed 002: "Exploration failures become new fixtures or new freezes." For a failing
 * exploration seed, the two human steps that turn it into a locked fixture: capture its
 * shrunk input where it fails (the head), then promote it.
 */
export function explorationCapture(head: string, row: Pick<JudgedRow, "planned" | "judgement" | "source">): string | null {
  if (row.judgement.rule !== "Exploration seed fails" || row.source === undefined) return null;
  const { property, key } = row.planned;
  // --out the ledger itself: the hunt's draft record is where promote finds the captured bytes.
  return [
    `seedgate hunt --parent ${head} --property ${shellQuote(property)} --seeds ${key} --out ${shellQuote(row.source.file)}`,
    `seedgate promote ${key} ${shellQuote(property)}`,
  ].join("\n");
}
