// `seedgate lock PROPERTY`'s IO: find the property's journal in the working tree (the
// config's `journals` glob), take the hunt's proposal (the journal itself, or --proposal
// FILE), check that its fixtures are there, and write the locked journal in place.
import { existsSync, lstatSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fsTreeReader } from "../../adapters/tree-reader.js";
import { SeedgateError } from "../../core/errors.js";
import { lockJournal, type JournalText } from "../../core/edits/journal-lock.js";
import { loadConfig } from "../base/config-load.js";

export interface LockSettings {
  readonly root: string;
  readonly property: string;
  /** The hunt's `--out` file, when it did not write over the journal. */
  readonly proposal?: string;
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

export async function lock(s: LockSettings): Promise<LockResult> {
  const tree = fsTreeReader(s.root);
  const config = await loadConfig(tree);
  const current = await journalOf(s.root, config.journals, config.ledger, s.property);
  const proposal = s.proposal === undefined ? undefined : readProposal(s.root, s.proposal);
  const edit = lockJournal(s.property, current, proposal);
  const fixtures = edit.document.replay.fixtures ?? [];
  fixtures.forEach((f, i) => {
    const at = join(s.root, f);
    if (!existsSync(at) || !lstatSync(at).isFile()) {
      throw new SeedgateError("input", `fixture ${f} is not in the working tree`, {
        file: proposal?.file ?? current.file,
        field: `/replay/fixtures/${i}`,
        hint: "the hunt writes each fixture under the repository root: run the hunt here, or copy its fixtures",
      });
    }
  });
  const at = join(s.root, current.file);
  rmSync(at, { force: true }); // a lane leaves restored sealed files read-only
  writeFileSync(at, edit.text);
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
async function journalOf(root: string, glob: string, ledger: string, id: string): Promise<JournalText> {
  const tree = fsTreeReader(root);
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

function readProposal(root: string, path: string): JournalText {
  const at = resolve(root, path);
  if (!existsSync(at)) throw new SeedgateError("usage", `the proposal ${path} does not exist`, { file: path, hint: "the file seedgate hunt wrote with --out" });
  return { file: relative(root, at).startsWith("..") ? at : relative(root, at), text: readFileSync(at, "utf8") };
}
