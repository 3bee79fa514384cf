// The support matrix: the versions of each framework seedgate's presets are tested
// with. One table, read by the preflight (a version outside its range refuses the
// preset with one named error) and by test/docs/support.test.ts (docs/support.md
// states every range). Pure: no IO.

export interface Supported {
  /** The package (npm) or distribution (PyPI) name, or Node / Python. */
  readonly name: string;
  /** Lowest supported version, inclusive. */
  readonly from: string;
  /** First unsupported version above the range. */
  readonly below: string;
  /** How to get a supported one, said in the preflight's error. */
  readonly fix: string;
}

export const SUPPORTED: readonly Supported[] = [
  { name: "pytest", from: "7.2.0", below: "10.0.0", fix: "python -m pip install 'pytest>=7.2,<10'" },
  { name: "hypothesis", from: "6.67.0", below: "7.0.0", fix: "python -m pip install 'hypothesis>=6.67,<7'" },
  // vitest 1.x errors on every seed; vitest 3 (vite 7) cannot parse `.ts` export names under isolation: process.
  { name: "vitest", from: "4.0.0", below: "5.0.0", fix: "npm install --save-dev vitest@4" },
  // Below 4.10 no global plugin caps an fc.assert's own numRuns, so a fixture row of such a property errors on every head.
  { name: "fast-check", from: "4.10.0", below: "5.0.0", fix: "npm install --save-dev fast-check@4" },
  { name: "jest", from: "30.0.0", below: "31.0.0", fix: "npm install --save-dev jest@30" },
  // 2.0.x depends on fast-check 3 only: its test.prop would run a fast-check outside the range above.
  { name: "@fast-check/jest", from: "2.1.0", below: "3.0.0", fix: "npm install --save-dev @fast-check/jest@2" },
  // Only for a TypeScript test under the jest preset (runners/jest/transform.ts). Before 29.4 its peers are jest 29's.
  { name: "ts-jest", from: "29.4.0", below: "30.0.0", fix: "npm install --save-dev ts-jest@29" },
  { name: "Node", from: "20.0.0", below: "25.0.0", fix: "run seedgate on Node 20, 22 or 24" },
  { name: "Python", from: "3.11.0", below: "4.0.0", fix: "set runners.python or SEEDGATE_PYTHON to a Python 3.11 or later" },
];

/** The range as docs/support.md writes it: `>=4.0.0 <5.0.0`. */
export const rangeText = (s: Supported): string => `>=${s.from} <${s.below}`;

const parts = (version: string): number[] => (/^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim()) ?? []).slice(1, 4).map((p) => Number(p ?? 0));

function compare(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Why `found` of `name` is not supported, or undefined (supported, not in the table, or not a version seedgate can read). */
export function versionProblem(name: string, found: string | undefined): string | undefined {
  const entry = SUPPORTED.find((s) => s.name === name);
  if (entry === undefined || found === undefined || !/^v?\d/.test(found.trim())) return undefined;
  if (compare(found, entry.from) >= 0 && compare(found, entry.below) < 0) return undefined;
  return `${name} ${found.trim()} is not supported (supported: ${rangeText(entry)}, docs/support.md): ${entry.fix}, then run seedgate again`;
}
