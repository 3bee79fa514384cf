// The runner rule `seedgate init` writes for a project (issue 29's table, read at
// adoption): the preset that claims the selector by default, unless the project does
// not declare that preset's test runner and declares another preset's. A `.test.js`
// selector is the fast-check preset's (vitest); in a project that installs jest and no
// vitest, the first lane would otherwise fail its preflight on a runner nobody installed.
import { escapeGlob } from "../core/seal/glob-escape.js";
import { ruleFor } from "./dispatch.js";
import type { Preset } from "./preset.js";
import { PRESETS } from "./presets.js";

export interface AdoptedRule {
  readonly match: string;
  readonly preset: string;
  /** Why, in the words the config's comment says it. */
  readonly because: string;
}

/** The rule init writes for `selector` given the packages package.json declares, or undefined when the default claim fits. */
export function adoptedRule(selector: string, declared: readonly string[]): AdoptedRule | undefined {
  const claimed = ruleFor({ runners: { rules: [] } }, selector)?.preset;
  const runnerOf = (name: string | undefined): string | undefined => (name === undefined ? undefined : (PRESETS as Record<string, Preset>)[name]?.testRunner);
  const own = runnerOf(claimed);
  if (own === undefined || declared.includes(own)) return undefined;
  const other = Object.entries(PRESETS as Record<string, Preset>).find(
    ([name, p]) => name !== claimed && p.testRunner !== undefined && declared.includes(p.testRunner),
  );
  if (other === undefined) return undefined;
  const file = selector.split("::")[0]!;
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : undefined;
  return {
    match: dir === undefined ? escapeGlob(file) : `${escapeGlob(dir)}/**`,
    preset: other[0],
    because: `package.json declares ${other[1].testRunner} and no ${own}`,
  };
}
