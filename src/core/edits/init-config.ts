// The `.github/seedgate.yml` that `seedgate init` writes: the sealed paths, where the
// journals (or the seed 002 ledger) live, the owners, and the runners the repository's
// layout asks for (init-layout.ts). Flow sequences are JSON, which YAML reads as is.
import type { Layout } from "./init-layout.js";
import { PYTHON_ISOLATION } from "../inputs/config-defaults.js";

export const JOURNAL_DIR = "oracles";
export const LEDGER_FILE = "seed_ledger.json";
/** Where seed 002 keeps the fixtures a human promotes. */
export const LEDGER_FIXTURES = "tests/fixtures";

export interface ConfigChoice {
  readonly login: string | undefined;
  readonly ledger: boolean;
  readonly layout: Layout | undefined;
}

export function configText(c: ConfigChoice): string {
  const owners = `owners: [${c.login === undefined ? "" : JSON.stringify(c.login)}]${c.login === undefined ? "   # add who may approve sealed-only pull requests" : ""}`;
  const where = c.ledger
    ? [`sealed: [".sealed/**", "${LEDGER_FIXTURES}/**", "${LEDGER_FILE}"]`, `ledger: ${LEDGER_FILE}`]
    : [`sealed: [".sealed/**", "oracles/**"${tsconfigsText(c.layout)}`, `journals: "${JOURNAL_DIR}/*.json"`];
  return [
    "# seedgate's configuration (docs/formats.md). It is sealed: from now on a pull request",
    "# that edits it, a workflow, a journal or a property's test passes only when it changes",
    "# sealed files and nothing else, with an approving review from one of `owners`.",
    ...where,
    owners,
    ...runnersText(c.layout),
    "check:",
    "  name: seedgate",
    "",
  ].join("\n");
}

/** The tsconfig files a lane must take from the base, sealed (ts-jest compiles with them; aliases are read only from sealed ones), and the sealed list's end. */
function tsconfigsText(layout: Layout | undefined): string {
  const files = new Set([...(tsJest(layout) ? ["tsconfig.json"] : []), ...(layout?.tsconfigs ?? [])]);
  if (files.size === 0) return "]";
  const why = layout?.tsconfigs !== undefined ? "TypeScript paths are read only from sealed tsconfig files" : "ts-jest compiles the jest test with it";
  return `, ${[...files].map((f) => JSON.stringify(f)).join(", ")}]   # ${why} (docs/support.md)`;
}

/** A jest project with ts-jest: its tsconfig.json must be the base's in a lane (runners/jest/transform.ts), so it is sealed. */
const tsJest = (layout: Layout | undefined): boolean =>
  layout?.dependencies?.includes("ts-jest") === true && layout.rules?.some((r) => r.preset === "jest") === true;

function runnersText(layout: Layout | undefined): string[] {
  const lines = ["runners:", `  isolation: ${PYTHON_ISOLATION}   # production code runs in its own sandboxed process (docs/security.md)`];
  if (layout === undefined) return lines;
  if (layout.pythonPaths !== undefined)
    lines.push(`  pythonPaths: ${JSON.stringify(layout.pythonPaths)}   # production code, from ${layout.pythonPathsFrom ?? "the layout"}`);
  if (layout.python !== undefined) lines.push(`  python: ${layout.python}   # made by setup; a relative path is read from the repository root`);
  if (layout.rules !== undefined && layout.rules.length > 0) {
    lines.push("  rules:   # the first rule whose glob matches the selector's file picks the preset");
    for (const r of layout.rules) lines.push(`    - { match: ${JSON.stringify(r.match)}, preset: ${r.preset} }   # ${r.because}`);
  }
  if (layout.setup.length > 0) {
    lines.push("  network: setup   # open for the installs below, closed while the rows run");
    lines.push("  setup:   # run inside the lane's sandbox, before the sealed files are restored");
    for (const argv of layout.setup) lines.push(`    - ${JSON.stringify(argv)}`);
  }
  return lines;
}
