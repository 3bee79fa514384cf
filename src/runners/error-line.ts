// The first meaningful line of a process's output, for error rows whose process ended
// without reporting: "ModuleNotFoundError: No module named 'x'" says what to fix,
// "pytest: usage error" does not. Used only where the runner's own words say nothing
// of the cause (never in front of a tampering finding, which must stay first).

/** pytest's exception lines ("E   ModuleNotFoundError: ..."), first one wins. */
const PYTEST_E = /^E {1,7}(\S.*)$/;
/** A Python or Node exception line: `ValueError: ...`, `Error: Cannot find module ...`, `TypeError [ERR_X]: ...`. */
const EXCEPTION = /^(?:[A-Za-z_][\w.]*)?(?:Error|Exception|Exit|Interrupt)(?: \[[\w-]+\])?(?::\s.*)?$/;
/** pytest's own complaint about its arguments or collection ("ERROR: not found: ..."). */
const PYTEST_ERROR = /^ERROR: \S/;
/** Section rules, headers, tracebacks' frames and summaries: never the cause. */
const DECORATION = [
  /^\s*$/,
  /^\s/,
  /^[=_\-~*#.sFE]+$/,
  /^[=_]{3,}.*[=_]{3,}$/,
  /^Traceback \(most recent call last\):/,
  /^Hint: /,
  /^(Interrupted|short test summary)/,
  /^\d+ (errors?|failed|passed|skipped)\b/,
  /^ERROR tests?\b|^ERROR \S+\.py\b/,
  /^(RUN|FAIL|Test Files|Tests|Start at|Duration)\b/,
];

const MAX = 300;
const clip = (line: string): string => (line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line);

export function meaningfulLine(output: string): string | undefined {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split(/\r?\n/)
    .map((l) => l.trimEnd());
  const e = lines.map((l) => PYTEST_E.exec(l)?.[1]).find((l) => l !== undefined);
  if (e !== undefined) return clip(e);
  const exception = lines
    .map((l) => l.trim())
    .filter((l) => EXCEPTION.test(l))
    .at(-1);
  if (exception !== undefined) return clip(exception);
  const complaint = lines.find((l) => PYTEST_ERROR.test(l));
  if (complaint !== undefined) return clip(complaint);
  const first = lines.find((l) => !DECORATION.some((d) => d.test(l)));
  return first === undefined ? undefined : clip(first);
}

/** `detail`, led by the output's meaningful line when there is one it does not already say. */
export function explained(detail: string, output: string): string {
  const line = meaningfulLine(output);
  return line === undefined || detail.includes(line) ? detail : `${line} (${detail})`;
}
