// The sealed set: configured globs plus what is always sealed. Matching folds case
// and normalises to NFC, because macOS and Windows checkouts alias such paths.
import picomatch from "picomatch";
import type { Config } from "../inputs/config.js";
import { CONFIG_PATH } from "../inputs/config-defaults.js";
import { escapeGlob } from "./glob-escape.js";

export interface SealedPattern {
  readonly glob: string;
  /** Why this glob is sealed, for the report. */
  readonly reason: string;
}

export interface SealedMatch {
  readonly pattern: SealedPattern;
  /** True when the path is an ancestor directory of a sealed root (replaced by a file or link). */
  readonly ancestor: boolean;
}

export interface SealedMatcher {
  readonly patterns: readonly SealedPattern[];
  match(path: string): SealedMatch | null;
}

/** Case-fold and NFC-normalise; upper-then-lower folds ß/ſ/K-sign the way file systems alias them. */
export const foldPath = (path: string): string => (/^[\x00-\x7f]*$/.test(path) ? path.toLowerCase() : path.normalize("NFC").toUpperCase().toLowerCase());

/**
 * Names only git (at checkout, for submodules and LFS) and GitHub (for reviews) read,
 * from commits: no lane runs or reads them, and no git call after a lane's checkout
 * reads them from the working tree (blobs by id, raw tree diffs). The seal guards them
 * at any depth; the restore leaves them out (`restorable`), so it walks no whole tree.
 */
const READ_BY_GIT: readonly SealedPattern[] = [
  { glob: "**/.gitattributes", reason: "attributes change checked-out bytes" },
  { glob: "**/.gitmodules", reason: "submodules bring in foreign trees" },
  { glob: "**/.lfsconfig", reason: "LFS config redirects file contents" },
  { glob: "**/CODEOWNERS", reason: "code owners decide who reviews sealed paths" },
];

const ALWAYS: readonly SealedPattern[] = [
  { glob: ".github/workflows/**", reason: "workflows run with the repository's tokens" },
  { glob: ".github/actions/**", reason: "local actions run inside workflows with their tokens" },
  ...READ_BY_GIT,
];

/** What a lane or a hunt puts back on disk: every pattern but the names only git and GitHub read. */
export const restorable = (patterns: readonly SealedPattern[]): SealedPattern[] => patterns.filter((p) => !READ_BY_GIT.includes(p));

/**
 * Every sealed pattern for a config; `extraFiles` are the files property selectors point
 * at; `more` are patterns the caller derived from the base (what sealed workflows run).
 */
export function sealedPatterns(config: Config, extraFiles: readonly string[] = [], more: readonly SealedPattern[] = []): SealedPattern[] {
  const dir = (root: string) => (root === "" ? "**" : `${root}/**`);
  return [
    ...ALWAYS,
    { glob: config.file ?? CONFIG_PATH, reason: "the seedgate config" },
    ...config.sealed.map((glob) => ({ glob, reason: config.file === null ? "default sealed glob" : "sealed glob" })),
    ...config.manifests.map((root) => ({ glob: dir(root), reason: "manifest root" })),
    { glob: config.journals, reason: "journals" },
    { glob: config.ledger, reason: "seed ledger" },
    { glob: dir(config.oracle), reason: "sealed oracle" },
    { glob: config.quarantine, reason: "quarantine catalogue" },
    ...(config.runners.sealedRequirements === undefined
      ? []
      : [{ glob: escapeGlob(config.runners.sealedRequirements), reason: "the sealed tests' pinned packages (runners.sealedRequirements)" }]),
    ...extraFiles.map((glob) => ({ glob: escapeGlob(glob), reason: "a file a sealed property points at (selector or fixture)" })),
    ...more,
  ];
}

interface Compiled {
  readonly index: number;
  readonly pattern: SealedPattern;
  readonly re: RegExp;
}

/**
 * Compile once. A joined picomatch RegExp costs ~5 µs a path, so patterns are
 * dispatched instead: by their literal first segment, by basename for "**" + "/name"
 * globs, and only the rest through one joined RegExp. A hit reports the first
 * pattern in list order, whichever group found it.
 */
