// A small self-contained SVG of the three weekly counts, for a job summary (pure,
// hand-built: no dependency, no script, no external reference). Three bar panels
// stacked: properties with a pre-fix seed, hash mismatches, freezes created vs retired.
import type { WeekRow } from "../../core/judge/stats.js";

const PANEL_H = 100;
const TOP = 32;
const LEFT = 36;
const SLOT = 44;
const COLORS = { seeds: "#2f7d32", mismatches: "#c62828", created: "#1565c0", retired: "#9e9e9e" } as const;

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const label = (iso: string): string => iso.slice(5, 10);

interface Series {
  readonly name: string;
  readonly color: string;
  readonly values: readonly number[];
}

function panel(title: string, series: readonly Series[], weeks: readonly WeekRow[], y0: number): string[] {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plotH = PANEL_H - TOP - 18;
  const base = y0 + TOP + plotH;
  const barW = Math.floor((SLOT - 8) / series.length);
  const out = [
    `<text x="4" y="${y0 + 14}" font-weight="bold">${esc(title)}</text>`,
    ...series.map(
      (s, k) =>
        `<rect x="${LEFT + 260 + k * 90}" y="${y0 + 5}" width="10" height="10" fill="${s.color}"/><text x="${LEFT + 274 + k * 90}" y="${y0 + 14}">${esc(s.name)}</text>`,
    ),
    `<line x1="${LEFT}" y1="${base}" x2="${LEFT + weeks.length * SLOT}" y2="${base}" stroke="#555"/>`,
    `<text x="${LEFT - 4}" y="${y0 + TOP + 8}" text-anchor="end">${max}</text>`,
    `<text x="${LEFT - 4}" y="${base}" text-anchor="end">0</text>`,
  ];
  weeks.forEach((w, i) => {
    const x = LEFT + i * SLOT + 4;
    series.forEach((s, k) => {
      const v = s.values[i]!;
      const h = Math.round((v / max) * plotH);
      out.push(
        `<rect x="${x + k * barW}" y="${base - h}" width="${barW - 1}" height="${h}" fill="${s.color}"><title>${esc(`${s.name}, week to ${label(w.end)}: ${v}`)}</title></rect>`,
      );
      if (v > 0) out.push(`<text x="${x + k * barW + (barW - 1) / 2}" y="${base - h - 2}" text-anchor="middle">${v}</text>`);
    });
    out.push(`<text x="${x + (SLOT - 8) / 2}" y="${base + 12}" text-anchor="middle" fill="#555">${label(w.end)}</text>`);
  });
  return out;
}

export function statsSvg(weeks: readonly WeekRow[]): string {
  const width = Math.max(LEFT + weeks.length * SLOT + 10, 480);
  const height = PANEL_H * 3;
  const pick = (f: (w: WeekRow) => number) => weeks.map(f);
  const body = [
    ...panel("Properties with a pre-fix failing seed", [{ name: "at week end", color: COLORS.seeds, values: pick((w) => w.withPreFixSeed) }], weeks, 0),
    ...panel("Hash mismatches caught at replay", [{ name: "introduced", color: COLORS.mismatches, values: pick((w) => w.hashMismatches) }], weeks, PANEL_H),
    ...panel(
      "Freezes",
      [
        { name: "created", color: COLORS.created, values: pick((w) => w.freezesCreated) },
        { name: "retired", color: COLORS.retired, values: pick((w) => w.freezesRetired) },
      ],
      weeks,
      2 * PANEL_H,
    ),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="10" role="img" aria-label="seedgate weekly counts">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}
