// Which top-level Python modules a production root holds (issue 44 item 5): read from
// the base commit's tree, never from the workspace, where runners.setup may have added
// a folder named like a package the sealed test imports. The same rule as the harness's
// `top_level_names` (seedgate_layout.py): `x.py`, a folder `x` (a package or a
// namespace), an extension module `x.<tag>.so`; only names Python can import.
/** What a tree listing says of one entry (a TreeEntry of the Git port). */
export interface TreeName {
  readonly path: string;
  readonly type: "blob" | "tree" | "commit";
}

const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** The importable name an entry at the top of a root gives, or undefined. */
export function pythonTopName(entry: TreeName): string | undefined {
  const name = entry.path.slice(entry.path.lastIndexOf("/") + 1);
  const stem =
    entry.type === "tree" || entry.type === "commit"
      ? name
      : name.endsWith(".py")
        ? name.slice(0, -3)
        : /\.(so|pyd)$/.test(name)
          ? name.split(".")[0]!
          : undefined;
  return stem !== undefined && IDENTIFIER.test(stem) ? stem : undefined;
}

/** The sorted, distinct top-level names of the entries directly under `dir` ("" for the tree's top). */
export function pythonTopNames(entries: readonly TreeName[], dir: string): string[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  const direct = entries.filter((e) => e.path.startsWith(prefix) && e.path.length > prefix.length && !e.path.slice(prefix.length).includes("/"));
  return [...new Set(direct.flatMap((e) => pythonTopName(e) ?? []))].sort();
}

/** A root's path relative to the repository (`src`; "" for the top), or undefined when it lies outside. */
export function rootInTree(root: string, repository: string): string | undefined {
  const top = repository.replace(/\/+$/, "");
  if (root === top) return "";
  if (!root.startsWith(`${top}/`)) return undefined;
  const rel = root.slice(top.length + 1).replace(/\/+$/, "");
  return rel.split("/").some((p) => p === ".." || p === ".") ? undefined : rel;
}