export function compileSealedMatcher(patterns: readonly SealedPattern[]): SealedMatcher {
  const opts = { dot: true, nonegate: true } as const;
  const bySegment = new Map<string, Compiled[]>();
  const byName = new Map<string, Compiled[]>();
  const byExtension = new Map<string, Compiled[]>();
  const byBasename: Compiled[] = [];
  const generic: Compiled[] = [];
  // picomatch also matches a path spelled exactly like the glob (a file named "{a,b}"): so does the seal.
  const exact = new Map<string, Compiled[]>();
  patterns.forEach((pattern, index) => {
    const glob = foldPath(pattern.glob);
    push(exact, glob, { index, pattern, re: /^/ });
    const base = literalBase(glob);
    const tail = glob.startsWith("**/") ? glob.slice(3) : null;
    if (base !== "" && base !== ".") {
      const seg = base.split("/")[0]!;
      push(bySegment, seg, { index, pattern, re: picomatch.makeRe(glob, opts) });
    } else if (tail !== null && !tail.includes("/")) {
      const c = { index, pattern, re: picomatch.makeRe(tail, opts) };
      const ext = /^\*\.([^*?[\]{}()!+@\\]+)$/.exec(tail)?.[1];
      if (!/[*?[\]{}()!+@\\]/.test(tail)) push(byName, tail, c);
      else if (ext !== undefined) push(byExtension, ext.slice(ext.lastIndexOf(".") + 1), c);
      else byBasename.push(c);
    } else generic.push({ index, pattern, re: picomatch.makeRe(glob, opts) });
  });
  const joined = (cs: Compiled[]) => (cs.length === 0 ? null : new RegExp(cs.map((c) => `(?:${c.re.source})`).join("|")));
  const anyBasename = joined(byBasename);
  const anyGeneric = joined(generic);
  const ancestors = ancestorMap(patterns);
  return {
    patterns,
    match(path) {
      const folded = foldPath(path);
      const slash = folded.indexOf("/");
      const basename = folded.slice(folded.lastIndexOf("/") + 1);
      let best: Compiled | undefined;
      const consider = (cs: readonly Compiled[], subject: string) => {
        for (const c of cs) if ((best === undefined || c.index < best.index) && c.re.test(subject)) best = c;
      };
      consider(exact.get(folded) ?? [], folded);
      consider(bySegment.get(slash === -1 ? folded : folded.slice(0, slash)) ?? [], folded);
      consider(byName.get(basename) ?? [], basename);
      consider(byExtension.get(basename.slice(basename.lastIndexOf(".") + 1)) ?? [], basename);
      if (anyBasename?.test(basename)) consider(byBasename, basename);
      if (anyGeneric?.test(folded)) consider(generic, folded);
      if (best !== undefined) return { pattern: best.pattern, ancestor: false };
      const anc = ancestors.get(folded.endsWith("/") ? folded.replace(/\/+$/, "") : folded);
      return anc === undefined ? null : { pattern: anc, ancestor: true };
    },
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function ancestorMap(patterns: readonly SealedPattern[]): Map<string, SealedPattern> {
  const ancestors = new Map<string, SealedPattern>();
  for (const p of patterns) {
    for (const a of ancestorsOf(literalBase(foldPath(p.glob)))) if (!ancestors.has(a)) ancestors.set(a, p);
  }
  return ancestors;
}

/**
 * The literal directory part of a glob, as it appears in a path: scan keeps the
 * escapes (`\[slug\]`), and a selector file such as `app/[slug]/page.test.ts`
 * is escaped to be matched literally, so its index key must be unescaped.
 */
const literalBase = (glob: string): string => picomatch.scan(glob).base.replace(/\\(.)/g, "$1");

/** "a/b/c" → ["a", "a/b", "a/b/c"]: a file or link at any of these replaces the sealed root. */
function ancestorsOf(base: string): string[] {
  if (base === "" || base === ".") return [];
  const parts = base.split("/");
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}
