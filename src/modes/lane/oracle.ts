// What a lane's sealed copy holds, what it says about the pull request's files it did
// not import, and what happens to the rows when the copy changed under them.
import type { OracleCopy, OracleParts } from "../../ports/trees.js";
import type { Config } from "../../core/inputs/config.js";
import { warning, type Finding } from "../../core/findings.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Property } from "../../core/inputs/model.js";
import { parseDiffRaw } from "../../core/seal/write-set.js";
import type { Git } from "../../ports/local.js";
import { ruleFor } from "../../runners/dispatch.js";
import { presetOf } from "../../runners/presets.js";

/** Each planned selector's folder whose preset reads its test from the copy (the Python presets; seed 003's oracle folder included), and their fixture files. */
export function oracleParts(config: Config, plan: readonly PlanRow[], byId: ReadonlyMap<string, Property>): OracleParts {
  const folders = new Set<string>();
  const files = new Set<string>();
  for (const row of plan) {
    const p = byId.get(row.property)!;
    const rule = ruleFor(config, p.selector);
    if (rule === undefined || presetOf(rule.preset)?.sealedCopy !== "test-folder") continue;
    const file = p.selector.split("::")[0]!;
    folders.add(file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "");
    if (row.kind === "fixture") files.add(row.key);
  }
  return { folders: [...folders], files: [...files] };
}

/** Production import roots of the base config, as absolute paths (default: the repository root). */
export const importRoots = (config: Config, root: string): string[] =>
  (config.runners.pythonPaths ?? ["."]).map((p) => (p === "." || p === "" ? root : `${root}/${p.replace(/^(\.\/)+/, "").replace(/\/+$/, "")}`));

/** The pull request's own files in the copied folders: shown, never imported. */
export async function ignoredFindings(git: Git, base: string, head: string, parts: OracleParts): Promise<Finding[]> {
  const inCopy = (p: string) => parts.folders.some((f) => f === "" || p.startsWith(`${f}/`)) || parts.files.includes(p);
  const changed = parseDiffRaw(await git.diffRaw(base, head))
    .map((e) => e.path)
    .filter(inCopy);
  if (changed.length === 0) return [];
  const shown = changed.slice(0, 20).join(", ") + (changed.length > 20 ? `, and ${changed.length - 20} more` : "");
  return [
    warning(
      "lane.oracle-ignored",
      `the lane imported the base commit's copy of the oracle's folders; the pull request's changes there were ignored: ${shown}`,
      { hint: "sealed tests, their helpers and fixtures change only through a sealed-only pull request a sealed owner approves" },
    ),
  ];
}

/** Base entries the copy could not hold (symlinks, submodules): named, so nothing is skipped silently. */
export const skippedFindings = (copy: OracleCopy): Finding[] =>
  copy.skipped.length === 0
    ? []
    : [
        warning("lane.oracle-skipped", `not copied into the sealed oracle (not regular files at base): ${copy.skipped.join(", ")}`, {
          hint: "an import of one of these fails in the lane: make it a regular file",
        }),
      ];

/** A copy that changed while rows ran cannot back any of them: every row becomes an error naming the paths. */
export function spoiled<R extends { outcome: string; detail: string }>(rows: readonly R[], changed: readonly string[]): R[] {
  if (changed.length === 0) return [...rows];
  const detail = `the sealed oracle copy changed while the lane ran (${changed.slice(0, 5).join(", ")}): no row of this lane can be trusted`;
  return rows.map((r) => ({ ...r, outcome: "error", detail }));
}
