// Earned checks (seed 002's mutant calibration) as a non-voting advisory: a draft
// property is *earned* when some seed fails on the parent (the pre-fix tree) and the
// same seed passes on the head (the fix). The report carries `votes: false` and is
// a type of its own, so the judge cannot count it by accident.

/** Where a draft came from: every source is one the gate ignores. */
export type DraftSource = "ledger-draft" | "ledger-unearned" | "journal-proposed" | "pr-test";

export interface DraftProperty {
  readonly id: string;
  /** `path/test_x.py::test_name`, read from the head commit. */
  readonly selector: string;
  readonly source: DraftSource;
  /** The file that defines the draft (ledger, journal, or the PR's test file). */
  readonly file: string;
}

export type SeedOutcome = "pass" | "fail" | "timeout" | "error";

/** Seeds of one side (parent or head), grouped by outcome. */
export interface SideOutcomes {
  readonly pass: readonly number[];
  readonly fail: readonly number[];
  readonly timeout: readonly number[];
  readonly error: readonly number[];
  /** First line of the first error or timeout, to say why a side could not run. */
  readonly detail: string;
}

export type EarnedLabel = "earned" | "unearned" | "inconclusive";

export interface EarnedProperty extends DraftProperty {
  readonly label: EarnedLabel;
  readonly reason: string;
  /** Seeds that fail on the parent and pass on the head: the calibrated pre-fix seeds. */
  readonly earnedSeeds: readonly number[];
  readonly parent: SideOutcomes;
  readonly head: SideOutcomes;
}

export interface EarnedReport {
  readonly kind: "earned";
  readonly votes: false;
  readonly base: string;
  readonly head: string;
  readonly seeds: readonly number[];
  readonly properties: readonly EarnedProperty[];
}

export function sideOutcomes(runs: ReadonlyMap<number, { readonly outcome: SeedOutcome; readonly detail: string }>, seeds: readonly number[]): SideOutcomes {
  const pick = (o: SeedOutcome) => seeds.filter((s) => runs.get(s)?.outcome === o);
  const noisy = seeds.map((s) => runs.get(s)).find((r) => r !== undefined && (r.outcome === "error" || r.outcome === "timeout"));
  return { pass: pick("pass"), fail: pick("fail"), timeout: pick("timeout"), error: pick("error"), detail: noisy?.detail.split("\n")[0]?.slice(0, 300) ?? "" };
}

/** The label of one draft from both sides. Timeouts are noise, never hits (seed 000). */
export function classifyEarned(parent: SideOutcomes, head: SideOutcomes): { label: EarnedLabel; reason: string; earnedSeeds: number[] } {
  const headPass = new Set(head.pass);
  const earnedSeeds = parent.fail.filter((s) => headPass.has(s));
  if (earnedSeeds.length > 0) {
    return {
      label: "earned",
      earnedSeeds,
      reason: `fails on the parent and passes on the head with seed${earnedSeeds.length === 1 ? "" : "s"} ${earnedSeeds.join(", ")}: worth promoting`,
    };
  }
  if (parent.fail.length > 0) {
    return {
      label: "inconclusive",
      earnedSeeds,
      reason: `fails on the parent (seeds ${parent.fail.join(", ")}) but none of those seeds passes on the head: the fix does not satisfy it, or the property is wrong`,
    };
  }
  if (parent.pass.length > 0) {
    const broken = head.fail.length > 0 ? `; it fails on the head with seeds ${head.fail.join(", ")}` : "";
    return {
      label: "unearned",
      earnedSeeds,
      reason: `never fails on the parent (${parent.pass.length} seeds pass): it cannot see the defect; keep it out of required${broken}`,
    };
  }
  return {
    label: "inconclusive",
    earnedSeeds,
    reason: `no seed ran cleanly on the parent (${parent.timeout.length} timeouts, ${parent.error.length} errors)${parent.detail ? `: ${parent.detail}` : ""}`,
  };
}

/** A PR test file the scan considers: `test_*.py` anywhere. */
export const isPythonTestFile = (path: string): boolean => /(^|\/)test_[^/]*\.py$/.test(path);

/**
 * Top-level `def test_*` functions decorated with Hypothesis' `@given` (a simple
 * text scan, not a parser): the decorator block is the run of lines above the
 * `def` that start with `@`, whitespace or a closing bracket.
 */
export function givenTests(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((line, i) => {
    const def = /^(?:async\s+)?def\s+(test_\w*)\s*\(/.exec(line);
    if (def === null) return;
    const block: string[] = [];
    for (let k = i - 1; k >= 0; k--) {
      const above = lines[k]!;
      if (!/^[@\s)\]]/.test(above) || above.trim() === "") break;
      block.push(above);
    }
    if (block.some((l) => /^@\s*(?:[\w.]+\.)?given\b/.test(l))) out.push(def[1]!);
  });
  return [...new Set(out)];
}
