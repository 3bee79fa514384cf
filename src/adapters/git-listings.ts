// Listings that follow the sealed roots, not the tree's size (issue 27 item 4), and the
// parsers of git's tree listings.
import { SeedgateError } from "../core/errors.js";
import type { Git, TreeEntry } from "../ports/local.js";
import { runGitWithoutIndex } from "./git-run.js";

const EMPTY_TREE = { 40: "4b825dc642cb6eb9a060e54bf8d69288fbee4904", 64: "6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321" };

export function sealedListings(
  root: string,
  git: (args: readonly string[]) => Promise<Buffer>,
  commit: (rev: string) => Promise<string>,
): Pick<Git, "treeMatching" | "workingFiles" | "lsTreeTop"> {
  return {
    // ls-tree takes no glob or icase magic; diff-tree from the empty tree does, and skips subtrees no pathspec can reach.
    // Without the index: diff-tree reads it whole otherwise, and a tree diff needs none of it.
    async treeMatching(rev, pathspecs) {
      if (pathspecs.length === 0) return [];
      const sha = await commit(rev);
      const empty = EMPTY_TREE[sha.length as 40 | 64];
      const args = ["diff-tree", "-r", "-z", "--raw", "--no-renames", "--abbrev=40", "--ignore-submodules=none", "--no-relative"];
      return parseRawAdded(await runGitWithoutIndex(root, [...args, "--end-of-options", empty, sha, "--", ...pathspecs]));
    },
    // No exclude options: ignored files are listed too, so a .gitignore the PR writes hides nothing. With an
    // empty index every file on disk under the pathspecs is "other", and git reads no index (the whole tree's).
    // --cached stays: were an index ever there, what it names is listed too, so no index hides a file.
    async workingFiles(dir, pathspecs) {
      if (pathspecs.length === 0) return [];
      const out = await runGitWithoutIndex(dir, ["ls-files", "-z", "--cached", "--others", "--", ...pathspecs]);
      return [
        ...new Set(
          out
            .toString("utf8")
            .split("\0")
            .filter((p) => p !== ""),
        ),
      ];
    },
    async lsTreeTop(rev) {
      return parseLsTree(await git(["ls-tree", "-z", "--full-tree", "--end-of-options", rev]));
    },
  };
}

const TYPE_OF_MODE: Record<string, TreeEntry["type"]> = { "100644": "blob", "100755": "blob", "120000": "blob", "160000": "commit" };

/** `:000000 MODE 000… OID A\0PATH\0` records of a diff from the empty tree. */
function parseRawAdded(out: Buffer): TreeEntry[] {
  const parts = out.toString("utf8").split("\0");
  const entries: TreeEntry[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, mode, , oid] = parts[i]!.split(" ");
    const type = TYPE_OF_MODE[mode ?? ""];
    if (type === undefined || oid === undefined) throw new SeedgateError("git", `git diff-tree printed an unexpected record: ${JSON.stringify(parts[i])}`);
    entries.push({ mode: mode!, type, oid, path: parts[i + 1]! });
  }
  return entries;
}

/** `<mode> <type> <oid>\t<path>\0` records, by index: a split per record cost ~1.6x on 20,000 entries. */
export function parseLsTree(buf: Buffer): TreeEntry[] {
  const out: TreeEntry[] = [];
  const text = buf.toString("utf8");
  for (let at = 0, end = 0; at < text.length; at = end + 1) {
    const nul = text.indexOf("\0", at);
    end = nul === -1 ? text.length : nul;
    if (end === at) continue;
    const type = text.indexOf(" ", at) + 1;
    const oid = text.indexOf(" ", type) + 1;
    const tab = text.indexOf("\t", oid);
    out.push({
      mode: text.slice(at, type - 1),
      type: text.slice(type, oid - 1) as TreeEntry["type"],
      oid: text.slice(oid, tab),
      path: text.slice(tab + 1, end),
    });
  }
  return out;
}
