// Sealed by default beyond the config: what the base commit's sealed workflows run
// (local actions and repository scripts) and the folders of the ledger's fixtures.
import { dirname } from "node:path/posix";
import { fixturePaths } from "../../core/formats/digests.js";
import type { SealedModel } from "../../core/inputs/model.js";
import type { SealedPattern } from "../../core/seal/sealed-set.js";
import type { Log } from "../../ports/local.js";
import type { TreeReader } from "../../ports/tree.js";

import { escapeGlob } from "../../core/seal/glob-escape.js";

/** Local actions and scripts named by base's `.github/workflows/*` and its local actions' action.yml. */
export async function workflowPatterns(base: TreeReader, log: Log): Promise<SealedPattern[]> {
  const workflows = await baseWorkflows(base);
  if (workflows.length === 0) return [];
  const [{ actionEntryFiles, workflowInputs }] = await Promise.all([workflowParser(), base.prefetch?.(workflows)]);
  const actions = new Set<string>();
  const scripts = new Set<string>();
  for (const path of workflows) {
    const found = workflowInputs((await readOrNull(base, path)) ?? "");
    if (!found.parsed) log.warn(`${path} at the base is not YAML; the seal cannot see what it runs`);
    found.actions.forEach((a) => actions.add(a));
    found.scripts.forEach((s) => scripts.add(s));
  }
  // A composite action can name further scripts and actions: follow them, each directory once.
  const seen = new Set<string>();
  for (let pending = [...actions]; pending.length > 0;) {
    const dir = pending.pop()!;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const text = (await readOrNull(base, `${dir}/action.yml`)) ?? (await readOrNull(base, `${dir}/action.yaml`));
    if (text === null) continue;
    const found = workflowInputs(text);
    found.scripts.forEach((s) => scripts.add(s));
    actionEntryFiles(text, dir).forEach((s) => scripts.add(s));
    for (const a of found.actions) if (!seen.has(a)) (actions.add(a), pending.push(a));
  }
  return [
    ...[...actions].sort().map((dir) => ({ glob: `${escapeGlob(dir)}/**`, reason: "a local action a sealed workflow runs" })),
    ...[...scripts].sort().map((path) => ({ glob: escapeGlob(path), reason: "a script a sealed workflow runs" })),
  ];
}

/** The base's workflow files; with any, their parser starts loading while git reads them. */
export async function baseWorkflows(base: TreeReader): Promise<string[]> {
  const workflows = (await base.glob(".github/workflows/**")).filter((p) => /\.ya?ml$/i.test(p));
  if (workflows.length > 0) workflowParser().catch(() => undefined);
  return workflows;
}

/** YAML (~20 ms to load) only for a base that has workflows to read. */
const workflowParser = () => import("../../core/inputs/workflow-inputs.js");

/** A workflow that is a symlink or too big is not read as one; its directory is sealed regardless. */
async function readOrNull(tree: TreeReader, path: string): Promise<string | null> {
  try {
    return (await tree.readFile(path))?.toString("utf8") ?? null;
  } catch {
    return null;
  }
}

/**
 * Files the model points at, sealed like the oracle: each selector's file
 * (`path::test` → path) and every fixture. A fixture's locked digest is checked
 * against the base bytes, so the PR must not be able to change those bytes either.
 */
export const sealedModelFiles = (model: SealedModel): string[] =>
  [...new Set([...model.properties.filter((p) => p.format !== "sealed").map((p) => p.selector.split("::")[0]!), ...fixturePaths(model)])]
    .filter((f) => f !== "")
    .sort();

/**
 * The folders that hold the ledger's fixtures: a promote or re-hunt adds a new fixture
 * next to the old ones, and with its folder sealed that pull request is sealed-only.
 * A fixture at the repository root seals only itself (sealing "**" would seal everything).
 */
export function ledgerFixtureFolders(model: SealedModel, ledgerPath: string): SealedPattern[] {
  const dirs = new Set(model.properties.filter((p) => p.format === "ledger").flatMap((p) => p.fixtures.map((f) => dirname(f.path))));
  const folders = [...dirs]
    .filter((d) => d !== "." && d !== "")
    .sort()
    .map((d) => ({ glob: `${escapeGlob(d)}/**`, reason: "the folder of the ledger's fixtures" }));
  // The first promote has no fixture to point at yet: seal what `promote` writes.
  const first = model.files.includes(ledgerPath) ? [{ glob: PROMOTE_FIXTURES, reason: "where `promote` writes the ledger's fixtures" }] : [];
  return [...folders, ...first];
}

/** `seedgate promote` writes `tests/fixtures/SEED.bin` (src/cli/promote.ts). */
const PROMOTE_FIXTURES = "tests/fixtures/*.bin";
