// The repository as `seedgate init` reads it (a file's text, a folder's names), and the
// little TOML it needs from pyproject.toml: a table's keys and quoted strings, read
// line by line without a TOML dependency. Pure.
/** The repository as init reads it: a file's text (null when absent) and a folder's entries. */
export interface RepoView {
  text(path: string): string | null;
  /** Names directly in a folder ("" is the root); empty when absent. */
  entries(dir: string): readonly string[];
}

/** The keys of one TOML table, e.g. the extras of [project.optional-dependencies]. */
export function tomlKeys(text: string, table: string): string[] {
  return [...tomlTable(text, table).keys()];
}

/**
 * One TOML table's `key = value` lines, each value as its raw text (a multi-line array
 * joined): enough for the handful of settings init reads, without a TOML dependency.
 */
export function tomlTable(text: string, table: string): Map<string, string> {
  const out = new Map<string, string>();
  let inside = false;
  let key: string | null = null;
  let depth = 0;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (key !== null) {
      out.set(key, `${out.get(key)!} ${line}`);
      depth += bracketDepth(line);
      if (depth <= 0) key = null;
      continue;
    }
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header) {
      inside = header[1]!.replace(/["']/g, "") === table;
      continue;
    }
    const kv = inside ? /^("[^"]*"|'[^']*'|[\w.-]+)\s*=\s*(.*)$/.exec(line) : null;
    if (kv === null) continue;
    const name = kv[1]!.replace(/^["']|["']$/g, "");
    out.set(name, kv[2]!);
    depth = bracketDepth(kv[2]!);
    if (depth > 0) key = name;
  }
  return out;
}

function bracketDepth(s: string): number {
  const bare = s.replace(/"[^"]*"|'[^']*'/g, "");
  return (bare.match(/[[{]/g) ?? []).length - (bare.match(/[\]}]/g) ?? []).length;
}

/** The quoted strings of a TOML value: `["src", "lib"]` → src, lib. */
export function tomlStrings(value: string | undefined): string[] {
  return value === undefined ? [] : [...value.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]!);
}
