// "Did you mean": the closest known name to a misspelt command or flag, when it is
// close enough to be a typo (at most a third of its letters off).

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

export function closest(typed: string, known: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = distance(typed, name);
    if (best === undefined || d < best.d) best = { name, d };
  }
  return best !== undefined && best.d <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : undefined;
}

export const didYouMean = (typed: string, known: readonly string[]): string => {
  const name = closest(typed, known);
  return name === undefined ? "" : ` (did you mean "${name}"?)`;
};
