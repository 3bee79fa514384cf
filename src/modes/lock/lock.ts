// `seedgate lock PROPERTY`: find the property's journal in the working tree (the
// config's `journals` glob), take the hunt's proposal (the journal itself, or --proposal
// FILE), check that its fixtures are there, and write the locked journal in place.
import { SeedgateError } from "../../core/errors.js";
import { lockJournal, type JournalText } from "../../core/edits/journal-lock.js";
import type { TreeReader } from "../../ports/tree.js";
import type { Workspace } from "../../ports/workspace.js";
import { loadConfig } from "../base/config-load.js";
import { workingTree } from "../base/working-tree.js";

export interface LockSettings {
  readonly property: string;
  /**
   * The hunt's `--out` file, when it did not write over the journal, as the face read it
   * (it may lie outside the tree): its name, and null bytes when it does not exist.
   */
  readonly proposal?: { readonly file: string; readonly bytes: Buffer | null };
}

export interface LockPorts {
  /** The repository's working tree, rooted at its top-level directory. */
  readonly workspace: Workspace;
}

export interface LockResult {
  readonly command: "lock";
  readonly property: string;
  readonly journal: string;
  readonly state: "locked";
  readonly replay: readonly number[];
  readonly holdout: readonly number[];
  readonly fixtures: readonly string[];
  readonly changes: readonly string[];
}

export async function lock(s: LockSettings, ports: LockPorts): Promise<LockResult> {
  const ws = ports.workspace;
  const tree = workingTree(ws);
  const config = await loadConfig(tree);
  const current = await journalOf(tree, config.journals, config.ledger, s.property);
  const proposal = s.proposal === undefined ? undefined : proposalText(s.proposal);
  const edit = lockJournal(s.property, current, proposal);
  const fixtures = edit.document.replay.fixtures ?? [];
  fixtures.forEach((f, i) => {
    if (ws.kind(f) !== "file") {
      throw new SeedgateError("input", `fixture ${f} is not in the working tree`, {
        file: proposal?.file ?? current.file,
        field: `/replay/fixtures/${i}`,
        hint: "the hunt writes each fixture under the repository root: run the hunt here, or copy its fixtures",
      });
    }
  });
  ws.remove(current.file); // a lane leaves restored sealed files read-only
  ws.writeFile(current.file, edit.text);
  const d = edit.document;
  return {
    command: "lock",
    property: s.property,
    journal: current.file,
    state: "locked",
    replay: d.replay.seeds,
    holdout: d.holdout.seeds,
    fixtures,
    changes: edit.changes,
  };
}

/** The one journal whose `id` is the property; a ledger property is promote's. */
async function journalOf(tree: TreeReader, glob: string, ledger: string, id: string): Promise<JournalText> {
  const found: JournalText[] = [];
  const unreadable: string[] = [];
  for (const file of await tree.glob(glob)) {
    const text = (await tree.readFile(file))?.toString("utf8") ?? "";
    const fileId = idOf(text);
    if (fileId === id) found.push({ file, text });
    else if (typeof fileId !== "string") unreadable.push(file);
  }
  if (found.length > 1)
    throw new SeedgateError("input", `${found.length} journals have id "${id}": ${found.map((f) => f.file).join(", ")}`, {
      file: found[1]!.file,
      field: "/id",
      hint: "a property id is unique across every source",
    });
  if (found.length === 1) return found[0]!;
  const inLedger = (await tree.readFile(ledger))?.toString("utf8").includes(JSON.stringify(id)) ?? false;
  const skipped = unreadable.length === 0 ? "" : ` (no id could be read from ${unreadable.join(", ")}: run seedgate validate)`;
  throw new SeedgateError("usage", `no journal with id "${id}" matches ${glob} in the working tree${skipped}`, {
    hint: inLedger
      ? `"${id}" is a ledger property: a human locks its fixtures with seedgate promote SEED ${id}`
      : "seedgate init writes a proposed journal; the hunt proposes its seeds",
  });
}

const idOf = (text: string): unknown => {
  try {
    return (JSON.parse(text) as { id?: unknown }).id;
  } catch {
    return undefined; // reported by the lock itself only if it is the property's file
  }
};

function proposalText(p: NonNullable<LockSettings["proposal"]>): JournalText {
  if (p.bytes === null)
    throw new SeedgateError("usage", `the proposal ${p.file} does not exist`, { file: p.file, hint: "the file seedgate hunt wrote with --out" });
  return { file: p.file, text: p.bytes.toString("utf8") };
}
