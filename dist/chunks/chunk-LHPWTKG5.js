import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/cli/suggest.ts
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
function closest(typed, known) {
  let best;
  for (const name of known) {
    const d = distance(typed, name);
    if (best === void 0 || d < best.d) best = { name, d };
  }
  return best !== void 0 && best.d <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : void 0;
}
var didYouMean = (typed, known) => {
  const name = closest(typed, known);
  return name === void 0 ? "" : ` (did you mean "${name}"?)`;
};

export {
  didYouMean
};
