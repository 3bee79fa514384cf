// Merge closed integer intervals [start, end] into sorted, disjoint intervals.
function merge(intervals) {
  const sorted = [...intervals].map(([a, b]) => [a, b]).sort((x, y) => x[0] - y[0]);
  const out = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && start <= last[1]) {
      // Seeded bug: an interval inside the previous one shrinks it.
      last[1] = end;
    } else {
      out.push([start, end]);
    }
  }
  return out;
}

module.exports = { merge };
