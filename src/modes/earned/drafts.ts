// Which drafts an earned check runs: ledger drafts and unearned ledger properties,
// proposed journals, and the `@given` tests in `test_*.py` files the PR adds
// outside sealed paths. All are read from the head commit; none of them votes.
import { gitTreeReader } from "../base/git-tree.js";
import type { Config } from "../../core/inputs/config.js";
import { givenTests, isPythonTestFile, type DraftProperty } from "../../core/judge/earned.js";
import { loadSealedModel } from "../../core/formats/load.js";
import type { SealedMatcher } from "../../core/seal/sealed-set.js";
import { parseDiffRaw } from "../../core/seal/write-set.js";
import type { Git } from "../../ports/local.js";

export async function findDrafts(git: Git, config: Config, base: string, head: string, sealed: SealedMatcher): Promise<DraftProperty[]> {
  const tree = gitTreeReader(git, head);
  const model = await loadSealedModel(config, tree);
  const fromModel = model.properties.flatMap((p): DraftProperty[] => {
    if (p.format === "ledger" && p.state === "unearned") return [{ id: p.id, selector: p.selector, source: "ledger-unearned", file: p.source.file }];
    if (p.format === "journal" && p.state === "proposed") return [{ id: p.id, selector: p.selector, source: "journal-proposed", file: p.source.file }];
    return [];
  });
  const drafts = [...fromModel, ...(await ledgerDrafts(tree, config.ledger)), ...(await addedTests(git, base, head, sealed))];
  return dedupe(drafts);
}

/** The model drops ledger drafts (the gate ignores them), so they are read raw. */
async function ledgerDrafts(tree: ReturnType<typeof gitTreeReader>, file: string): Promise<DraftProperty[]> {
  const bytes = await tree.readFile(file).catch(() => null);
  if (bytes === null) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString("utf8"));
  } catch {
    return []; // the model's findings already say the ledger does not parse
  }
  const draft = (doc as { draft?: unknown } | null)?.draft;
  if (!Array.isArray(draft)) return [];
  return draft.flatMap((d): DraftProperty[] => {
    const { id, fn } = (d ?? {}) as { id?: unknown; fn?: unknown };
    return typeof id === "string" && typeof fn === "string" ? [{ id, selector: fn, source: "ledger-draft", file }] : [];
  });
}

/** New `test_*.py` files (added between the merge base and head, outside sealed paths), one draft per `@given` test. */
async function addedTests(git: Git, base: string, head: string, sealed: SealedMatcher): Promise<DraftProperty[]> {
  const from = await git.mergeBase(base, head);
  const added = parseDiffRaw(await git.diffRaw(from, head)).filter(
    (e) => e.kind === "added" && e.newMode.startsWith("100") && isPythonTestFile(e.path) && sealed.match(e.path) === null,
  );
  const out: DraftProperty[] = [];
  for (const e of added) {
    const bytes = await git.readFile(head, e.path);
    if (bytes === null) continue;
    for (const name of givenTests(bytes.toString("utf8")))
      out.push({ id: `${e.path}::${name}`, selector: `${e.path}::${name}`, source: "pr-test", file: e.path });
  }
  return out;
}

/** One draft per id and per selector: the first source listed wins. */
function dedupe(drafts: readonly DraftProperty[]): DraftProperty[] {
  const ids = new Set<string>();
  const selectors = new Set<string>();
  return drafts.filter((d) => {
    if (ids.has(d.id) || selectors.has(d.selector)) return false;
    ids.add(d.id);
    selectors.add(d.selector);
    return true;
  });
}
